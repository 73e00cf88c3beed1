// The copy proving its answers in production: a stand-in of the API made to differ (a case-
// sensitive users filter) is caught at the first comparison and that kind answered by the API from
// then on; the budget, the reserve and a failing API; /status, /metrics, the administrator's reset;
// the comparison of JSON values itself.
import { afterEach, describe, expect, it } from 'vitest';
import { createDemoApi } from '../demo/index';
import { openGatewayDb, MEMORY } from '../gateway/database';
import { matchEndpoint } from '../gateway/endpoints';
import { VERIFY_CLIENT } from '../gateway/index';
import { createLogger } from '../gateway/logger';
import { appUpstream, type Upstream } from '../gateway/upstream';
import { Registry } from 'prom-client';
import { filledMirror } from '../testing/mirror';
import { apiAnswerOf, createVerifier, firstDifference } from './verify';
import { sqliteSql } from '../store/sql';
import { verdictStore } from '../store/verdicts';

const demo = createDemoApi({ scale: 1 });

/** The demo as upstream; `caseSensitive` makes its users filter compare case and all (a difference). */
function standIn() {
  const inner = appUpstream(demo.app);
  const state = { caseSensitive: false, down: false, calls: [] as string[] };
  const call: Upstream = async (request) => {
    state.calls.push(`${request.path}?${request.query}`);
    if (state.down) throw new Error('connect ECONNREFUSED');
    const asked = new URLSearchParams(request.query).get('first_name');
    if (!state.caseSensitive || request.path !== '/users/' || !asked) return inner(request);
    const all = (await (await inner({ ...request, query: '' })).json()) as {
      users: { first_name: string }[];
    };
    const users = all.users.filter((u) => u.first_name === asked);
    return new Response(JSON.stringify({ users }), {
      headers: { 'content-type': 'application/json' },
    });
  };
  return { call, state };
}

let close: (() => void) | undefined;
afterEach(() => close?.());

/** A verifier with a registry, a silent log and the clock of its own (the rest as given). */
const verifierOf = (
  deps: Omit<Parameters<typeof createVerifier>[0], 'registry' | 'logger' | 'now'>,
) =>
  createVerifier({
    registry: new Registry(),
    logger: createLogger(undefined, 'silent'),
    now: Date.now,
    ...deps,
  });

async function setUp(env: NodeJS.ProcessEnv = {}) {
  const api = standIn();
  const harness = await filledMirror({
    upstream: api.call,
    db: openGatewayDb(MEMORY),
    env: { MIRROR_VERIFY_BUDGET: '50', ...env },
  });
  close = () => harness.gateway.close();
  api.state.calls.length = 0;
  const get = (path: string) =>
    harness.gateway.routes.request(path, { headers: { 'x-forwarded-for': '10.0.0.1' } });
  const status = async () =>
    ((await (await get('/status')).json()) as { mirrorVerify: Record<string, unknown> })
      .mirrorVerify;
  const fromApi = async (path: string) =>
    (await (
      await api.call({ root: 'secondary', path, query: '', signal: new AbortController().signal })
    ).json()) as unknown;
  return { ...harness, api: api.state, get, status, fromApi, call: api.call };
}

