import { describe, expect, it } from 'vitest';
import { advertiserMatches, resolveAdvertiser } from './advertiser-search';

const list = [
  { id: 1, name: 'Café Mañana' },
  { id: 65, name: 'Bayside Café' },
  { id: 92, name: 'Clamshell Café' },
  { id: 7, name: 'Pier 9 Seafood' },
  { id: 9, name: 'Gull Point Marina' },
  { id: 10, name: 'Twin' },
  { id: 11, name: 'twin' },
];

describe('advertiserMatches', () => {
  it('finds part of a name without accents, names starting with it first', () => {
    expect(advertiserMatches(list, 'cafe', 10).map((a) => a.id)).toEqual([1, 65, 92]);
    expect(advertiserMatches(list, 'CAFÉ', 2).map((a) => a.id)).toEqual([1, 65]);
    expect(advertiserMatches(list, '  ', 10)).toEqual([]);
  });
  it('puts the advertiser whose number was typed first', () => {
    expect(advertiserMatches(list, '9', 10).map((a) => a.id)).toEqual([9, 7]);
    expect(advertiserMatches(list, '#65', 10).map((a) => a.id)).toEqual([65]);
  });
});

describe('resolveAdvertiser', () => {
  it('reads a bare number, a full name, or keeps what is not one', () => {
    expect(resolveAdvertiser(list, '')).toBe('');
    expect(resolveAdvertiser(list, ' 42 ')).toBe('42');
    expect(resolveAdvertiser(list, '#7')).toBe('7');
    expect(resolveAdvertiser(list, 'cafe manana')).toBe('1');
    expect(resolveAdvertiser(list, 'Café')).toBe('Café');
    // Two advertisers of that name: the person must choose one from the list.
    expect(resolveAdvertiser(list, 'Twin')).toBe('Twin');
  });
});
