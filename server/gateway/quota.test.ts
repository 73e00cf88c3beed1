// Spending the quota: the ledger survives a restart, one client gets at most its share, bulk reads
// stop at the reserve, one upstream 429 stops everyone until Retry-After; status and metrics.
import { describe, expect, it } from 'vitest';
import { from, makeGateway, fakeApiForFile } from '../testing/gateway';

const { api, temp } = fakeApiForFile();

interface Status {
  mode: string;
  quota: { used: number; limit: number; windowHours: number; reserve: number };
  you: { used: number; limit: number };
  bulkReads: string;
  backoff: { retryAfterSeconds: number };
}

const statusOf = async (
  app: { request: (p: string, i?: RequestInit) => Response | Promise<Response> },
  client = 'a',
) => (await (await app.request('/api/status', from(client))).json()) as Status;

describe('the quota ledger', () => {
  it('counts upstream calls over 24 hours and keeps them across a restart', async () => {
    let clock = 1_000_000_000;
    const first = makeGateway(api, { dataDir: temp.dir, now: () => clock });
    for (let i = 0; i < 3; i++) await first.app.request(`/api/base/contracts/${i}`, from('a'));
    await first.app.request('/api/base/contracts/0', from('a'));
    expect((await statusOf(first.app)).quota).toMatchObject({
      used: 3,
      limit: 5000,
      windowHours: 24,
    });
    first.close();
    clock += 60 * 60_000;
    const second = makeGateway(api, { dataDir: temp.dir, now: () => clock });
    await second.app.request('/api/base/contracts/9', from('b'));
    const status = await statusOf(second.app, 'b');
    expect(status.quota.used).toBe(4);
    expect(status.you.used).toBe(1);
    expect(status.mode).toBe('proxy');
    clock += 23 * 60 * 60_000 + 1;
    expect((await statusOf(second.app)).quota.used).toBe(1);
    expect(api.seen).toHaveLength(4);
    second.close();
  });

  it('never spends upstream quota to answer the status', async () => {
    const { app, close } = makeGateway(api);
    for (let i = 0; i < 5; i++) await app.request('/api/status');
    expect(api.seen).toHaveLength(0);
    close();
  });
});

describe('fair share, reserve and circuit', () => {
  it('stops one client at its share; cached answers and other clients go on', async () => {
    const { app, close } = makeGateway(api, { dailyQuota: 20, clientShare: 0.25 });
    for (let i = 0; i < 5; i++) {
      expect((await app.request(`/api/base/contracts/${i}`, from('greedy'))).status).toBe(200);
    }
    const refused = await app.request('/api/base/contracts/99', from('greedy'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(86_000);
    // Whose limit: the team's on this server, which the app words apart from the API's own.
    expect(refused.headers.get('x-gateway-refusal')).toBe('share');
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /You have caused 5 API requests in 24 hours, your share of the team's daily 20/,
    );
    expect((await app.request('/api/base/contracts/1', from('greedy'))).status).toBe(200);
    expect((await app.request('/api/base/contracts/99', from('other'))).status).toBe(200);
    expect(api.seen).toHaveLength(6);
    close();
  });

  it('refuses bulk reads inside the reserve while page views continue to the end', async () => {
    const { app, close } = makeGateway(api, { dailyQuota: 20, clientShare: 1, quotaReserve: 0.1 });
    for (let i = 0; i < 17; i++) await app.request(`/api/base/invoices/${i}`, from('a'));
    const bulk = from('a', { 'x-bulk-read': '1' });
    expect((await app.request('/api/base/invoices/?page=1', bulk)).status).toBe(200);
    const held = await app.request('/api/base/invoices/?page=2', bulk);
    expect(held.status).toBe(429);
    expect(((await held.json()) as { error: string }).error).toMatch(
      /Fewer than 2 of the team's 20 daily API requests remain.*exports and summaries wait/,
    );
    expect((await statusOf(app)).bulkReads).toBe('held');
    expect((await app.request('/api/base/invoices/?page=2', from('a'))).status).toBe(200);
    expect((await app.request('/api/base/invoices/?page=3', from('b'))).status).toBe(200);
    const spent = await app.request('/api/base/invoices/?page=4', from('b'));
    expect(spent.status).toBe(429);
    expect(spent.headers.get('x-gateway-refusal')).toBe('quota');
    expect(((await spent.json()) as { error: string }).error).toMatch(
      /daily quota of 20 API requests is spent/,
    );
    expect(api.seen).toHaveLength(20);
    close();
  });

  it('after an upstream 429 calls nobody until Retry-After has passed', async () => {
    let clock = 1_000_000;
    const { app, close } = makeGateway(api, { now: () => clock });
    await app.request('/api/base/contracts/1', from('a'));
    const limited = await app.request('/api/base/contracts/limited-2', from('a'));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('120');
    expect(limited.headers.get('x-gateway-refusal')).toBe('rate-limited');
    clock += 60_000;
    const waiting = await app.request('/api/base/contracts/3', from('b'));
    expect(waiting.status).toBe(429);
    expect(waiting.headers.get('retry-after')).toBe('60');
    expect(waiting.headers.get('x-gateway-refusal')).toBe('rate-limited');
    expect(((await waiting.json()) as { error: string }).error).toMatch(/waits 60 more seconds/);
    // What is held is still served.
    expect((await app.request('/api/base/contracts/1', from('b'))).status).toBe(200);
    expect((await statusOf(app)).backoff.retryAfterSeconds).toBe(60);
    expect(api.seen).toHaveLength(2);
    clock += 61_000;
    expect((await app.request('/api/base/contracts/3', from('b'))).status).toBe(200);
    expect(api.seen).toHaveLength(3);
    close();
  });

  it('serves a held copy (marked stale) rather than refusing', async () => {
    let clock = 1_000_000;
    const { app, close } = makeGateway(api, { now: () => clock, dailyQuota: 4, clientShare: 0.5 });
    await app.request('/api/base/contracts/1', from('a'));
    await app.request('/api/base/contracts/2', from('a'));
    clock += 120_000;
    const res = await app.request('/api/base/contracts/1', from('a'));
    expect(res.status).toBe(200);
    expect(res.headers.get('x-gateway-stale-reason')).toBe('share');
    close();
  });
});

describe('metrics', () => {
  it('reports upstream calls, hits, misses, stale answers, bytes and quota', async () => {
    const { app, close } = makeGateway(api);
    await app.request('/api/base/contracts/1');
    await app.request('/api/base/contracts/1');
    await app.request('/api/base/contracts/broken-2');
    const res = await app.request('/metrics');
    expect(res.headers.get('content-type')).toMatch(/text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/gateway_upstream_calls_total\{endpoint="contract",status="200"\} 1/);
    expect(text).toMatch(/gateway_upstream_calls_total\{endpoint="contract",status="500"\} 1/);
    expect(text).toMatch(/gateway_cache_hits_total\{endpoint="contract"\} 1/);
    expect(text).toMatch(/gateway_cache_misses_total\{endpoint="contract"\} 2/);
    expect(text).toMatch(/gateway_cache_bytes [1-9]\d*/);
    expect(text).toMatch(/gateway_quota_used 2/);
    expect(text).toContain('gateway_stale_answers_total');
    close();
  });
});
