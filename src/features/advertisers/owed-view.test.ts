import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../api/invoices';
import type { CollectState } from '../../lib/use-collect-invoices';
import { owedView } from './owed-view';

const invoices = (n: number, from = 1) =>
  Array.from({ length: n }, (_, i) => ({ id: from + i }) as Invoice);
const idle: CollectState = { status: 'idle' };
const done = (n: number): CollectState => ({
  status: 'done',
  items: invoices(n),
  problemCount: 0,
  requests: 1,
  storedAt: 0,
});
const progress = { requests: 1, rows: 100 };

describe('owedView', () => {
  it('waits while the first page is read', () => {
    const view = owedView({ status: 'running', progress }, idle);
    expect(view).toMatchObject({ invoices: null, incomplete: null, shown: 'first' });
  });

  it('is complete with a short first page, and offers nothing more', () => {
    expect(owedView(done(8), idle)).toMatchObject({
      incomplete: null,
      canReadAll: false,
      shown: 'first',
    });
    expect(owedView(done(0), idle).invoices).toEqual([]);
  });

  it('calls a full first page a part and offers "Read all"', () => {
    const view = owedView(done(100), idle);
    expect(view).toMatchObject({ incomplete: 'first-page', canReadAll: true });
    expect(view.invoices).toHaveLength(100);
  });

  it('uses every page once read, and keeps the first page while reading', () => {
    const running = owedView(done(100), { status: 'running', progress });
    expect(running).toMatchObject({ incomplete: 'first-page', shown: 'all', canReadAll: false });
    expect(running.invoices).toHaveLength(100);
    const all = owedView(done(100), done(250));
    expect(all).toMatchObject({ incomplete: null, shown: 'all' });
    expect(all.invoices).toHaveLength(250);
  });

  it('keeps what was read before an error (a 429) and says it is incomplete', () => {
    const error: Extract<CollectState, { status: 'error' }> = {
      status: 'error',
      error: new Error('429'),
      progress,
      items: invoices(200),
      problemCount: 0,
      requests: 3,
      storedAt: 0,
    };
    const view = owedView(done(100), error);
    expect(view).toMatchObject({ incomplete: 'error', shown: 'all' });
    expect(view.invoices).toHaveLength(200);
    // An error on the first page: nothing to show but the error.
    const first = owedView({ ...error, items: [] }, idle);
    expect(first).toMatchObject({ invoices: null, incomplete: 'error', shown: 'first' });
  });

  it('falls back to the first page when the full read is cancelled or over the limit', () => {
    const cancelled = owedView(done(100), { status: 'cancelled', progress });
    expect(cancelled).toMatchObject({ incomplete: 'cancelled', canReadAll: true });
    expect(cancelled.invoices).toHaveLength(100);
    const over = owedView(done(100), { status: 'over-limit', requests: 2 });
    expect(over).toMatchObject({ incomplete: 'over-limit', canReadAll: false });
  });
});
