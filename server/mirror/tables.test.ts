import { describe, expect, it } from 'vitest';
import { MEMORY, openGatewayDb } from '../gateway/database';
import { openMirrorTables, RESOURCES, TABLE_OF } from './tables';

describe('the tables', () => {
  // The end of a whole read drops what it did not see (streams.ts): over the large lists that
  // must be an index search, not a scan of every row in one statement holding the event loop.
  it.each(['contracts', 'invoices', 'insertions'])(
    "a whole read's drop searches %s by an index on seen",
    (table) => {
      const db = openGatewayDb(MEMORY);
      openMirrorTables(db, 'an-account');
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
    const db = openGatewayDb(MEMORY);
    openMirrorTables(db, 'an-account');
    const made = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all();
    expect(made).toEqual(expect.arrayContaining(RESOURCES.map((r) => TABLE_OF[r])));
    db.close();
  });
});
