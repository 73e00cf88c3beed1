import { describe, expect, it } from 'vitest';
import { duePass, nextPassAt, type PassHistory } from './sync-schedule';

const times = { fullHour: 3, intervalMinutes: 30, workFrom: 7, workTo: 19 };
/** A time on the server's clock (its own zone, as the hours are). */
const at = (hour: number, minute = 0, day = 10) => new Date(2026, 10, day, hour, minute).getTime();
const history = (over: Partial<PassHistory> = {}): PassHistory => ({
  interrupted: null,
  lastFull: at(3, 30),
  lastEnd: at(10),
  ...over,
});

describe('when passes are due', () => {
  it('a pass interrupted resumes first', () => {
    expect(duePass(times, history({ interrupted: 'short' }), at(23))).toBe('short');
  });

  it('a full pass on first start, after a day without one, and at the quiet hour after half a day', () => {
    expect(duePass(times, history({ lastFull: 0 }), at(23))).toBe('full');
    expect(duePass(times, history(), at(4, 0, 11))).toBe('full');
    expect(duePass(times, history({ lastFull: at(14) }), at(3, 0, 11))).toBe('full');
    expect(duePass(times, history({ lastFull: at(20) }), at(3, 0, 11))).toBeNull();
  });

  it('a short pass in working hours once the interval has passed; none at night', () => {
    expect(duePass(times, history(), at(10, 29))).toBeNull();
    expect(duePass(times, history(), at(10, 30))).toBe('short');
    expect(duePass(times, history(), at(19, 30))).toBeNull();
    expect(duePass(times, history({ lastEnd: null }), at(8))).toBe('short');
  });

  it('the next pass: now when one is due, else an interval after the last', () => {
    expect(nextPassAt(times, history(), at(10, 30))).toBe(at(10, 30));
    expect(nextPassAt(times, history(), at(21))).toBe(at(10, 30));
  });
});
