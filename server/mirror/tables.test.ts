import { describe, expect, it } from 'vitest';
import { MEMORY, openGatewayDb } from '../gateway/database';
import { openMirrorTables } from './tables';

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
});
