// The simulated 8-hour days (BENCH_ONLY=refday and mirrorday): the scripted working day's people
// and mix (working-day.ts), driven through the gateway in-process in front of the demo, with the
// gateway's clock moved to each view's time. No browser: each view sends the API requests its page
// asks for when opened (the model below, read from the routes' queries), so a day takes seconds.
// Every upstream call is counted, by view kind and endpoint, the sync's included.
//
// The reference day (issue 41): the gateway alone, and the reference lists' refreshes (calls
// beyond the first for each list). The mirror day (issue 42): the mirror attached and its sync on
// the server's schedule (the first or nightly full pass, short passes every 30 minutes in working
// hours). Two starts: the server started at 08:00 (its first full pass then, as the browser's
// working day measures it), and a server that has run for days (its nightly full pass at 03:00,
// five hours before the first view): the mirror's lists are answered within
// MIRROR_LIST_FRESH_MINUTES of a whole read, its records within MIRROR_FRESH_MINUTES of their own
// last read.
import { setTimeout as sleep } from 'node:timers/promises';
import { Hono } from 'hono';
import { readConfig, syncSettings } from '../server/config';
import { createDemoApi } from '../server/demo/index';
import { playNextDay } from '../server/demo/next-day';
import { MEMORY, openGatewayDb } from '../server/gateway/database';
import { ENDPOINTS, matchEndpoint } from '../server/gateway/endpoints';
import { createGateway } from '../server/gateway/index';
import { createLogger } from '../server/gateway/logger';
import { appUpstream } from '../server/gateway/upstream';
import { openMirror } from '../server/mirror/service';
import { atMost, budgetRow, doublingRow, type Row } from './report';
import type { BenchContext } from './server';
import { dayPlan, viewsOf, type View } from './working-day';

const MINUTE = 60_000;
const DAY_MS = 8 * 60 * MINUTE;
export const START = Date.parse('2026-03-10T08:00:00Z');
/** The invoice list's parameters the app always sends (src/domain/invoice-list-request.ts). */
const LIST_DEFAULTS = 'per_page=25&sort_by=id&sort_order=desc';
/** The days a server has run in the steady-state figures (the last one counted). */
const WEEK_DAYS = 5;

