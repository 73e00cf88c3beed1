// The invoice list's loader, in a module of its own so the router starts the API call while the
// page's larger component chunk is still downloading (react-router's granular lazy routes).
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { invoiceListQuery } from '../../api/invoices';
import { paths } from '../../app/paths';
import { apiParamsOf, hasViewerFilters, parseInvoiceList } from './invoice-list-params';

export async function prefetch(queryClient: QueryClient, { request }: LoaderFunctionArgs) {
  const { values } = parseInvoiceList(new URL(request.url).searchParams);
  // Under the viewer's own filters the page reads the whole list itself (a bulk read): one API
  // page asked for here would be a request nobody looks at.
  if (hasViewerFilters(values)) return;
  await queryClient.ensureQueryData(invoiceListQuery(apiParamsOf(values)));
}

/**
 * Moving within the list (another page, sort or filter) does not run the loader: the list on
 * screen loads the new page itself behind the dimmed current one instead of holding the navigation.
 */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs): boolean {
  const list = paths.invoices.path;
  return !(currentUrl.pathname === list && nextUrl.pathname === list);
}
