// /users: the secondary users list with the API's exact filters and an in-browser search and sort.
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { userListQuery } from '../../api/users';
import { CorrectionsNotice } from '../../components/corrections-notice';
import { DataTable } from '../../components/data-table';
import { FilterForm } from '../../components/filter-form';
import { FiltersDisclosure } from '../../components/filters-disclosure';
import { PairFilterForm } from '../../components/pair-filter-form';
import { LiveSearchField } from '../../components/live-text-input';
import { PageHeader } from '../../components/page-header';
import { ProblemsNotice } from '../../components/problems-notice';
import { ReferenceAge } from '../../components/reference-age';
import { tableStateOf } from '../../components/table-state';
import { formatCount } from '../../domain/format';
import { listSearch } from '../../lib/list-params';
import { useListParams } from '../../lib/use-list-params';
import { searchUsers, userColumns } from './user-columns';
import { apiFilters, userListSpec } from './users-params';
import { valuesOf } from '../list/view-parts';
import './users.css';

export function prefetch(queryClient: QueryClient, { request }: LoaderFunctionArgs) {
  const values = valuesOf(userListSpec, request);
  return queryClient.ensureQueryData(userListQuery(apiFilters(values)));
}

export function Component() {
  const { values: params, corrections, change } = useListParams(userListSpec);
  const query = useQuery(userListQuery(apiFilters(params)));
  const loaded = query.data?.items ?? [];
  const rows = searchUsers(loaded, params.q);

  return (
    <section className="users-page">
      <PageHeader
        title="Users"
        subtitle={
          query.data
            ? params.q
              ? `${formatCount(rows.length, 'user')} match “${params.q.trim()}” of ${formatCount(loaded.length, 'user')} loaded`
              : `${formatCount(loaded.length, 'user')}`
            : undefined
        }
      />
      <CorrectionsNotice corrections={corrections} />
      <FiltersDisclosure activeCount={listSearch(userListSpec, params).size}>
        <PairFilterForm
          label="Filter users"
          fields={[
            {
              label: 'E-mail',
              value: params.email ?? '',
              type: 'email',
              placeholder: 'Exact address (the API matches exactly)',
            },
            {
              label: 'First name',
              value: params.first_name ?? '',
              placeholder: 'Exact first name (matched exactly)',
            },
          ]}
          submitLabel="Apply"
          clearLabel="Clear filters"
          onApply={([email, firstName]) =>
            change({ email: email || undefined, first_name: firstName || undefined })
          }
          hint="These two filters are sent to the API, which finds only exact matches (“Maria”, not “mar”). To search by part of a name, use the search below."
        />
        <FilterForm label="Search the loaded users">
          <LiveSearchField
            label="Search"
            value={params.q}
            placeholder="Name, e-mail or role"
            onValueChange={(q) =>
              // Each letter replaces the history entry instead of adding one.
              change({ q }, { replace: true })
            }
          />
        </FilterForm>
      </FiltersDisclosure>
      <ReferenceAge lists={[query.data]} />
      {query.data && <ProblemsNotice problems={query.data.problems} what="users" />}
      <DataTable
        caption="Users"
        data={rows}
        columns={userColumns}
        getRowId={(u) => String(u.id)}
        initialSorting={[{ id: 'name', desc: false }]}
        {...tableStateOf(query)}
        emptyMessage={
          loaded.length === 0 && query.data
            ? 'The API found no user with exactly these filters.'
            : 'No loaded user matches the search.'
        }
        rowClassName={(u) => (u.active ? undefined : 'row--inactive-user')}
      />
    </section>
  );
}
