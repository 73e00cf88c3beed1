import { describe, expect, it } from 'vitest';
import { createDemoApi } from '../demo/index';
import { ALL_NULL_ENTRY } from '../demo/gen-insertions';
import { matchEndpoint } from '../gateway/endpoints';
import { openGatewayDb, MEMORY } from '../gateway/database';
import { createLogger } from '../gateway/logger';
import { appUpstream } from '../gateway/upstream';
import { createMirror } from './index';

const demo = appUpstream(createDemoApi({ scale: 1, contractList: true }).app);

/** The demo's answer to `path` as JSON. */
async function wire(root: 'base' | 'secondary', path: string, query = ''): Promise<unknown> {
  const response = await demo({ root, path, query, signal: AbortSignal.timeout(5000) });
  return response.json();
}

function freshMirror(now = () => Date.parse('2026-11-26T10:00:00Z')) {
  const db = openGatewayDb(MEMORY);
  const mirror = createMirror(db, { account: 'a', now, logger: createLogger(undefined, 'silent') });
  const ingest = (path: string, query: string, body: unknown) =>
    mirror.ingest(matchEndpoint(path, query)!, Buffer.from(JSON.stringify(body)));
  const row = (sql: string, ...args: unknown[]) =>
    db.prepare(sql).get(...args) as Record<string, unknown>;
  return { db, mirror, ingest, row };
}

describe('ingestion of the wire quirks', () => {
  it('reads strings for numbers, placeholder dates as null, and the all-null schedule entry as no schedule', async () => {
    const { ingest, row } = freshMirror();
    const list = (await wire('base', '/insertions/', 'contract_id=1001')) as {
      insertions: Record<string, unknown>[];
    };
    const [first, second] = list.insertions;
    const quirky = {
      ...first,
      id: '900001',
      quantity: '3',
      discount: '12.5',
      date_canceled: '0000-00-00',
      schedule: [ALL_NULL_ENTRY],
    };
    const dated = {
      ...second,
      id: 900002,
      schedule: [
        {
          id: '1',
          insertion_id: '900002',
          date_start: '2026-03-02',
          date_end: '2026-03-08',
          date_created: '1969-12-31 00:00:00',
          date_deleted: null,
          order: '1',
          duration: '7',
        },
        {
          id: '2',
          insertion_id: '900002',
          date_start: '2026-05-01',
          date_end: null,
          date_created: null,
          date_deleted: '2026-01-01 00:00:00',
          order: '2',
          duration: null,
        },
      ],
    };
    const result = await ingest('/base/insertions/', 'contract_id=1001', {
      insertions: [quirky, dated],
    });
    expect(result).toMatchObject({ resource: 'insertions', read: 2, kept: 2, dropped: [] });
    expect(
      row(
        'SELECT quantity, discount, date_canceled, first_day, last_day FROM insertions WHERE id = 900001',
      ),
    ).toEqual({
      quantity: 3,
      discount: 12.5,
      date_canceled: null,
      first_day: null,
      last_day: null,
    });
    expect(row('SELECT COUNT(*) AS n FROM schedule_entries WHERE insertion_id = 900001')).toEqual({
      n: 0,
    });
    // The deleted entry does not count towards the run dates.
    expect(row('SELECT first_day, last_day FROM insertions WHERE id = 900002')).toEqual({
      first_day: '2026-03-02',
      last_day: '2026-03-08',
    });
  });

  it('keeps the good records of an answer that fails its schema, and says which were dropped', async () => {
    const { ingest, row, mirror } = freshMirror();
    const page = (await wire('base', '/invoices/', 'per_page=3')) as {
      invoices: Record<string, unknown>[];
    };
    const [a, b, c] = page.invoices;
    const result = await ingest('/base/invoices/', 'per_page=3', {
      invoices: [a, { ...b, total: 'lots' }, c],
    });
    expect(result).toMatchObject({ resource: 'invoices', read: 3, kept: 2 });
    expect(result!.dropped).toHaveLength(1);
    expect(result!.dropped[0]).toMatchObject({ recordId: String(b!.id), fieldPath: 'total' });
    expect(row('SELECT COUNT(*) AS n FROM invoices')).toEqual({ n: 2 });
    // The status says so, until an answer of the same list is whole again.
    expect(mirror.resources().invoices.dropped).toEqual({
      count: 1,
      ids: [String(b!.id)],
      fields: ['total'],
    });
    await ingest('/base/invoices/', 'per_page=3', { invoices: [a, b, c] });
    expect(mirror.resources().invoices.dropped).toBeUndefined();
  });

  it('keeps a contract record with its insertions, and the bare products array', async () => {
    const { ingest, row } = freshMirror();
    const contract = (await wire('base', '/contracts/1004')) as { insertions: unknown[] };
    await ingest('/base/contracts/1004', '', contract);
    expect(
      row('SELECT from_record, advertiser_id IS NOT NULL AS a FROM contracts WHERE id = 1004'),
    ).toEqual({
      from_record: 1,
      a: 1,
    });
    expect(row('SELECT COUNT(*) AS n FROM insertions WHERE contract_id = 1004')).toEqual({
      n: contract.insertions.length,
    });
    const products = await wire('base', '/products/');
    expect(Array.isArray(products)).toBe(true);
    await ingest('/base/products/', '', products);
    expect(row('SELECT COUNT(*) AS n FROM products')).toEqual({
      n: (products as unknown[]).length,
    });
  });

  it('leaves the tables as they were when an answer is not JSON', async () => {
    const { mirror, row } = freshMirror();
    const result = await mirror.ingest(
      matchEndpoint('/base/invoices/', '')!,
      Buffer.from('{"invoices": ['),
    );
    expect(result).toBeNull();
    expect(row('SELECT COUNT(*) AS n FROM invoices')).toEqual({ n: 0 });
  });
});

