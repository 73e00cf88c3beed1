// An invoice line item type (a fee's or discount's name) as the API sends it and as read.
import {
  wireEnumOrNull,
  wireId,
  wireRecord,
  wireText,
  wireTimestamp,
  type Timestamp,
} from './wire';

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

export const invoiceLineItemTypeSchema = wireRecord<InvoiceLineItemType>()(() => ({
  id: wireId,
  name: wireText,
  type: wireEnumOrNull(LINE_ITEM_KINDS),
  date_created: wireTimestamp,
  date_deleted: wireTimestamp,
}));
