// The simulated 8-hour day with the account's mirror (BENCH_ONLY=mirrorday, issue 42): the
// reference day's people and mix (reference-day.ts) through the gateway with the mirror attached
// and its sync on the server's schedule (the first or nightly full pass, short passes every 30
// minutes in working hours), on a clock that moves to each view's time. Every upstream call is
// counted, the sync's included, from the server's start. In-process, no browser: seconds.
//
// Two starts: the server started at 08:00 (its first full pass then, as the browser's working day
// measures it), and a server that has run for days (its nightly full pass at 03:00, five hours
// before the first view): the mirror's lists are answered within MIRROR_LIST_FRESH_MINUTES of a
// whole read, its records within MIRROR_FRESH_MINUTES of their own last read.
import { syncSettings } from '../server/config';
import { createDemoApi } from '../server/demo/index';
import { MEMORY, openGatewayDb } from '../server/gateway/database';
import { createLogger } from '../server/gateway/logger';
import { openMirror } from '../server/mirror/service';
import { playNextDay } from '../server/demo/next-day';
import {
  countBy,
  DAY_MS,
  eventsOf,
  openView,
  sendRequests,
  simulatedGateway,
  START,
  type Demo,
} from './reference-day';
import type { View } from './working-day';
import { budgetRow, type Row } from './report';
import type { BenchContext } from './server';

const MINUTE = 60_000;
/** The days a server has run in the steady-state figures (the last one counted). */
const WEEK_DAYS = 5;

interface MirrorDay {
  views: number;
  failed: number;
  /** Upstream calls from the server's start to the day's last view, the sync's included. */
  upstream: number;
  sync: number;
  perView: number;
  passes: Record<string, number>;
  byEndpoint: Record<string, number>;
  /** The page views' upstream calls per endpoint (the sync's left out). */
  viewsByEndpoint: Record<string, number>;
}

/**
 * One day; `startedAt`: when the server (and its mirror, empty) started. With `days` > 1 the
 * server runs that many days (each its own views, the demo playing a next day of changes each
 * evening) and the figures are the last day's, from its midnight: a server that has run a while.
 */
export async function simulateMirrorDay(
  demo: Demo,
  people: number,
  views: number,
  startedAt: number,
  env: NodeJS.ProcessEnv = {},
  days = 1,
  lineItemsShare = 0,
): Promise<MirrorDay> {
  let clock = startedAt;
  let who = 'sync';
  const db = openGatewayDb(MEMORY);
  const logger = createLogger({ write: () => undefined }, 'error');
  const account = 'mirror-day';
  const now = () => clock;
  const service = openMirror(db, { account, logger, now });
  const { calls, gateway, app } = simulatedGateway(demo, () => who, {
    env,
    mode: 'proxy',
    account,
    db,
    now,
    ...service.gatewayOptions,
  });
  // The sync as the server runs it against a real account (its reads cost calls, within budget).
  const { sync } = service.attach(gateway, syncSettings(env, false));
  const passes: Record<string, number> = {};
  /** The passes the server's schedule (checked every minute) starts up to `until`. */
  const runPassesUntil = async (until: number) => {
    for (; clock <= until; clock += MINUTE) {
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
      failed += await openView(app, demo, person, view);
      failed += await showLineItems(view, person);
      // What the answers wrote into the mirror is there before the next view.
      await service.mirror.idle();
    }
  }
  gateway.close();
  db.close();

  const sync_ = calls.filter((call) => call.who === 'sync').length;
  return {
    views: events.length,
    failed,
    upstream: calls.length,
    sync: sync_,
    perView: Math.round((calls.length / events.length) * 100) / 100,
    passes,
    byEndpoint: countBy(calls, (call) => call.endpoint),
    viewsByEndpoint: countBy(
      calls.filter((call) => call.who !== 'sync'),
      (call) => call.endpoint,
    ),
  };
}

/** The freshness first chosen (a record 15 minutes, a list 30), for comparison. */
const SHORT_FRESH = { MIRROR_FRESH_MINUTES: '15', MIRROR_LIST_FRESH_MINUTES: '30' };
/** The mirror answering nothing: the gateway and its cache alone, the sync still running. */
export const NO_MIRROR = {
  MIRROR_FRESH_MINUTES: '0',
  MIRROR_LIST_FRESH_MINUTES: '0',
  MIRROR_REFERENCE_FRESH_MINUTES: '0',
};

/**
 * The days measured, each also with twice the views where `doubled`: a server's start time
 * (nightly: its full pass at 03:00), the settings, the days it has run (the last one counted, on
 * a demo of its own that the days play changes into) and the share of contract views that read
 * their line items.
 */
const DAYS: {
  key: string;
  label: string;
  started?: true;
  env?: NodeJS.ProcessEnv;
  days?: number;
  share?: number;
  doubled?: true;
}[] = [
  {
    key: 'week',
    label: `defaults, a server that has run ${WEEK_DAYS} days`,
    days: WEEK_DAYS,
    doubled: true,
  },
  { key: 'started', label: 'defaults, server started at 08:00', started: true },
  { key: 'steady', label: 'defaults, nightly full pass at 03:00', doubled: true },
  // Staff who read the line items too: half of the contract views, and every one.
  { key: 'half', label: 'half the contract views read the line items', share: 0.5, doubled: true },
  { key: 'all', label: 'every contract view reads the line items', share: 1, doubled: true },
  {
    key: 'short',
    label: 'records 15 min and lists 30 min fresh',
    env: SHORT_FRESH,
    doubled: true,
  },
  { key: 'noMirror', label: 'mirror answering nothing (MIRROR_*_FRESH_MINUTES=0)', env: NO_MIRROR },
];

export async function measureMirrorDay({ details }: BenchContext): Promise<Row[]> {
  const people = Number(process.env.BENCH_DAY_PEOPLE || 20);
  const views = Number(process.env.BENCH_DAY_VIEWS || 20);
  // DEMO_SCALE=1: the mix's ids are those of the small account (contract list on, as by default).
  const newDemo = () => createDemoApi({ scale: 1, contractList: true });
  const demo = newDemo();
  const record: Record<string, MirrorDay> = {};
  const rows: Row[] = [];
  for (const { key, label, started, env, days = 1, share = 0, doubled } of DAYS) {
    const day = (perPerson: number) =>
      simulateMirrorDay(
        days > 1 ? newDemo() : demo,
        people,
        perPerson,
        started ? START : START - 5 * 60 * MINUTE,
        env,
        days,
        share,
      );
    const one = (record[key] = await day(views));
    rows.push(
      budgetRow(
        `mirror day, ${label}: calls per view`,
        one.perView,
        'requests',
        0.35,
        false,
        note(one),
      ),
    );
    if (!doubled) continue;
    const two = (record[`${key}Doubled`] = await day(views * 2));
    rows.push(
      budgetRow(
        `mirror day, ${label}: doubling the views adds`,
        Math.round(((two.upstream - one.upstream) / one.upstream) * 100),
        '%',
        20,
        true,
        `${one.upstream} calls for ${one.views} views, ${two.upstream} for ${two.views}`,
      ),
    );
  }
  details.mirrorDay = { people, views, hours: DAY_MS / 3_600_000, ...record };
  return rows;
}

const note = (d: MirrorDay) =>
  `${d.upstream} upstream calls in all (${d.sync} the sync's, ${d.upstream - d.sync} the views'), ` +
  `${d.views} views, ${d.failed} requests failed; the views' calls ${JSON.stringify(d.viewsByEndpoint)}; ` +
  `passes ${JSON.stringify(d.passes)}`;
