// The capability check: one request finds out whether the account answers the contract list; a
// definite answer is kept a day in the store (a restart does not ask again), a 429, 5xx or network
// failure is not a "no" and is asked again later.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CAPABILITY_TTL_MS, classifyContractList, UNKNOWN_RETRY_MS } from './capabilities';
import { matchEndpoint } from './endpoints';
import { makeGateway, startFakeApi, type FakeApi, type TestGateway } from './test-helpers';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.seen.length = 0;
  api.override = null;
});

type Answer = (req: IncomingMessage, res: ServerResponse) => void;
const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Answer =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
const LIST = json(200, { contracts: [{ id: '1001', status: 'Won', total: '10.00' }], count: '1' });

let clock = Date.parse('2026-11-01T09:00:00Z');
const now = () => clock;
const gateways: TestGateway[] = [];
const open = (dataDir?: string, account?: string) => {
  const g = makeGateway(api, { now, dataDir, ...(account ? { account } : {}) });
  gateways.push(g);
  return g;
};
afterAll(() => gateways.forEach((g) => g.close()));

const ask = async (g: TestGateway) =>
  (await (await g.app.request('/api/capabilities')).json()) as { contractList: boolean | null };
const status = async (g: TestGateway) =>
  (await (await g.app.request('/api/status')).json()) as {
    capabilities: { contractList: boolean | null };
    quota: { used: number };
  };
const probes = () => api.seen.filter((s) => s.url.startsWith('/legacy-host/contracts/'));

