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
  type Own,
  type ReferenceInput,
  type ReferenceResource,
  type Row,
} from './record-rows';
import { CHILD_TABLES, specOf, TABLE_OF, upsertSql, type Resource } from './tables';

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

  /**
   * A record list's upsert, one transaction a batch: each row compared with what it held (`held`,
   * its columns the changes compare) so that what changed is logged, its child rows replaced.
   */
  function records<I, H>(
    resource: 'contracts' | 'invoices' | 'insertions',
    held: string,
    rowsOf: (input: I, own: Own) => { row: Row; children?: readonly Row[] },
    changes: (held: H | undefined, input: I, listRead: boolean) => ChangeInput[],
  ) {
    const table = TABLE_OF[resource];
    const put = upsert(table);
    const before = db.prepare(`SELECT ${held} FROM ${table} WHERE id = ?`);
    const child = CHILD_TABLES.find((spec) => spec.parent!.table === table);
    const drop = child && db.prepare(`DELETE FROM ${child.name} WHERE ${child.parent!.column} = ?`);
    const putChild = child && upsert(child.name);
    return db.transaction((inputs: readonly I[]) => {
      const { own, listRead } = ownOf(resource);
      for (const input of inputs) {
        const { row, children = [] } = rowsOf(input, own);
        const was = before.get(row.id) as H | undefined;
        put(row);
        drop?.run(row.id);
        for (const childRow of children) putChild!(childRow);
        // After the row is written: a new contract's change names its seller.
        log(changes(was, input, listRead));
      }
    });
  }

  const contractRows = (input: ContractInput, own: Own) => ({ row: contractRow(input, own) });
  const upsertContracts = records('contracts', 'status, total', contractRows, contractChanges);
  const upsertInvoices = records('invoices', 'status', invoiceRows, invoiceChanges);
  const upsertInsertions = records(
    'insertions',
    'date_canceled, first_day, last_day',
    insertionRows,
    insertionChanges,
  );

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
