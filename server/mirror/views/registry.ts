// Every server view, declared once and mounted once under /api/views (adding one:
// docs/architecture.md, "Adding a view"). Each request the same way: the role policy (403), the
// parameters against the contract before any query (400 naming the parameter), then the query:
// 200, or 503 when it throws NotReady.
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { todayIso } from '../../../src/domain/format';
import { DEFAULT_AGING_BOUNDS } from '../../../src/domain/aging';
import {
  parseViewParams,
  type ParamsOf,
  type Shape,
  type ViewContract,
} from '../../../src/domain/view-contract';
import {
  availabilityAllContract,
  availabilityContract,
  controlledSizesContract,
} from '../../../src/domain/availability-view';
import { sellerListContract, sellersContract } from '../../../src/domain/contract-list';
import { bookingsContract, pipelineContract } from '../../../src/domain/figures-view';
import { homeContract } from '../../../src/domain/home-view';
import { insertionListContract } from '../../../src/domain/insertion-list-view';
import {
  advertiserBalanceContract,
  invoiceListContract,
  invoiceSummaryContract,
} from '../../../src/domain/invoice-views';
import { INVOICE_MAX_PER_PAGE } from '../../../src/domain/invoice-list-request';
import { activityContract, pacingContract } from '../../../src/domain/question-views';
import { renewalsContract } from '../../../src/domain/renewals-view';
import { runSheetContract } from '../../../src/domain/run-sheet-view';
import {
  agingContract,
  changesContract,
  collectionsContract,
} from '../../../src/domain/mirror-views';
import {
  accessOf,
  describeAllowed,
  SECTIONS,
  type Role,
  type RolePolicy,
  type SectionName,
} from '../../auth/policy';
import type { GatewayDb } from '../../gateway/database';
import type { GatewayEnv } from '../../gateway/client-id';
import type { Goals } from '../../goals';
import { activityView } from './activity';
import { availabilityAllView, availabilityView, controlledSizeList } from './availability';
import { changesFeed, sinceOf } from './changes';
import { agingFigures, collectionsBySeller, peopleOf, sellersOf, userOfEmail } from './figures';
import { ensureViewColumns } from './columns';
import { bookingsView, pipelineView } from './figures';
import { homeView } from './home';
import { insertionListView } from './insertion-list';
import { advertiserOwed, invoiceListView, invoiceSummary } from './invoices';
import { renewalsView } from './renewals';
import { pacingView } from './pacing';
import { runSheetView } from './run-sheet';
import { sellerContracts } from './seller-contracts';
import {
  contractCoverage,
  NotReady,
  readyState,
  requireRows,
  viewState,
  type ViewState,
} from './state';
import { whoseRecords, type Viewer } from './whose';

/** What a view's query reads: the mirror's tables and the server's own settings. */
export interface ViewTables {
  db: GatewayDb;
  goals: Goals | null;
  /** Today in the account's time zone (a view's default day). */
  today: () => string;
  /** The receivables' aging bounds in days when a request names none (RECEIVABLES_BUCKETS). */
  agingBounds: readonly number[];
  /** ACCOUNT_TIME_ZONE: a date alone ("since 2026-11-20") begins at its midnight; none: the machine's. */
  timeZone?: string;
  /** Lets other requests in (a long scan awaits it between chunks: the event loop stays free). */
  pause: () => Promise<void>;
}

/** A query answers all but `whose`, which the registry adds to a per-seller view's answer. */
type Query<S extends Shape, A> = (
  tables: ViewTables,
  params: ParamsOf<S>,
  viewer: Viewer,
) => Omit<A, 'whose'> | Promise<Omit<A, 'whose'>>;

interface ServedView {
  view: ViewContract;
  section: SectionName;
  query: Query<Shape, unknown>;
}

/** A view's contract bound to the section whose readers may see it and to its query. */
const serve = <S extends Shape, A, R>(
  view: ViewContract<S, A, R>,
  section: SectionName,
  query: Query<S, A>,
): ServedView => ({
  view: view as unknown as ViewContract,
  section,
  query: query as Query<Shape, unknown>,
});

