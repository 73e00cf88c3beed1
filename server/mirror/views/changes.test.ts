// The feed after the demo plays a next day: the mirror's next full pass records each of the day's
// changes, and the feed answers them with their advertiser, seller and amounts, filtered.
import { beforeAll, describe, expect, it } from 'vitest';
import { createDemoApi } from '../../demo/index';
import { playNextDay, type PlayedDay } from '../../demo/next-day';
import { appUpstream } from '../../gateway/upstream';
import type { GatewayDb } from '../../gateway/database';
import { filledMirror } from '../../testing/mirror';
import { changesFeed, sinceOf } from './changes';

const demo = createDemoApi({ scale: 1 });
let db: GatewayDb;
let played: PlayedDay;
let before: number;

beforeAll(async () => {
  // Free, as the demo runs it: each pass reads the demo again, past the gateway's copies.
  const harness = await filledMirror({ upstream: appUpstream(demo.app), sync: { free: true } });
  db = harness.db;
  before = Date.now() - 1;
  played = playNextDay(demo.db);
  const report = await harness.sync.start('full');
  expect(report.outcome).toBe('complete');
});

const feed = (params: Partial<Parameters<typeof changesFeed>[1]> = {}) =>
  changesFeed(db, { since: before, seller: null, kind: null, invoices: true, ...params });

describe('the demo plays a next day', () => {
  it('changes one record of each kind, the lowest ids not yet changed', () => {
    expect(Object.values(played).every((id) => typeof id === 'number')).toBe(true);
    expect(played.won).toBeLessThan(played.lost!);
    const again = playNextDay(createDemoApi({ scale: 1 }).db);
    expect(again).toEqual(played);
  });

  it('is recorded by the next pass, each with what its sentence needs', () => {
    const { changes } = feed();
    const find = (record: string, id: number | null, kind: string) =>
      changes.find((c) => c.record === record && c.id === id && c.kind === kind);
    const won = find('contract', played.won, 'status')!;
    expect(won).toMatchObject({ before: 'Open', after: 'Won', contractId: played.won });
    const contract = db
      .prepare('SELECT advertiser_id, sold_by_user_id, total FROM contracts WHERE id = ?')
      .get(played.won) as { advertiser_id: number; sold_by_user_id: number; total: number };
    expect(won.advertiserId).toBe(contract.advertiser_id);
    expect(won.sellerId).toBe(contract.sold_by_user_id);
    expect(won.sellerName).toMatch(/\w+ \w+/);
    expect(won.total).toBe(contract.total);
    expect(find('contract', played.lost, 'status')).toMatchObject({ after: 'Lost' });
    expect(find('invoice', played.paid, 'paid')).toMatchObject({ before: 'Unpaid', after: 'Paid' });
    const cancelled = find('insertion', played.cancelled, 'cancelled')!;
    expect(cancelled.contractId).toBeGreaterThan(0);
    expect(find('contract', played.created, 'new')).toMatchObject({ after: { status: 'Open' } });
    // Newest first.
    const seqs = changes.map((c) => c.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
  });

  it('filters by kind, by seller, and leaves invoices out for who may not read them', () => {
    expect(feed({ kind: 'won' }).changes.map((c) => c.id)).toEqual([played.won]);
    expect(feed({ kind: 'lost' }).changes.map((c) => c.id)).toEqual([played.lost]);
    expect(feed({ kind: 'paid' }).changes.map((c) => c.id)).toEqual([played.paid]);
    expect(feed({ invoices: false }).changes.some((c) => c.record === 'invoice')).toBe(false);
    const seller = feed({ kind: 'won' }).changes[0]!.sellerId!;
    const mine = feed({ seller }).changes;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((c) => c.sellerId === seller)).toBe(true);
    expect(feed({ since: Date.now() + 60_000 }).changes).toEqual([]);
  });
});

describe("since a date, in the account's time zone", () => {
  it("begins at that day's midnight in the zone; a time is itself", () => {
    const iso = (zone: string, day: string) =>
      new Date(sinceOf(day, '2026-11-28', zone)).toISOString();
    expect(iso('Pacific/Auckland', '2026-11-29')).toBe('2026-11-28T11:00:00.000Z'); // +13
    expect(iso('America/Los_Angeles', '2026-11-28')).toBe('2026-11-28T08:00:00.000Z'); // -8
    expect(iso('UTC', '2026-11-28')).toBe('2026-11-28T00:00:00.000Z');
    // A day whose clock changes: Los Angeles is -7 at midnight of 2026-11-01, -8 by 02:00.
    expect(iso('America/Los_Angeles', '2026-11-01')).toBe('2026-11-01T07:00:00.000Z');
    expect(iso('Pacific/Auckland', '2026-09-27')).toBe('2026-09-26T12:00:00.000Z'); // +12 then
    // A shortcut: this week began on Monday the 23rd (today the 28th), at the zone's midnight.
    expect(iso('Pacific/Auckland', 'this-week')).toBe('2026-11-22T11:00:00.000Z');
    expect(iso('America/Los_Angeles', 'yesterday')).toBe('2026-11-27T08:00:00.000Z');
    expect(sinceOf('2026-11-28T09:00:00Z', '2026-11-28', 'Pacific/Auckland')).toBe(
      Date.parse('2026-11-28T09:00:00Z'),
    );
  });
});
