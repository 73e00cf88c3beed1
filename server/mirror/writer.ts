// Writes rows into the mirror's tables: idempotent upserts, each compared with what its row held
// so that a status, a total, a payment, a cancellation or new run dates become a change (a
// record the mirror did not hold is "new" only once its list has been read whole before: the
// first fill of an empty table is not a day of news).
import type { GatewayDb } from '../gateway/database';
import type { ContractHead } from '../../src/api/contracts';
import type { Invoice } from '../../src/api/invoices';
import { spanOf, type InsertionRow } from './ingest';
import { createProductReads, type PerProduct } from './product-reads';
import { specOf, TABLE_OF, upsertSql, type Resource } from './tables';

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
export interface ReferenceInput {
  item: { id: number } & Record<string, unknown>;
  wire: string;
}

export type ChangeKind = 'new' | 'status' | 'total' | 'paid' | 'cancelled' | 'dates';
export interface ChangeInput {
  record: 'contract' | 'invoice' | 'insertion';
  recordId: number;
  kind: ChangeKind;
  before: unknown;
  after: unknown;
  contractId: number | null;
}

const currencyOf = (value: ContractInput['contract']['currency']): string | null =>
  typeof value === 'string' ? value : (value?.name ?? null);

/** A reference row's own columns besides id, data, wire, seen and updated_at. */
const REFERENCE_ROW: Record<
  Exclude<Resource, 'contracts' | 'invoices' | 'insertions'>,
  (item: Record<string, unknown>) => Record<string, unknown>
