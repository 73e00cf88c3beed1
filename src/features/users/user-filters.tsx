// The users page's filter bar: the API's exact-match filters, applied on submit.
import { useState } from 'react';
import { FilterForm } from '../../components/filter-form';
import type { UserListParams } from './users-params';

interface UserFiltersProps {
  params: UserListParams;
  onApply: (filters: { email: string | null; firstName: string | null }) => void;
}

/** Keyed by the address by its parent, so it starts from the URL's values after every change. */
export function UserFilters({ params, onApply }: UserFiltersProps) {
  const [email, setEmail] = useState(params.email ?? '');
  const [firstName, setFirstName] = useState(params.firstName ?? '');
  const filtered = params.email !== null || params.firstName !== null;
  return (
    <FilterForm
      label="Filter users"
      onSubmit={() => onApply({ email: email.trim() || null, firstName: firstName.trim() || null })}
    >
      <label>
        <span>E-mail</span>
        <input
          type="email"
          value={email}
          placeholder="Exact address (the API matches exactly)"
          onChange={(e) => setEmail(e.target.value)}
        />
      </label>
      <label>
        <span>First name</span>
        <input
          type="text"
          value={firstName}
          placeholder="Exact first name (matched exactly)"
          onChange={(e) => setFirstName(e.target.value)}
        />
      </label>
      <button type="submit" className="button button--primary">
        Apply
      </button>
      {filtered && (
        <button
          type="button"
          className="button"
          onClick={() => onApply({ email: null, firstName: null })}
        >
          Clear filters
        </button>
      )}
      <p className="filter-form__hint">
        These two filters are sent to the API, which finds only exact matches (“Maria”, not “mar”).
        To search by part of a name, use the search below.
      </p>
    </FilterForm>
  );
}
