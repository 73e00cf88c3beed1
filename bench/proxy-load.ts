// Figure 6: the proxy under load, in this process: a fake upstream on 127.0.0.1 answering JSON after
// ~20 ms, the real app in proxy mode in front of it, N concurrent identical requests (how many
// reach upstream: coalescing) and then a bounded load through the cache (requests per second).
import { readConfig } from '../server/config';
import { createAdaptorServer } from '@hono/node-server';
import { createServer, type Server } from 'node:http';
import { createApp } from '../server/app';
import { openGatewayDb } from '../server/gateway/database';
import { createGateway } from '../server/gateway/index';
import { createLogger } from '../server/gateway/logger';
import { total as counterTotal } from '../server/gateway/metrics';
import { httpUpstream } from '../server/gateway/upstream';
import { atMost, budgetRow, infoRow, type Row } from './report';
import { closeServer, listenOnFreePort, pool, type BenchContext } from './server';

const UPSTREAM_DELAY_MS = 20;
const BODY = JSON.stringify({ id: '1003', advertiser_id: '77', notes: 'x'.repeat(2000) });

/** `concurrent` identical requests at once, then `total` through the cache, `concurrency` at once. */
export async function measureProxy(
  { distDir, details }: BenchContext,
  concurrent = 200,
  total = 5000,
  concurrency = 50,
): Promise<Row[]> {
  let upstreamCalls = 0;
  const upstream = createServer((_request, response) => {
    upstreamCalls += 1;
    setTimeout(() => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(BODY);
    }, UPSTREAM_DELAY_MS);
  });
  const upstreamPort = await listenOnFreePort(upstream);
  const db = openGatewayDb(':memory:');
  const proxy = createGateway({
    mode: 'proxy',
    account: 'bench',
    upstream: httpUpstream({
      baseUrl: `http://127.0.0.1:${upstreamPort}/base`,
      secondaryBaseUrl: `http://127.0.0.1:${upstreamPort}/secondary`,
      apiKey: 'bench-key',
      apiPassword: 'bench-password',
    }),
    db,
    logger: createLogger(undefined, 'warn'),
    // The gateway's defaults, as an unconfigured server runs it.
    ...readConfig({}, '').gateway,
  });
  const app = createApp({ gateway: proxy, mode: 'proxy', distDir });
  const server = createAdaptorServer({ fetch: app.fetch });
  const port = await listenOnFreePort(server as Server);
  const url = `http://127.0.0.1:${port}/api/base/contracts/1003`;
  const get = async () => {
    const response = await fetch(url);
    await response.arrayBuffer();
    return response.status;
  };

  try {
    const burst = await Promise.all(Array.from({ length: concurrent }, get));
    const burstCalls = upstreamCalls;
    const burstOk = burst.filter((status) => status === 200).length;

    let failed = 0;
    const latencies: number[] = [];
    const started = performance.now();
    await pool(total, concurrency, async () => {
      const at = performance.now();
      if ((await get()) !== 200) failed += 1;
      latencies.push(performance.now() - at);
    });
    const seconds = (performance.now() - started) / 1000;
    const rps = Math.round(total / seconds);
    latencies.sort((a, b) => a - b);
    const p = (q: number) =>
      Math.round(latencies[Math.floor(q * (latencies.length - 1))]! * 10) / 10;
    details.proxy = {
      concurrent,
      burstOk,
      upstreamCallsForBurst: burstCalls,
      load: { total, concurrency, seconds, rps, failed, p50: p(0.5), p99: p(0.99) },
      upstreamCallsForLoad: upstreamCalls - burstCalls,
      proxyMetrics: {
        upstreamCalls: await counterTotal(proxy.metrics.upstreamCalls),
        cacheHits: await counterTotal(proxy.metrics.cacheHits),
        coalesced: await counterTotal(proxy.metrics.coalesced),
        stale: await counterTotal(proxy.metrics.staleAnswers),
      },
    };
    return [
      budgetRow(
        `proxy: ${concurrent} concurrent identical requests, upstream calls`,
        burstCalls,
        atMost(1, 'calls'),
        `${burstOk}/${concurrent} answered 200; upstream answers after ${UPSTREAM_DELAY_MS} ms`,
      ),
      infoRow(
        `proxy: ${total} requests (concurrency ${concurrency}) through the cache`,
        rps,
        'req/s',
        `p50 ${p(0.5)} ms, p99 ${p(0.99)} ms, ${failed} failed, ${upstreamCalls - burstCalls} ` +
          'more upstream calls; client and server share this one Node process',
      ),
    ];
  } finally {
    await closeServer(server);
    await closeServer(upstream);
    proxy.close();
    db.close();
  }
}
