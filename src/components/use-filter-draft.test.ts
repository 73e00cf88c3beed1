import { describe, expect, it } from 'vitest';
import { draftOf, UNREADABLE_DATE, unreadableDates } from './use-filter-draft';

describe('filter drafts', () => {
  it('write values as the URL does, unset ones blank', () => {
    expect(draftOf(['a', 'b', 'c'] as const, { a: 3, b: '2026-01-31' })).toEqual({
      a: '3',
      b: '2026-01-31',
      c: '',
    });
  });

  it('name the dates the browser cannot read and those the parse dropped', () => {
    const input = (badInput: boolean) => ({ validity: { badInput } }) as HTMLInputElement;
    const inputs = new Map([
      ['from', input(true)],
      ['to', input(false)],
      ['other', input(false)],
    ]);
    const draft = { from: '', to: '20261-01-01', other: '2026-02-01' };
    const parsed = { other: '2026-02-01' };
    expect(unreadableDates(['from', 'to', 'other'], draft, parsed, inputs)).toEqual({
      from: UNREADABLE_DATE,
      to: UNREADABLE_DATE,
    });
  });
});
