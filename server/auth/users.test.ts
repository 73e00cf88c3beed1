import { describe, expect, it, vi } from 'vitest';
import { USERS } from '../demo/people';
import { createUsersDirectory, isRealDate, parseUsers } from './users';

describe('the users list', () => {
  it('reads the wire quirks: string booleans, placeholder dates, mixed-case e-mails', () => {
    const byEmail = parseUsers({
      users: [
        {
          email: 'A.Person@Example.com',
          first_name: 'A',
          last_name: 'Person',
          active: '1',
          date_deleted: '0000-00-00 00:00:00',
          is_admin: '0',
          is_sales: '1',
        },
        { email: 'b@example.com', active: 0, date_deleted: '2024-01-02 03:04:05' },
        { email: 'not-an-email' },
        null,
      ],
    });
    expect([...byEmail.keys()]).toEqual(['a.person@example.com', 'b@example.com']);
    expect(byEmail.get('a.person@example.com')).toEqual({
      person: { email: 'a.person@example.com', name: 'A Person', roles: ['sales'] },
      active: true,
      deleted: false,
    });
    expect(byEmail.get('b@example.com')).toMatchObject({ active: false, deleted: true });
    expect(() => parseUsers({ nope: [] })).toThrow(/no "users" list/);
  });

  it('tells placeholder dates from real ones', () => {
    expect(isRealDate('1969-12-31 00:00:00')).toBe(false);
    expect(isRealDate('0000-00-00')).toBe(false);
    expect(isRealDate(null)).toBe(false);
    expect(isRealDate('2025-08-29 17:00:00')).toBe(true);
  });

  it('refuses strangers, inactive and deleted users', async () => {
    const directory = createUsersDirectory(async () => ({
      users: [
        ...USERS,
        {
          ...USERS[1],
          email: 'gone@example.com',
          active: true,
          date_deleted: '2024-01-01 00:00:00',
        },
      ],
    }));
    expect(await directory.lookup('MAIA@example.com')).toEqual({ ok: false, reason: 'stranger' });
    expect(await directory.lookup('rosa.delgado@harborcitymedia.com')).toEqual({
      ok: false,
      reason: 'inactive',
    });
    expect(await directory.lookup('gone@example.com')).toEqual({ ok: false, reason: 'deleted' });
    expect(await directory.lookup(' Grace.Kim@HarborCityMedia.com ')).toMatchObject({
      ok: true,
      person: { name: 'Grace Kim', roles: ['administrator', 'accounting'] },
    });
  });

  it('reads the list once per refresh, merges reads in flight, keeps the last good copy', async () => {
    let t = 0;
    const source = vi.fn(async () => ({ users: USERS }));
    const logError = vi.fn();
    const directory = createUsersDirectory(source, { refreshMs: 1000, now: () => t, logError });
    await Promise.all([directory.lookup('a@b.c'), directory.lookup('d@e.f')]);
    expect(source).toHaveBeenCalledTimes(1);
    t = 999;
    await directory.lookup('a@b.c');
    expect(source).toHaveBeenCalledTimes(1);
    t = 1000;
    source.mockRejectedValueOnce(new Error('upstream 500'));
    expect(await directory.lookup('grace.kim@harborcitymedia.com')).toMatchObject({ ok: true });
    expect(source).toHaveBeenCalledTimes(2);
    expect(logError).toHaveBeenCalledWith(expect.stringContaining('upstream 500'));
  });

  it('says unavailable when the list was never read', async () => {
    const directory = createUsersDirectory(async () => Promise.reject(new Error('down')));
    expect(await directory.lookup('grace.kim@harborcitymedia.com')).toEqual({
      ok: false,
      reason: 'unavailable',
    });
  });
});
