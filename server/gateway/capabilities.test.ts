// The capability check: one request finds out whether the account answers the contract list; a
// definite answer is kept a day in the store (a restart does not ask again), a 429, 5xx or network
// failure is not a "no" and is asked again later.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { CAPABILITY_TTL_MS, classifyContractList, UNKNOWN_RETRY_MS } from './capabilities';
import { matchEndpoint } from './endpoints';
import { fakeApiForFile, makeGateway, type TestGateway } from '../testing/gateway';

const { api, temp } = fakeApiForFile();

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

  // A definite "no" is kept a day; a 429, 5xx or network failure is not a "no" (the answer stays
  // unknown) and is asked again after UNKNOWN_RETRY_MS: not at once, nor after a Retry-After alone.
  it.each<[string, Answer, false | null, number]>([
    ['404', json(404, { error: 'Not found' }), false, CAPABILITY_TTL_MS],
    ['405', json(405, { error: 'Method not allowed' }), false, CAPABILITY_TTL_MS],
    [
      'an HTML page',
      (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<!doctype html><html><body>Welcome</body></html>');
      },
      false,
      CAPABILITY_TTL_MS,
    ],
    ['a list of something else', json(200, { invoices: [] }), false, CAPABILITY_TTL_MS],
    [
      'contracts that are not records',
      json(200, { contracts: ['1001', '1002'] }),
      false,
      CAPABILITY_TTL_MS,
    ],
    [
      'a 429',
      json(429, { error: 'Too many requests' }, { 'retry-after': '60' }),
      null,
      UNKNOWN_RETRY_MS,
    ],
    ['a 500', json(500, { error: 'Internal error' }), null, UNKNOWN_RETRY_MS],
    ['a 503', json(503, { error: 'Maintenance' }), null, UNKNOWN_RETRY_MS],
    ['a dropped connection', (req) => req.socket.destroy(), null, UNKNOWN_RETRY_MS],
  ])(
    'after %s: the answer is kept, and asked again when its wait is over',
    async (_name, answer, known, wait) => {
      api.override = answer;
      const g = open();
      expect(await ask(g)).toEqual({ contractList: known });
      expect((await status(g)).capabilities).toEqual({ contractList: known });
      clock += wait - 1000;
      expect(await ask(g)).toEqual({ contractList: known });
      expect(probes()).toHaveLength(1);
      api.override = LIST;
      clock += 2000;
      expect(await ask(g)).toEqual({ contractList: true });
      expect(probes()).toHaveLength(2);
    },
  );

  /** A first server (kept in the test's directory) learns that the account has no contract list
   * and stops; from then on the API would answer the list. */
  async function firstServerLearnsNo() {
    api.override = json(404, { error: 'Not found' });
    const first = open(temp.dir);
    expect(await ask(first)).toEqual({ contractList: false });
    first.close();
    gateways.splice(gateways.indexOf(first), 1);
    api.override = LIST;
  }

  it('survives a restart: the store keeps the answer, the new server asks nothing', async () => {
    await firstServerLearnsNo();
    const second = open(temp.dir);
    expect((await status(second)).capabilities).toEqual({ contractList: false });
    expect(await ask(second)).toEqual({ contractList: false });
    expect(probes()).toHaveLength(1);
  });

  it("asks again after a change of account: one account's answer says nothing of another", async () => {
    await firstServerLearnsNo();
    const other = open(temp.dir, 'another-account');
    expect((await status(other)).capabilities).toEqual({ contractList: null });
    expect(await ask(other)).toEqual({ contractList: true });
    expect(probes()).toHaveLength(2);
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
