// Invoice line item types, the names of fees and discounts (endpoint 11: secondary
// /invoiceLineItemTypes/, `{invoiceLineItemTypes: [...]}`). Reference data: one cached whole list.
import { z } from 'zod/mini';
import { apiGet, endpointLabel } from './client';
import { listIn, parseList, type ParsedList } from './parse';
import { wholeListQuery } from './query-client';
import { wireEnumOrNull, wireId, wireText, wireTimestamp, type Timestamp } from './wire';

export const LINE_ITEM_KINDS = ['Fee', 'Discount'] as const;
export type LineItemKind = (typeof LINE_ITEM_KINDS)[number];

export interface InvoiceLineItemType {
  id: number;
  name: string;
  type: LineItemKind | null;
  dateCreated: Timestamp | null;
  /** Set on types no longer in use; old line items still refer to them. */
  dateDeleted: Timestamp | null;
}

export const invoiceLineItemTypeSchema = z.lazy(() =>
  z.pipe(
    z.object({
      id: wireId,
      name: wireText,
      type: wireEnumOrNull(LINE_ITEM_KINDS),
      date_created: wireTimestamp,
      date_deleted: wireTimestamp,
    }),
    z.transform((w): InvoiceLineItemType => ({
      id: w.id,
      name: w.name,
      type: w.type,
      dateCreated: w.date_created,
      dateDeleted: w.date_deleted,
    })),
  ),
);

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
