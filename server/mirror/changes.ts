// The log of what changed in the account between reads of the mirror (written by writer.ts), kept
// 90 days and answered as JSON by GET /api/mirror/changes?since=<ISO time>.
import type { FeedChange } from '../../src/domain/mirror-views';
import type { GatewayDb } from '../gateway/database';

export const CHANGES_KEPT_MS = 90 * 24 * 60 * 60 * 1000;
/** At most this many changes in one answer (the newest). */
const CHANGES_LIMIT = 1000;

/** A change as GET /api/mirror/changes answers it: the feed's change without what it joins in. */
export type Change = Pick<
  FeedChange,
  'record' | 'id' | 'kind' | 'before' | 'after' | 'when' | 'contractId' | 'sellerId'
>;

/** A change as SQLite gives it: its time in ms, its values as JSON text. */
export type Stored<T> = Omit<T, 'when' | 'before' | 'after'> & {
  when: number;
  before: string | null;
  after: string | null;
};

const parse = (text: string | null): unknown => (text === null ? null : JSON.parse(text));
/** A stored change as an answer gives it: an ISO time, its values parsed. */
export const fromStored = <T>(row: Stored<T>) =>
  ({
    ...row,
    when: new Date(row.when).toISOString(),
    before: parse(row.before),
    after: parse(row.after),
  }) as T;

export function createChanges(db: GatewayDb, now: () => number) {
  const since = db.prepare(
    `SELECT record, record_id AS id, kind, before, after, at AS "when", contract_id AS contractId,
       seller_id AS sellerId
     FROM changes WHERE at > ? ORDER BY at DESC, seq DESC LIMIT ?`,
  );
  const prune = db.prepare('DELETE FROM changes WHERE at < ?');
  return {
    /** Changes seen after `sinceMs`, newest first. */
    since(sinceMs: number, limit = CHANGES_LIMIT): Change[] {
      return (since.all(sinceMs, limit) as Stored<Change>[]).map(fromStored<Change>);
    },
    /** Drops what is older than 90 days; how many went. */
    prune: () => prune.run(now() - CHANGES_KEPT_MS).changes,
  };
}
