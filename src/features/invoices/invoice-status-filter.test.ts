import { describe, expect, it } from 'vitest';
import { matchesViewerFilters, pageOf, viewerFiltersText } from './invoice-status-filter';

const today = '2026-11-23';
const invoices = [
  { id: 1, status: 'Unpaid' as const, dateDue: '2026-11-22' }, // past due
  { id: 2, status: 'Unpaid' as const, dateDue: today }, // due today: not yet past due
  { id: 3, status: 'Paid' as const, dateDue: '2026-01-01' },
  { id: 4, status: 'Unpaid' as const, dateDue: null }, // no due date: never past due
  { id: 5, status: null, dateDue: '2025-01-01' }, // unreadable status: neither
  { id: 6, status: 'Unpaid' as const, dateDue: '2027-01-01' },
];
const ids = (filters: Parameters<typeof matchesViewerFilters>[1]) =>
  invoices.filter((i) => matchesViewerFilters(i, filters, today)).map((i) => i.id);

describe('the viewer-side filters', () => {
  it('status and past due, alone and together', () => {
    expect(ids({ status: undefined, past_due: false })).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ids({ status: 'unpaid', past_due: false })).toEqual([1, 2, 4, 6]);
    expect(ids({ status: 'paid', past_due: false })).toEqual([3]);
    expect(ids({ status: undefined, past_due: true })).toEqual([1]);
    expect(ids({ status: 'unpaid', past_due: true })).toEqual([1]);
    expect(ids({ status: 'paid', past_due: true })).toEqual([]);
  });

  it('names the filter for the note', () => {
    expect(viewerFiltersText({ status: 'unpaid', past_due: false })).toBe('Unpaid');
    expect(viewerFiltersText({ status: undefined, past_due: true })).toBe('Past due');
    expect(viewerFiltersText({ status: 'unpaid', past_due: true })).toBe('Unpaid and past due');
  });
});

describe('paging in the browser', () => {
  const list = Array.from({ length: 53 }, (_, i) => i + 1);

  it('slices in order and knows the last page', () => {
    expect(pageOf(list, 1, 25)).toMatchObject({ total: 53, lastPage: 3, hasNextPage: true });
    expect(pageOf(list, 1, 25).items).toEqual(list.slice(0, 25));
    expect(pageOf(list, 3, 25).items).toEqual([51, 52, 53]);
    expect(pageOf(list, 3, 25).hasNextPage).toBe(false);
    expect(pageOf(list.slice(0, 50), 2, 25).hasNextPage).toBe(false);
  });

  it('a page past the end is empty; an empty list has one page', () => {
    expect(pageOf(list, 9, 25)).toMatchObject({ items: [], hasNextPage: false, lastPage: 3 });
    expect(pageOf([], 1, 25)).toMatchObject({ items: [], total: 0, lastPage: 1 });
  });
});