export const VIEWS: readonly ServedView[] = [
  serve(insertionListContract, 'insertions', (t, p) => insertionListView(t.db, p)),
  serve(runSheetContract, 'insertions', (t, p) => runSheetView(t.db, p, t.pause)),
  serve(availabilityContract, 'insertions', (t, p) => availabilityView(t.db, p, t.pause)),
  serve(availabilityAllContract, 'insertions', (t, p) => availabilityAllView(t.db, p, t.pause)),
  serve(controlledSizesContract, 'insertions', (t) => ({ sizes: controlledSizeList(t.db) })),
  serve(renewalsContract, 'insertions', (t, p, v) => renewalsView(t.db, p, t.pause, v.seller)),
  serve(pacingContract, 'bookings', (t, p, viewer) =>
    pacingView(t.db, {
      seller: viewer.seller,
      asOf: p.as_of ?? t.today(),
      by: p.by,
      // A figure's contracts: a row's (key) or the period's total (period alone).
      detail:
        p.key !== undefined || p.period !== undefined
          ? { key: p.key ?? null, period: p.period ?? 'current' }
          : null,
      goals: t.goals,
    }),
  ),
  serve(activityContract, 'bookings', (t, p, { seller }) =>
    activityView(t.db, { ...p, asOf: p.as_of ?? t.today(), seller }),
  ),
  serve(agingContract, 'receivables', (t, p, { seller }) => ({
    invoices: requireRows(t.db, 'invoices'),
    ...agingFigures(t.db, {
      dueAfter: p.date_due_after,
      dueBefore: p.date_due_before,
      today: p.today ?? t.today(),
      seller,
      bounds: p.buckets ?? t.agingBounds,
      over: p.over ?? null,
    }),
  })),
  serve(collectionsContract, 'receivables', (t, p, { seller }) => {
    const invoices = requireRows(t.db, 'invoices');
    requireRows(t.db, 'contracts');
    const answer = collectionsBySeller(t.db, { today: p.today ?? t.today(), seller });
    return { coverage: contractCoverage(t.db), invoices, ...answer };
  }),
  // Every person's name for every role (e-mails only for who may read the users list).
  serve(sellersContract, 'contracts', (t, _, viewer) => ({
    me: userOfEmail(t.db, viewer.email),
    sellers: sellersOf(t.db),
    people: peopleOf(t.db, viewer.may('users')),
  })),
  serve(sellerListContract, 'contracts', (t, p) => {
    const { held: rows, complete } = viewState(t.db, 'contracts');
    // Only a list read whole answers "every contract of this seller" (or of an export's filter): a
    // part would be a wrong list.
    if (!complete) {
      throw new NotReady(
        'contracts',
        rows === 0
          ? "The server has not read the account's contracts yet (its first pass is running, or the sync is off): one seller's contracts cannot be listed until it has."
          : `The server holds only ${rows} contracts read one by one, not the whole contract list, so one seller's contracts cannot be listed: their list would be wrong.`,
      );
    }
    return { ...sellerContracts(t.db, p), coverage: contractCoverage(t.db) };
  }),
  serve(changesContract, 'contracts', (t, p, viewer) => {
    const since =
      p.since === undefined ? Date.now() - 7 * DAY_MS : sinceOf(p.since, t.today(), t.timeZone);
    const params = { since, seller: viewer.seller, kind: p.kind ?? null };
    const answer = changesFeed(t.db, { ...params, invoices: viewer.may('invoices') });
    return { coverage: contractCoverage(t.db, false), ...answer };
  }),
  serve(pipelineContract, 'contracts', (t, _, { seller }) => pipelineView(t.db, seller)),
  // Home's figures: each checks its own section (the view's is open to everyone by default).
  serve(homeContract, 'contracts', (t, _, viewer) => homeView(t, viewer)),
  serve(bookingsContract, 'bookings', (t, p, { seller }) => bookingsView(t.db, p, seller)),
  // These two answer the API's wire records, which their contracts' parse reads (hence `never`).
  serve(invoiceListContract, 'invoices', (t, { status, past_due, today, ...list }) => {
    const held = readyState(t.db, 'invoices');
    // An export (more than a page of the list) is the whole list: a part would be a wrong file.
    if ((list.per_page ?? 0) > INVOICE_MAX_PER_PAGE) completeInvoices(held);
    const params = { ...list, status, past_due: past_due === '1' };
    return { ...invoiceListView(t.db, params, today ?? t.today()), held } as never;
  }),
  serve(invoiceSummaryContract, 'invoices', (t, { today, ...filters }) => {
    const held = completeInvoices(readyState(t.db, 'invoices'));
    return { ...invoiceSummary(t.db, filters, today ?? t.today()), held };
  }),
  serve(advertiserBalanceContract, 'statements', (t, p) => {
    const held = readyState(t.db, 'invoices');
    const params = { advertiserId: p.advertiser_id, today: p.today ?? t.today() };
    return { ...advertiserOwed(t.db, params), held } as never;
  }),
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The invoices' state once read whole; NotReady while the server holds only part of them. */
function completeInvoices(held: ViewState): ViewState {
  if (held.complete) return held;
  throw new NotReady(
    'invoices',
    `The server holds ${held.held} invoices so far, not the whole invoice list (its first pass is running): every invoice of a filter can be counted or exported once it has read them all.`,
  );
}

const HEADERS = { 'cache-control': 'private, no-cache' };
const JSON_TYPE = { 'content-type': 'application/json; charset=UTF-8' };

/** Yields to the event loop once `slice` ms of work have passed since the last yield. */
export function pauser(sliceMs = 20): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await new Promise((resolve) => setImmediate(resolve));
    since = performance.now();
  };
}

