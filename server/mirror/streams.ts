// Each resource's stream state (Singer's "state"): the generation of its whole reads, the cursor
// of a read in progress (saved after every page, so an interrupted pass resumes), when it was last
// read and when last read whole. A whole read drops what it did not see only when it is over, so a
// view never reads half a list as the whole.
import type { TableStatus } from '../../src/domain/mirror-views';
import type { GatewayDb } from '../gateway/database';
import { TABLE_OF, type Resource } from './tables';

interface StreamState {
  generation: number;
  cursor: string | null;
  asOf: number | null;
  fullAt: number | null;
}

/** What the mirror holds of a resource: its table's rows, as of its last read, whether read whole. */
export function tableStatus(db: GatewayDb, resource: Resource): TableStatus {
  const state = db
    .prepare('SELECT as_of AS asOf, full_at AS fullAt FROM mirror_streams WHERE stream = ?')
    .get(resource) as { asOf: number | null; fullAt: number | null } | undefined;
  return {
    rows: db.prepare(`SELECT COUNT(*) FROM ${TABLE_OF[resource]}`).pluck().get() as number,
    asOf: state?.asOf ? new Date(state.asOf).toISOString() : null,
    // Read whole at least once: until then the table holds part of the list.
    complete: state?.fullAt != null,
  };
}

/** Child rows of a dropped record go with it. */
const CHILDREN: Partial<Record<Resource, string>> = {
  insertions: 'DELETE FROM schedule_entries WHERE insertion_id NOT IN (SELECT id FROM insertions)',
  invoices: 'DELETE FROM invoice_line_items WHERE invoice_id NOT IN (SELECT id FROM invoices)',
};

export function createStreams(db: GatewayDb, now: () => number) {
  const select = db.prepare(
    'SELECT generation, cursor, as_of AS asOf, full_at AS fullAt FROM mirror_streams WHERE stream = ?',
  );
  const ensure = db.prepare('INSERT OR IGNORE INTO mirror_streams (stream) VALUES (?)');
  const setCursor = db.prepare('UPDATE mirror_streams SET cursor = ? WHERE stream = ?');
  const bump = db.prepare(
    'UPDATE mirror_streams SET generation = generation + 1, cursor = ? WHERE stream = ?',
  );
  const touch = db.prepare('UPDATE mirror_streams SET as_of = ? WHERE stream = ?');

  const state = (stream: Resource): StreamState => {
    ensure.run(stream);
    return select.get(stream) as StreamState;
  };
  const whole = db.prepare(
    'UPDATE mirror_streams SET cursor = NULL, as_of = ?, full_at = ? WHERE stream = ?',
  );
  /** The list is whole as of `at` (read now). */
  const wholeAt = (stream: Resource, at: number) => {
    state(stream);
    whole.run(now(), at, stream);
  };

  return {
    state,
    /** A whole read starts: rows written from now carry the new generation. */
    beginWhole(stream: Resource, cursor = '1'): number {
      state(stream);
      bump.run(cursor, stream);
      return state(stream).generation;
    },
    saveCursor(stream: Resource, cursor: string | null) {
      state(stream);
      setCursor.run(cursor, stream);
    },
    /**
     * A whole read is over: rows it did not see go. `paged`: a list read page by page, where a
     * record can move between pages as others are added or removed: only what two whole reads in
     * a row did not see goes.
     */
    finishWhole: db.transaction((stream: Resource, paged: boolean) => {
      const { generation } = state(stream);
      const keepFrom = paged ? generation - 1 : generation;
      const table = TABLE_OF[stream];
      const dropped = db.prepare(`DELETE FROM ${table} WHERE seen < ?`).run(keepFrom).changes;
      const children = CHILDREN[stream];
      if (children && dropped > 0) db.exec(children);
      wholeAt(stream, now());
      return dropped;
    }),
    /** A list read in parts (one product at a time) is whole as of `at`, its oldest part's read. */
    wholeAt,
    /** A read of part of the list (the recent window) is over. */
    touch(stream: Resource) {
      state(stream);
      touch.run(now(), stream);
    },
  };
}
