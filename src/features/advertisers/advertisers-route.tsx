// /advertisers: the names from the server's names file, searched, sorted and paged by the server
// (the file may name 200,000 advertisers: the page holds one page of them); with `activity`, the
// lapsed or new advertisers (activity-view.tsx), reached by the tabs above.
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { advertiserPageQuery, type Advertiser } from '../../api/advertisers';
import { activityContract } from '../../domain/question-views';
import { viewQuery } from '../../api/view-query';
import { accessQuery, forbiddenSection } from '../../lib/access';
import { paths } from '../../app/paths';
import { CellLink } from '../../components/cell-link';
import { DataTable } from '../../components/data-table';
import { FilterForm } from '../../components/filter-form';
import { FiltersDisclosure } from '../../components/filters-disclosure';
import { LiveSearchField } from '../../components/live-text-input';
import { Notice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { ProblemsNotice } from '../../components/problems-notice';
import { tableStateOf } from '../../components/table-state';
import { formatCount, formatInteger } from '../../domain/format';
import {
  defineListSpec,
  enumParam,
  integerParam,
  parseListParams,
  textParam,
  type ListValues,
} from '../../lib/list-params';
import { useListParams } from '../../lib/use-list-params';
import { activityQueryOf, activitySpec } from './activity-params';
import { ActivityView } from './activity-view';
import './advertisers.css';

const PAGE_SIZES = [50, 100, 200] as const;

/** The names list's page: q, page, per_page, sort (name or id), order. */
const namesSpec = defineListSpec({
  params: {
    q: textParam({ default: '' }),
    page: integerParam({ min: 1, default: 1 }),
    per_page: integerParam({ choices: PAGE_SIZES, default: 100 }),
    sort: enumParam(['name', 'id'], { default: 'name' }),
    order: enumParam(['asc', 'desc'], { default: 'asc' }),
  },
  page: 'page',
});

const column = createColumnHelper<Advertiser>();

/** Name (a link to the advertiser's page) and number, sorted by the server. */
const advertiserListColumns = [
  column.accessor('name', {
    id: 'name',
    header: 'Name',
    meta: { phone: 'key' },
    cell: (info) => (
      <CellLink to={paths.advertiser.href(info.row.original.id)}>{info.getValue()}</CellLink>
    ),
  }),
  column.accessor('id', {
    id: 'id',
    header: 'Number',
    sortDescFirst: false,
    meta: { phone: 'key', numeric: true },
  }),
];

const pageQueryOf = ({ per_page: perPage, ...rest }: ListValues<typeof namesSpec.params>) =>
  advertiserPageQuery({ ...rest, perPage });

export async function prefetch(queryClient: QueryClient, { request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const { values } = parseListParams(activitySpec, search);
  await (values.activity
    ? queryClient.ensureQueryData(
        viewQuery(activityContract, activityQueryOf(values, values.activity)),
      )
    : queryClient.ensureQueryData(pageQueryOf(parseListParams(namesSpec, search).values)));
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
  const { values: params, change, searchFor } = useListParams(namesSpec);
  const query = useQuery({ ...pageQueryOf(params), placeholderData: keepPreviousData });
  const rows = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  const all = query.data?.all ?? 0;
  const q = params.q.trim();
  const first = (params.page - 1) * params.per_page;

  return (
    <>
      <PageHeader
        title="Advertisers"
        subtitle={
          query.data
            ? q
              ? `${formatCount(total, 'advertiser')} match “${q}” of ${formatCount(all, 'name')}`
              : `${formatCount(all, 'name')} from the server’s names file`
            : undefined
        }
      />
      {query.data && all === 0 && (
        <Notice tone="info" title="No advertiser names">
          The API does not name advertisers, and the server has no names file
          (ADVERTISER_NAMES_FILE), so advertisers are shown by number. An advertiser’s page still
          opens from any advertiser number.
        </Notice>
      )}
      <FiltersDisclosure activeCount={q ? 1 : 0}>
        <FilterForm label="Search the advertisers">
          <LiveSearchField
            label="Search"
            value={params.q}
            placeholder="Name or number"
            onValueChange={(next) =>
              // Each letter replaces the history entry instead of adding one.
              change({ q: next }, { replace: true })
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
        // The server sorts (a search lists its best matches first, whatever the sort).
        manualSorting
        sorting={[{ id: params.sort, desc: params.order === 'desc' }]}
        onSortingChange={([sort]) =>
          change({ sort: sort?.id === 'id' ? 'id' : 'name', order: sort?.desc ? 'desc' : 'asc' })
        }
        dimmed={query.isPlaceholderData}
        {...tableStateOf(query)}
        emptyMessage={all === 0 ? 'No names are known.' : 'No advertiser matches the search.'}
      />
      {total > params.per_page && (
        <Pager
          label="Advertiser pages"
          page={params.page}
          isLastPage={first + rows.length >= total}
          hrefFor={(page) => `?${searchFor({ page })}`}
          pageSize={params.per_page}
          pageSizes={PAGE_SIZES}
          onPageSizeChange={(size) => change({ per_page: size })}
          status={`Rows ${formatInteger(first + 1)}–${formatInteger(first + rows.length)} of ${formatInteger(total)}`}
        />
      )}
    </>
  );
}
