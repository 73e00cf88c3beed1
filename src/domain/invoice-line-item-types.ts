// An invoice line item type (a fee's or discount's name) as the API sends it and as read.
import { z } from 'zod/mini';
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
