import { describe, expect, it } from 'vitest';
import {
  DEFAULT_POLICY,
  describeAllowed,
  forbiddenPages,
  mayRead,
  parseRolePolicy,
  sectionOfApi,
  sectionOfPage,
} from './policy';

describe('the role policy', () => {
  it('has the documented defaults', () => {
    expect(mayRead(DEFAULT_POLICY, 'contracts', [])).toBe(true);
    expect(mayRead(DEFAULT_POLICY, 'invoices', ['sales'])).toBe(true);
    expect(mayRead(DEFAULT_POLICY, 'invoices', ['production', 'metrics'])).toBe(false);
    expect(mayRead(DEFAULT_POLICY, 'receivables', ['sales'])).toBe(false);
    expect(mayRead(DEFAULT_POLICY, 'statements', ['sales_manager'])).toBe(true);
    expect(mayRead(DEFAULT_POLICY, 'users', ['accounting', 'sales_manager'])).toBe(false);
    expect(mayRead(DEFAULT_POLICY, 'users', ['administrator'])).toBe(true);
    expect(describeAllowed(DEFAULT_POLICY, 'invoices')).toBe(
      'accounting, sales, sales manager and administrator',
    );
  });

  it('maps pages and API paths to sections', () => {
    expect(sectionOfPage('/invoices')).toBe('invoices');
    expect(sectionOfPage('/invoices/12/')).toBe('invoices');
    expect(sectionOfPage('/invoicesx')).toBeUndefined();
    expect(sectionOfPage('/advertisers/7/statement')).toBe('statements');
    expect(sectionOfPage('/advertisers/7')).toBeUndefined();
    expect(sectionOfPage('/')).toBeUndefined();
    expect(sectionOfApi('/api/base/invoices/')).toBe('invoices');
    expect(sectionOfApi('/api/secondary/users/')).toBe('users');
    expect(sectionOfApi('/api/base/whatever')).toBe('unlisted');
    expect(sectionOfApi('/api/me')).toBeUndefined();
  });

  it('lists the pages to hide', () => {
    expect(forbiddenPages(DEFAULT_POLICY, ['administrator'])).toEqual([]);
    expect(forbiddenPages(DEFAULT_POLICY, ['sales'])).toEqual([
      '/receivables',
      '/receivables/**',
      '/advertisers/*/statement',
      '/advertisers/*/statement/**',
      '/users',
      '/users/**',
    ]);
  });

  it('reads ROLE_POLICY over the defaults', () => {
    const policy = parseRolePolicy('{"invoices":["accounting"],"users":"*"}');
    expect(policy.invoices).toEqual(['accounting']);
    expect(policy.users).toBe('*');
    expect(policy.receivables).toEqual(DEFAULT_POLICY.receivables);
    expect(() => parseRolePolicy('{"nope":"*"}')).toThrow(/unknown section "nope"/);
    expect(() => parseRolePolicy('{"users":"admin"}')).toThrow(/must be "\*" or a list/);
    expect(() => parseRolePolicy('[1]')).toThrow(/object/);
    expect(() => parseRolePolicy('{')).toThrow(/not JSON/);
  });
});