describe('changes', () => {
  it('records a status, a total, a payment, a cancellation and new run dates; nothing for the first fill', async () => {
    let clock = Date.parse('2026-11-26T10:00:00Z');
    const { ingest, mirror, db } = freshMirror(() => clock);
    const everything = (await wire('base', '/insertions/')) as {
      insertions: Record<string, unknown>[];
    };
    const isRunning = (i: Record<string, unknown>) =>
      !i.date_canceled || i.date_canceled === '0000-00-00';
    const byContract = new Map<string, Record<string, unknown>[]>();
    for (const i of everything.insertions.filter(isRunning)) {
      byContract.set(String(i.contract_id), [...(byContract.get(String(i.contract_id)) ?? []), i]);
    }
    const [contractId, running] = [...byContract].find(([, list]) => list.length >= 2)!;
    const open = (await wire('base', `/contracts/${contractId}`)) as Record<string, unknown>;
    await ingest(`/base/contracts/${contractId}`, '', { ...open, insertions: [] });
    const invoices = (await wire('base', '/invoices/', 'per_page=20')) as {
      invoices: Record<string, unknown>[];
    };
    const unpaid = invoices.invoices.find((i) => i.status === 'Unpaid')!;
    await ingest('/base/invoices/', 'per_page=20', { invoices: [unpaid] });
    const [toCancel, toMove] = running;
    await ingest('/base/insertions/', `contract_id=${contractId}`, {
      insertions: [toCancel, toMove],
    });
    expect(mirror.changes.since(0)).toEqual([]);

    clock += 3600_000;
    const won = open.status === 'Won' ? 'Lost' : 'Won';
    await ingest(`/base/contracts/${contractId}`, '', {
      ...open,
      insertions: [],
      status: won,
      total: String(Number(open.total) + 100),
    });
    await ingest('/base/invoices/', 'per_page=20', { invoices: [{ ...unpaid, status: 'Paid' }] });
    const moved = {
      ...toMove,
      schedule: [
        {
          id: '77',
          insertion_id: String(toMove!.id),
          date_start: '2027-01-04',
          date_end: '2027-01-10',
          date_created: null,
          date_deleted: null,
          order: '1',
          duration: '7',
        },
      ],
    };
    await ingest('/base/insertions/', `contract_id=${contractId}`, {
      insertions: [{ ...toCancel, date_canceled: '2026-11-26' }, moved],
    });
    const kinds = mirror.changes
      .since(0)
      .map((c) => `${c.record}:${c.kind}`)
      .sort();
    expect(kinds).toEqual([
      'contract:status',
      'contract:total',
      'insertion:cancelled',
      'insertion:dates',
      'invoice:paid',
    ]);
    const status = mirror.changes.since(0).find((c) => c.kind === 'status')!;
    expect(status).toMatchObject({
      id: Number(open.id),
      before: open.status,
      after: won,
      when: '2026-11-26T11:00:00.000Z',
    });
    // The same answer again changes nothing.
    await ingest('/base/invoices/', 'per_page=20', { invoices: [{ ...unpaid, status: 'Paid' }] });
    expect(mirror.changes.since(0)).toHaveLength(5);
    // A new record is news once its list has been read whole.
    db.prepare("UPDATE mirror_streams SET full_at = 1 WHERE stream = 'invoices'").run();
    await ingest('/base/invoices/', 'per_page=20', { invoices: [{ ...unpaid, id: '99999' }] });
    expect(
      mirror.changes
        .since(0)
        .filter((c) => c.kind === 'new')
        .map((c) => c.id),
    ).toEqual([99999]);
    // Kept 90 days.
    clock += 91 * 24 * 3600_000;
    expect(mirror.changes.prune()).toBe(6);
  });
});

