// A contract's record from the mirror on a later day: its line items (no list endpoint) stay the
// contract's own while nothing says the contract changed, for at most a week; its head and
// insertions must be as fresh as the gateway asks.
import { describe, expect, it } from 'vitest';
import { createDemoApi } from '../demo/index';
import { playNextDay } from '../demo/next-day';
import { matchEndpoint } from '../gateway/endpoints';
import { appUpstream } from '../gateway/upstream';
import { createMirrorAnswers } from './answer';
import type { Ingested } from './ingest';
import { filledMirror } from '../testing/mirror';

const DAY = 24 * 3600_000;

async function setUp() {
  const demo = createDemoApi({ scale: 1, contractList: true });
  let clock = Date.parse('2026-03-10T09:00:00Z');
  const harness = await filledMirror({ upstream: appUpstream(demo.app), now: () => clock });
  const answer = createMirrorAnswers(harness.db, () => clock);
  // The contract the demo's next day decides (the lowest open one), and one it leaves alone.
  const open = harness.db
    .prepare("SELECT id FROM contracts WHERE status = 'Open' ORDER BY id LIMIT 1")
    .pluck()
    .get() as number;
  const quiet = harness.db
    .prepare("SELECT id FROM contracts WHERE status = 'Won' ORDER BY id DESC LIMIT 1")
    .pluck()
    .get() as number;
  for (const id of [open, quiet]) {
    await harness.gateway.readForMirror(`/base/contracts/${id}`, '', false);
  }
  await harness.mirror.idle();
  /** The record from the mirror, read no earlier than a day before the clock. */
  const fromMirror = (id: number) =>
    answer(matchEndpoint(`/base/contracts/${id}`, '')!, clock - DAY);
  const pass = async () => {
    expect((await harness.sync.start('full')).outcome).toBe('complete');
  };
  return {
    demo,
    harness,
    open,
    quiet,
    fromMirror,
    pass,
    moveTo: (at: number) => void (clock = at),
    clock: () => clock,
  };
}

describe("a contract's line items on a later day", () => {
  it('answer while the contract has not changed since they were read, with a fresh head, as of their read', async () => {
    const t = await setUp();
    const first = t.fromMirror(t.quiet);
    expect(first).not.toBeNull();
    // Two days on: the head the record's read wrote is too old, until a pass reads the list.
    t.moveTo(t.clock() + 2 * DAY);
    expect(t.fromMirror(t.quiet)).toBeNull();
    await t.pass();
    const later = t.fromMirror(t.quiet);
    expect(later?.body).toBe(first?.body);
    // Its as-of is the line items' read, two days ago: the page says how old they are.
    expect(later!.asOf).toBe(first!.asOf);
    expect(later!.asOf).toBeLessThan(t.clock() - DAY);
  });

  it('go back upstream once a read saw the contract change, and a pass reads it again', async () => {
    const t = await setUp();
    t.moveTo(t.clock() + 2 * DAY);
    const played = playNextDay(t.demo.db);
    expect(played.won ?? played.lost).toBe(t.open);
    // Page views read the contract list and the insertions: the change is recorded, the record
    // is not read again.
    for (let page = 1; ; page++) {
      const got = await t.harness.gateway.readForMirror(
        '/secondary/contracts/',
        `page=${page}&per_page=100`,
        false,
      );
      await t.harness.mirror.idle();
      const rows = got.ok ? ((got.ingested as Ingested | null)?.read ?? 0) : 0;
      if (rows < 100) break;
    }
    await t.harness.gateway.readForMirror('/base/insertions/', '', false);
    await t.harness.mirror.idle();
    expect(t.fromMirror(t.open)).toBeNull();
    // The contract the day left alone still answers.
    expect(t.fromMirror(t.quiet)).not.toBeNull();
    // The next pass reads the changed contract's record again: its new status, from the mirror.
    await t.pass();
    const status = played.won === t.open ? 'Won' : 'Lost';
    expect(JSON.parse(t.fromMirror(t.open)!.body)).toMatchObject({ status });
  });

  it('go back upstream after a week however quiet the contract', async () => {
    const t = await setUp();
    t.moveTo(t.clock() + 8 * DAY);
    await t.pass();
    expect(t.fromMirror(t.quiet)).toBeNull();
  });
});