> = {
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

export function createMirrorWriter(db: GatewayDb, now: () => number) {
  const generationOf = db.prepare(
    'SELECT generation, full_at FROM mirror_streams WHERE stream = ?',
  );
  const stream = (resource: Resource) =>
    (generationOf.get(resource) as { generation: number; full_at: number | null } | undefined) ?? {
      generation: 0,
      full_at: null,
    };

  const insertChange = db.prepare(
    `INSERT INTO changes (at, record, record_id, kind, before, after, contract_id, seller_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, (SELECT sold_by_user_id FROM contracts WHERE id = ?))`,
  );
  const change = (c: ChangeInput) =>
    insertChange.run(
      now(),
      c.record,
      c.recordId,
      c.kind,
      c.before === undefined ? null : JSON.stringify(c.before),
      c.after === undefined ? null : JSON.stringify(c.after),
      c.contractId,
      c.contractId,
    );

  const contractHeld = db.prepare('SELECT status, total, from_record FROM contracts WHERE id = ?');
  const contractUpsert = db.prepare(upsertSql(specOf('contracts')));

  const invoiceHeld = db.prepare('SELECT status FROM invoices WHERE id = ?');
  const invoiceUpsert = db.prepare(upsertSql(specOf('invoices')));
  const lineItemsDrop = db.prepare('DELETE FROM invoice_line_items WHERE invoice_id = ?');
  const lineItemInsert = db.prepare(upsertSql(specOf('invoice_line_items')));

  const insertionHeld = db.prepare(
    'SELECT date_canceled, first_day, last_day FROM insertions WHERE id = ?',
  );
  const insertionUpsert = db.prepare(upsertSql(specOf('insertions')));
  const scheduleDrop = db.prepare('DELETE FROM schedule_entries WHERE insertion_id = ?');
  const scheduleInsert = db.prepare(upsertSql(specOf('schedule_entries')));
  const referenceUpserts = new Map(
    Object.keys(REFERENCE_ROW).map((r) => [
      r,
      db.prepare(upsertSql(specOf(TABLE_OF[r as Resource]))),
    ]),
  );

  const upsertContracts = db.transaction((inputs: readonly ContractInput[]) => {
    const { generation, full_at: fullAt } = stream('contracts');
    const at = now();
    for (const { contract, wire, fromRecord } of inputs) {
      const held = contractHeld.get(contract.id) as
        { status: string | null; total: number; from_record: number } | undefined;
      if (!held && fullAt !== null) {
        change({
          record: 'contract',
          recordId: contract.id,
          kind: 'new',
          before: null,
          after: { status: contract.status, total: contract.total },
          contractId: contract.id,
        });
      }
      // The head alone: insertions have their own table, line items are not kept yet.
      const head: Record<string, unknown> = { ...contract };
      for (const child of ['insertions', 'insertionProblems', 'lineItems', 'lineItemProblems']) {
        delete head[child];
      }
      contractUpsert.run({
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
        seen: generation,
        updated_at: at,
      });
      if (held && held.status !== contract.status) {
        change({
          record: 'contract',
          recordId: contract.id,
          kind: 'status',
          before: held.status,
          after: contract.status,
          contractId: contract.id,
        });
      }
      if (held && held.total !== contract.total) {
        change({
          record: 'contract',
          recordId: contract.id,
          kind: 'total',
          before: held.total,
          after: contract.total,
          contractId: contract.id,
        });
      }
    }
  });

  const upsertInvoices = db.transaction((inputs: readonly InvoiceInput[]) => {
    const { generation, full_at: fullAt } = stream('invoices');
    const at = now();
    for (const { invoice, wire } of inputs) {
      const held = invoiceHeld.get(invoice.id) as { status: string | null } | undefined;
      const base = {
        recordId: invoice.id,
        record: 'invoice' as const,
        contractId: invoice.contractId,
      };
      if (!held && fullAt !== null) {
        change({
          ...base,
          kind: 'new',
          before: null,
          after: { total: invoice.total, status: invoice.status },
        });
      }
      if (held && held.status !== 'Paid' && invoice.status === 'Paid') {
        change({ ...base, kind: 'paid', before: held.status, after: invoice.status });
      }
      invoiceUpsert.run({
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
        seen: generation,
        updated_at: at,
      });
      lineItemsDrop.run(invoice.id);
      for (const item of invoice.lineItems) {
        lineItemInsert.run({
          id: item.id,
          invoice_id: invoice.id,
          type_id: item.typeId,
          insertion_id: item.insertionId,
          amount: item.amount,
          total: item.total,
          description: item.description,
        });
      }
    }
  });

  const upsertInsertions = db.transaction((rows: readonly InsertionRow[]) => {
    const { generation } = stream('insertions');
    const at = now();
    for (const { insertion, wire, advertiserId } of rows) {
      const span = spanOf(insertion);
      const held = insertionHeld.get(insertion.id) as
        | { date_canceled: string | null; first_day: string | null; last_day: string | null }
        | undefined;
      const base = {
        record: 'insertion' as const,
        recordId: insertion.id,
        contractId: insertion.contractId,
      };
      if (held && !held.date_canceled && insertion.dateCanceled) {
        change({ ...base, kind: 'cancelled', before: null, after: insertion.dateCanceled });
      } else if (
        held &&
        !insertion.dateCanceled &&
        (held.first_day !== (span?.start ?? null) || held.last_day !== (span?.end ?? null))
      ) {
        change({
          ...base,
          kind: 'dates',
          before: { first: held.first_day, last: held.last_day },
          after: { first: span?.start ?? null, last: span?.end ?? null },
        });
      }
      insertionUpsert.run({
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
        seen: generation,
        updated_at: at,
      });
      scheduleDrop.run(insertion.id);
      for (const entry of insertion.schedule) {
        scheduleInsert.run({
          id: entry.id,
          insertion_id: insertion.id,
          date_start: entry.dateStart,
          date_end: entry.dateEnd,
          date_deleted: entry.dateDeleted,
        });
      }
    }
  });

  const upsertReference = db.transaction(
    (resource: Resource, inputs: readonly ReferenceInput[]) => {
      if (resource === 'contracts' || resource === 'invoices' || resource === 'insertions') {
        throw new Error(`${resource} is not a reference list`);
      }
      const { generation } = stream(resource);
      const statement = referenceUpserts.get(resource)!;
      const updated_at = now();
      for (const { item, wire } of inputs) {
        const own = REFERENCE_ROW[resource](item);
        statement.run({
          id: item.id,
          ...own,
          data: JSON.stringify(item),
          wire,
          seen: generation,
          updated_at,
        });
      }
    },
  );

  const productReads = createProductReads(db, now);
  /** One product's whole list of sizes, rates or sections: it replaces the product's rows. */
  const replaceProductList = db.transaction(
    (
      resource: PerProduct,
      productId: number,
      inputs: readonly ReferenceInput[],
      heldIds: readonly number[],
    ) => {
      upsertReference(resource, inputs);
      productReads.replaced(resource, productId, heldIds);
    },
  );

  const lineItems = specOf('contract_line_items');
  const lineItemsEmbedded = db.prepare(
    upsertSql(lineItems, ['contract_id', 'embedded', 'embedded_at']),
  );
  const lineItemsListed = db.prepare(upsertSql(lineItems, ['contract_id', 'listed', 'listed_at']));
  /** A contract's line items as one answer sent them (JSON text): its record's, or the list's. */
  function keepLineItems(contractId: number, from: 'record' | 'list', json: string) {
    const at = now();
    if (from === 'record')
      lineItemsEmbedded.run({ contract_id: contractId, embedded: json, embedded_at: at });
    else lineItemsListed.run({ contract_id: contractId, listed: json, listed_at: at });
  }

  return {
    upsertContracts,
    upsertInvoices,
    upsertInsertions,
    upsertReference,
    replaceProductList,
    keepLineItems,
  };
}

export type MirrorWriter = ReturnType<typeof createMirrorWriter>;
