import { describe, expect, it } from 'vitest';
import { resolveWindow } from './date-window';

const rule = {
  defaults: { from: '2026-11-24', to: '2027-02-22' },
  maxDays: 366,
  names: ['from', 'to'] as const,
};

describe('resolveWindow', () => {
  it('uses the defaults, and keeps the default length when one end is given', () => {
    expect(resolveWindow(undefined, undefined, rule).window).toEqual(rule.defaults);
    expect(resolveWindow('2027-01-01', undefined, rule).window).toEqual({
      from: '2027-01-01',
      to: '2027-04-01',
    });
    expect(resolveWindow(undefined, '2027-04-01', rule).window).toEqual({
      from: '2027-01-01',
      to: '2027-04-01',
    });
  });

  it('shortens a window longer than the page shows, with a note', () => {
    const { window, corrections } = resolveWindow('2026-01-01', '2030-01-01', rule);
    expect(window).toEqual({ from: '2026-01-01', to: '2027-01-02' });
    expect(corrections[0]?.message).toBe(
      'to=2030-01-01 makes the window longer than 366 days; it ends on 2027-01-02 instead.',
    );
  });
});
