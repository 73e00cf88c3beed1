// Faults of the gateway's store (a full disk, a DATA_DIR that became read-only): every write goes
// through here, so the first failure is logged once, the gateway knows not to call the API while
// the ledger cannot record the call, and the first write that works again is logged as recovered.
import Database from 'better-sqlite3';
import type { Logger } from './logger';

/** What is wrong with the store, in words for an answer and a log line. */
export function storeProblem(error: InstanceType<typeof Database.SqliteError>): string {
  const code = error.code;
  if (code === 'SQLITE_FULL') return 'the disk under DATA_DIR is full';
  if (code.startsWith('SQLITE_READONLY') || code.startsWith('SQLITE_CANTOPEN')) {
    return 'DATA_DIR is not writable';
  }
  if (code.startsWith('SQLITE_IOERR')) return 'writing to DATA_DIR failed (an I/O error)';
  return `the store under DATA_DIR failed to write (${code})`;
}

export class StoreFault extends Error {}

/** Node's codes for a database server that cannot be reached. */
const UNREACHABLE = /^(ECONNREFUSED|ECONNRESET|ENOTFOUND|ETIMEDOUT|EHOSTUNREACH|EPIPE)$/;

/** What an answer says while Postgres cannot be reached (its address stays in the log). */
export const DATABASE_UNREACHABLE = 'the database is unreachable';

/** A store's fault: `problem` for answers (no address, no secret), `detail` for the log. */
export interface Fault {
  code: string;
  problem: string;
  detail: string;
}

/**
 * What is wrong with the store when `error` is a store's fault (SQLite's, or Postgres's: an
 * error the server sent, a connection refused or lost), else null (a bug, rethrown as it is).
 */
export function faultOf(error: unknown): Fault | null {
  if (error instanceof Database.SqliteError) {
    return { code: error.code, problem: storeProblem(error), detail: error.message };
  }
  const { code, severity } = (error ?? {}) as { code?: unknown; severity?: unknown };
  const detail = error instanceof Error ? error.message : String(error);
  const lost =
    (typeof code === 'string' && UNREACHABLE.test(code)) ||
    /^Connection terminated|timeout exceeded when trying to connect/.test(detail);
  // pg's DatabaseError carries the server's severity and SQLSTATE: a lost or refused connection
  // (class 08), a server shutting down or starting (57P), out of connections (53) is the database
  // unreachable; any other, a statement it failed.
  const refused = typeof code === 'string' && /^(08|57P|53)/.test(code);
  if (lost || (typeof severity === 'string' && refused)) {
    return { code: String(code ?? 'connection'), problem: DATABASE_UNREACHABLE, detail };
  }
  if (typeof severity === 'string') {
    return {
      code: String(code),
      problem: `the database failed a statement (SQLSTATE ${String(code)})`,
      detail,
    };
  }
  return null;
}

export function createStoreHealth(logger: Logger) {
  let problem: string | null = null;
  const failed = (what: string, error: unknown): never => {
    const fault = faultOf(error);
    if (!fault) throw error;
    if (problem === null) {
      logger.error(
        { code: fault.code, during: what, detail: fault.detail },
        `the gateway's store cannot be written: ${fault.problem}; no API calls until it can (copies held are still served)`,
      );
    }
    problem = fault.problem;
    throw new StoreFault(fault.problem);
  };
  const worked = (what: string) => {
    if (problem !== null) {
      logger.info({ during: what }, "the gateway's store can be written again");
      problem = null;
    }
  };
  return {
    /**
     * Runs a write. A store's fault (SQLite's or Postgres's) is reported and rejects as a
     * StoreFault; any other error rejects as it is.
     */
    async write<T>(what: string, run: () => Promise<T>): Promise<T> {
      const result = await run().catch((error: unknown) => failed(what, error));
      worked(what);
      return result;
    },
    /** What is wrong now, or null while writes work. */
    problem: () => problem,
  };
}

export type StoreHealth = ReturnType<typeof createStoreHealth>;
