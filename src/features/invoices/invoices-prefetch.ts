// The invoice list's loader, in a module of its own so the router starts the API call while the
// page's larger component chunk is still downloading (react-router's granular lazy routes).
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { invoiceListQuery } from '../../api/invoices';
import { parseInvoiceList } from './invoice-list-params';

// While the list is on screen, a new page loads behind the dimmed current one instead of holding
// the navigation in the loader.
let mountedLists = 0;

/** Called by the list component while it is mounted; returns the clean-up. */
export function markListMounted(): () => void {
  mountedLists += 1;
  return () => {
    mountedLists -= 1;
  };
}

export async function prefetch(queryClient: QueryClient, { request }: LoaderFunctionArgs) {
  const { values } = parseInvoiceList(new URL(request.url).searchParams);
  if (mountedLists > 0) return;
  await queryClient.ensureQueryData(invoiceListQuery(values));
}
