// Which server runs the account mirror's sync when several share one database: the one holding a
// Postgres advisory lock on a connection of its own. The lock goes with the connection, so a
// leader that dies (or loses its network) frees it, and another server, trying again every
// `retryMs`, takes over. On SQLite there is one server: it always leads.
import pg from 'pg';
import { LOCKS } from './migrations';

export interface Leader {
  isLeader(): boolean;
  /** Called with the new state whenever it changes, and at once when this server leads already. */
  onChange(listener: (leading: boolean) => void): void;
  /** Gives the lock up (the connection closes). */
  close(): Promise<void>;
}

export const DEFAULT_LEADER_RETRY_MS = 15_000;

/** The embedded store: the only server, the leader. */
export function soleLeader(): Leader {
  return { isLeader: () => true, onChange: () => undefined, close: async () => undefined };
}

export function postgresLeader(
  connectionString: string,
  options: {
    /** Which lock: servers of one account lead its sync. */
    account: string;
    retryMs?: number;
    onError?: (error: Error) => void;
  },
): Leader {
  const retryMs = options.retryMs ?? DEFAULT_LEADER_RETRY_MS;
  const listeners: ((leading: boolean) => void)[] = [];
  let leading = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let closed = false;

  const set = (value: boolean) => {
    if (value === leading) return;
    leading = value;
    for (const listener of listeners) listener(value);
  };
  const later = () => {
    if (closed) return;
    timer = setTimeout(() => void attempt(), retryMs);
    timer.unref();
  };
  /** A connection lost: the lock went with it. */
  const lost = (error: Error) => {
    options.onError?.(error);
    set(false);
    const old = client;
    client = null;
    void old?.end().catch(() => undefined);
  };

  async function attempt() {
    timer = null;
    try {
      if (!client) {
        const fresh = new pg.Client({ connectionString, keepAlive: true });
        fresh.on('error', lost);
        await fresh.connect();
        if (closed) return void (await fresh.end());
        client = fresh;
      }
      if (leading) {
        // The leader's connection checked as often as the others try: a silent network loss
        // surfaces as an error here, and this server stops leading.
        await client.query('SELECT 1');
      } else {
        const { rows } = await client.query<{ got: boolean }>(
          'SELECT pg_try_advisory_lock($1, hashtext($2)) AS got',
          [LOCKS.leader, options.account],
        );
        set(rows[0]?.got === true);
      }
    } catch (error) {
      lost(error as Error);
    }
    later();
  }
  void attempt();

  return {
    isLeader: () => leading,
    onChange(listener) {
      listeners.push(listener);
      // A listener added after the lock was taken learns it too.
      if (leading) listener(true);
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      set(false);
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
