// Writes rows into the mirror's tables: idempotent upserts, each compared with what its row held
// so that a status, a total, a payment, a cancellation or new run dates become a change (a
// record the mirror did not hold is "new" only once its list has been read whole before: the
// first fill of an empty table is not a day of news).
import type { GatewayDb } from '../gateway/database';
import type { ContractHead } from '../../src/api/contracts';
import type { Invoice } from '../../src/api/invoices';
import { spanOf, type InsertionRow } from './ingest';
import { createProductReads, type PerProduct } from './product-reads';
import { TABLE_OF, type Resource } from './tables';

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
const REFERENCE_COLUMNS: Record<
  Exclude<Resource, 'contracts' | 'invoices' | 'insertions'>,
  string[]
> = {
  users: ['email', 'name'],
  products: ['name', 'active'],
  adSizes: ['product_id', 'name'],
  adRates: ['product_id', 'ad_size_id', 'name', 'rate'],
  sections: ['product_id', 'name'],
  lineItemTypes: ['name'],
};

function referenceValues(resource: Resource, item: Record<string, unknown>): unknown[] {
  switch (resource) {
    case 'users':
      return [
        item.email ?? null,
        `${String(item.firstName ?? '')} ${String(item.lastName ?? '')}`.trim(),
      ];
    case 'products':
      return [item.name, item.active ? 1 : 0];
    case 'adSizes':
      return [item.productId, item.name];
    case 'adRates':
      return [item.productId, item.adSizeId, item.name, item.rate];
    case 'sections':
      return [item.productId, item.name];
    default:
      return [item.name ?? ''];
  }
}

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
  const contractUpsert = db.prepare(
    `INSERT INTO contracts (id, advertiser_id, agency_id, sold_by_user_id, status, is_proposal,
       date_created, date_sold, total, currency, from_record, data, wire, seen, updated_at)
     VALUES (@id, @advertiser_id, @agency_id, @sold_by_user_id, @status, @is_proposal,
       @date_created, @date_sold, @total, @currency, @from_record, @data, @wire, @seen, @at)
     ON CONFLICT (id) DO UPDATE SET advertiser_id = excluded.advertiser_id,
       agency_id = excluded.agency_id, sold_by_user_id = excluded.sold_by_user_id,
       status = excluded.status, is_proposal = excluded.is_proposal,
       date_created = excluded.date_created, date_sold = excluded.date_sold,
       total = excluded.total, currency = COALESCE(excluded.currency, contracts.currency),
       from_record = MAX(contracts.from_record, excluded.from_record),
       data = CASE WHEN excluded.from_record >= contracts.from_record THEN excluded.data ELSE contracts.data END,
       wire = excluded.wire,
       seen = MAX(contracts.seen, excluded.seen), updated_at = excluded.updated_at`,
  );

  const invoiceHeld = db.prepare('SELECT status FROM invoices WHERE id = ?');
  const invoiceUpsert = db.prepare(
    `INSERT INTO invoices (id, advertiser_id, contract_id, status, date_created, date_due, total,
       currency, data, wire, seen, updated_at)
     VALUES (@id, @advertiser_id, @contract_id, @status, @date_created, @date_due, @total,
       @currency, @data, @wire, @seen, @at)
     ON CONFLICT (id) DO UPDATE SET advertiser_id = excluded.advertiser_id,
       contract_id = excluded.contract_id, status = excluded.status,
       date_created = excluded.date_created, date_due = excluded.date_due, total = excluded.total,
       currency = excluded.currency, data = excluded.data, wire = excluded.wire,
       seen = MAX(invoices.seen, excluded.seen), updated_at = excluded.updated_at`,
  );
  const lineItemsDrop = db.prepare('DELETE FROM invoice_line_items WHERE invoice_id = ?');
  const lineItemInsert = db.prepare(
    `INSERT OR REPLACE INTO invoice_line_items (id, invoice_id, type_id, insertion_id, amount, total, description)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );

  const insertionHeld = db.prepare(
    'SELECT date_canceled, first_day, last_day FROM insertions WHERE id = ?',
  );
  const insertionUpsert = db.prepare(
    `INSERT INTO insertions (id, contract_id, advertiser_id, product_id, ad_size_id, ad_rate_id,
       section_id, issue_id, location_id, quantity, discount, date_canceled, first_day, last_day,
       data, wire, seen, updated_at)
     VALUES (@id, @contract_id, @advertiser_id, @product_id, @ad_size_id, @ad_rate_id,
       @section_id, @issue_id, @location_id, @quantity, @discount, @date_canceled, @first_day,
       @last_day, @data, @wire, @seen, @at)
     ON CONFLICT (id) DO UPDATE SET contract_id = excluded.contract_id,
       advertiser_id = COALESCE(excluded.advertiser_id, insertions.advertiser_id),
       product_id = excluded.product_id, ad_size_id = excluded.ad_size_id,
       ad_rate_id = excluded.ad_rate_id, section_id = excluded.section_id,
       issue_id = excluded.issue_id, location_id = excluded.location_id,
       quantity = excluded.quantity, discount = excluded.discount,
       date_canceled = excluded.date_canceled, first_day = excluded.first_day,
       last_day = excluded.last_day, data = excluded.data, wire = excluded.wire,
       seen = MAX(insertions.seen, excluded.seen), updated_at = excluded.updated_at`,
  );
  const scheduleDrop = db.prepare('DELETE FROM schedule_entries WHERE insertion_id = ?');
  const scheduleInsert = db.prepare(
    `INSERT OR REPLACE INTO schedule_entries (id, insertion_id, date_start, date_end, date_deleted)
     VALUES (?, ?, ?, ?, ?)`,
  );

  const referenceUpserts = new Map<Resource, ReturnType<GatewayDb['prepare']>>();
  const referenceUpsert = (resource: keyof typeof REFERENCE_COLUMNS) => {
    let statement = referenceUpserts.get(resource);
    if (!statement) {
      const table = TABLE_OF[resource];
      const columns = ['id', ...REFERENCE_COLUMNS[resource], 'data', 'wire', 'seen', 'updated_at'];
      const updates = columns
        .slice(1)
        .map((c) =>
          c === 'seen' ? `seen = MAX(${table}.seen, excluded.seen)` : `${c} = excluded.${c}`,
        );
      statement = db.prepare(
        `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})
         ON CONFLICT (id) DO UPDATE SET ${updates.join(', ')}`,
      );
      referenceUpserts.set(resource, statement);
    }
    return statement;
  };

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
        at,
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
        at,
      });
      lineItemsDrop.run(invoice.id);
      for (const item of invoice.lineItems) {
        lineItemInsert.run(
          item.id,
          invoice.id,
          item.typeId,
          item.insertionId,
          item.amount,
          item.total,
          item.description,
        );
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
        at,
      });
      scheduleDrop.run(insertion.id);
      for (const entry of insertion.schedule) {
        scheduleInsert.run(
          entry.id,
          insertion.id,
          entry.dateStart,
          entry.dateEnd,
          entry.dateDeleted,
        );
      }
    }
  });

  const upsertReference = db.transaction(
    (resource: Resource, inputs: readonly ReferenceInput[]) => {
      if (resource === 'contracts' || resource === 'invoices' || resource === 'insertions') {
        throw new Error(`${resource} is not a reference list`);
      }
      const { generation } = stream(resource);
      const statement = referenceUpsert(resource);
      const at = now();
      for (const { item, wire } of inputs) {
        const values = [item.id, ...referenceValues(resource, item), JSON.stringify(item), wire];
        statement.run(values.concat(generation, at));
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

  const lineItemsEmbedded = db.prepare(
    `INSERT INTO contract_line_items (contract_id, embedded, embedded_at) VALUES (?, ?, ?)
     ON CONFLICT (contract_id) DO UPDATE SET embedded = excluded.embedded,
       embedded_at = excluded.embedded_at`,
  );
  const lineItemsListed = db.prepare(
    `INSERT INTO contract_line_items (contract_id, listed, listed_at) VALUES (?, ?, ?)
     ON CONFLICT (contract_id) DO UPDATE SET listed = excluded.listed, listed_at = excluded.listed_at`,
  );
  /** A contract's line items as one answer sent them (JSON text): its record's, or the list's. */
  function keepLineItems(contractId: number, from: 'record' | 'list', json: string) {
    (from === 'record' ? lineItemsEmbedded : lineItemsListed).run(contractId, json, now());
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
