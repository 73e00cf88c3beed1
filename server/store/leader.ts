// Which server runs the account mirror's sync when several share one database: the one holding a
// lease, a row in `leases` (the account's) with its holder and an expiry the database's clock
// sets. The leader renews it on its own schedule; a leader that stops renewing (hung, stopped,
// cut off) loses it when it expires, and another server, trying as often, takes it. The leader
// counts its lease from when it asked for it, on its own monotonic clock, so a leader that wakes
// from a hang knows at once that it no longer leads (before any query answers), and the sync,
// which asks before each page, stops its pass. Not an advisory lock: any role may take those.
// On SQLite there is one server: it always leads.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type pg from 'pg';

export interface Leader {
  isLeader(): boolean;
  /** Called with the new state whenever it changes, and at once when this server leads already. */
  onChange(listener: (leading: boolean) => void): void;
  /** Gives the lease up (another server may take it at once). */
  close(): Promise<void>;
}

/** The embedded store: the only server, the leader. */
export function soleLeader(): Leader {
  return { isLeader: () => true, onChange: () => undefined, close: async () => undefined };
}

/**
 * The lease as written is half of `leaseMs`, renewed (and tried by the others) every sixth: a
 * leader that stops is replaced within two thirds of `leaseMs` of its last renewal.
 */
export function postgresLeader(
  pool: pg.Pool,
  options: {
    /** Which lease: servers of one account lead its sync. */
    account: string;
    leaseMs?: number;
    /** This server's name in the lease row (default: host, process and a random part). */
    holder?: string;
    onError?: (error: Error) => void;
    /** A monotonic clock in ms (the lease's validity is counted on it). */
    clock?: () => number;
  },
): Leader {
  const leaseMs = options.leaseMs ?? 30_000;
  const holdMs = Math.round(leaseMs / 2);
  const everyMs = Math.max(100, Math.round(leaseMs / 6));
  const clock = options.clock ?? (() => performance.now());
  const holder = options.holder ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const name = `sync:${options.account}`;
  const listeners: ((leading: boolean) => void)[] = [];
  let leading = false;
  /** Until when (on `clock`) this server may act as the leader. */
  let validUntil = 0;
  let closed = false;

  const set = (value: boolean) => {
    if (value === leading) return;
    leading = value;
    for (const listener of listeners) listener(value);
  };
  // Counted on this server's clock: past the lease, it stops leading at once, and its listeners
  // hear so, whether a caller asks first or the expiry's timer fires.
  const isLeader = () => {
    if (leading && clock() >= validUntil) set(false);
    return leading;
  };
  let expiry: ReturnType<typeof setTimeout> | undefined;

  let asking = false;
  async function attempt() {
    asking = true;
    const asked = clock();
    try {
      // Taken when free or expired, renewed when ours; the row comes back only then.
      const { rowCount } = await pool.query(
        `INSERT INTO leases (name, holder, expires_at)
           VALUES ($1, $2, clock_timestamp() + $3 * interval '1 millisecond')
         ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
           WHERE leases.holder = excluded.holder OR leases.expires_at < clock_timestamp()
         RETURNING holder`,
        [name, holder, holdMs],
      );
      // The database's expiry is at least holdMs after `asked`: counted from there, it is safe.
      if (rowCount === 1) {
        validUntil = asked + holdMs;
        clearTimeout(expiry);
        expiry = setTimeout(isLeader, Math.max(0, validUntil - clock()) + 1);
        expiry.unref();
      }
      if (!closed) set(rowCount === 1 && clock() < validUntil);
    } catch (error) {
      options.onError?.(error as Error);
      // Not renewed: this server stops leading now rather than when the lease would end.
      set(false);
    } finally {
      asking = false;
    }
  }
  // A renewal that hangs (the network gone) does not keep this server leading past its lease.
  const tick = () => {
    isLeader();
    if (!asking && !closed) void attempt();
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  void attempt();

  return {
    isLeader,
    onChange(listener) {
      listeners.push(listener);
      // A listener added after the lease was taken learns it too.
      if (leading) listener(true);
    },
    async close() {
      closed = true;
      clearInterval(timer);
      clearTimeout(expiry);
      const held = leading;
      set(false);
      if (held) {
        await pool
          .query('DELETE FROM leases WHERE name = $1 AND holder = $2', [name, holder])
          .catch(() => undefined);
      }
    },
  };
}
