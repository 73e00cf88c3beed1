import { describe, expect, it } from 'vitest';
import { createDemoApi } from '../demo/index';
import { appUpstream, type Upstream } from '../gateway/upstream';
import { openGatewayDb } from '../gateway/database';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { filledMirror, mirrorHarness } from '../testing/mirror';

const count = (db: import('../gateway/database').GatewayDb, table: string) =>
  db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;

/** The demo, with a hook that can fail any request. */
function demoWith(fail: (path: string, query: string) => Response | null): Upstream {
  const demo = appUpstream(createDemoApi({ scale: 1, contractList: true }).app);
  return async (request) => fail(request.path, request.query) ?? demo(request);
}

describe('a full pass of the demo', () => {
  it('fills every table, within the list pages + 25 %', async () => {
    const { db, sync, mirror } = await filledMirror();
    const demo = createDemoApi({ scale: 1, contractList: true }).stats;
    expect(count(db, 'contracts')).toBe(demo.contracts);
    expect(count(db, 'insertions')).toBe(demo.insertions);
    expect(count(db, 'invoices')).toBe(demo.invoices);
    expect(count(db, 'products')).toBe(demo.products);
    expect(count(db, 'users')).toBe(demo.users);
    expect(count(db, 'schedule_entries')).toBeGreaterThan(demo.insertions / 2);
    expect(count(db, 'invoice_line_items')).toBeGreaterThan(demo.invoices);
    const listPages =
      3 +
      demo.products * 3 +
      1 +
      Math.ceil((demo.invoices + 1) / 100) +
      Math.ceil((demo.contracts + 1) / 100);
    const status = sync.status();
    expect(status.lastPass?.outcome).toBe('complete');
    expect(status.lastPass!.calls).toBeLessThanOrEqual(Math.ceil(listPages * 1.25));
    expect(status.resources.insertions.asOf).not.toBeNull();
    // The first fill is not a day of news.
    expect(mirror.changes.since(0)).toEqual([]);
  });

  it('resumes an interrupted pass at the page it stopped on, and never presents half a list as whole', async () => {
    let failing = true;
    let invoicePages = 0;
    const upstream = demoWith((path, query) => {
      if (path.startsWith('/invoices') && !/\/invoices\/\d/.test(path)) {
        invoicePages += 1;
        if (failing && query.includes('page=3'))
          return new Response('{"error":"down"}', { status: 500 });
      }
      return null;
    });
    const { sync, db, mirror } = mirrorHarness({ upstream });
    const first = await sync.start('full');
    expect(first.outcome).toMatch(/^stopped: .*down/);
    const held = count(db, 'invoices');
    expect(held).toBe(200);
    // Not read whole yet: the status says the table is part of the list.
    expect(mirror.resources().invoices.complete).toBe(false);
    failing = false;
    invoicePages = 0;
    const second = await sync.start('full');
    expect(second.outcome).toBe('complete');
    // Pages 1 and 2 were not read again.
    const total = createDemoApi({ scale: 1, contractList: true }).stats.invoices;
    expect(invoicePages).toBe(Math.ceil((total + 1) / 100) - 2);
    expect(count(db, 'invoices')).toBe(total);
    expect(mirror.resources().invoices.complete).toBe(true);
  });

  it('resumes after a restart: the pass is kept in the store', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mirror-restart-'));
    try {
      let down = true;
      const upstream = demoWith((path) =>
        down && path.startsWith('/insertions')
          ? new Response('{"error":"x"}', { status: 503 })
          : null,
      );
      const one = mirrorHarness({ upstream, db: openGatewayDb(dir) });
      expect((await one.sync.start('full')).outcome).toMatch(/^stopped/);
      one.db.close();
      down = false;
      const two = mirrorHarness({ upstream, db: openGatewayDb(dir) });
      // What the clock says is due: the interrupted pass.
      expect(two.sync.due()).toBe('full');
      expect((await two.sync.start('short')).outcome).toBe('complete');
      expect(two.sync.status().lastPass?.kind).toBe('full');
      expect(count(two.db, 'insertions')).toBeGreaterThan(0);
      two.db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('stops when its daily budget is spent, and does not take the reserve from page views', async () => {
    const { sync } = mirrorHarness({ sync: { dailyBudget: 5 } });
    const report = await sync.start('full');
    expect(report.outcome).toMatch(/daily budget of 5 calls is spent/);
    expect(report.calls).toBe(5);
    const reserved = mirrorHarness({
      env: { API_DAILY_QUOTA: '10', API_QUOTA_RESERVE: '0.9' },
    });
    const held = await reserved.sync.start('full');
    expect(held.outcome).toMatch(/^stopped: .*(remain|reserve)/i);
    expect(held.calls).toBeLessThanOrEqual(1);
  });

  it('empties the tables on a change of account', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mirror-account-'));
    try {
      const one = await filledMirror({ db: openGatewayDb(dir), account: 'one' });
      expect(count(one.db, 'insertions')).toBeGreaterThan(0);
      one.db.close();
      const two = mirrorHarness({ db: openGatewayDb(dir), account: 'two' });
      expect(count(two.db, 'insertions')).toBe(0);
      expect(count(two.db, 'contracts')).toBe(0);
      // The first account's last full pass is not the new one's: its first is due at once.
      expect(two.sync.due()).toBe('full');
      expect(two.sync.status().lastPass).toBeNull();
      two.db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a full disk', () => {
  it('stops the pass, keeps every row held, and says why; the next pass finishes once there is room', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mirror-full-'));
    try {
      const db = openGatewayDb(dir);
      const harness = await filledMirror({ db });
      const before = count(db, 'invoices');
      const pages = db.pragma('page_count', { simple: true }) as number;
      // No page more than it has: the next write that needs one fails with SQLITE_FULL.
      db.pragma(`max_page_count = ${pages}`);
      db.prepare("UPDATE mirror_meta SET value = '0' WHERE key = 'lastFull'").run();
      const report = await harness.sync.start('full');
      // Whichever write fails first, the ledger's (no call goes out unrecorded) or the mirror's.
      expect(report.outcome).toMatch(/^stopped: .*(SQLITE_FULL|disk under DATA_DIR is full)/);
      expect(count(db, 'invoices')).toBe(before);
      db.pragma('max_page_count = 1073741823');
      expect((await harness.sync.start('full')).outcome).toBe('complete');
      expect(count(db, 'invoices')).toBe(before);
      expect(harness.sync.status().problem).toBeNull();
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('contract line items', () => {
  it('a pass reads the record (with its line items) of each contract changed since the last pass', async () => {
    const demo = createDemoApi({ scale: 1, contractList: true });
    const harness = await filledMirror({ upstream: appUpstream(demo.app) });
    const kept = () => count(harness.db, 'contract_line_items');
    expect(kept()).toBe(0);
    // The newest unpaid invoice is paid in MediaOS: a short pass reads it among the newest.
    const newest = demo.db
      .prepare(
        `SELECT id, contract_id AS contractId, json FROM invoices
         WHERE json LIKE '%"status":"Unpaid"%' ORDER BY id DESC LIMIT 1`,
      )
      .get() as { id: number; contractId: number; json: string };
    demo.db
      .prepare('UPDATE invoices SET json = ? WHERE id = ?')
      .run(newest.json.replace('"status":"Unpaid"', '"status":"Paid"'), newest.id);
    const short = await harness.sync.start('short');
    expect(short.outcome).toBe('complete');
    const row = harness.db
      .prepare(
        'SELECT embedded_at, embedded, listed_at FROM contract_line_items WHERE contract_id = ?',
      )
      .get(newest.contractId) as { embedded_at: number; embedded: string; listed_at: number };
    expect(row.embedded_at).toBeGreaterThan(0);
    const record = (await (
      await demo.app.fetch(new Request(`http://demo.invalid/base/contracts/${newest.contractId}`))
    ).json()) as { line_items: unknown };
    expect(JSON.parse(row.embedded)).toEqual(record.line_items);
    // The separate list is read when someone compares the two, not by the pass.
    expect(row.listed_at).toBeNull();
    // Only the changed contract: its record, one call.
    expect(kept()).toBe(1);
    const again = await harness.sync.start('short');
    expect(again.calls).toBe(short.calls - 1);
  });
});

describe('a short pass', () => {
  it('reads the newest page of each list, and the next only while every row so far is new', async () => {
    const pages: string[] = [];
    const upstream = demoWith((path, query) => {
      const list = /^\/(invoices|contracts)\/?$/.exec(path)?.[1];
      const params = new URLSearchParams(query);
      if (list && params.get('sort_order') === 'desc') pages.push(`${list} ${params.get('page')}`);
      return null;
    });
    const { sync, db } = await filledMirror({ upstream });
    const total = count(db, 'invoices');
    pages.length = 0;
    expect((await sync.start('short')).outcome).toBe('complete');
    expect(pages.sort()).toEqual(['contracts 1', 'invoices 1']);

    // 150 invoices the mirror has not seen: the first page is all new, the second half new.
    db.prepare(
      'DELETE FROM invoices WHERE id IN (SELECT id FROM invoices ORDER BY id DESC LIMIT 150)',
    ).run();
    pages.length = 0;
    expect((await sync.start('short')).outcome).toBe('complete');
    expect(pages.sort()).toEqual(['contracts 1', 'invoices 1', 'invoices 2']);
    expect(count(db, 'invoices')).toBe(total);
  });
});