describe('whole lists', () => {
  it('drops what a whole single answer did not hold, and what two whole paged reads in a row did not see', async () => {
    const { ingest, mirror, row } = freshMirror();
    const all = (await wire('base', '/insertions/')) as { insertions: Record<string, unknown>[] };
    await ingest('/base/insertions/', '', all);
    expect(row('SELECT COUNT(*) AS n FROM insertions')).toEqual({ n: all.insertions.length });
    await ingest('/base/insertions/', '', { insertions: all.insertions.slice(1) });
    expect(row('SELECT COUNT(*) AS n FROM insertions')).toEqual({ n: all.insertions.length - 1 });
    expect(
      row(
        'SELECT COUNT(*) AS n FROM schedule_entries WHERE insertion_id = ?',
        Number(all.insertions[0]!.id),
      ),
    ).toEqual({ n: 0 });

    // A paged list: a record that moved to a page already read (another was deleted before it)
    // is missed by one read, but only two reads in a row without it drop it.
    const page = (await wire('base', '/invoices/', 'per_page=4')) as {
      invoices: Record<string, unknown>[];
    };
    const [a, b, c, d] = page.invoices;
    const read = async (...records: unknown[]) => {
      mirror.streams.beginWhole('invoices');
      await ingest('/base/invoices/', 'per_page=4', { invoices: records });
      mirror.streams.finishWhole('invoices', true);
    };
    await read(a, b, c, d);
    await read(a, c, d);
    expect(row('SELECT COUNT(*) AS n FROM invoices WHERE id = ?', Number(b!.id))).toEqual({ n: 1 });
    await read(a, c, d);
    expect(row('SELECT COUNT(*) AS n FROM invoices WHERE id = ?', Number(b!.id))).toEqual({ n: 0 });
    expect(row('SELECT COUNT(*) AS n FROM invoices')).toEqual({ n: 3 });
  });
});

describe('a full disk', () => {
  it('keeps what the tables held, says why, and writes again once there is room', async () => {
    const { ingest, mirror, db, row } = freshMirror();
    const all = (await wire('base', '/insertions/')) as { insertions: unknown[] };
    await ingest('/base/insertions/', '', { insertions: all.insertions.slice(0, 10) });
    db.pragma(`max_page_count = ${db.pragma('page_count', { simple: true }) as number}`);
    expect(await ingest('/base/insertions/', '', all)).toBeNull();
    expect(mirror.problem()).toBe('the mirror cannot be written (SQLITE_FULL)');
    expect(row('SELECT COUNT(*) AS n FROM insertions')).toEqual({ n: 10 });
    db.pragma('max_page_count = 1073741823');
    expect(await ingest('/base/insertions/', '', all)).toMatchObject({
      kept: all.insertions.length,
    });
    expect(mirror.problem()).toBeNull();
  });
});
