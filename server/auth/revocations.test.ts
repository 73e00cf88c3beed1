import Database from 'better-sqlite3';
import { expect, it, vi } from 'vitest';
import { memoryRevocations, storedRevocations } from './revocations';

it('remembers a sign-out until the session would have expired', () => {
  for (const revoked of [memoryRevocations(), storedRevocations(new Database(':memory:'))]) {
    revoked.revoke('a', 100, 0);
    expect(revoked.has('a', 50)).toBe(true);
    expect(revoked.has('a', 100)).toBe(false);
    expect(revoked.has('b', 50)).toBe(false);
  }
});

it('writes a hash of the session id, never the id, and sweeps expired rows', () => {
  const db = new Database(':memory:');
  const revoked = storedRevocations(db);
  revoked.revoke('session-one', 100, 0);
  revoked.revoke('session-two', 500, 200);
  const rows = db.prepare('SELECT sid_hash, until FROM revoked_sessions').all() as {
    sid_hash: string;
  }[];
  expect(rows).toHaveLength(1);
  expect(JSON.stringify(rows)).not.toContain('session-two');
  expect(storedRevocations(db).has('session-two', 300)).toBe(true);
});

it('still signs out in this process when the store cannot be written', () => {
  const db = new Database(':memory:');
  const onError = vi.fn();
  const revoked = storedRevocations(db, onError);
  db.exec('DROP TABLE revoked_sessions'); // every write and read now fails
  revoked.revoke('a', 100, 0);
  expect(revoked.has('a', 50)).toBe(true);
  expect(revoked.has('b', 50)).toBe(false);
  expect(onError).toHaveBeenCalled();
});