/** Values of more than this many parts are written part by part, with pauses; the rest at once. */
const LONG = 2000;

/** Whether `value` has more than LONG parts (counted no further than that). */
function long(value: unknown, budget = { left: LONG }): boolean {
  if (value && typeof value === 'object') {
    for (const part of Array.isArray(value) ? value : Object.values(value)) {
      if (long(part, budget)) return true;
    }
  }
  return --budget.left < 0;
}

/**
 * JSON.stringify's text of `value`, written in slices: a long value's parts one by one, with
 * `pause` between a long array's elements, so a year's sheet (megabytes) never holds the event
 * loop in one go.
 */
export async function stringifyInSlices(value: unknown, pause: () => Promise<void>) {
  const parts: string[] = [];
  const write = async (v: unknown): Promise<void> => {
    if (!long(v)) {
      parts.push(JSON.stringify(v) ?? 'null');
    } else if (Array.isArray(v)) {
      parts.push('[');
      for (let i = 0; i < v.length; i++) {
        if (i > 0) parts.push(',');
        await write(v[i] === undefined || typeof v[i] === 'function' ? null : v[i]);
        await pause();
      }
      parts.push(']');
    } else {
      const entries = Object.entries(v as object).filter(
        ([, x]) => x !== undefined && typeof x !== 'function',
      );
      parts.push('{');
      for (const [i, [key, x]] of entries.entries()) {
        parts.push(`${i > 0 ? ',' : ''}${JSON.stringify(key)}:`);
        await write(x);
      }
      parts.push('}');
    }
  };
  await write(value);
  return parts.join('');
}

export function viewRoutes(
  parts: {
    db: GatewayDb;
    goals?: Goals | null;
    today?: () => string;
    agingBounds?: readonly number[];
    timeZone?: string;
    /** Work between two yields to the event loop (default 20 ms). */
    sliceMs?: number;
  },
  policy: RolePolicy,
  views: readonly ServedView[] = VIEWS,
) {
  // The views' own columns exist before the first pass writes a row (their triggers fill them).
  ensureViewColumns(parts.db);
  const routes = new Hono<GatewayEnv>();
  // A week's run sheet is 400 KB of JSON, 40 KB gzipped.
  routes.use('*', compress());
  for (const { view, section, query } of views) {
    routes.get(view.path, async (c: Context<GatewayEnv>) => {
      const person = c.get('person') as { email: string; roles?: Role[] } | undefined;
      // Without sign-in (AUTH_MODE=none) no one has roles: everyone reads everything.
      const access = (name: SectionName) =>
        person?.roles ? accessOf(policy, name, person.roles) : 'all';
      const may = (name: SectionName) => access(name) !== 'none';
      const refuse = (why?: string) => {
        const refusal = `Not for your role: ${SECTIONS[section].label} is for ${describeAllowed(policy, section)}`;
        return c.json({ error: why ? `${refusal} (${why})` : refusal }, 403);
      };
      const granted = access(section);
      if (granted === 'none') return refuse();
      const parsed = parseViewParams(view, new URL(c.req.url).searchParams);
      if ('problem' in parsed) return c.json(parsed.problem, 400, HEADERS);
      const perSeller = 'seller' in view.params;
      // A view that is not per seller cannot leave out the others' records: whole readers only.
      if (!perSeller && granted === 'own') return refuse('this view is not by seller');
      const asked = (parsed.params as { seller?: number | 'all' }).seller;
      const whose = perSeller
        ? whoseRecords(parts.db, person ?? {}, granted, asked)
        : { me: null, seller: null, everyone: true };
      if ('refusal' in whose) return refuse(whose.refusal);
      const started = performance.now();
      const tables = {
        today: todayIso,
        goals: null,
        agingBounds: DEFAULT_AGING_BOUNDS,
        ...parts,
        pause: pauser(parts.sliceMs),
      };
      try {
        const viewer = {
          email: person?.email,
          roles: person?.roles,
          may,
          access,
          seller: whose.seller,
        };
        const found = await query(tables, parsed.params, viewer);
        const answer = perSeller ? { ...found, whose } : found;
        const text = await stringifyInSlices(answer, tables.pause);
        const timing = `view;dur=${(performance.now() - started).toFixed(1)}`;
        return c.body(text, 200, { ...JSON_TYPE, ...HEADERS, 'server-timing': timing });
      } catch (error) {
        if (!(error instanceof NotReady)) throw error;
        return c.json({ error: error.message }, 503, { ...HEADERS, 'retry-after': '60' });
      }
    });
  }
  return routes;
}
