// /advertisers: the names from the server's names file, searched and sorted in the browser.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { advertiserListQuery } from '../../api/advertisers';
import { DataTable } from '../../components/data-table';
import { FilterForm } from '../../components/filter-form';
import { FiltersDisclosure } from '../../components/filters-disclosure';
import { LiveSearchField } from '../../components/live-text-input';
import { Notice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { ProblemsNotice } from '../../components/problems-notice';
import { tableStateOf } from '../../components/table-state';
import { formatCount } from '../../lib/format';
import { advertiserListColumns, searchAdvertisers } from './advertiser-list-columns';
import './advertisers.css';

export function prefetch(queryClient: QueryClient) {
  return queryClient.ensureQueryData(advertiserListQuery());
}

export function Component() {
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const query = useQuery(advertiserListQuery());
  const all = query.data?.items ?? [];
  const rows = searchAdvertisers(all, q);

  return (
    <section className="advertisers-page">
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
    </section>
  );
}
