// Writes rows into the mirror's tables: idempotent upserts made from the tables' declaration
// (tables.ts), each record mapped to its row (record-rows.ts) and compared with what its row held,
// so that what changed is logged (record-changes.ts). A record's child rows (an invoice's line
// items, an insertion's schedule) are replaced with it. One transaction per batch.
import type { GatewayDb } from '../gateway/database';
import { createProductReads, type PerProduct } from './product-reads';
import {
  contractChanges,
  insertionChanges,
  invoiceChanges,
  type ChangeInput,
} from './record-changes';
import {
  contractRow,
  insertionRows,
  invoiceRows,
  REFERENCE_RESOURCES,
  referenceRow,
  type ContractInput,
  type InsertionRow,
  type InvoiceInput,
  type ReferenceInput,
  type ReferenceResource,
  type Row,
} from './record-rows';
import { specOf, TABLE_OF, upsertSql, type Resource } from './tables';

export function createMirrorWriter(db: GatewayDb, now: () => number) {
  const streamOf = db.prepare('SELECT generation, full_at FROM mirror_streams WHERE stream = ?');
  /** The sync's own columns for rows of `resource` written now, and whether it was read whole. */
  const ownOf = (resource: Resource) => {
    const held = streamOf.get(resource) as
      { generation: number; full_at: number | null } | undefined;
    return {
      own: { seen: held?.generation ?? 0, updated_at: now() },
      listRead: (held?.full_at ?? null) !== null,
    };
  };

  const insertChange = db.prepare(
    `INSERT INTO changes (at, record, record_id, kind, before, after, contract_id, seller_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, (SELECT sold_by_user_id FROM contracts WHERE id = ?))`,
  );
  const log = (changes: readonly ChangeInput[]) => {
    for (const c of changes) {
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
    }
  };

  const upsert = (table: string, columns?: string[]) => {
    const statement = db.prepare(upsertSql(specOf(table), columns));
    return (row: Row) => void statement.run(row);
  };
  /** A record's child rows: those held go, the record's own are written. */
  const children = (table: string) => {
    const { parent } = specOf(table);
    const drop = db.prepare(`DELETE FROM ${table} WHERE ${parent!.column} = ?`);
    const put = upsert(table);
    return (parentId: number, rows: readonly Row[]) => {
      drop.run(parentId);
      for (const row of rows) put(row);
    };
  };
  const held = (sql: string) => {
    const statement = db.prepare(sql);
    return <T>(id: number) => statement.get(id) as T | undefined;
  };

  const contracts = upsert('contracts');
  const contractHeld = held('SELECT status, total FROM contracts WHERE id = ?');
  const upsertContracts = db.transaction((inputs: readonly ContractInput[]) => {
    const { own, listRead } = ownOf('contracts');
    for (const input of inputs) {
      const before = contractHeld<{ status: string | null; total: number }>(input.contract.id);
      contracts(contractRow(input, own));
      // After the row is written: a new contract's change names its seller.
      log(contractChanges(before, input.contract, listRead));
    }
  });

  const invoices = upsert('invoices');
  const lineItems = children('invoice_line_items');
  const invoiceHeld = held('SELECT status FROM invoices WHERE id = ?');
  const upsertInvoices = db.transaction((inputs: readonly InvoiceInput[]) => {
    const { own, listRead } = ownOf('invoices');
    for (const input of inputs) {
      const before = invoiceHeld<{ status: string | null }>(input.invoice.id);
      const { row, children: items } = invoiceRows(input, own);
      invoices(row);
      lineItems(input.invoice.id, items);
      log(invoiceChanges(before, input.invoice, listRead));
    }
  });

  const insertions = upsert('insertions');
  const schedule = children('schedule_entries');
  const insertionHeld = held(
    'SELECT date_canceled, first_day, last_day FROM insertions WHERE id = ?',
  );
  const upsertInsertions = db.transaction((inputs: readonly InsertionRow[]) => {
    const { own } = ownOf('insertions');
    for (const input of inputs) {
      const before = insertionHeld<Parameters<typeof insertionChanges>[0]>(input.insertion.id);
      const { row, children: entries } = insertionRows(input, own);
      insertions(row);
      schedule(input.insertion.id, entries);
      log(insertionChanges(before, input.insertion));
    }
  });

  const references = new Map(REFERENCE_RESOURCES.map((r) => [r, upsert(TABLE_OF[r])]));
  const upsertReference = db.transaction(
    (resource: Resource, inputs: readonly ReferenceInput[]) => {
      const put = references.get(resource as ReferenceResource);
      if (!put) throw new Error(`${resource} is not a reference list`);
      const { own } = ownOf(resource);
      for (const input of inputs) put(referenceRow(resource as ReferenceResource, input, own));
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

  const embedded = upsert('contract_line_items', ['contract_id', 'embedded', 'embedded_at']);
  const listed = upsert('contract_line_items', ['contract_id', 'listed', 'listed_at']);
  /** A contract's line items as one answer sent them (JSON text): its record's, or the list's. */
  function keepLineItems(contractId: number, from: 'record' | 'list', json: string) {
    const at = now();
    if (from === 'record') embedded({ contract_id: contractId, embedded: json, embedded_at: at });
    else listed({ contract_id: contractId, listed: json, listed_at: at });
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
