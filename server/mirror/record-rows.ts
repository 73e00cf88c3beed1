// Each record as the row (and child rows) of its table, named as the table's declaration names
// the columns (tables.ts): what the writer upserts. Pure, so each mapping is tested on its own.
import type { ContractHead } from '../../src/domain/contracts';
import type { Insertion } from '../../src/domain/insertion-types';
import type { Invoice } from '../../src/domain/invoices';
import { scheduleSpan } from '../../src/domain/insertion-schedule';
import type { Resource } from './tables';

export interface ContractInput {
  contract: ContractHead & { currency?: { name: string | null } | string | null };
  wire: string;
  /** From /contracts/{id} (the whole record), not a row of the contract list. */
  fromRecord: boolean;
}
export interface InvoiceInput {
  invoice: Invoice;
  wire: string;
}
export interface InsertionRow {
  insertion: Insertion;
  wire: string;
  /** The insertion's own `advertiser_id`, where the API sends one (the domain type leaves it out). */
  advertiserId: number | null;
}
export interface ReferenceInput {
  item: { id: number } & Record<string, unknown>;
  wire: string;
}
export type ReferenceResource = Exclude<Resource, 'contracts' | 'invoices' | 'insertions'>;

export type Row = Record<string, unknown>;
/** The sync's own columns: the generation of the list's whole read, when the row was written. */
export interface Own {
  seen: number;
  updated_at: number;
}

/** The first and last day an insertion is scheduled, cancelled or not (views decide). */
export const spanOf = (insertion: Insertion) => scheduleSpan(insertion.schedule);

const currencyOf = (value: ContractInput['contract']['currency']): string | null =>
  typeof value === 'string' ? value : (value?.name ?? null);

export function contractRow({ contract, wire, fromRecord }: ContractInput, own: Own): Row {
  // The head alone: insertions have their own table, line items theirs.
  const head: Record<string, unknown> = { ...contract };
  for (const child of ['insertions', 'insertionProblems', 'lineItems', 'lineItemProblems']) {
    delete head[child];
  }
  return {
    id: contract.id,
    advertiser_id: contract.advertiserId,
    agency_id: contract.agencyId,
    sold_by_user_id: contract.soldByUserId,
    status: contract.status,
    is_proposal: contract.isProposal ? 1 : 0,
    date_created: contract.dateCreated,
    date_sold: contract.dateSold,
    total: contract.total,
    currency: currencyOf(contract.currency),
    from_record: fromRecord ? 1 : 0,
    data: JSON.stringify(head),
    wire,
    ...own,
  };
}

export function invoiceRows({ invoice, wire }: InvoiceInput, own: Own) {
  return {
    row: {
      id: invoice.id,
      advertiser_id: invoice.advertiserId,
      contract_id: invoice.contractId,
      status: invoice.status,
      date_created: invoice.dateCreated,
      date_due: invoice.dateDue,
      total: invoice.total,
      currency: invoice.currency?.name ?? null,
      data: JSON.stringify(invoice),
      wire,
      ...own,
    },
    children: invoice.lineItems.map((item) => ({
      id: item.id,
      invoice_id: invoice.id,
      type_id: item.typeId,
      insertion_id: item.insertionId,
      amount: item.amount,
      total: item.total,
      description: item.description,
    })),
  };
}

export function insertionRows({ insertion, wire, advertiserId }: InsertionRow, own: Own) {
  const span = spanOf(insertion);
  return {
    row: {
      id: insertion.id,
      contract_id: insertion.contractId,
      advertiser_id: advertiserId,
      product_id: insertion.productId,
      ad_size_id: insertion.adSizeId,
      ad_rate_id: insertion.adRateId,
      section_id: insertion.sectionId,
      issue_id: insertion.issueId,
      location_id: insertion.locationId,
      quantity: insertion.quantity,
      discount: insertion.discount,
      date_canceled: insertion.dateCanceled,
      first_day: span?.start ?? null,
      last_day: span?.end ?? null,
      data: JSON.stringify(insertion),
      wire,
      ...own,
    },
    children: insertion.schedule.map((entry) => ({
      id: entry.id,
      insertion_id: insertion.id,
      date_start: entry.dateStart,
      date_end: entry.dateEnd,
      date_deleted: entry.dateDeleted,
    })),
  };
}

/** A reference row's own columns besides id, data, wire, seen and updated_at. */
const REFERENCE_COLUMNS: Record<ReferenceResource, (item: Record<string, unknown>) => Row> = {
  users: (item) => ({
    email: item.email ?? null,
    name: `${String(item.firstName ?? '')} ${String(item.lastName ?? '')}`.trim(),
  }),
  products: (item) => ({ name: item.name, active: item.active ? 1 : 0 }),
  adSizes: (item) => ({ product_id: item.productId, name: item.name }),
  adRates: (item) => ({
    product_id: item.productId,
    ad_size_id: item.adSizeId,
    name: item.name,
    rate: item.rate,
  }),
  sections: (item) => ({ product_id: item.productId, name: item.name }),
  lineItemTypes: (item) => ({ name: item.name ?? '' }),
};
export const REFERENCE_RESOURCES = Object.keys(REFERENCE_COLUMNS) as ReferenceResource[];

export function referenceRow(
  resource: ReferenceResource,
  { item, wire }: ReferenceInput,
  own: Own,
): Row {
  return {
    id: item.id,
    ...REFERENCE_COLUMNS[resource](item),
    data: JSON.stringify(item),
    wire,
    ...own,
  };
}
