// Invoice line item types, the names of fees and discounts (endpoint 11: secondary
// /invoiceLineItemTypes/, `{invoiceLineItemTypes: [...]}`). Reference data: one cached whole list.
import { endpointList } from './fetch-list';
import { invoiceLineItemTypeSchema } from '../domain/invoice-line-item-types';

export const {
  fetch: fetchInvoiceLineItemTypes,
  keys: invoiceLineItemTypeKeys,
  listQuery: invoiceLineItemTypeListQuery,
} = endpointList({
  resource: 'invoiceLineItemTypes',
  base: 'secondary',
  path: '/invoiceLineItemTypes/',
  key: 'invoiceLineItemTypes',
  schema: invoiceLineItemTypeSchema,
});
