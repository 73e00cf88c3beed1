// A simulated 8-hour day for the reference lists (BENCH_ONLY=refday): the scripted working day's
// people and mix (working-day.ts), driven through the gateway in-process in front of the demo, with
// the gateway's clock moved to each view's time. No browser: each view sends the API requests its
// page asks for when opened (the model below, read from the routes' queries), so the day takes
// seconds. Counts upstream calls by view kind and endpoint, and the reference lists' refreshes
// (calls beyond the first for each list).
import { setTimeout as sleep } from 'node:timers/promises';
import { Hono } from 'hono';
import { createDemoApi } from '../server/demo/index';
import { readConfig } from '../server/config';
import { openGatewayDb } from '../server/gateway/database';
import { ENDPOINTS, matchEndpoint } from '../server/gateway/endpoints';
import { createGateway, type GatewayOptions, type GatewaySettings } from '../server/gateway/index';
import { createLogger } from '../server/gateway/logger';
import { appUpstream } from '../server/gateway/upstream';
import { budgetRow, type Row } from './report';
import type { BenchContext } from './server';
import { viewsOf, type View } from './working-day';

export const DAY_MS = 8 * 60 * 60 * 1000;
export const START = Date.parse('2026-03-10T08:00:00Z');
/** The invoice list's parameters the app always sends (src/domain/invoice-list-request.ts). */
const LIST_DEFAULTS = 'per_page=25&sort_by=id&sort_order=desc';

export type Demo = ReturnType<typeof createDemoApi>;

/** The product ids of a contract's insertions, from the demo (what the contract page shows). */
async function productsOf(demo: Demo, id: string): Promise<string[]> {
  const response = await demo.app.fetch(new Request(`http://demo.invalid/base/contracts/${id}`));
  if (!response.ok) return [];
  const contract = (await response.json()) as { insertions?: { product_id?: unknown }[] };
  return [...new Set((contract.insertions ?? []).map((i) => String(i.product_id)))].sort();
}

/** The API requests a page asks for when opened in a new tab, as `/api/...` paths. */
async function requestsOf(demo: Demo, visit: string): Promise<string[]> {
  const url = new URL(visit, 'http://app.invalid');
  const parts = url.pathname.split('/').filter(Boolean);
  const product = (p: string) => [
    `/api/base/adSizes/product/${p}?active=false`,
    `/api/base/adRates/?product_id=${p}&active=false`,
    `/api/base/sections/?product_id=${p}`,
  ];
  if (parts[0] === 'contracts' && parts[1]) {
    // The products' names, each product's sizes, rates and sections (the people's names are the
    // server's copy's: no request).
    const products = await productsOf(demo, parts[1]);
    return [`/api/base/contracts/${parts[1]}`, '/api/base/products/', ...products.flatMap(product)];
  }
  if (parts[0] === 'invoices' && parts[1]) {
    return [`/api/base/invoices/${parts[1]}`, '/api/secondary/invoiceLineItemTypes/'];
  }
  if (parts[0] === 'invoices') {
    // The page and the next one, fetched ahead.
    const page = Number(url.searchParams.get('page') ?? 1);
    url.searchParams.delete('page');
    const filter = url.searchParams.toString();
    return [page, page + 1].map((n) => `/api/base/invoices/?${filter}&page=${n}&${LIST_DEFAULTS}`);
  }
  if (parts[0] === 'products' && parts[1]) {
    const p = parts[1];
    const tab =
      parts[2] === 'sections'
        ? [`/api/base/sections/?product_id=${p}`]
        : [`/api/base/adSizes/product/${p}`, `/api/base/adRates/?product_id=${p}`];
    return ['/api/base/products/', ...tab];
  }
  if (parts[0] === 'users') return ['/api/secondary/users/'];
  return [];
}

/**
 * The day's views in time order, each person's spread over the day, people in step but not at the
 * same instant; `day` > 0: a later day's (its own picks, 24 hours on).
 */
export const eventsOf = (people: number, views: number, day = 0) =>
  Array.from({ length: people }, (_, p) =>
    viewsOf(p + day * people, views).map((view, i) => ({
      at: START + day * 24 * 3_600_000 + Math.floor(((i + p / people) * DAY_MS) / views),
      person: p,
      view,
    })),
  )
    .flat()
    .sort((a, b) => a.at - b.at);

const CONTRACT_RECORD = /^\/api\/base\/contracts\/\d+$/;
/** The contract page's first read can do without the line items (src/api/contracts.ts). */
const firstScreen = (path: string): Record<string, string> =>
  CONTRACT_RECORD.test(path) ? { 'x-gateway-without': 'line_items' } : {};

/**
 * Sends requests side by side as the person's browser would (`headers`: a request's own); how
 * many failed.
 */
