// Sessions signed out before their expiry, remembered until then. Kept in the gateway's SQLite file
// when there is one, so a copied cookie stays refused after a restart; a memory copy answers first
// and keeps sign-out working while the disk cannot be written.
import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';

export interface Revocations {
  revoke(sid: string, exp: number, now: number): void;
  has(sid: string, now: number): boolean;
}

/** Only a hash of the session id is written: the table alone cannot name a session. */
export const digest = (sid: string) => createHash('sha256').update(sid).digest('base64url');

export function memoryRevocations(): Revocations {
  const until = new Map<string, number>();
  return {
    revoke(sid, exp, now) {
      for (const [id, end] of until) if (end <= now) until.delete(id);
      until.set(sid, exp);
    },
    has(sid, now) {
      const end = until.get(sid);
      return end !== undefined && end > now;
    },
  };
}

export function storedRevocations(
  db: Database.Database,
  onError: (error: Error) => void = () => undefined,
): Revocations {
  db.exec(`CREATE TABLE IF NOT EXISTS revoked_sessions (
    sid_hash TEXT PRIMARY KEY,
    until INTEGER NOT NULL
  )`);
  const insert = db.prepare(
    'INSERT OR REPLACE INTO revoked_sessions (sid_hash, until) VALUES (?, ?)',
  );
  const sweep = db.prepare('DELETE FROM revoked_sessions WHERE until <= ?');
  const find = db.prepare('SELECT 1 FROM revoked_sessions WHERE sid_hash = ? AND until > ?');
  const memory = memoryRevocations();
  return {
    revoke(sid, exp, now) {
      memory.revoke(sid, exp, now);
      try {
        sweep.run(now);
        insert.run(digest(sid), exp);
      } catch (error) {
        onError(error as Error);
      }
    },
    has(sid, now) {
      if (memory.has(sid, now)) return true;
      try {
        return find.get(digest(sid), now) !== undefined;
      } catch (error) {
        // Unreadable store: refusing every session would lock everyone out; the memory copy holds
        // this process's own sign-outs.
        onError(error as Error);
        return false;
      }
    },
  };
}
