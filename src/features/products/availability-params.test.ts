import { describe, expect, it } from 'vitest';
import { availabilityWindow, defaultAvailabilityWindow } from './availability-params';

describe('the availability window', () => {
  it('by default today to three calendar months ahead (the next quarter)', () => {
    expect(defaultAvailabilityWindow('2026-11-27')).toEqual({
      from: '2026-11-27',
      to: '2027-02-27',
    });
    // A day past the target month's end becomes its last day.
    expect(defaultAvailabilityWindow('2026-11-30')).toEqual({
      from: '2026-11-30',
      to: '2027-02-28',
    });
    expect(availabilityWindow({}, '2026-11-27')).toEqual({
      window: { from: '2026-11-27', to: '2027-02-27' },
      corrections: [],
    });
  });

  it('one end given: the other three months from it, whatever today is', () => {
    expect(availabilityWindow({ to: '2027-03-31' }, '2026-11-27').window).toEqual({
      from: '2026-12-31',
      to: '2027-03-31',
    });
    expect(availabilityWindow({ from: '2027-01-15' }, '2026-02-01').window).toEqual({
      from: '2027-01-15',
      to: '2027-04-15',
    });
  });

  it('at most 366 days, said in a correction', () => {
    const { window, corrections } = availabilityWindow(
      { from: '2026-01-01', to: '2030-01-01' },
      '2026-11-27',
    );
    expect(window).toEqual({ from: '2026-01-01', to: '2027-01-02' });
    expect(corrections[0]!.message).toMatch(/longer than 366 days/);
  });
});
