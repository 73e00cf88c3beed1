// The users page's filter bar: the API's exact-match filters, applied on submit.
import { PairFilterForm } from '../../components/pair-filter-form';
import type { UserListParams } from './users-params';

export function UserFilters({
  params,
  onApply,
}: {
  params: UserListParams;
  onApply: (filters: Pick<UserListParams, 'email' | 'first_name'>) => void;
}) {
  return (
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
        onApply({ email: email || undefined, first_name: firstName || undefined })
      }
      hint="These two filters are sent to the API, which finds only exact matches (“Maria”, not “mar”). To search by part of a name, use the search below."
    />
  );
}
