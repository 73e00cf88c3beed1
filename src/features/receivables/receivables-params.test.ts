import { describe, expect, it } from 'vitest';
import { listSearch, parseListParams } from '../../lib/list-params';
import { defaultWindow, dueWindow, receivablesSpec } from './receivables-params';

const parseReceivables = (search: URLSearchParams) => parseListParams(receivablesSpec, search);
const receivablesSearch = (values: ReturnType<typeof parseReceivables>['values']) =>
  listSearch(receivablesSpec, values);

describe('the receivables window', () => {
  it('defaults to the last 24 months up to 60 days ahead', () => {
    expect(defaultWindow('2026-11-23')).toEqual({
      date_due_after: '2024-11-23',
      date_due_before: '2027-01-22',
    });
  });

  it('counts months by the calendar and days across years', () => {
    expect(defaultWindow('2028-02-29')).toEqual({
      date_due_after: '2026-02-28',
      date_due_before: '2028-04-29',
    });
    expect(defaultWindow('2026-12-31').date_due_before).toBe('2027-03-01');
  });

  it('uses the URL’s dates, the defaults for the rest, and never writes the defaults', () => {
    const { values, corrections } = parseReceivables(
      new URLSearchParams('date_due_after=2025-01-01'),
    );
    expect(corrections).toEqual([]);
    expect(dueWindow(values, '2026-11-23')).toEqual({
      date_due_after: '2025-01-01',
      date_due_before: '2027-01-22',
    });
    expect(receivablesSearch(values).toString()).toBe('date_due_after=2025-01-01');
    expect(receivablesSearch(parseReceivables(new URLSearchParams()).values).toString()).toBe('');
  });

  it('corrects a bad date and a window the wrong way round, with notes', () => {
    const bad = parseReceivables(new URLSearchParams('date_due_after=2025-13-45'));
    expect(bad.values.date_due_after).toBeUndefined();
    expect(bad.corrections).toHaveLength(1);
    const swapped = parseReceivables(
      new URLSearchParams('date_due_after=2026-05-01&date_due_before=2025-05-01'),
    );
    expect(swapped.values).toEqual({
      date_due_after: '2025-05-01',
      date_due_before: '2026-05-01',
      by: 'advertiser',
      seller: undefined,
    });
    expect(swapped.corrections).toHaveLength(1);
  });

  it('reads collections by seller: by=seller and a seller, a bad seller dropped with a note', () => {
    const { values, corrections } = parseReceivables(new URLSearchParams('by=seller&seller=7'));
    expect(corrections).toEqual([]);
    expect(values).toMatchObject({ by: 'seller', seller: 7 });
    expect(receivablesSearch(values).toString()).toBe('by=seller&seller=7');
    const bad = parseReceivables(new URLSearchParams('by=seller&seller=0'));
    expect(bad.values.seller).toBeUndefined();
    expect(bad.corrections).toHaveLength(1);
    expect(receivablesSearch(parseReceivables(new URLSearchParams('')).values).toString()).toBe('');
  });
});
