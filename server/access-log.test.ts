// The access log and the request duration histogram: one JSON line per request with its route
// pattern (never the ids or the query), status, duration, who and the gateway's cache source; the
// histogram by the same route and status; a page's in-process reads are not counted twice.
import { afterEach, expect, it } from 'vitest';
import { accessLog, inProcessRequests } from './access-log';
import { createApp } from './app';
import { readAuthConfig } from './auth/config';
import { testDist } from './testing/viewer';
import { USERS } from './demo/people';
import { fakeApiForFile, makeGateway, type TestGateway } from './testing/gateway';

const { api } = fakeApiForFile();
const person = USERS.find((u) => u.active && !u.date_deleted)!.email;
let opened: TestGateway | null = null;
afterEach(() => opened?.close());

function viewer() {
  opened = makeGateway(api);
  const { gateway, logs } = opened;
  const app = createApp({
    gateway,
    mode: 'proxy',
    distDir: testDist(),
    accessLog: accessLog(gateway.logger, gateway.metrics.httpDuration),
    auth: {
      config: readAuthConfig(
        { AUTH_MODE: 'proxy', TRUSTED_PROXIES: '127.0.0.1', AUTH_PROXY_HEADER: 'x-email' },
        '127.0.0.1',
      ),
      remoteAddress: () => '127.0.0.1',
      users: async () => ({ users: USERS }),
    },
  });
  const requests = () =>
    logs
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((l) => l.msg === 'request');
  return { app, gateway, requests };
}

it('writes one line per request: method, route pattern, status, duration, who, cache source', async () => {
  const { app, requests } = viewer();
  const as = { headers: { 'x-email': person } };
  expect((await app.request('/api/base/contracts/1003?apiKey=nope&x=1', as)).status).toBe(200);
  expect((await app.request('/api/base/contracts/1003', as)).status).toBe(200);
  expect((await app.request('/api/base/contracts/1003')).status).toBe(401);
  expect((await app.request('/no/such/thing', as)).status).toBe(200); // the app's page, unrendered
  const lines = requests();
  expect(lines).toHaveLength(4);
  expect(lines[0]).toMatchObject({
    level: 30,
    method: 'GET',
    route: '/api/base/contracts/:id',
    status: 200,
    who: person,
    cache: 'miss',
  });
  expect(lines[0]!.ms).toEqual(expect.any(Number));
  expect(lines[1]).toMatchObject({ route: '/api/base/contracts/:id', cache: 'hit' });
  expect(lines[2]).toMatchObject({ status: 401, who: 'anonymous' });
  expect(lines[2]).not.toHaveProperty('cache');
  expect(lines[3]).toMatchObject({ route: '/no/such/thing', status: 200 });
  // Never the raw URL: no id, no query, no key.
  expect(JSON.stringify(lines)).not.toMatch(/1003|apiKey|nope/);
});

it('counts requests in the duration histogram by route and status, the probes at debug', async () => {
  const { app, gateway, requests } = viewer();
  const as = { headers: { 'x-email': person } };
  await app.request('/api/base/contracts/7', as);
  await app.request('/api/base/contracts/8', as);
  await app.request('/readyz');
  const metrics = await (await gateway.metricsHandler(fakeContext())).text();
  expect(metrics).toMatch(
    /^http_request_duration_seconds_count\{method="GET",route="\/api\/base\/contracts\/:id",status="200"\} 2$/m,
  );
  expect(metrics).toMatch(
    /^http_request_duration_seconds_bucket\{le="20",method="GET",route="\/readyz"/m,
  );
  expect(requests().find((l) => l.route === '/readyz')).toMatchObject({ level: 20 });
});

it('leaves a page’s in-process reads out of the histogram and logs them at debug', async () => {
  const { app, gateway, requests } = viewer();
  const request = new Request('http://viewer/api/base/contracts/9', {
    headers: { 'x-email': person },
  });
  inProcessRequests.add(request);
  expect((await app.request(request)).status).toBe(200);
  expect(requests()).toEqual([expect.objectContaining({ level: 20, internal: true })]);
  const metrics = await (await gateway.metricsHandler(fakeContext())).text();
  expect(metrics).not.toContain('route="/api/base/contracts/:id"');
});

it('caps the routes it tells apart, so made-up paths cannot grow /metrics', async () => {
  const { app, requests } = viewer();
  const as = { headers: { 'x-email': person } };
  for (let i = 0; i < 205; i++) await app.request(`/made-up-${i}`, as);
  const routes = requests().map((l) => l.route);
  expect(new Set(routes).size).toBe(201);
  expect(routes.at(-1)).toBe('(other)');
});

/** metricsHandler only answers with the registry's text. */
function fakeContext() {
  return {
    body: (text: string, status: number, headers: Record<string, string>) =>
      new Response(text, { status, headers }),
  } as unknown as Parameters<TestGateway['gateway']['metricsHandler']>[0];
}
