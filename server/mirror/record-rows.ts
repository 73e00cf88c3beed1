// Each record as the row (and child rows) of its table, named as the table's declaration names
// the columns (tables.ts): what the writer upserts. A column takes the record's field of the same
// name in camel case (a flag as 0/1) unless its table says otherwise below. Pure, so each mapping
// is tested on its own.
import type { ContractHead } from '../../src/domain/contracts';
import type { Insertion } from '../../src/domain/insertion-types';
import type { Invoice } from '../../src/domain/invoices';
import { scheduleSpan } from '../../src/domain/insertion-schedule';
import { specOf, TABLE_OF, type Resource } from './tables';

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

// Each table's columns with the record field each reads, worked out once (75,000 rows a pass).
const fieldsOf = new Map<string, { name: string; kind: string; field: string }[]>();
const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const columnsOf = (table: string) => {
  let columns = fieldsOf.get(table);
  if (!columns) {
    columns = specOf(table).columns.map(({ name, kind }) => ({ name, kind, field: camel(name) }));
    fieldsOf.set(table, columns);
  }
  return columns;
};

/** The row of `table` for `record`: `values` for the columns they name, else the record's fields. */
function rowOf(table: string, record: object, values: Row): Row {
  const fields = record as Record<string, unknown>;
  return Object.fromEntries(
    columnsOf(table).map(({ name, kind, field }) => {
      if (Object.hasOwn(values, name)) return [name, values[name]];
      const value = fields[field] ?? null;
      return [name, kind === 'bool' ? (value ? 1 : 0) : value];
    }),
  );
}

export function contractRow({ contract, wire, fromRecord }: ContractInput, own: Own): Row {
  // The head alone: insertions have their own table, line items theirs.
  const head: Record<string, unknown> = { ...contract };
  for (const child of ['insertions', 'insertionProblems', 'lineItems', 'lineItemProblems']) {
    delete head[child];
  }
  const { currency } = contract;
  return rowOf('contracts', contract, {
    currency: typeof currency === 'string' ? currency : (currency?.name ?? null),
    from_record: fromRecord ? 1 : 0,
    data: JSON.stringify(head),
    wire,
    ...own,
  });
}

export function invoiceRows({ invoice, wire }: InvoiceInput, own: Own) {
  const data = JSON.stringify(invoice);
  return {
    row: rowOf('invoices', invoice, {
      currency: invoice.currency?.name ?? null,
      data,
      wire,
      ...own,
    }),
    children: invoice.lineItems.map((item) =>
      rowOf('invoice_line_items', item, { invoice_id: invoice.id }),
    ),
  };
}

export function insertionRows({ insertion, wire, advertiserId }: InsertionRow, own: Own) {
  // The first and last day it is scheduled, cancelled or not (views decide).
  const span = scheduleSpan(insertion.schedule);
  return {
    row: rowOf('insertions', insertion, {
      advertiser_id: advertiserId,
      first_day: span?.start ?? null,
      last_day: span?.end ?? null,
      data: JSON.stringify(insertion),
      wire,
      ...own,
    }),
    children: insertion.schedule.map((entry) =>
      rowOf('schedule_entries', entry, { insertion_id: insertion.id }),
    ),
  };
}

/** The reference columns a record's fields do not give by name. */
const REFERENCE_VALUES: Record<ReferenceResource, (item: Record<string, unknown>) => Row> = {
  users: (item) => ({
    name: `${String(item.firstName ?? '')} ${String(item.lastName ?? '')}`.trim(),
  }),
  products: () => ({}),
  adSizes: () => ({}),
  adRates: () => ({}),
  sections: () => ({}),
  lineItemTypes: (item) => ({ name: item.name ?? '' }),
};
export const REFERENCE_RESOURCES = Object.keys(REFERENCE_VALUES) as ReferenceResource[];

export function referenceRow(
  resource: ReferenceResource,
  { item, wire }: ReferenceInput,
  own: Own,
): Row {
  const values = { ...REFERENCE_VALUES[resource](item), data: JSON.stringify(item), wire, ...own };
  return rowOf(TABLE_OF[resource], item, values);
}
