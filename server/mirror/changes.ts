// The log of what changed in the account between reads of the mirror (written by writer.ts), kept
// 90 days and answered as JSON by GET /api/mirror/changes?since=<ISO time>.
import type { GatewayDb } from '../gateway/database';

export const CHANGES_KEPT_MS = 90 * 24 * 60 * 60 * 1000;
/** At most this many changes in one answer (the newest). */
export const CHANGES_LIMIT = 1000;

export interface Change {
  record: 'contract' | 'invoice' | 'insertion';
  id: number;
  kind: string;
  before: unknown;
  after: unknown;
  /** ISO time the mirror saw it. */
  when: string;
  contractId: number | null;
  sellerId: number | null;
}

interface ChangeRow {
  at: number;
  record: Change['record'];
  record_id: number;
  kind: string;
  before: string | null;
  after: string | null;
  contract_id: number | null;
  seller_id: number | null;
}

const parse = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

export function createChanges(db: GatewayDb, now: () => number) {
  const since = db.prepare(
    `SELECT at, record, record_id, kind, before, after, contract_id, seller_id FROM changes
     WHERE at > ? ORDER BY at DESC, seq DESC LIMIT ?`,
  );
  const prune = db.prepare('DELETE FROM changes WHERE at < ?');
  return {
    /** Changes seen after `sinceMs`, newest first. */
    since(sinceMs: number, limit = CHANGES_LIMIT): Change[] {
      return (since.all(sinceMs, limit) as ChangeRow[]).map((row) => ({
        record: row.record,
        id: row.record_id,
        kind: row.kind,
        before: parse(row.before),
        after: parse(row.after),
        when: new Date(row.at).toISOString(),
        contractId: row.contract_id,
        sellerId: row.seller_id,
      }));
    },
    /** Drops what is older than 90 days; how many went. */
    prune: () => prune.run(now() - CHANGES_KEPT_MS).changes,
  };
}