describe('the contract list capability', () => {
  it('is true after one request answered with a contract list, and asked no more that day', async () => {
    api.override = LIST;
    const g = open();
    expect((await status(g)).capabilities).toEqual({ contractList: null });
    expect(api.seen).toHaveLength(0);
    expect(await ask(g)).toEqual({ contractList: true });
    expect(probes().map((s) => s.url)).toEqual(['/legacy-host/contracts/?per_page=1']);
    const after = await status(g);
    expect(after.capabilities).toEqual({ contractList: true });
    // The check went through the ledger like any other upstream call.
    expect(after.quota.used).toBe(1);
    clock += CAPABILITY_TTL_MS - 1000;
    expect(await ask(g)).toEqual({ contractList: true });
    expect(probes()).toHaveLength(1);
  });

  it('asks once for everyone waiting at the same time', async () => {
    api.override = LIST;
    const g = open();
    const answers = await Promise.all([ask(g), ask(g), ask(g)]);
    expect(answers).toEqual(Array(3).fill({ contractList: true }));
    expect(probes()).toHaveLength(1);
  });

  it.each<[string, Answer]>([
    ['404', json(404, { error: 'Not found' })],
    ['405', json(405, { error: 'Method not allowed' })],
    [
      'an HTML page',
      (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<!doctype html><html><body>Welcome</body></html>');
      },
    ],
    ['a list of something else', json(200, { invoices: [] })],
    ['contracts that are not records', json(200, { contracts: ['1001', '1002'] })],
  ])('is false after %s, and asked again the next day', async (_name, answer) => {
    api.override = answer;
    const g = open();
    expect(await ask(g)).toEqual({ contractList: false });
    expect((await status(g)).capabilities).toEqual({ contractList: false });
    clock += 60 * 60 * 1000;
    expect(await ask(g)).toEqual({ contractList: false });
    expect(probes()).toHaveLength(1);
    api.override = LIST;
    clock += CAPABILITY_TTL_MS;
    expect(await ask(g)).toEqual({ contractList: true });
    expect(probes()).toHaveLength(2);
  });

  it.each<[string, Answer]>([
    ['a 429', json(429, { error: 'Too many requests' }, { 'retry-after': '60' })],
    ['a 500', json(500, { error: 'Internal error' })],
    ['a 503', json(503, { error: 'Maintenance' })],
    ['a dropped connection', (req) => req.socket.destroy()],
  ])('is not known after %s (not a "no"), and asked again later', async (_name, answer) => {
    api.override = answer;
    const g = open();
    expect(await ask(g)).toEqual({ contractList: null });
    expect((await status(g)).capabilities).toEqual({ contractList: null });
    // Not again at once (nor after the 429's Retry-After alone)…
    clock += 90_000;
    expect(await ask(g)).toEqual({ contractList: null });
    expect(probes()).toHaveLength(1);
    // …but once the wait is over.
    api.override = LIST;
    clock += UNKNOWN_RETRY_MS;
    expect(await ask(g)).toEqual({ contractList: true });
    expect(probes()).toHaveLength(2);
  });

  it('survives a restart: the store keeps the answer, the new server asks nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'capabilities-'));
    try {
      api.override = json(404, { error: 'Not found' });
      const first = open(dir);
      expect(await ask(first)).toEqual({ contractList: false });
      first.close();
      gateways.splice(gateways.indexOf(first), 1);
      api.override = LIST;
      const second = open(dir);
      expect((await status(second)).capabilities).toEqual({ contractList: false });
      expect(await ask(second)).toEqual({ contractList: false });
      expect(probes()).toHaveLength(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("asks again after a change of account: one account's answer says nothing of another", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'capabilities-'));
    try {
      api.override = json(404, { error: 'Not found' });
      const first = open(dir);
      expect(await ask(first)).toEqual({ contractList: false });
      first.close();
      gateways.splice(gateways.indexOf(first), 1);
      api.override = LIST;
      const other = open(dir, 'another-account');
      expect((await status(other)).capabilities).toEqual({ contractList: null });
      expect(await ask(other)).toEqual({ contractList: true });
      expect(probes()).toHaveLength(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('does not ask while the server is backing off after a 429 elsewhere', async () => {
    const g = open();
    api.override = json(429, { error: 'Too many requests' }, { 'retry-after': '120' });
    await g.app.request('/api/base/products/');
    api.seen.length = 0;
    api.override = LIST;
    expect(await ask(g)).toEqual({ contractList: null });
    expect(api.seen).toHaveLength(0);
  });
});

describe('classifyContractList', () => {
  const ok = (body: string, contentType = 'application/json') => ({
    status: 200,
    contentType,
    body,
  });
  it('reads a contract list, an empty one included', () => {
    expect(classifyContractList(ok('{"contracts":[],"count":"0"}'))).toBe(true);
    expect(classifyContractList(ok('{"contracts":[{"id":131491}]}'))).toBe(true);
    expect(classifyContractList(ok('{"contracts":{}}'))).toBe(false);
    expect(classifyContractList(ok('[]'))).toBe(false);
    expect(classifyContractList(ok('{"contracts":[]}', 'text/html'))).toBe(false);
    expect(classifyContractList(ok('{"contr'))).toBe(false);
    expect(classifyContractList({ status: 403, contentType: '', body: '' })).toBeNull();
    expect(classifyContractList({ status: 204, contentType: '', body: '' })).toBe(false);
  });
});

describe('the contract list endpoint', () => {
  it('passes only its own parameters (plus paging) to the secondary host', () => {
    const match = matchEndpoint(
      '/secondary/contracts/',
      '?status=Open&evil=1&page=2&per_page=100&apiKey=x&sort_by=total&advertiser_id=7',
    );
    expect(match?.path).toBe('/contracts/');
    expect(match?.endpoint.name).toBe('contractList');
    expect(match?.query).toBe('advertiser_id=7&page=2&per_page=100&sort_by=total&status=Open');
    expect(matchEndpoint('/base/contracts/', '')).toBeNull();
  });

  it('keeps bulk pages an hour and page views a minute, like the invoice list', async () => {
    api.override = LIST;
    const g = open();
    const get = (q: string, bulk: boolean) =>
      g.app.request(`/api/secondary/contracts/?${q}`, {
        headers: bulk ? { 'x-bulk-read': '1' } : {},
      });
    expect((await get('page=1', false)).headers.get('x-gateway-cache')).toBe('miss');
    expect((await get('page=2', true)).headers.get('x-gateway-cache')).toBe('miss');
    clock += 5 * 60_000;
    expect((await get('page=2', true)).headers.get('x-gateway-cache')).toBe('hit');
    expect((await get('page=1', false)).headers.get('x-gateway-cache')).toBe('miss');
  });
});
