// "As of" times: written without Intl, as en-GB writes hours and minutes in local time.
import { describe, expect, it } from 'vitest';
import { asOf } from './receivables-report';

describe('asOf', () => {
  it('is the local time today, the date and time another day', () => {
    const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
    for (const at of [new Date(2026, 10, 24, 9, 5), new Date(2026, 10, 24, 23, 59)]) {
      expect(asOf(at.getTime(), '2026-11-24')).toBe(time.format(at));
    }
    expect(asOf(new Date(2026, 10, 22, 14, 2).getTime(), '2026-11-24')).toBe('Nov 22, 2026, 14:02');
  });
});
