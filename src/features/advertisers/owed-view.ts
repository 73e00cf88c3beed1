// What an advertiser's owed figures are made of, from two bulk reads of their invoices: the first
// page of 100 (started by itself: one request) and, only when asked, every page ("Read all").
import type { Invoice } from '../../api/invoices';
import { EXPORT_PAGE_SIZE, type CollectState } from '../../lib/use-collect-invoices';

/** Why the figures do not cover every invoice of the advertiser. */
export type Incomplete = 'first-page' | 'error' | 'cancelled' | 'over-limit';

export interface OwedView {
  /** The invoices read (all of them, or part: see `incomplete`); null while none are. */
  invoices: Invoice[] | null;
  problemCount: number;
  incomplete: Incomplete | null;
  /** The read whose progress, cancel or error to show. */
  shown: 'first' | 'all';
  /** Whether to offer "Read all" (more pages may exist and no full read is under way). */
  canReadAll: boolean;
}

type Read = { items: Invoice[]; problemCount: number };

function readOf(state: CollectState): Read | null {
  return state.status === 'done' || state.status === 'error'
    ? { items: state.items, problemCount: state.problemCount }
    : null;
}

export function owedView(first: CollectState, all: CollectState): OwedView {
  const firstRead = readOf(first);
  // A first page as long as a page may be followed by more: the figures are only a part.
  const firstFull =
    first.status === 'done' && first.items.length + first.problemCount >= EXPORT_PAGE_SIZE;
  const base = {
    invoices:
      firstRead && (firstRead.items.length > 0 || first.status === 'done') ? firstRead.items : null,
    problemCount: firstRead?.problemCount ?? 0,
  };
  if (all.status === 'idle') {
    return {
      ...base,
      incomplete: first.status === 'error' ? 'error' : firstFull ? 'first-page' : null,
      shown: 'first',
      canReadAll: firstFull,
    };
  }
  if (all.status === 'done') {
    return {
      invoices: all.items,
      problemCount: all.problemCount,
      incomplete: null,
      shown: 'all',
      canReadAll: false,
    };
  }
  if (all.status === 'error' && all.items.length > (base.invoices?.length ?? 0)) {
    return {
      invoices: all.items,
      problemCount: all.problemCount,
      incomplete: 'error',
      shown: 'all',
      canReadAll: false,
    };
  }
  const why: Record<Exclude<CollectState['status'], 'idle' | 'done'>, Incomplete> = {
    running: 'first-page',
    error: 'error',
    cancelled: 'cancelled',
    'over-limit': 'over-limit',
  };
  return {
    ...base,
    incomplete: why[all.status],
    shown: 'all',
    canReadAll: all.status === 'cancelled',
  };
}
