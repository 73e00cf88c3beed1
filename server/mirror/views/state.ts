// What every view of the mirror says beside its figures: as of when the table it reads was last
// read, and whether it has been read whole (until then it holds part of the account: a view says
// so, never a silent partial figure). A view the copy cannot answer yet throws NotReady (503).
import type { GatewayDb } from '../../gateway/database';
import type { TableStatus } from '../../../src/domain/mirror-views';
import { ensureViewColumns } from './columns';

export interface ViewState {
  /** When the table was last read (ISO), or null when never. */
  asOf: string | null;
  /** Read whole at least once: the view covers the whole account as of `asOf`. */
  complete: boolean;
  /** Rows the table holds (how far the server has read, while incomplete). */
  held: number;
  /**
   * The contracts the server holds, which name the insertions' advertisers: without the account's
   * contract list it holds only the contracts it has read one by one.
   */
  contracts: { held: number; complete: boolean };
}

/**
 * The copy cannot answer this view yet: the registry's 503, its message saying what it lacks.
 * Without a message: the mirror holds none of `what` (the first pass is running, or the sync off).
 */
export class NotReady extends Error {
  constructor(what: string, message?: string) {
    super(
      message ??
        `The server has not read the account's ${what} yet (its copy of the account is empty: the first pass is running, or the sync is off with SYNC_DAILY_BUDGET=0). Try again later.`,
    );
  }
}

/** What the mirror holds of a resource's table (server/mirror/tables.ts): rows, as of, read whole. */
export function tableStatus(db: GatewayDb, resource: 'contracts' | 'invoices'): TableStatus {
  const { held, asOf, complete } = viewState(db, resource, resource);
  return { rows: held, asOf, complete };
}

/** The table's status; NotReady (503) while it holds no row: never a silent zero. */
export function requireRows(db: GatewayDb, resource: 'contracts' | 'invoices'): TableStatus {
  const status = tableStatus(db, resource);
  if (status.rows === 0) throw new NotReady(resource);
  return status;
}

/** Lets other requests in between chunks of a long view (the registry's `tables.pause`). */
export type Pause = () => Promise<void>;
/** For a view called outside the registry (tests, the bench): no pause. */
export const NO_PAUSE: Pause = async () => {};

/** The state of the mirror's table `stream` (a resource of server/mirror/tables.ts). */
export function viewState(db: GatewayDb, stream: string, table: string): ViewState {
  const row = db
    .prepare('SELECT as_of AS asOf, full_at AS fullAt FROM mirror_streams WHERE stream = ?')
    .get(stream) as { asOf: number | null; fullAt: number | null } | undefined;
  const held = db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
  return {
    asOf: row?.asOf ? new Date(row.asOf).toISOString() : null,
    complete: row?.fullAt != null,
    held,
    contracts: { held: 0, complete: false },
  };
}

/**
 * The insertions' state, with the contracts' (an insertion's advertiser is its contract's: until
 * they are read whole, views that name or filter by advertisers say some are unknown);
 * NotReady when the table holds no insertion.
 */
export function insertionState(db: GatewayDb): ViewState {
  ensureViewColumns(db);
  const state = viewState(db, 'insertions', 'insertions');
  if (state.held === 0 && !state.complete) throw new NotReady('insertions');
  const contracts = viewState(db, 'contracts', 'contracts');
  return { ...state, contracts: { held: contracts.held, complete: contracts.complete } };
}
