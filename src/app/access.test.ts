import { expect, it } from 'vitest';
import { forbiddenSection, type Access } from '../lib/access';

const access: Access = {
  mode: 'oidc',
  openToAll: false,
  person: { name: 'Tom Okafor', email: 'tom@example.com', roles: ['Production'] },
  forbidden: [
    { label: 'Invoices', pages: ['/invoices', '/invoices/**'], allowed: 'accounting' },
    { label: 'Statements', pages: ['/advertisers/*/statement'], allowed: 'accounting' },
  ],
  signOut: { url: '/auth/logout', method: 'post' },
};

it('finds the section that keeps a page from the person', () => {
  expect(forbiddenSection(access, '/invoices')?.label).toBe('Invoices');
  expect(forbiddenSection(access, '/invoices/')?.label).toBe('Invoices');
  expect(forbiddenSection(access, '/invoices/12')?.label).toBe('Invoices');
  expect(forbiddenSection(access, '/advertisers/7/statement')?.label).toBe('Statements');
  expect(forbiddenSection(access, '/advertisers/7')).toBeUndefined();
  expect(forbiddenSection(access, '/invoicesx')).toBeUndefined();
  expect(forbiddenSection(access, '/contracts/1')).toBeUndefined();
  expect(forbiddenSection(undefined, '/invoices')).toBeUndefined();
});
