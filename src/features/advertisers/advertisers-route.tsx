// /advertisers: the names from the server's names file, searched and sorted in the browser; with
// `activity`, the lapsed or new advertisers (activity-view.tsx), reached by the tabs above.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { Link, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { advertiserListQuery } from '../../api/advertisers';
import { advertiserActivityQuery } from '../../api/question-views';
import { accessQuery, forbiddenSection } from '../../lib/access';
import { paths } from '../../lib/paths';
import { DataTable } from '../../components/data-table';
import { FilterForm } from '../../components/filter-form';
import { FiltersDisclosure } from '../../components/filters-disclosure';
import { LiveSearchField } from '../../components/live-text-input';
import { Notice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { ProblemsNotice } from '../../components/problems-notice';
import { tableStateOf } from '../../components/table-state';
import { formatCount } from '../../lib/format';
import { parseListParams } from '../../lib/list-params';
import { useListParams } from '../../lib/use-list-params';
import { advertiserListColumns, searchAdvertisers } from './advertiser-list-columns';
import { activityQueryOf, activitySpec } from './activity-params';
import { ActivityView } from './activity-view';
import './advertisers.css';

export async function prefetch(queryClient: QueryClient, { request }: LoaderFunctionArgs) {
  const { values } = parseListParams(activitySpec, new URL(request.url).searchParams);
  await Promise.all([
    queryClient.ensureQueryData(advertiserListQuery()),
    values.activity
      ? queryClient.ensureQueryData(
          advertiserActivityQuery(activityQueryOf(values, values.activity)),
        )
      : undefined,
  ]);
}

export function Component() {
  const { values, searchFor } = useListParams(activitySpec);
  // The lapsed and new lists are bookings figures: shown to the roles that may see bookings.
  const access = useQuery(accessQuery());
  const withActivity =
    access.data !== undefined && !forbiddenSection(access.data, paths.pacing.path);
  const tabs = withActivity && (
    <nav aria-label="Advertisers lists" className="advertisers-page__tabs">
      <Link to={paths.advertisers.href()} aria-current={values.activity ? undefined : 'page'}>
        Names
      </Link>
      {(['lapsed', 'new'] as const).map((activity) => (
        <Link
          key={activity}
          to={paths.advertisers.href(searchFor({ activity }))}
          aria-current={values.activity === activity ? 'page' : undefined}
        >
          {activity === 'lapsed' ? 'Lapsed' : 'New'}
        </Link>
      ))}
    </nav>
  );
  return (
    <section className="advertisers-page">
      {tabs}
      {values.activity ? <ActivityView activity={values.activity} /> : <NamesList />}
    </section>
  );
}

function NamesList() {
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const query = useQuery(advertiserListQuery());
  const all = query.data?.items ?? [];
  const rows = searchAdvertisers(all, q);

  return (
    <>
      <PageHeader
        title="Advertisers"
        subtitle={
          query.data
            ? q.trim()
              ? `${formatCount(rows.length, 'advertiser')} match “${q.trim()}” of ${formatCount(all.length, 'name')}`
              : `${formatCount(all.length, 'name')} from the server’s names file`
            : undefined
        }
      />
      {query.data && all.length === 0 && (
        <Notice tone="info" title="No advertiser names">
          The API does not name advertisers, and the server has no names file
          (ADVERTISER_NAMES_FILE), so advertisers are shown by number. An advertiser’s page still
          opens from any advertiser number.
        </Notice>
      )}
      <FiltersDisclosure activeCount={q.trim() ? 1 : 0}>
        <FilterForm label="Search the advertisers">
          <LiveSearchField
            label="Search"
            value={q}
            placeholder="Name or number"
            onValueChange={(next) =>
              // Each letter replaces the history entry instead of adding one.
              setSearch(next ? { q: next } : {}, { replace: true })
            }
          />
        </FilterForm>
      </FiltersDisclosure>
      {query.data && <ProblemsNotice problems={query.data.problems} what="advertiser names" />}
      <DataTable
        caption="Advertisers"
        data={rows}
        columns={advertiserListColumns}
        getRowId={(a) => String(a.id)}
        initialSorting={[{ id: 'name', desc: false }]}
        {...tableStateOf(query)}
        emptyMessage={
          all.length === 0 ? 'No names are known.' : 'No advertiser matches the search.'
        }
      />
    </>
  );
}
