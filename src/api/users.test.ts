import { describe, expect, it } from 'vitest';
import { KNOWN } from '../../server/demo/index';
import { REFERENCE_STALE_MS } from './query-client';
import { queryOf, withDemoFetch } from '../testing/demo-fetch';
import { fetchUsers, userKeys, userListQuery } from './users';
import { userSchema } from '../domain/users';

const net = withDemoFetch();

const U = KNOWN.users;

describe('users from the demo', () => {
  it('all users; JSON booleans become roles', async () => {
    const { items, problems } = await fetchUsers();
    expect(problems).toEqual([]);
    expect(net.urls).toEqual(['/api/secondary/users/']);
    expect(items).toHaveLength(U.count);
    expect(items[0]).toEqual({
      id: 1,
      firstName: 'Dana',
      lastName: 'Whitfield',
      email: U.knownEmail,
      active: true,
      dateCreated: '2018-02-05 08:00:00',
      dateDeleted: null,
      isAccounting: false,
      isAdmin: true,
      isMetrics: true,
      isProduction: false,
      isSales: true,
      isSalesManager: true,
    });
    const byId = new Map(items.map((u) => [u.id, u]));
    const none = byId.get(U.noRolesUserId);
    expect([
      none?.isAccounting,
      none?.isAdmin,
      none?.isMetrics,
      none?.isProduction,
      none?.isSales,
      none?.isSalesManager,
    ]).toEqual([false, false, false, false, false, false]);
    expect(byId.get(U.inactiveUserId)?.active).toBe(false);
    expect(byId.get(U.placeholderDeletedUserId)?.dateDeleted).toBeNull();
  });

  it('filters by e-mail and first name', async () => {
    const byEmail = await fetchUsers({ email: U.knownEmail });
    expect(byEmail.items.map((u) => u.id)).toEqual([U.knownEmailUserId]);
    expect(queryOf(net.urls[0])).toEqual({ email: U.knownEmail });
    const byName = await fetchUsers({ first_name: U.sharedFirstName, email: '' });
    expect(byName.items.map((u) => String(u.id))).toEqual([...U.sharedFirstNameUserIds]);
    expect(queryOf(net.urls[1])).toEqual({ first_name: 'Maria' });
  });

  it('drift: the user without an e-mail is reported', async () => {
    net.headers['x-demo-fault'] = 'drift';
    const { items, problems } = await fetchUsers();
    expect(items).toHaveLength(U.count - 1);
    expect(problems[0]).toMatchObject({ endpoint: 'secondary /users/', recordId: '1' });
    expect(problems[0]?.message).toMatch(/email/);
  });
});

describe('user quirks and options', () => {
  it("'0'/'1' booleans read like JSON ones", () => {
    const user = userSchema.parse({
      id: '30',
      first_name: 'A',
      last_name: 'B',
      email: 'a@b.example',
      active: '1',
      date_created: null,
      date_deleted: '0000-00-00 00:00:00',
      is_accounting: '0',
      is_admin: '1',
      is_metrics: 0,
      is_production: 1,
      is_sales: 'true',
      is_sales_manager: false,
    });
    expect(user).toMatchObject({
      active: true,
      isAccounting: false,
      isAdmin: true,
      isMetrics: false,
      isProduction: true,
      isSales: true,
      isSalesManager: false,
      dateDeleted: null,
    });
    expect(userSchema.safeParse({ ...user, id: '30', active: 'y' }).success).toBe(false);
  });

  it('empty filters are left out of the key', () => {
    expect(userKeys.list({ email: '', first_name: 'Maria' })).toEqual([
      'users',
      'list',
      { first_name: 'Maria' },
    ]);
    expect(userListQuery().queryKey).toEqual(['users', 'list', {}]);
    expect(userListQuery().staleTime).toBe(REFERENCE_STALE_MS);
  });
});