describe('comparing the copy’s answers with the API’s', () => {
  it('turns a kind off after one differing comparison; every later answer is the API’s', async () => {
    const g = await setUp();
    g.api.caseSensitive = true;
    const first = await g.get('/secondary/users/?first_name=maria');
    // The first answer of the kind waited for its comparison: the API's went out.
    expect(first.headers.get('x-gateway-cache')).not.toBe('mirror');
    expect(await first.json()).toEqual({ users: [] });
    expect(g.api.calls).toEqual(['/users/?first_name=maria']);
    expect(await g.status()).toMatchObject({
      budget: 50,
      compared: 1,
      differed: 1,
      off: [
        {
          kind: 'users?first_name',
          text: 'users by first_name',
          request: 'secondary/users/?first_name=maria',
          member: '$.users[0]',
        },
      ],
    });
    for (const name of ['MARIA', 'Maria', 'dana', 'maria']) {
      const answer = await g.get(`/secondary/users/?first_name=${name}`);
      expect(answer.headers.get('x-gateway-cache'), name).not.toBe('mirror');
      const api = await g.call({
        root: 'secondary',
        path: '/users/',
        query: `first_name=${name}`,
        signal: new AbortController().signal,
      });
      expect(await answer.json(), name).toEqual(await api.json());
    }
    // Another kind is compared on its own (the same here), once: then from the copy.
    g.api.calls.length = 0;
    for (let i = 0; i < 3; i++) {
      const byEmail = await g.get('/secondary/users/?email=DANA.WHITFIELD@HARBORCITYMEDIA.COM');
      expect(byEmail.headers.get('x-gateway-cache')).toBe(i === 0 ? 'miss' : 'mirror');
    }
    expect(g.api.calls).toEqual(['/users/?email=DANA.WHITFIELD%40HARBORCITYMEDIA.COM']);
    expect(await g.status()).toMatchObject({ compared: 2, differed: 1 });
    const metrics = await g.gateway.metrics.registry.metrics();
    expect(metrics).toMatch(/gateway_mirror_comparisons_total\{result="differed"\} 1/);
    expect(metrics).toMatch(/gateway_mirror_comparisons_total\{result="same"\} 1/);
    expect(metrics).toMatch(/gateway_mirror_kinds_off 1/);
    // The request and the member are logged elsewhere; no record's value is kept.
    expect(JSON.stringify(await g.status())).not.toMatch(/Lopez|Chen|harborcitymedia/i);
  });

  it('keeps a kind off across a restart until an administrator turns it back on', async () => {
    const g = await setUp();
    g.api.caseSensitive = true;
    await g.get('/secondary/users/?first_name=maria');
    // A second server (or this one restarted) on the same store.
    const again = verifierOf({
      store: verdictStore(sqliteSql(g.db), 'mirror-test'),
      budget: 50,
      spent: async () => 0,
      ask: async () => null,
      again: () => null,
    });
    const match = matchEndpoint('/secondary/users/', 'first_name=Maria')!;
    expect(await again.gate(match, { body: '{"users":[]}', asOf: 0 })).toEqual({ use: 'api' });
    again.close();
    // Anyone but an administrator is refused; unknown kinds are said.
    expect(
      (await g.routes.request('/verify/reset?kind=products%3F', { method: 'POST' })).status,
    ).toBe(404);
    g.api.caseSensitive = false;
    const reset = await g.routes.request('/verify/reset?kind=users%3Ffirst_name', {
      method: 'POST',
    });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toMatchObject({ turnedOn: 1, status: { off: [] } });
    // Compared again first (the API now agrees), then from the copy.
    g.api.calls.length = 0;
    for (const expected of ['miss', 'mirror']) {
      const answer = await g.get('/secondary/users/?first_name=maria');
      expect(answer.headers.get('x-gateway-cache')).toBe(expected);
    }
    expect(g.api.calls).toEqual(['/users/?first_name=maria']);
    expect(await g.status()).toMatchObject({ compared: 2, differed: 1, off: [] });
  });

  it('finds no difference in a record changed since the pass: the copy takes the API’s in first', async () => {
    const g = await setUp();
    const row = demo.db.prepare('SELECT json FROM invoices WHERE id = 50012').pluck();
    const original = row.get() as string;
    const status = (JSON.parse(original) as { status: string }).status;
    const changed = status === 'Paid' ? 'Unpaid' : 'Paid';
    const update = demo.db.prepare('UPDATE invoices SET json = ? WHERE id = 50012');
    update.run(original.replace(`"status":"${status}"`, `"status":"${changed}"`));
    try {
      const first = await g.get('/base/invoices/50012');
      expect(((await first.json()) as { status: string }).status).toBe(changed);
      expect(await g.status()).toMatchObject({ compared: 1, differed: 0, off: [] });
      // The copy now holds the new one.
      const again = await g.get('/base/invoices/50012');
      expect(again.headers.get('x-gateway-cache')).toBe('mirror');
      expect(((await again.json()) as { status: string }).status).toBe(changed);
    } finally {
      update.run(original);
    }
  });

  it('spends at most its budget a day', async () => {
    const g = await setUp({ MIRROR_VERIFY_BUDGET: '2' });
    for (const path of [
      '/base/products/',
      '/secondary/users/',
      '/secondary/invoiceLineItemTypes/',
      '/base/invoices/?sort_by=total',
      '/base/invoices/?page=2',
    ]) {
      expect((await g.get(path)).status).toBe(200);
    }
    expect(g.api.calls).toHaveLength(2);
    expect(await g.gateway.verifier!.status()).toMatchObject({ compared: 2 });
    // Past the budget the copy answers unverified (it is compared once budget is back).
    expect((await g.get('/base/invoices/?page=3')).headers.get('x-gateway-cache')).toBe('mirror');
    const metrics = await g.gateway.metrics.registry.metrics();
    // Three kinds past the budget, one of them (invoices by page) answered twice.
    expect(metrics).toMatch(/gateway_mirror_comparisons_total\{result="not-compared"\} 4/);
  });

  it('never spends the reserve kept for page views', async () => {
    // The day's 5,000 with a reserve of 500: 4,500 calls leave only the reserve.
    const g = await setUp();
    const used = g.db.prepare('SELECT COUNT(*) FROM ledger').pluck().get() as number;
    const ledger = g.db.prepare(
      "INSERT INTO ledger (account, at, client, endpoint, status) VALUES ('mirror-test', ?, 'someone', 'invoices', 200)",
    );
    g.db.transaction(() => {
      for (let i = used; i < 4500; i++) ledger.run(Date.now());
    })();
    const answer = await g.get('/secondary/users/?first_name=Maria');
    expect(answer.headers.get('x-gateway-cache')).toBe('mirror');
    expect(g.api.calls).toEqual([]);
    expect(await g.gateway.verifier!.status()).toMatchObject({ compared: 0 });
    // Page views still reach the API inside the reserve.
    expect((await g.get('/base/contracts/1003')).status).toBe(200);
    expect(g.api.calls).toEqual(['/contracts/1003?']);
    const verifying = g.db
      .prepare('SELECT COUNT(*) FROM ledger WHERE client = ?')
      .pluck()
      .get(VERIFY_CLIENT);
    expect(verifying).toBe(0);
  });

  it('counts a failed comparison as none, neither a pass nor a difference', async () => {
    const g = await setUp();
    g.api.down = true;
    const answer = await g.get('/secondary/users/?first_name=Maria');
    expect(answer.headers.get('x-gateway-cache')).toBe('mirror');
    expect(await g.status()).toMatchObject({ compared: 0, differed: 0, off: [] });
    // Still the kind's first comparison when the API is back; a difference then turns it off.
    g.api.down = false;
    g.api.caseSensitive = true;
    const next = await g.get('/secondary/users/?first_name=maria');
    expect(await next.json()).toEqual({ users: [] });
    expect(await g.status()).toMatchObject({ compared: 1, differed: 1 });
  });
});

