// A cold deep link starts its first API requests as the app starts, beside the route's JavaScript
// rather than after it: who may see what (every loader asks), and for the invoice list the list's
// page. The loader then finds them on their way (the query cache; src/api/early-request.ts).
import type { QueryClient } from '@tanstack/react-query';
import { buildUrl, loadConfig, REQUEST_TIMEOUT_MS } from '../api/client';
import { startEarlyRequest } from '../api/early-request';
import { invoiceListRequest } from '../api/invoice-list-request';
import { firstListParams } from '../features/invoices/invoice-list-params';
import { accessQuery, forbiddenSection } from './access';
import { paths } from './paths';

export function startEarlyRequests(
  queryClient: QueryClient,
  location: Pick<Location, 'pathname' | 'search'>,
): void {
  void queryClient.prefetchQuery(accessQuery());
  if (location.pathname.replace(/\/+$/, '') !== paths.invoices.path) return;
  const params = firstListParams(location.search);
  if (!params) return;
  const request = invoiceListRequest(params);
  Promise.all([loadConfig(), queryClient.ensureQueryData(accessQuery())]).then(
    ([config, access]) => {
      // A page the person may not open asks nothing: its guard explains instead.
      if (forbiddenSection(access, location.pathname)) return;
      startEarlyRequest(buildUrl(config.baseUrl, request.path, request.params), REQUEST_TIMEOUT_MS);
    },
    // The page's own requests meet the same failure and show it in place.
    () => undefined,
  );
}