type Demo = ReturnType<typeof createDemoApi>;

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
const eventsOf = (people: number, views: number, day = 0) =>
  Array.from({ length: people }, (_, p) =>
    viewsOf(p + day * people, views).map((view, i) => ({
      at: START + day * 24 * 60 * MINUTE + Math.floor(((i + p / people) * DAY_MS) / views),
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
async function sendRequests(
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

/** Each call in the list once, by `key`: how many times each was made. */
function countBy<T>(list: T[], key: (item: T) => string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of list) out[key(item)] = (out[key(item)] ?? 0) + 1;
  return out;
}

interface Call {
  endpoint: string;
  /** The request, as the gateway's cache tells lists apart. */
  key: string;
  /** The kind of view that made it, or 'sync'. */
  who: string;
}

interface DayOptions {
  /** When the server (and its mirror, empty) started; START unless given. */
  startedAt?: number;
  env?: NodeJS.ProcessEnv;
  /**
   * With `days` > 1 the server runs that many days (each its own views, the demo playing a next
   * day of changes each evening) and the figures are the last day's, from its midnight.
   */
  days?: number;
  /** The share of contract views that read their line items too. */
  lineItemsShare?: number;
  /** false: the gateway alone in demo mode (the reference day), no mirror and no sync. */
  mirror?: boolean;
}

/**
 * One simulated day: a gateway in front of the demo on the simulation's clock, with one quota for
 * the whole day (its figures, never a refusal), silent, counting each upstream call and who it
 * was for.
 */
export async function simulateDay(
  demo: Demo,
  people: number,
  views: number,
  { startedAt = START, env = {}, days = 1, lineItemsShare = 0, mirror = true }: DayOptions = {},
) {
  let clock = startedAt;
  let who = 'sync';
  const calls: Call[] = [];
  const db = openGatewayDb(MEMORY);
  const logger = createLogger({ write: () => undefined }, 'error');
  const account = mirror ? 'mirror-day' : 'reference-day';
  const now = () => clock;
  const service = mirror ? openMirror(db, { account, logger, now }) : null;
  const demoUpstream = appUpstream(demo.app);
  const gateway = createGateway({
    ...readConfig(env, '/nonexistent').gateway,
    dailyQuota: 1_000_000,
    clientShare: 1,
    logger,
    mode: mirror ? 'proxy' : 'demo',
    account,
    db,
    now,
    ...service?.gatewayOptions,
    upstream: (request) => {
      const match = matchEndpoint(`/${request.root}${request.path}`, request.query);
      const key = `${request.root}${request.path}?${request.query}`;
      calls.push({ endpoint: match?.endpoint.name ?? 'unknown', key, who });
      return demoUpstream(request);
    },
  });
  const app = new Hono().route('/api', gateway.routes);
  // The sync as the server runs it against a real account (its reads cost calls, within budget).
  const sync = service?.attach(gateway, syncSettings(env, false)).sync;
  const passes: Record<string, number> = {};
  /** The passes the server's schedule (checked every minute) starts up to `until`. */
  const runPassesUntil = async (until: number) => {
    for (; sync && clock <= until; clock += MINUTE) {
      const kind = sync.due();
      if (!kind) continue;
      who = 'sync';
      const report = await sync.start(kind);
      passes[`${kind}: ${report.outcome}`] = (passes[`${kind}: ${report.outcome}`] ?? 0) + 1;
    }
  };

  // The share of contract views that scroll to the line items (or open an insertion): the page
  // then asks for the whole record, the secondary list and the types' names (contract-line-items.tsx).
  let contractViews = 0;
  const showLineItems = async (view: View, person: number) => {
    const id = /^\/contracts\/(\d+)$/.exec(view.visits.at(-1) ?? '')?.[1];
    if (!id) return 0;
    contractViews += 1;
    // Evenly spread and the same every run (the golden ratio's low-discrepancy sequence).
    if ((contractViews * 0.618_033_988_75) % 1 >= lineItemsShare) return 0;
    return sendRequests(app, person, [
      `/api/base/contracts/${id}`,
      `/api/secondary/contractLineItems/?contract_id=${id}`,
      '/api/secondary/invoiceLineItemTypes/',
    ]);
  };

  let events: ReturnType<typeof eventsOf> = [];
  let failed = 0;
  for (let day = 0; day < days; day++) {
    events = eventsOf(people, views, day);
    if (day > 0) {
      // The evening before: the account changes (MediaOS's day), then midnight starts the count.
      const midnight = START - 8 * 60 * MINUTE + day * 24 * 60 * MINUTE;
      await runPassesUntil(midnight - 4 * 60 * MINUTE);
      playNextDay(demo.db);
      await runPassesUntil(midnight);
      if (day === days - 1) {
        calls.length = 0;
        for (const kind of Object.keys(passes)) delete passes[kind];
      }
    }
    failed = 0;
    for (const { at, person, view } of events) {
      await runPassesUntil(at);
      clock = at;
      who = view.kind;
      for (const visit of view.visits) {
        failed += await sendRequests(app, person, await requestsOf(demo, visit), firstScreen);
      }
      failed += await showLineItems(view, person);
      // What the answers wrote into the mirror (or a refresh behind an answer) is done before the
      // next view (the demo answers in a moment).
      await (service ? service.mirror.idle() : sleep(2));
    }
  }
  gateway.close();
  db.close();

  const sync_ = calls.filter((call) => call.who === 'sync').length;
  const summary = {
    views: events.length,
    failed,
    /** Upstream calls from the server's start to the day's last view, the sync's included. */
    upstream: calls.length,
    sync: sync_,
    perView: Math.round((calls.length / events.length) * 100) / 100,
    passes,
    byEndpoint: countBy(calls, (call) => call.endpoint),
    /** The page views' upstream calls per endpoint (the sync's left out). */
    viewsByEndpoint: countBy(
      calls.filter((call) => call.who !== 'sync'),
      (call) => call.endpoint,
    ),
  };
  return [summary, calls] as const;
}

const isReference = (name: string) =>
  ENDPOINTS.some((e) => e.name === name && e.freshness === 'reference');

export async function measureReferenceDay({ details }: BenchContext): Promise<Row[]> {
  const { people, views } = dayPlan();
  const ttl = readConfig({}, '/nonexistent').gateway.referenceTtlMs;
  // DEMO_SCALE=1: the mix's ids are those of the small account.
  const [all, calls] = await simulateDay(createDemoApi({ scale: 1 }), people, views, {
    mirror: false,
  });
  const references = calls.filter((call) => isReference(call.endpoint));
  const referenceLists = new Set(references.map((call) => call.key)).size;
  const kinds = [...new Set(calls.map((call) => call.who))];
  const day = {
    views: all.views,
    failed: all.failed,
    upstream: all.upstream,
    referenceCalls: references.length,
    referenceLists,
    referenceRefreshes: references.length - referenceLists,
    byEndpoint: all.byEndpoint,
    byKind: Object.fromEntries(
      kinds.map((kind) => [
        kind,
        countBy(
          calls.filter((call) => call.who === kind),
          (c) => c.endpoint,
        ),
      ]),
    ),
  };
  details.referenceDay = { people, views, hours: DAY_MS / 3_600_000, referenceTtlMs: ttl, day };
  return [
    budgetRow(
      'reference day: reference refreshes in 8 hours',
      day.referenceRefreshes,
      atMost(150, 'calls'),
      `reference freshness ${ttl / 60_000} min: ${day.referenceCalls} reference calls for ` +
        `${day.referenceLists} lists, ${day.upstream} upstream calls in all for ${day.views} ` +
        `views (${day.failed} requests failed); ${people} people over 8 hours, no browser`,
    ),
  ];
}

/** The mirror answering nothing: the gateway and its cache alone, the sync still running. */
export const NO_MIRROR = {
  MIRROR_FRESH_MINUTES: '0',
  MIRROR_LIST_FRESH_MINUTES: '0',
  MIRROR_REFERENCE_FRESH_MINUTES: '0',
};

/**
 * The mirror days measured, each also with twice the views where `doubled`: a server's start time
 * (nightly: its full pass at 03:00), the settings, the days it has run (the last one counted, on
 * a demo of its own that the days play changes into) and the share of contract views that read
 * their line items.
 */
const MIRROR_DAYS: (DayOptions & { key: string; label: string; doubled?: true })[] = [
  {
    key: 'week',
    label: `defaults, a server that has run ${WEEK_DAYS} days`,
    days: WEEK_DAYS,
    doubled: true,
  },
  { key: 'started', label: 'defaults, server started at 08:00', startedAt: START },
  { key: 'steady', label: 'defaults, nightly full pass at 03:00', doubled: true },
  // Staff who read the line items too: half of the contract views, and every one.
  {
    key: 'half',
    label: 'half the contract views read the line items',
    lineItemsShare: 0.5,
    doubled: true,
  },
  {
    key: 'all',
    label: 'every contract view reads the line items',
    lineItemsShare: 1,
    doubled: true,
  },
  {
    key: 'short',
    label: 'records 15 min and lists 30 min fresh',
    // The freshness first chosen (a record 15 minutes, a list 30), for comparison.
    env: { MIRROR_FRESH_MINUTES: '15', MIRROR_LIST_FRESH_MINUTES: '30' },
    doubled: true,
  },
  { key: 'noMirror', label: 'mirror answering nothing (MIRROR_*_FRESH_MINUTES=0)', env: NO_MIRROR },
];

type MirrorDay = Awaited<ReturnType<typeof simulateDay>>[0];

const note = (d: MirrorDay) =>
  `${d.upstream} upstream calls in all (${d.sync} the sync's, ${d.upstream - d.sync} the views'), ` +
  `${d.views} views, ${d.failed} requests failed; the views' calls ${JSON.stringify(d.viewsByEndpoint)}; ` +
  `passes ${JSON.stringify(d.passes)}`;

export async function measureMirrorDay({ details }: BenchContext): Promise<Row[]> {
  const { people, views } = dayPlan();
  // DEMO_SCALE=1: the mix's ids are those of the small account (contract list on, as by default).
  const newDemo = () => createDemoApi({ scale: 1, contractList: true });
  const demo = newDemo();
  const record: Record<string, MirrorDay> = {};
  const rows: Row[] = [];
  for (const { key, label, doubled, ...options } of MIRROR_DAYS) {
    const day = async (perPerson: number) => {
      const demoOfDay = (options.days ?? 1) > 1 ? newDemo() : demo;
      const start = { startedAt: START - 5 * 60 * MINUTE, ...options };
      return (await simulateDay(demoOfDay, people, perPerson, start))[0];
    };
    const one = (record[key] = await day(views));
    rows.push(
      budgetRow(
        `mirror day, ${label}: calls per view`,
        one.perView,
        atMost(0.35, 'requests'),
        note(one),
      ),
    );
    if (!doubled) continue;
    const two = (record[`${key}Doubled`] = await day(views * 2));
    rows.push(doublingRow(`mirror day, ${label}: doubling the views adds`, one, two));
  }
  details.mirrorDay = { people, views, hours: DAY_MS / 3_600_000, ...record };
  return rows;
}
