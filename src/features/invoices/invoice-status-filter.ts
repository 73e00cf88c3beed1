// The viewer's own filters, worked out in the browser: which invoices of the API's filter are unpaid,
// paid or past due, and one page of them (the API's sort is kept: the pages arrive sorted).
import type { Invoice } from '../../api/invoices';
import { isPastDue } from '../../lib/aging';
import type { ViewerFilters } from './invoice-list-params';

export function matchesViewerFilters(
  invoice: Pick<Invoice, 'status' | 'dateDue'>,
  filters: ViewerFilters,
  today: string,
): boolean {
  if (filters.status === 'unpaid' && invoice.status !== 'Unpaid') return false;
  if (filters.status === 'paid' && invoice.status !== 'Paid') return false;
  if (filters.past_due && !isPastDue(invoice, today)) return false;
  return true;
}

export interface BrowserPage<T> {
  items: T[];
  /** Every match, across pages. */
  total: number;
  page: number;
  perPage: number;
  lastPage: number;
  hasNextPage: boolean;
}

/** One page of an already sorted list; a page past the end is empty (the table says so). */
export function pageOf<T>(items: readonly T[], page: number, perPage: number): BrowserPage<T> {
  const start = (page - 1) * perPage;
  return {
    items: items.slice(start, start + perPage),
    total: items.length,
    page,
    perPage,
    lastPage: Math.max(1, Math.ceil(items.length / perPage)),
    hasNextPage: start + perPage < items.length,
  };
}

/** The words of a filter for the note above the table: "Unpaid", "Past due", "Unpaid and past due". */
export function viewerFiltersText(filters: ViewerFilters): string {
  const parts: string[] = [];
  if (filters.status === 'unpaid') parts.push('unpaid');
  if (filters.status === 'paid') parts.push('paid');
  if (filters.past_due) parts.push('past due');
  const text = parts.join(' and ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
