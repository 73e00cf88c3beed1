// The bookings file names the sellers from the server's copy (the one resolver), never "User N" for
// a seller the copy knows.
import { describe, expect, it } from 'vitest';
import { peopleNames } from '../../components/user-name';
import { bookingsCsv } from './bookings-csv';

describe('the bookings file', () => {
  it('names the sellers in the bookings file', () => {
    const csv = bookingsCsv(
      [
        {
          currency: 'USD',
          months: ['2026-01'],
          monthTotals: [300],
          cents: 300,
          count: 2,
          sellers: [
            { key: 2, byMonth: [100], cents: 100, count: 1 },
            { key: 0, byMonth: [200], cents: 200, count: 1 },
          ],
        } as never,
      ],
      peopleNames({ people: [{ id: 2, name: 'Marcus Bell' }] }),
    );
    expect(csv).toContain('USD,2,Marcus Bell,1.00,1.00,1');
    expect(csv).toContain('Not recorded');
    expect(csv).not.toContain('User 2');
  });
});
