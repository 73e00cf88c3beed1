// Watches and digests in the server's store: one implementation over the store's SQL runner
// (server/store/sql.ts), on the gateway's SQLite file (one server; its tables in
// gateway/database.ts) or on Postgres (DATABASE_URL: every replica sees the same watches and
// claims the same digests; migration 2). The same contract tests run on both (store.test.ts).
import { randomBytes } from 'node:crypto';
import type { Sql } from '../store/sql';
import type { WatchKind } from '../../src/domain/watches';

export interface StoredWatch {
  id: number;
  owner: string;
  kind: WatchKind;
  target: string;
  label: string;
  createdAt: number;
  /** A size's or view's snapshot (snapshots.ts, JSON) at the last visit, and at the last digest. */
  seenState: string | null;
  sentState: string | null;
}

interface WatchPerson {
  owner: string;
  /** Where the digest goes (the person's e-mail; none for this machine without DIGEST_TO). */
  email: string | null;
  roles: string[];
  visitedAt: number | null;
  /** The digest covered the changes until then. */
  digestThrough: number | null;
  unsubscribedAt: number | null;
}

export interface StoredDigest {
  id: number;
  owner: string;
  run: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  status: 'pending' | 'sent' | 'expired';
  attempts: number;
  nextAt: number;
  createdAt: number;
  sentAt: number | null;
  lastError: string | null;
}

const WATCH_COLUMNS = `id, owner, kind, target, label, created_at AS "createdAt",
  seen_state AS "seenState", sent_state AS "sentState"`;
const PERSON_COLUMNS = `owner, email, roles, visited_at AS "visitedAt",
  digest_through AS "digestThrough", unsubscribed_at AS "unsubscribedAt"`;
const DIGEST_COLUMNS = `id, owner, run, recipient, subject, text, html, status, attempts,
  next_at AS "nextAt", created_at AS "createdAt", sent_at AS "sentAt", last_error AS "lastError"`;

const person = (row: Omit<WatchPerson, 'roles'> & { roles: string }): WatchPerson => ({
  ...row,
  roles: JSON.parse(row.roles) as string[],
});

