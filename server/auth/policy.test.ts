import { describe, expect, it } from 'vitest';
import {
  accessOf,
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
    // A salesperson reads her own receivables, pacing and advertisers; the rest everyone's.
    expect(accessOf(DEFAULT_POLICY, 'receivables', ['sales'])).toBe('own');
    expect(accessOf(DEFAULT_POLICY, 'bookings', ['sales'])).toBe('own');
    expect(accessOf(DEFAULT_POLICY, 'bookings', ['sales', 'sales_manager'])).toBe('all');
    expect(accessOf(DEFAULT_POLICY, 'receivables', ['production'])).toBe('none');
    expect(mayRead(DEFAULT_POLICY, 'receivables', ['sales'])).toBe(true);
    expect(describeAllowed(DEFAULT_POLICY, 'receivables')).toBe(
      'accounting, sales managers and administrators; sales for their own',
    );
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
    // Own records where the section's views are per seller; nowhere else, no unknown role.
    const own = parseRolePolicy('{"receivables":["accounting","sales_manager:own"]}');
    expect(accessOf(own, 'receivables', ['sales_manager'])).toBe('own');
    expect(accessOf(own, 'receivables', ['sales'])).toBe('none');
    expect(() => parseRolePolicy('{"invoices":["sales:own"]}')).toThrow(
      /ROLE_POLICY.invoices must be "\*" or a list of roles .*, got "sales:own"/,
    );
    expect(() => parseRolePolicy('{"bookings":["boss:own"]}')).toThrow(
      /each may be written role:own for its own records, got "boss:own"/,
    );
  });
});
