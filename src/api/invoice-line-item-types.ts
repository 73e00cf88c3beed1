// Invoice line item types, the names of fees and discounts (endpoint 11: secondary
// /invoiceLineItemTypes/, `{invoiceLineItemTypes: [...]}`). Reference data: one cached whole list.
import { apiGet, endpointLabel } from './client';
import { listIn, parseList, type ParsedList } from '../domain/parse';
import { wholeListQuery } from './query-client';
import {
  type InvoiceLineItemType,
  invoiceLineItemTypeSchema,
} from '../domain/invoice-line-item-types';

const PATH = '/invoiceLineItemTypes/';

export async function fetchInvoiceLineItemTypes(
  signal?: AbortSignal,
): Promise<ParsedList<InvoiceLineItemType>> {
  const endpoint = endpointLabel('secondary', PATH);
  const data = await apiGet('secondary', PATH, {}, signal);
  return parseList(
    invoiceLineItemTypeSchema,
    listIn(data, 'invoiceLineItemTypes', endpoint),
    endpoint,
  );
}

export const { keys: invoiceLineItemTypeKeys, listQuery: invoiceLineItemTypeListQuery } =
  wholeListQuery('invoiceLineItemTypes', fetchInvoiceLineItemTypes);
