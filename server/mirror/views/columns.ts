// Columns (and an index) of the insertions table that only the views read, kept by SQLite itself: the search
// text of each insertion (its id, contract, description and placement in lower case) and the two
// record fields a sort reads (description, taxable). Worked out once as a row is written (two
// triggers), so a search or a sort over 75,000 rows reads columns, not 75,000 JSON documents.
// Added beside the mirror's own columns (server/mirror/tables.ts) without its writer knowing.
import type { GatewayDb } from '../../gateway/database';

const COLUMNS: [name: string, type: string][] = [
  ['view_search', 'TEXT'],
  ['view_description', 'TEXT'],
  ['view_taxable', 'INTEGER'],
];

// SQLite's lower() folds ASCII letters only: a search for "CAFÉ" finds "café" but not "CAFÉ"
// written in capitals in the record (the page lowers the words it sends with JavaScript's rules).
const SET = `
  view_search = lower(
    NEW.id || char(10) || NEW.contract_id || char(10) ||
    COALESCE(json_extract(NEW.data, '$.description'), '') || char(10) ||
    COALESCE(json_extract(NEW.data, '$.placement'), '')),
  view_description = json_extract(NEW.data, '$.description'),
  view_taxable = json_extract(NEW.data, '$.taxable')`;

const ready = new WeakSet<GatewayDb>();

/** Adds the columns and their triggers, and fills them for rows written before (once per db). */
export function ensureViewColumns(db: GatewayDb): void {
  if (ready.has(db)) return;
  const held = new Set(
    (db.prepare('PRAGMA table_info(insertions)').all() as { name: string }[]).map((c) => c.name),
  );
  db.transaction(() => {
    for (const [name, type] of COLUMNS) {
      if (!held.has(name)) db.exec(`ALTER TABLE insertions ADD COLUMN ${name} ${type}`);
    }
    db.exec(`
      CREATE TRIGGER IF NOT EXISTS insertions_view_insert AFTER INSERT ON insertions BEGIN
        UPDATE insertions SET ${SET} WHERE id = NEW.id;
      END;
      CREATE TRIGGER IF NOT EXISTS insertions_view_update AFTER UPDATE OF data ON insertions BEGIN
        UPDATE insertions SET ${SET} WHERE id = NEW.id;
      END;
    `);
    db.exec(`UPDATE insertions SET ${SET.replaceAll('NEW.', '')} WHERE view_search IS NULL`);
    // Renewals: each contract's running insertions' last days, read from the index alone.
    db.exec(`CREATE INDEX IF NOT EXISTS insertions_view_contract_last ON insertions
      (contract_id, last_day) WHERE date_canceled IS NULL AND advertiser_id IS NULL`);
  })();
  ready.add(db);
}
