// What every view of the mirror says beside its figures: as of when the table it reads was last
// read, and whether it has been read whole (until then it holds part of the account: a view says
// so, never a silent partial figure). A view the copy cannot answer yet throws NotReady (503).
import type { TableStatus } from '../../../src/domain/mirror-views';
import type { Coverage, ViewMeta } from '../../../src/domain/view-contract';
import type { GatewayDb } from '../../gateway/database';
import { tableStatus } from '../streams';
import { ensureViewColumns } from './columns';

/** A table's state as every view of it says it (its rows `held`). */
export type ViewState = Omit<ViewMeta, 'contracts'>;

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

type Table = 'contracts' | 'invoices' | 'insertions';

/** The state of one of the mirror's tables (its stream's: server/mirror/streams.ts). */
export function viewState(db: GatewayDb, table: Table): ViewState {
  const { rows, asOf, complete } = tableStatus(db, table);
  return { asOf, complete, held: rows };
}

/** The table's state; NotReady while it holds no row and was never read whole. */
export function readyState(db: GatewayDb, table: Table): ViewState {
  const state = viewState(db, table);
  if (state.held === 0 && !state.complete) throw new NotReady(table);
  return state;
}

/** The table's status (its rows, as of, read whole); NotReady (503) while it holds no row. */
export function requireRows(db: GatewayDb, resource: 'contracts' | 'invoices'): TableStatus {
  const status = tableStatus(db, resource);
  if (status.rows === 0) throw new NotReady(resource);
  return status;
}

/**
 * How much of the account's contracts the mirror holds, for every view over them to say: the
 * figures cover N contracts, and whether the list was read whole (an account without the contract
 * list never is: the mirror then holds only the contracts read one by one so far). `required`:
 * NotReady (503) while the mirror has read none.
 */
export function contractCoverage(db: GatewayDb, required = true): Coverage {
  const { rows, asOf, complete } = tableStatus(db, 'contracts');
  if (required && rows === 0 && asOf === null) {
    throw new NotReady(
      'contracts',
      "The server has not read the account's contracts yet: the figures appear after its first pass",
    );
  }
  return { contracts: rows, complete, asOf };
}

/** Whole cents of an amount, as every figure adds them. */
export const centsOf = (amount: number) => Math.round(amount * 100);

/** Lets other requests in between chunks of a long view (the registry's `tables.pause`). */
export type Pause = () => Promise<void>;
/** For a view called outside the registry (tests, the bench): no pause. */
export const NO_PAUSE: Pause = async () => {};

/**
 * The insertions' state, with the contracts' (an insertion's advertiser is its contract's: until
 * they are read whole, views that name or filter by advertisers say some are unknown);
 * NotReady when the table holds no insertion.
 */
export function insertionState(db: GatewayDb) {
  ensureViewColumns(db);
  const { held, complete } = viewState(db, 'contracts');
  return { ...readyState(db, 'insertions'), contracts: { held, complete } };
}
