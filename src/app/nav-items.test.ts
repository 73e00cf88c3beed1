import { expect, it } from 'vitest';
import {
  DEFAULT_POLICY,
  ROLES,
  forbiddenSections,
  mayRead,
  parseRolePolicy,
  sectionOfPage,
  type Role,
  type RolePolicy,
} from '../../server/auth/policy';
import type { Access } from '../lib/access';
import { NAV_GROUPS, navGroupsFor } from './nav-items';

/** What /auth/me sends a person with these roles (server/auth/index.ts). */
const accessOf = (roles: Role[], policy: RolePolicy = DEFAULT_POLICY): Access => ({
  mode: 'proxy',
  openToAll: false,
  person: { name: 'Someone', email: 'someone@example.com', roles },
  forbidden: forbiddenSections(policy, roles),
  signOut: null,
});

const labels = (access: Access | undefined) =>
  navGroupsFor(access).flatMap((group) => group.items.map((item) => item.label));
const all = NAV_GROUPS.flatMap((group) => group.items.map((item) => item.label));

it('shows every section to an administrator, and to everyone without sign-in', () => {
  expect(labels(accessOf(['administrator']))).toEqual(all);
  expect(labels(undefined)).toEqual(all);
  expect(all).toHaveLength(15);
});

it('leaves out what production and a salesperson may not read', () => {
  const production = labels(accessOf(['production']));
  for (const refused of ['Invoices', 'Receivables', 'Bookings', 'Pacing', 'Users']) {
    expect(production).not.toContain(refused);
  }
  expect(production).toEqual(expect.arrayContaining(['Run sheet', 'Contracts', 'Advertisers']));
  expect(navGroupsFor(accessOf(['production'])).map((g) => g.label)).toEqual([
    'Sales',
    'Production',
    'People',
    'Follow',
  ]);
  const sales = labels(accessOf(['sales']));
  expect(sales).toContain('Invoices');
  expect(sales).not.toContain('Users');
});

it('offers a role exactly the sections the server lets it read, under any policy', () => {
  const policies = [
    DEFAULT_POLICY,
    parseRolePolicy('{"users":"*","contracts":["sales"],"insertions":["production"]}'),
  ];
  for (const policy of policies) {
    for (const role of ROLES) {
      const shown = new Set(labels(accessOf([role], policy)));
      for (const item of NAV_GROUPS.flatMap((group) => group.items)) {
        const section = sectionOfPage(item.to);
        const readable = section === undefined || mayRead(policy, section, [role]);
        expect(shown.has(item.label), `${role} ${item.label}`).toBe(readable);
      }
    }
  }
});

it('drops a group whose every section is refused', () => {
  const policy = parseRolePolicy('{"invoices":[],"receivables":[]}');
  expect(navGroupsFor(accessOf(['accounting'], policy)).map((g) => g.label)).not.toContain(
    'Accounting',
  );
});
