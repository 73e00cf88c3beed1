// Every invoice of one advertiser, for what they owe and their statement. The API has no status
// filter, so all of them are read, due date first, as a bulk read. It starts by itself but never
// costs more than one request unasked: the first page of 100 covers nearly every advertiser (about
// 8 invoices each in the demo); a full first page stops there and offers "Read all".
// useAdvertiserOwed spares even that request when the advertiser page's page holds them all.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { invoiceListQuery, type InvoiceListParams } from '../../api/invoices';
import { EXPORT_PAGE_SIZE, useCollectInvoices } from '../../lib/use-collect-invoices';
import { owedView } from './owed-view';

/**
 * The params of /invoices?advertiser_id=N's first page: one cache entry for the advertiser page's
 * Invoices card, the whole list's first page, and the statement (here, not in the card's module,
 * so the statement's chunk does not carry the card's table).
 */
export function advertiserInvoicesParams(advertiserId: number): InvoiceListParams {
  return { advertiser_id: advertiserId };
}

export function owedParams(advertiserId: number) {
  return {
    advertiser_id: advertiserId,
    sort_by: 'date_due',
    sort_order: 'asc',
  } as const satisfies InvoiceListParams;
}

/** Mount it with `key` = the advertiser, so one advertiser's figures never show on another's page. */
export function useOwedInvoices(advertiserId: number, { autoStart }: { autoStart: boolean }) {
  const params = owedParams(advertiserId);
  const first = useCollectInvoices(params, { limit: EXPORT_PAGE_SIZE });
  const all = useCollectInvoices(params);
  const startFirst = first.start;
  useEffect(() => {
    if (autoStart) void startFirst();
    // Once when allowed: `start` is a new function on every render, and a rerun would read again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoStart]);
  const view = owedView(first.state, all.state);
  const shown = view.shown === 'first' ? first : all;
  return {
    view,
    /** The read whose progress, cancel or error is on screen, and how to retry it. */
    state: shown.state,
    limit: shown.limit,
    cancel: shown.cancel,
    retry: () => void shown.start(),
    readAll: () => void all.start(),
  };
}

/**
 * The advertiser's invoices for what they owe and their statement: the advertiser page's page of
 * their invoices (advertiserInvoicesParams: the server's loaders read it, so it comes with the
 * page's HTML) when that holds all of them, at no request; else the bulk read above. Nothing is
 * read unless `allowed` (the person's roles open statements).
 */
export function useAdvertiserOwed(advertiserId: number, { allowed }: { allowed: boolean }) {
  const page = useQuery({
    ...invoiceListQuery(advertiserInvoicesParams(advertiserId)),
    enabled: allowed,
  });
  const { data } = page;
  const held = data && !data.hasNextPage && data.problems.length === 0 ? data.items : null;
  const owed = useOwedInvoices(advertiserId, {
    autoStart: allowed && !page.isPending && held === null,
  });
  return {
    owed,
    /** The page held them all: no bulk read, nothing to report about one. */
    whole: held !== null,
    invoices: held ?? owed.view.invoices,
  };
}
