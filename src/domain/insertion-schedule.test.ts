import { describe, expect, it } from 'vitest';
import { scheduleEntry } from '../testing/insertions';
import { dateOfDay, dayNumber, entryRange, mergeSpans, scheduleSpan } from './insertion-schedule';

describe('dayNumber and dateOfDay', () => {
  it('round-trip dates without a time zone shift', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dateOfDay(dayNumber('2024-12-31')!)).toBe('2024-12-31');
    expect(dayNumber('2024-13-45x')).toBeNull();
  });
});

describe('entryRange', () => {
  it('treats a missing end as one day and orders reversed dates', () => {
    expect(entryRange(scheduleEntry({ dateStart: '2024-12-09' }))).toEqual({
      start: '2024-12-09',
      end: '2024-12-09',
    });
    expect(entryRange(scheduleEntry({ dateStart: '2025-01-10', dateEnd: '2025-01-01' }))).toEqual({
      start: '2025-01-01',
      end: '2025-01-10',
    });
  });
  it('skips deleted and dateless entries', () => {
    expect(entryRange(scheduleEntry({}))).toBeNull();
    expect(
      entryRange(
        scheduleEntry({
          dateStart: '2024-01-01',
          dateEnd: '2024-01-02',
          dateDeleted: '2024-02-01 00:00:00',
        }),
      ),
    ).toBeNull();
  });
});

describe('scheduleSpan and mergeSpans', () => {
  it('finds the first and last scheduled date', () => {
    const schedule = [
      scheduleEntry({ dateStart: '2024-12-12', dateEnd: '2024-12-12' }),
      scheduleEntry({ dateStart: '2024-12-09', dateEnd: '2024-12-09' }),
    ];
    expect(scheduleSpan(schedule)).toEqual({ start: '2024-12-09', end: '2024-12-12' });
    expect(scheduleSpan([])).toBeNull();
  });
  it('merges spans and skips unscheduled ones', () => {
    expect(
      mergeSpans([
        null,
        { start: '2024-12-05', end: '2024-12-18' },
        { start: '2024-11-23', end: '2024-12-13' },
      ]),
    ).toEqual({ start: '2024-11-23', end: '2024-12-18' });
    expect(mergeSpans([null])).toBeNull();
  });
});