export async function sendRequests(
  app: Hono,
  person: number,
  paths: readonly string[],
  headers: (path: string) => Record<string, string> = () => ({}),
): Promise<number> {
  const answers = await Promise.all(
    paths.map((path) =>
      app.request(path, { headers: { 'x-forwarded-for': `10.0.0.${person}`, ...headers(path) } }),
    ),
  );
  let failed = 0;
  for (const answer of answers) {
    if (answer.status >= 400) failed += 1;
    await answer.arrayBuffer();
  }
  return failed;
}

/** Sends the API requests of a view's pages as the person's browser would; how many failed. */
export async function openView(app: Hono, demo: Demo, person: number, view: View) {
  let failed = 0;
  for (const visit of view.visits) {
    failed += await sendRequests(app, person, await requestsOf(demo, visit), firstScreen);
  }
  return failed;
}

/** Each call in the list once, by `key`: how many times each was made. */
export function countBy<T>(list: T[], key: (item: T) => string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of list) out[key(item)] = (out[key(item)] ?? 0) + 1;
  return out;
}

export interface Call {
  endpoint: string;
  /** The request, as the gateway's cache tells lists apart. */
  key: string;
  /** The kind of view that made it, or 'sync'. */
  who: string;
}

/**
 * A gateway in front of the demo on the simulation's clock, with one quota for the whole day (its
 * figures, never a refusal), silent, counting each upstream call and `who()` it was for.
 */
export function simulatedGateway(
  demo: Demo,
  who: () => string,
  {
    env = {},
    ...options
  }: Omit<GatewayOptions, keyof GatewaySettings | 'upstream'> &
    Partial<GatewaySettings> & { env?: NodeJS.ProcessEnv },
) {
  const calls: Call[] = [];
  const demoUpstream = appUpstream(demo.app);
  const gateway = createGateway({
    ...readConfig(env, '/nonexistent').gateway,
    dailyQuota: 1_000_000,
    clientShare: 1,
    logger: createLogger({ write: () => undefined }, 'error'),
    ...options,
    upstream: (request) => {
      const match = matchEndpoint(`/${request.root}${request.path}`, request.query);
      const key = `${request.root}${request.path}?${request.query}`;
      calls.push({ endpoint: match?.endpoint.name ?? 'unknown', key, who: who() });
      return demoUpstream(request);
    },
  });
  return { calls, gateway, app: new Hono().route('/api', gateway.routes) };
}

const isReference = (name: string) =>
  ENDPOINTS.some((e) => e.name === name && e.freshness === 'reference');

async function runDay(demo: Demo, referenceTtlMs: number, people: number, views: number) {
  let clock = START;
  let kindNow = '';
  const db = openGatewayDb(':memory:');
  const { calls, gateway, app } = simulatedGateway(demo, () => kindNow, {
    mode: 'demo',
    account: 'reference-day',
    db,
    now: () => clock,
    referenceTtlMs,
  });

  const events = eventsOf(people, views);
  let failed = 0;
  for (const { at, person, view } of events) {
    clock = at;
    kindNow = view.kind;
    failed += await openView(app, demo, person, view);
    // A refresh behind an answer is done before the next view (the demo answers in a moment).
    await sleep(2);
  }
  gateway.close();
  db.close();

  const kinds = [...new Set(calls.map((call) => call.who))];
  const byKind = kinds.map((kind) => [kind, calls.filter((call) => call.who === kind)] as const);
  const references = calls.filter((call) => isReference(call.endpoint));
  const referenceLists = new Set(references.map((call) => call.key)).size;
  return {
    views: events.length,
    failed,
    upstream: calls.length,
    referenceCalls: references.length,
    referenceLists,
    referenceRefreshes: references.length - referenceLists,
    byEndpoint: countBy(calls, (call) => call.endpoint),
    byKind: Object.fromEntries(
      byKind.map(([kind, its]) => [kind, countBy(its, (c) => c.endpoint)]),
    ),
  };
}
export async function measureReferenceDay({ details }: BenchContext): Promise<Row[]> {
  const people = Number(process.env.BENCH_DAY_PEOPLE || 20);
  const views = Number(process.env.BENCH_DAY_VIEWS || 20);
  // DEMO_SCALE=1: the mix's ids are those of the small account.
  const ttl = readConfig({}, '/nonexistent').gateway.referenceTtlMs;
  const day = await runDay(createDemoApi({ scale: 1 }), ttl, people, views);
  details.referenceDay = { people, views, hours: DAY_MS / 3_600_000, referenceTtlMs: ttl, day };
  return [
    budgetRow(
      'reference day: reference refreshes in 8 hours',
      day.referenceRefreshes,
      'calls',
      150,
      false,
      `reference freshness ${ttl / 60_000} min: ${day.referenceCalls} reference calls for ` +
        `${day.referenceLists} lists, ${day.upstream} upstream calls in all for ${day.views} ` +
        `views (${day.failed} requests failed); ${people} people over 8 hours, no browser`,
    ),
  ];
}
