// The invoice list's loader, in a module of its own so the router starts the API call while the
// page's larger component chunk is still downloading (react-router's granular lazy routes).
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { paths } from '../../app/paths';
import { invoicePageQuery } from '../../api/invoice-views';
import { todayIso } from '../../domain/format';
import { revalidateOffList } from '../list/list-state';
import {
  apiParamsOf,
  hasViewerFilters,
  parseInvoiceList,
  viewerFiltersOf,
} from './invoice-list-params';

export async function prefetch(queryClient: QueryClient, { request }: LoaderFunctionArgs) {
  const { values } = parseInvoiceList(new URL(request.url).searchParams);
  const query = invoicePageQuery({
    ...apiParamsOf(values),
    ...viewerFiltersOf(values),
    today: todayIso(),
  });
  // Under the viewer's own status and past-due filters, the server's view of its copy (its
  // error, a 503 while the copy is empty, is shown in place by the list).
  await (hasViewerFilters(values)
    ? queryClient.prefetchQuery(query)
    : queryClient.ensureQueryData(query));
}

export const shouldRevalidate = revalidateOffList(paths.invoices.path);
