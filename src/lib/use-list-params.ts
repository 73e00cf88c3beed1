// A list's state from the address (react-admin's useListParams): typed values, the corrections to
// show, and changes that go through the one rule of changeList.
import { useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  changeList,
  listSearch,
  parseListParams,
  type ListSpec,
  type ListValues,
  type Params,
} from './list-params';

export function useListParams<P extends Params>(spec: ListSpec<P>) {
  const [search, setSearch] = useSearchParams();
  const { values, corrections } = useMemo(() => parseListParams(spec, search), [spec, search]);
  // The address changes only once the router has run the loader: a second change before then (a
  // box cleared, then a select picked) starts from the first one's address, not from the old one,
  // or it would put back what the first took out. A newer navigation supersedes an older one, so
  // whatever address lands ends the wait.
  const pending = useRef<{ from: URLSearchParams; to: URLSearchParams } | null>(null);
  const searchFor = (change: Partial<ListValues<P>>) =>
    listSearch(spec, changeList(spec, values, change));
  return {
    values,
    corrections,
    /** The query string after a change (for links: `paths.x.href(searchFor({ page: 2 }))`). */
    searchFor,
    /** Navigates to the list after a change; `replace` for typing, so each letter is no history entry. */
    change: (change: Partial<ListValues<P>>, options?: { replace?: boolean }) => {
      const waiting = pending.current?.from === search ? pending.current.to : null;
      const base = waiting ? parseListParams(spec, waiting).values : values;
      const to = listSearch(spec, changeList(spec, base, change));
      pending.current = { from: search, to };
      setSearch(to, options);
    },
  };
}
