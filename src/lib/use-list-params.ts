// A list's state from the address (react-admin's useListParams): typed values, the corrections to
// show, and changes that go through the one rule of changeList.
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  changeList,
  listSearch,
  parseListParams,
  type ListSpec,
  type ListValues,
  type Params,
} from './list-params';

export interface ListParams<P extends Params> {
  values: ListValues<P>;
  corrections: ReturnType<typeof parseListParams<P>>['corrections'];
  /** The query string after a change (for links: `paths.x.href(searchFor({ page: 2 }))`). */
  searchFor: (change: Partial<ListValues<P>>) => URLSearchParams;
  /** Navigates to the list after a change; `replace` for typing, so each letter is no history entry. */
  change: (change: Partial<ListValues<P>>, options?: { replace?: boolean }) => void;
}

export function useListParams<P extends Params>(spec: ListSpec<P>): ListParams<P> {
  const [search, setSearch] = useSearchParams();
  const { values, corrections } = useMemo(() => parseListParams(spec, search), [spec, search]);
  const searchFor = (change: Partial<ListValues<P>>) =>
    listSearch(spec, changeList(spec, values, change));
  return {
    values,
    corrections,
    searchFor,
    change: (change, options) => setSearch(searchFor(change), options),
  };
}
