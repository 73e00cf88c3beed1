import { describe, expect, it } from 'vitest';
import { listSearch, parseListParams } from '../../lib/list-params';
import { apiFilters, userListSpec } from './users-params';
import { roleLabels } from './user-columns';

const parse = (query: string) => parseListParams(userListSpec, query);

describe('the /users address', () => {
  it('reads the API filters and the text search', () => {
    const { values, corrections } = parse(
      'email=dana.whitfield%40harborcitymedia.com&first_name=Maria&q=sales',
    );
    expect(values).toEqual({
      email: 'dana.whitfield@harborcitymedia.com',
      first_name: 'Maria',
      q: 'sales',
    });
    expect(corrections).toEqual([]);
    expect(apiFilters(values)).toEqual({
      email: 'dana.whitfield@harborcitymedia.com',
      first_name: 'Maria',
    });
  });

  it('drops spaces an exact match would choke on, with a note', () => {
    const { values, corrections } = parse('first_name=%20Maria%20&email=%20');
    expect(values.first_name).toBe('Maria');
    expect(values.email).toBeUndefined();
    expect(corrections.map((c) => c.message)).toEqual([
      'email was empty and is left out.',
      'first_name had spaces around it, which no first name has: “Maria” is used.',
    ]);
    expect(apiFilters(values)).toEqual({ first_name: 'Maria' });
  });

  it('writes only the filters that are set', () => {
    expect(String(listSearch(userListSpec, { q: '' }))).toBe('');
    expect(String(listSearch(userListSpec, { first_name: 'Maria', q: 'lo' }))).toBe(
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