describe('a sample after the first comparison', () => {
  it('compares one answer in `sampleEvery`, behind the answer', async () => {
    const asked: string[] = [];
    const match = matchEndpoint('/secondary/users/', 'first_name=x')!;
    const copy = { body: '{"users":[]}', asOf: 0 };
    const verifier = verifierOf({
      store: verdictStore(sqliteSql(openGatewayDb(MEMORY)), 'a'),
      budget: 10,
      spent: async () => asked.length,
      ask: async (match) => {
        asked.push(match.query);
        return {
          kind: 'ok',
          contentType: 'application/json',
          plain: Buffer.from('{"users":[]}'),
          gzip: Buffer.alloc(0),
          br: Buffer.alloc(0),
          storedAt: 0,
        };
      },
      again: () => copy,
      sampleEvery: 3,
    });
    // The first waits for its comparison and sends the API's answer; the rest are the copy's.
    expect(await verifier.gate(match, copy)).toMatchObject({ use: 'api', outcome: { kind: 'ok' } });
    for (let i = 0; i < 6; i++) expect(await verifier.gate(match, copy)).toEqual({ use: 'copy' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    // The first, then the 3rd and 6th after it.
    expect(asked).toHaveLength(3);
    expect(verifier.status()).toMatchObject({ compared: 3, differed: 0 });
    verifier.close();
  });
});

describe('a comparison that cannot be made', () => {
  it('leaves the copy’s answer as it was when the ledger cannot be read', async () => {
    const verifier = verifierOf({
      store: verdictStore(sqliteSql(openGatewayDb(MEMORY)), 'a'),
      budget: 10,
      spent: () => Promise.reject(new Error('database or disk is full')),
      ask: () => Promise.reject(new Error('never asked')),
      again: () => null,
    });
    const match = matchEndpoint('/base/products/', '')!;
    expect(await verifier.gate(match, { body: '[]', asOf: 0 })).toEqual({ use: 'copy' });
    expect(verifier.status()).toMatchObject({ compared: 0, differed: 0 });
    verifier.close();
  });
});

describe('firstDifference', () => {
  it.each([
    [{ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 }, null],
    [{ users: [{ id: '1' }] }, { users: [] }, '$.users[0]'],
    [
      { users: [{ id: '1', email: 'x' }] },
      { users: [{ id: '1', email: 'y' }] },
      '$.users[0].email',
    ],
    [{ a: '1' }, { a: 1 }, '$.a'],
    [{ a: null }, {}, '$.a'],
    [[1], { 0: 1 }, '$'],
  ])('%j ~ %j: %s', (a, b, path) => {
    expect(firstDifference(a, b)).toBe(path);
  });
});

describe('apiAnswerOf', () => {
  it('counts failures and refused credentials as saying nothing', () => {
    expect(apiAnswerOf({ kind: 'failed', status: 504, reason: 'timeout', message: '' })).toBeNull();
    expect(
      apiAnswerOf({ kind: 'refused', status: 403, message: 'Invalid credentials' }),
    ).toBeNull();
    expect(apiAnswerOf({ kind: 'refused', status: 404, message: 'gone' })).toEqual({
      status: 404,
      body: { error: 'gone' },
    });
    expect(apiAnswerOf({ kind: 'empty' })).toEqual({ status: 204, body: null });
  });
});
