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

export interface StoreHealth {
  /**
   * Runs a write. A store fault (a SQLite error) is reported and rethrown as a StoreFault; any
   * other error is rethrown as it is.
   */
  write<T>(what: string, run: () => T): T;
  /** Runs a write the answer does not depend on: a store fault is only reported. */
  tryWrite(what: string, run: () => void): void;
  /** What is wrong now, or null while writes work. */
  problem(): string | null;
}

export class StoreFault extends Error {}

export function createStoreHealth(logger: Logger): StoreHealth {
  let problem: string | null = null;
  const health: StoreHealth = {
    write(what, run) {
      let result;
      try {
        result = run();
      } catch (error) {
        if (!(error instanceof Database.SqliteError)) throw error;
        const now = storeProblem(error);
        if (problem === null) {
          logger.error(
            { code: error.code, during: what },
            `the gateway's store cannot be written: ${now}; no API calls until it can (copies held are still served)`,
          );
        }
        problem = now;
        throw new StoreFault(now);
      }
      if (problem !== null) {
        logger.info({ during: what }, "the gateway's store can be written again");
        problem = null;
      }
      return result;
    },
    tryWrite(what, run) {
      try {
        health.write(what, run);
      } catch (error) {
        if (!(error instanceof StoreFault)) throw error;
      }
    },
    problem: () => problem,
  };
  return health;
}
