// A page that counts over a whole list read in a stream (the run sheet, renewals): its failure,
// also after the first rows, and its progress while it reads; nothing is counted from part of it.
import type { ReactNode } from 'react';
import { QueryErrorPanel } from './error-panel';
import { Loading } from './loading';

export function WholeListStatus({
  list,
  whole,
  ready = whole,
  what,
  children,
}: {
  list: {
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
    data?: { read: number; total?: number | null };
  };
  /** The whole list is read: a failure after it (a refetch) leaves the page as it is. */
  whole: boolean;
  /** The page's own figures are worked out too (by default, once the list is whole). */
  ready?: boolean;
  /** "insertion": the list's records, singular. */
  what: string;
  /** The page, once ready. */
  children: ReactNode;
}) {
  if (list.isError && !whole) {
    return <QueryErrorPanel query={list} what={`the ${what} list`} />;
  }
  if (!ready) {
    return (
      <Loading
        label={
          list.data?.total
            ? `Reading the ${what}s: ${list.data.read} of ${list.data.total}…`
            : `Loading the ${what}s…`
        }
      />
    );
  }
  return children;
}
