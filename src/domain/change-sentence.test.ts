import { describe, expect, it } from 'vitest';
import type { FeedChange } from './mirror-views';
import { byDay, changeSentence } from './change-sentence';

const base: FeedChange = {
  seq: 1,
  when: '2026-11-26T14:02:00.000Z',
  record: 'contract',
  id: 10412,
  kind: 'status',
  before: 'Open',
  after: 'Won',
  contractId: 10412,
  advertiserId: 7,
  sellerId: 1,
  sellerName: 'Dana Whitfield',
  total: 4200,
  currency: null,
};
const names = (id: number) => (id === 7 ? 'Harbor Bakery' : `Advertiser ${id}`);
const say = (change: Partial<FeedChange>) => changeSentence({ ...base, ...change }, names);

describe('a change as a sentence', () => {
  it('words a contract won, lost, created and re-priced', () => {
    expect(say({})).toBe(
      'Contract 10412, Harbor Bakery: Open → Won, 4,200.00, sold by Dana Whitfield',
    );
    expect(say({ after: 'Lost', currency: 'USD', sellerName: null })).toBe(
      'Contract 10412, Harbor Bakery: Open → Lost, $4,200.00',
    );
    expect(say({ kind: 'new', before: null, after: { status: 'Open', total: 4200 } })).toBe(
      'New contract 10412, Harbor Bakery: Open, 4,200.00, sold by Dana Whitfield',
    );
    expect(say({ kind: 'total', before: 4000, after: 4200, advertiserId: 9 })).toBe(
      'Contract 10412, Advertiser 9: total 4,000.00 → 4,200.00, sold by Dana Whitfield',
    );
  });

  it('words an invoice paid and an insertion cancelled or moved', () => {
    expect(say({ record: 'invoice', id: 30007, kind: 'paid', advertiserId: null })).toBe(
      'Invoice 30007 paid',
    );
    expect(say({ record: 'insertion', id: 200001, kind: 'cancelled', contractId: 10001 })).toBe(
      'Insertion 200001 of contract 10001 cancelled',
    );
    expect(
      say({
        record: 'insertion',
        id: 200001,
        kind: 'dates',
        contractId: 10001,
        before: { first: '2026-12-01', last: '2026-12-31' },
        after: { first: '2027-01-05', last: '2027-01-05' },
      }),
    ).toBe(
      'Insertion 200001 of contract 10001 now runs Jan 5, 2027 (was Dec 1, 2026 to Dec 31, 2026)',
    );
  });

  it('groups by day, the newest day first', () => {
    const at = (when: string, seq: number) => ({ ...base, when, seq });
    const days = byDay([
      at('2026-11-26T09:00:00.000Z', 3),
      at('2026-11-25T23:59:00.000Z', 2),
      at('2026-11-26T08:00:00.000Z', 1),
    ]);
    expect(days.map(([day, list]) => [day, list.map((c) => c.seq)])).toEqual([
      ['2026-11-26', [3, 1]],
      ['2026-11-25', [2]],
    ]);
  });
});
