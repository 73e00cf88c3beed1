import { describe, expect, it } from 'vitest';
import {
  DEFAULT_POLICY,
  describeAllowed,
  forbiddenSections,
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
      'accounting, sales, sales managers and administrators',
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
    expect(sectionOfApi('/api/status')).toBeUndefined();
    expect(sectionOfApi('/api/secondary/contracts/?status=Open')).toBe('contracts');
    expect(sectionOfPage('/bookings')).toBe('bookings');
  });

  it('lists the sections to hide, with who may see them', () => {
    expect(forbiddenSections(DEFAULT_POLICY, ['administrator'])).toEqual([]);
    expect(forbiddenSections(DEFAULT_POLICY, ['sales'])).toEqual([
      {
        label: 'Receivables',
        pages: ['/receivables', '/receivables/**'],
        allowed: 'accounting, sales managers and administrators',
      },
      {
        label: 'Bookings',
        pages: ['/bookings', '/bookings/**', '/pacing'],
        allowed: 'accounting, sales managers and administrators',
      },
      {
        label: 'Statements',
        pages: ['/advertisers/*/statement', '/advertisers/*/statement/**'],
        allowed: 'accounting, sales managers and administrators',
      },
      { label: 'Users', pages: ['/users', '/users/**'], allowed: 'administrators' },
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
