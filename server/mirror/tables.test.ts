import { describe, expect, it } from 'vitest';
import { MEMORY, openGatewayDb } from '../gateway/database';
import {
  CHANGES,
  CHILD_TABLES,
  META,
  openMirrorTables,
  RECORD_TABLES,
  RESOURCES,
  SQLITE_TYPE,
  STREAMS,
  TABLE_OF,
  upsertSql,
  type TableSpec,
} from './tables';
import { sampleRow } from '../testing/sample-rows';

const EVERY_TABLE: TableSpec[] = [...RECORD_TABLES, ...CHILD_TABLES, CHANGES, STREAMS, META];
const opened = () => {
  const db = openGatewayDb(MEMORY);
  openMirrorTables(db, 'an-account');
  return db;
};

describe('the tables', () => {
  // The end of a whole read drops what it did not see (streams.ts): over the large lists that
  // must be an index search, not a scan of every row in one statement holding the event loop.
  it.each(['contracts', 'invoices', 'insertions'])(
    "a whole read's drop searches %s by an index on seen",
    (table) => {
      const db = opened();
      const plan = db.prepare(`EXPLAIN QUERY PLAN DELETE FROM ${table} WHERE seen < ?`).all(3) as {
        detail: string;
      }[];
      expect(plan.map((step) => step.detail).join('; ')).toMatch(
        /USING (COVERING )?INDEX \w+_seen/,
      );
      db.close();
    },
  );

  it("names each resource's table in snake case, and the DDL makes every one of them", () => {
    expect([TABLE_OF.contracts, TABLE_OF.adSizes, TABLE_OF.lineItemTypes]).toEqual([
      'contracts',
      'ad_sizes',
      'line_item_types',
    ]);
    const db = opened();
    const made = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all();
    expect(made).toEqual(expect.arrayContaining(RESOURCES.map((r) => TABLE_OF[r])));
    db.close();
  });

  it.each(EVERY_TABLE.map((spec) => [spec.name, spec] as const))(
    '%s is made with the declared columns, types, key and indexes',
    (_, spec) => {
      const db = opened();
      const columns = db.prepare(`PRAGMA table_info(${spec.name})`).all() as {
        name: string;
        type: string;
        pk: number;
      }[];
      expect(columns.filter((col) => col.name !== spec.serial)).toEqual(
        spec.columns.map((col) =>
          expect.objectContaining({ name: col.name, type: SQLITE_TYPE[col.kind] }),
        ),
      );
      const key = columns.filter((col) => col.pk > 0).sort((a, b) => a.pk - b.pk);
      expect(key.map((col) => col.name)).toEqual(spec.key);
      const indexes = db
        .prepare(
          `SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL`,
        )
        .pluck()
        .all(spec.name);
      expect(indexes.sort()).toEqual((spec.indexes ?? []).map((i) => i.name).sort());
      db.close();
    },
  );

  it.each(EVERY_TABLE.filter((spec) => !spec.serial).map((spec) => [spec.name, spec] as const))(
    "%s's upsert writes every column and, for a held row, each as its merge says",
    (_, spec) => {
      const db = opened();
      const upsert = db.prepare(upsertSql(spec));
      const read = db.prepare(`SELECT * FROM ${spec.name}`);
      db.exec(`DELETE FROM ${spec.name}`);
      const first = sampleRow(spec, 1);
      upsert.run(first);
      expect(read.all()).toEqual([first]);
      // The same key again, every other column changed (a null where the column may be null).
      const second = {
        ...sampleRow(spec, 2),
        ...Object.fromEntries(spec.key.map((k) => [k, first[k]])),
      };
      upsert.run(second);
      const merged = Object.fromEntries(
        spec.columns.map((col) => {
          const [held, next] = [first[col.name], second[col.name]];
          if (col.merge === 'max') return [col.name, Math.max(held as number, next as number)];
          if (col.merge === 'coalesce') return [col.name, next ?? held];
          return [col.name, next];
        }),
      );
      // contracts' data: a list row's data does not replace the record's (from_record held 1).
      if (spec.name === 'contracts') merged.data = first.data;
      expect(read.all()).toEqual([merged]);
      db.close();
    },
  );

  it('an upsert of some columns leaves the others as held', () => {
    const db = opened();
    const spec = RECORD_TABLES.find((t) => t.name === 'contract_line_items')!;
    db.prepare(upsertSql(spec, ['contract_id', 'embedded', 'embedded_at'])).run({
      contract_id: 9,
      embedded: '[]',
      embedded_at: 1,
    });
    db.prepare(upsertSql(spec, ['contract_id', 'listed', 'listed_at'])).run({
      contract_id: 9,
      listed: '[1]',
      listed_at: 2,
    });
    expect(db.prepare('SELECT * FROM contract_line_items').all()).toEqual([
      { contract_id: 9, embedded: '[]', embedded_at: 1, listed: '[1]', listed_at: 2 },
    ]);
    db.close();
  });
});
