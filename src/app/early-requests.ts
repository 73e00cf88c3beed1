// A cold deep link starts its first API requests as the app starts, beside the route's JavaScript
// rather than after it: who may see what (every loader asks first), and the record or list page the
// route's loader will ask for. The loader then finds its answer on the way (src/api/early-request.ts).
// Only requests the loader is sure to make are started here: a wrong guess would cost quota.
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { buildUrl, loadConfig, REQUEST_TIMEOUT_MS, type QueryParams } from '../api/client';
import { startEarlyRequest } from '../api/early-request';
import { invoiceListRequest } from '../api/invoice-list-request';
import { contractPath, invoicePath } from '../api/record-paths';
import { firstListParams } from '../features/invoices/invoice-list-params';
import { parseId } from '../lib/record-id';
import { accessQuery } from './access';
import { parseRecordNumber, paths } from './paths';

interface EarlyRequest {
  path: string;
  params?: QueryParams;
}

/** What the loader of the page at this location asks the base API first (none when unsure). */
export function firstRequestsOf(location: Pick<Location, 'pathname' | 'search'>): EarlyRequest[] {
  const { pathname, search } = location;
  if (matchPath(paths.invoices.path, pathname)) {
    const params = firstListParams(search);
    return params ? [invoiceListRequest(params)] : [];
  }
  const invoice = matchPath(paths.invoice.path, pathname)?.params.invoiceId;
  const invoiceId = invoice === undefined ? null : parseRecordNumber(invoice);
  if (invoiceId !== null) return [{ path: invoicePath(invoiceId) }];
  const contract = matchPath(paths.contract.path, pathname)?.params.contractId;
  const contractId = contract === undefined ? null : parseId(contract);
  if (contractId !== null) return [{ path: contractPath(contractId) }];
  return [];
}

export function startEarlyRequests(
  queryClient: QueryClient,
  location: Pick<Location, 'pathname' | 'search'>,
): void {
  void queryClient.prefetchQuery(accessQuery());
  const requests = firstRequestsOf(location);
  if (requests.length === 0) return;
  // Not waiting for the access check (a round trip queued behind the page's scripts): for a page
  // the person may not open, the server refuses the request (403, no upstream call) and the
  // page's guard explains; nobody takes the answer.
  loadConfig().then(
    (config) => {
      for (const { path, params } of requests) {
        startEarlyRequest(buildUrl(config.baseUrl, path, params), REQUEST_TIMEOUT_MS);
      }
    },
    // The page's own requests meet the same failure and show it in place.
    () => undefined,
  );
}