export function createWatchStore(sql: Sql) {
  return {
    list: (owner: string) =>
      sql.all<StoredWatch>(`SELECT ${WATCH_COLUMNS} FROM watches WHERE owner = ? ORDER BY id`, [
        owner,
      ]),
    /**
     * The watch, new (its snapshot now as both last seen and last sent) or the one the person had
     * already (watching twice is watching).
     */
    async add(
      owner: string,
      wanted: { kind: WatchKind; target: string; label: string; state: string | null },
      at: number,
    ) {
      const { kind, target, label, state } = wanted;
      await sql.run(
        `INSERT INTO watches (owner, kind, target, label, created_at, seen_state, sent_state)
         VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (owner, kind, target) DO NOTHING`,
        [owner, kind, target, label, at, state, state],
      );
      const [watch] = await sql.all<StoredWatch>(
        `SELECT ${WATCH_COLUMNS} FROM watches WHERE owner = ? AND kind = ? AND target = ?`,
        [owner, kind, target],
      );
      return watch!;
    },
    /** Each watch's snapshot as the person saw it (`seen`) or as the digest told it (`sent`). */
    async saveStates(which: 'seen' | 'sent', states: readonly [number, string | null][]) {
      for (const [id, state] of states) {
        await sql.run(`UPDATE watches SET ${which}_state = ? WHERE id = ?`, [state, id]);
      }
    },
    /** False when the person has no such watch (another person's is none of theirs). */
    remove: async (owner: string, id: number) =>
      (await sql.run('DELETE FROM watches WHERE owner = ? AND id = ?', [owner, id])) > 0,

    async person(owner: string): Promise<WatchPerson | null> {
      const [row] = await sql.all<Parameters<typeof person>[0]>(
        `SELECT ${PERSON_COLUMNS} FROM watch_people WHERE owner = ?`,
        [owner],
      );
      return row ? person(row) : null;
    },
    /** Who the owner is now (e-mail, roles), kept for the digest written without a request. */
    async savePerson(owner: string, email: string | null, roles: readonly string[]) {
      await sql.run(
        `INSERT INTO watch_people (owner, email, roles) VALUES (?, ?, ?)
         ON CONFLICT (owner) DO UPDATE SET email = excluded.email, roles = excluded.roles`,
        [owner, email, JSON.stringify(roles)],
      );
    },
    /** When the person last visited, was last sent the changes until, or stopped the e-mail. */
    mark: (owner: string, when: 'visited_at' | 'digest_through' | 'unsubscribed_at', at: number) =>
      sql.run(`UPDATE watch_people SET ${when} = ? WHERE owner = ?`, [at, owner]),
    /** The people with a watch who still want the morning e-mail. */
    async subscribers(): Promise<WatchPerson[]> {
      const rows = await sql.all<Parameters<typeof person>[0]>(
        `SELECT ${PERSON_COLUMNS} FROM watch_people p WHERE unsubscribed_at IS NULL
         AND EXISTS (SELECT 1 FROM watches w WHERE w.owner = p.owner) ORDER BY owner`,
      );
      return rows.map(person);
    },

    /** Whether this caller writes the run's digests (the first to ask; every other: false). */
    claimRun: async (run: string, at: number) =>
      (await sql.run('INSERT INTO digest_runs (run, at) VALUES (?, ?) ON CONFLICT DO NOTHING', [
        run,
        at,
      ])) > 0,
    addDigest: (
      d: Pick<StoredDigest, 'owner' | 'run' | 'recipient' | 'subject' | 'text' | 'html'>,
      at: number,
    ) =>
      sql.run(
        `INSERT INTO digests (owner, run, recipient, subject, text, html, status, next_at, created_at)
         VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?) ON CONFLICT (owner, run) DO NOTHING`,
        [d.owner, d.run, d.recipient, d.subject, d.text, d.html, at, at],
      ),
    due: (at: number) =>
      sql.all<StoredDigest>(
        `SELECT ${DIGEST_COLUMNS} FROM digests WHERE status = 'pending' AND next_at <= ?
         AND claimed_until <= ? ORDER BY id`,
        [at, at],
      ),
    /** Takes a digest to send it until `until`: true for one sender only. */
    claim: async (id: number, at: number, until: number) =>
      (await sql.run(
        `UPDATE digests SET claimed_until = ? WHERE id = ? AND status = 'pending'
         AND claimed_until <= ?`,
        [until, id, at],
      )) > 0,
    sent: (id: number, at: number) =>
      sql.run(
        `UPDATE digests SET status = 'sent', sent_at = ?, attempts = attempts + 1,
         claimed_until = 0 WHERE id = ?`,
        [at, id],
      ),
    failed: (id: number, error: string, nextAt: number) =>
      sql.run(
        `UPDATE digests SET attempts = attempts + 1, last_error = ?, next_at = ?, claimed_until = 0
         WHERE id = ?`,
        [error, nextAt, id],
      ),
    /** Digests unsent for a day are given up (and stay listed as such). */
    expire: (before: number) =>
      sql.run(`UPDATE digests SET status = 'expired' WHERE status = 'pending' AND created_at < ?`, [
        before,
      ]),
    /** The digests not sent (pending with an error, or given up) since `since`, newest first. */
    troubles: (since: number) =>
      sql.all<StoredDigest>(
        `SELECT ${DIGEST_COLUMNS} FROM digests WHERE created_at >= ?
         AND (status = 'expired' OR (status = 'pending' AND attempts > 0)) ORDER BY id DESC`,
        [since],
      ),
    /** Marks a digest's unsubscribe link used: 'used' when it was already, null: no digest. */
    async useLink(owner: string, run: string, at: number): Promise<'done' | 'used' | null> {
      const changed = await sql.run(
        'UPDATE digests SET link_used_at = ? WHERE owner = ? AND run = ? AND link_used_at IS NULL',
        [at, owner, run],
      );
      if (changed > 0) return 'done';
      const [row] = await sql.all('SELECT 1 FROM digests WHERE owner = ? AND run = ?', [
        owner,
        run,
      ]);
      return row ? 'used' : null;
    },
    /** The key that signs unsubscribe links, made once and shared by every replica. */
    async secret(): Promise<string> {
      await sql.run(
        'INSERT INTO watch_settings (name, value) VALUES (?, ?) ON CONFLICT DO NOTHING',
        ['link_secret', randomBytes(32).toString('base64url')],
      );
      const [row] = await sql.all<{ value: string }>(
        'SELECT value FROM watch_settings WHERE name = ?',
        ['link_secret'],
      );
      return row!.value;
    },
  };
}

export type WatchStore = ReturnType<typeof createWatchStore>;
