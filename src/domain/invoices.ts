// An invoice as the API sends it (endpoints 9 and 10) and as the app and the server read it.
import { z } from 'zod/mini';
import type { ListPage } from './list-page';
import {
  wireBool,
  wireDate,
  wireEnumOrNull,
  wireId,
  wireIdOrNull,
  wireNumber,
  wireNumberOrNull,
  wireOrNull,
  wireRecord,
  wireTextOrNull,
  wireTimestamp,
  type DateOnly,
  type Timestamp,
} from './wire';
import {
  wireAddressRefOrNull,
  wireContactOrNull,
  type AddressRef,
  type Contact,
} from './wire-objects';

export const INVOICE_STATUSES = ['Paid', 'Unpaid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export interface InvoiceLineItem {
  id: number;
  invoiceId: number;
  amount: number;
  total: number;
  taxable: boolean;
  description: string | null;
  /** Resolve the name from invoiceLineItemTypeListQuery(). */
  typeId: number | null;
  insertionId: number | null;
  deliveryLogId: number | null;
  contractLineItemId: number | null;
}

/** The invoice's currency (the spec's "the service"); `name` is the code, e.g. USD. */
export interface Currency {
  id: number | null;
  name: string | null;
}

export interface Invoice {
  id: number;
  advertiserId: number;
  /** A string on the wire. */
  contractId: number | null;
  billingAddress: AddressRef | null;
  billingEmail: Contact | null;
  comments: string | null;
  currency: Currency | null;
  /** Multiplier from the home currency. */
  exchangeRate: number | null;
  dateCreated: Timestamp | null;
  dateDeleted: Timestamp | null;
  dateDue: DateOnly | null;
  /** Often a placeholder on the wire, then null. */
  dateModified: Timestamp | null;
  discountAmount: number;
  discountTotal: number;
  status: InvoiceStatus | null;
  subTotal: number;
  /** Whether the discount is taken after tax. */
  taxAfterDiscount: boolean;
  taxPercentBased: boolean;
  /** Percent, e.g. 7.25. */
  taxRate: number;
  taxTotal: number;
  total: number;
  lineItems: InvoiceLineItem[];
}

export const invoiceLineItemSchema = wireRecord<InvoiceLineItem>()(
  () => ({
    id: wireId,
    invoice_id: wireId,
    amount: wireNumber,
    total: wireNumber,
    taxable: wireBool,
    description: wireTextOrNull,
    invoice_line_item_type_id: wireIdOrNull,
    insertion_id: wireIdOrNull,
    delivery_log_id: wireIdOrNull,
    contract_line_item_id: wireIdOrNull,
  }),
  { typeId: 'invoice_line_item_type_id' },
);

const currencySchema = wireOrNull(() => z.object({ id: wireIdOrNull, name: wireTextOrNull }));

export const invoiceSchema = wireRecord<Invoice>()(() => ({
  id: wireId,
  advertiser_id: wireId,
  contract_id: wireIdOrNull,
  billing_address: wireAddressRefOrNull,
  billing_email: wireContactOrNull,
  comments: wireTextOrNull,
  currency: currencySchema,
  exchange_rate: wireNumberOrNull,
  date_created: wireTimestamp,
  date_deleted: wireTimestamp,
  date_due: wireDate,
  date_modified: wireTimestamp,
  discount_amount: wireNumber,
  discount_total: wireNumber,
  status: wireEnumOrNull(INVOICE_STATUSES),
  sub_total: wireNumber,
  tax_after_discount: wireBool,
  tax_percent_based: wireBool,
  tax_rate: wireNumber,
  tax_total: wireNumber,
  total: wireNumber,
  // Every line counts in the totals: a bad line makes the invoice unreadable, not shorter.
  line_items: z.pipe(
    z.nullish(z.array(invoiceLineItemSchema)),
    z.transform((items) => items ?? []),
  ),
}));

export type InvoicePage = ListPage<Invoice>;
