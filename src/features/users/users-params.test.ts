import { describe, expect, it } from 'vitest';
import { apiFilters, parseUserListParams, userListSearch } from './users-params';
import { roleLabels } from './roles';

describe('parseUserListParams', () => {
  it('reads the API filters and the text search', () => {
    const { params, corrections } = parseUserListParams(
      new URLSearchParams('email=dana.whitfield%40harborcitymedia.com&first_name=Maria&q=sales'),
    );
    expect(params).toEqual({
      email: 'dana.whitfield@harborcitymedia.com',
      firstName: 'Maria',
      q: 'sales',
    });
    expect(corrections).toEqual([]);
    expect(apiFilters(params)).toEqual({
      email: 'dana.whitfield@harborcitymedia.com',
      first_name: 'Maria',
    });
  });

  it('drops spaces an exact match would choke on, with a note', () => {
    const { params, corrections } = parseUserListParams(
      new URLSearchParams('first_name=%20Maria%20&email=%20'),
    );
    expect(params.firstName).toBe('Maria');
    expect(params.email).toBeNull();
    expect(corrections).toHaveLength(2);
    expect(apiFilters(params)).toEqual({ first_name: 'Maria' });
  });

  it('writes only the filters that are set', () => {
    expect(String(userListSearch({ email: null, firstName: null, q: '' }))).toBe('');
    expect(String(userListSearch({ email: null, firstName: 'Maria', q: 'lo' }))).toBe(
      'first_name=Maria&q=lo',
    );
  });
});

describe('roleLabels', () => {
  const none = {
    isAdmin: false,
    isSalesManager: false,
    isAccounting: false,
    isSales: false,
    isProduction: false,
    isMetrics: false,
  };
  it('is empty when every role is false', () => {
    expect(roleLabels(none)).toEqual([]);
  });
  it('names the roles in order', () => {
    expect(roleLabels({ ...none, isMetrics: true, isAdmin: true, isSales: true })).toEqual([
      'Administrator',
      'Sales',
      'Metrics',
    ]);
  });
});
