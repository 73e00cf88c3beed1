// Home's figures per role, composed in-process from the views' own functions (each figure is the
// number the linked list's view gives): a seller's own when the person is one, else everyone's;
// a figure whose section the person may not read is left out, one the copy cannot answer yet says so.
import type {
  HomeAmount,
  HomeAnswer,
  HomeFigure,
  HomeGroup,
  HomeLine,
  HomeLink,
  HomeRole,
} from '../../../src/domain/home-view';
import { addDays, addMonths } from '../../../src/domain/date-only';
import { quickPickRange } from '../../../src/domain/date-quick-picks';
import { AGING_BUCKETS, PAST_DUE_BUCKETS } from '../../../src/domain/aging';
import type { SectionName } from '../../auth/policy';
import type { GatewayDb } from '../../gateway/database';
import type { Goals } from '../../goals';
import { availabilityAllView } from './availability';
import { changesFeed, sinceOf } from './changes';
import { agingFigures, collectionsBySeller, pipelineView } from './figures';
import { pacingView } from './pacing';
import { renewalsView } from './renewals';
import { runSheetView } from './run-sheet';
import { sellerOf, type Viewer } from './whose';
import { contractCoverage, NotReady, requireRows, type Pause } from './state';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Lines under a figure (the oldest proposals, the largest balances). */
const LINES = 5;

/** The groups each role opens on; an administrator the team's, accounting's and production's. */
const GROUPS: Record<string, HomeRole[]> = {
  sales: ['sales'],
  sales_manager: ['sales_manager'],
  accounting: ['accounting'],
  production: ['production'],
  administrator: ['sales_manager', 'accounting', 'production'],
};

const count = (n: number): HomeAmount => ({ count: n });
const money = (amount: number, currency: string | null): HomeAmount => ({
  money: Math.round(amount * 100) / 100,
  currency,
});
const pct = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : null);
/** A figure's amounts, lines and comparisons (its id, label and link are given beside). */
type Body = Omit<HomeFigure, 'id' | 'label' | 'link'>;

/** The set of the currency with the most in it (figures in two currencies are never added). */
function main<T>(sets: readonly T[], size: (set: T) => number): T | undefined {
  return [...sets].sort((a, b) => size(b) - size(a))[0];
}

/** The registry's tables and viewer (./registry: Viewer, ViewTables), as this view reads them. */
export async function homeView(
  t: { db: GatewayDb; goals: Goals | null; today: () => string; pause: Pause; timeZone?: string },
  viewer: Pick<Viewer, 'email' | 'roles' | 'may' | 'access'>,
): Promise<HomeAnswer> {
  const { db } = t;
  const today = t.today();
  // "My" figures are a seller's: the person's user, when they sold a contract the copy holds.
  const me = sellerOf(db, viewer.email);
  // Without sign-in no one has roles: the machine's person sees what an administrator does.
  const roles = viewer.roles ?? ['administrator'];
  const wanted = new Set(roles.flatMap((r) => GROUPS[r] ?? []));

  // A figure of one seller's records (`seller`), or everyone's (null): a section open to the role
  // for its own records gives the person's own figures only, never everyone's.
  const figureFor =
    (seller: number | null) =>
    async (
      section: SectionName | SectionName[],
      id: string,
      label: string,
      link: HomeLink,
      compute: () => Body | Promise<Body>,
    ): Promise<HomeFigure | null> => {
      const allowed = (s: SectionName) => {
        const access = viewer.access(s);
        return access === 'all' || (access === 'own' && seller !== null && seller === me?.id);
      };
      if (![section].flat().every(allowed)) return null;
      try {
        return { id, label, link, ...(await compute()) };
      } catch (error) {
        if (!(error instanceof NotReady)) throw error;
        return { id, label, link, amount: count(0), unavailable: error.message };
      }
    };

  // A list of everyone's records says so to a seller, whose lists open on her own.
  const whose = (seller: number | null): Record<string, string> | undefined =>
    seller === null && me !== null ? { seller: 'all' } : undefined;

  // Each view is asked once a request (per seller), whichever groups show its figures.
  const once = <T, K = void>(read: (key: K) => T) => {
    const held = new Map<K, T>();
    return (key: K) => {
      if (!held.has(key)) held.set(key, read(key));
      return held.get(key)!;
    };
  };
  const pacing = once(() =>
    pacingView(db, { asOf: today, by: 'seller', detail: null, goals: t.goals }),
  );
  const renewals = once((seller: number | null) =>
    renewalsView(db, { as_of: today, within: 60 }, t.pause, seller),
  );
  const window = { dueAfter: addMonths(today, -24), dueBefore: addDays(today, 60), today };
  const aging = once(() => (requireRows(db, 'invoices'), agingFigures(db, window)));
  const changes = (since: number, seller: number | null, kind: 'paid' | null) =>
    changesFeed(db, { since, seller, kind, invoices: viewer.may('invoices') });
  /** Pacing's own figures: a seller's row (their goal), or the set's total (the rows' goals). */
  const bookingsFigure = (id: string, label: string, seller: number | null) =>
    figureFor(seller)('bookings', id, label, { page: 'pacing', query: whose(seller) }, () => {
      const set = main(pacing().sets, (s) => s.current);
      const rows = set?.rows.filter((r) => seller === null || r.key === seller) ?? [];
      const of = seller === null ? set : rows[0];
      const [current, prior] = [of?.current ?? 0, of?.prior ?? 0];
      const goal = rows.reduce((sum, r) => sum + (r.goal?.toDate ?? 0), 0);
      const currency = set?.currency ?? null;
      const versus = (label: string, cents: number) => ({
        label,
        amount: money(cents / 100, currency),
        percent: pct(current, cents),
      });
      const against = [versus('same day last year', prior)];
      if (goal > 0) against.push(versus('goal to date', goal));
      return { amount: money(current / 100, currency), against };
    });
  const renewalsFigure = (id: string, label: string, withValue: boolean, seller: number | null) =>
    figureFor(seller)(
      'insertions',
      id,
      label,
      { page: 'renewals', query: whose(seller) },
      async () => {
        const { due } = await renewals(seller);
        if (!withValue) return { amount: count(due.length) };
        // What the ending contracts are worth: the value at risk if they are not renewed.
        const ids = [...new Set(due.flatMap((r) => r.contractIds))];
        const worth = db
          .prepare(
            `SELECT currency, SUM(total) AS total FROM contracts
           WHERE id IN (SELECT value FROM json_each(?)) GROUP BY currency`,
          )
          .all(JSON.stringify(ids)) as { currency: string | null; total: number }[];
        const top = main(worth, (w) => w.total);
        return {
          amount: count(due.length),
          against: top
            ? [{ label: 'their contracts', amount: money(top.total, top.currency) }]
            : [],
        };
      },
    );

  const build: Record<HomeRole, (seller: number | null) => Promise<HomeFigure | null>[]> = {
    sales: (seller) => {
      const figure = figureFor(seller);
      const mine = seller !== null;
      const since = new Date(Date.now() - 7 * DAY_MS).toISOString();
      const my = (label: string) =>
        mine ? `My ${label[0]!.toLowerCase()}${label.slice(1)}` : label;
      // One seller's list needs the whole contract list; else the pipeline, which has their row.
      const complete = viewer.may('contracts') && contractCoverage(db, false).complete;
      const query = {
        status: 'Open',
        sort_by: 'date_created',
        sort_order: 'asc',
        sold_by_user: String(seller),
      };
      const link: HomeLink = mine && complete ? { page: 'contracts', query } : { page: 'pipeline' };
      return [
        bookingsFigure('sales.bookings', my('Bookings this year'), seller),
        figure('contracts', 'sales.proposals', my('Open proposals'), link, () => {
          const rows = pipelineView(db).rows.filter((r) => !mine || r.soldByUserId === seller);
          return {
            amount: count(rows.length),
            lines: rows.slice(0, LINES).map((r) => ({
              label: r.dateCreated ? `#${r.id} · ${r.dateCreated.slice(0, 10)}` : `#${r.id}`,
              advertiserId: r.advertiserId,
              amount: money(r.total, r.currency),
              link: { page: 'contract', id: r.id },
            })),
          };
        }),
        renewalsFigure('sales.renewals', my('Renewals in the next 60 days'), false, seller),
        figure(
          'receivables',
          'sales.pastDue',
          my('Past-due accounts'),
          {
            page: 'receivables',
            query: mine ? { by: 'seller', seller: String(seller) } : { by: 'seller' },
          },
          () => {
            requireRows(db, 'invoices');
            const { worklist } = collectionsBySeller(db, { today, seller });
            const owed = new Map<string | null, number>();
            for (const l of worklist)
              owed.set(l.currency, (owed.get(l.currency) ?? 0) + Math.round(l.owed * 100));
            const top = main([...owed], ([, cents]) => cents);
            return {
              amount: count(worklist.length),
              against: top ? [{ label: 'owed', amount: money(top[1] / 100, top[0]) }] : [],
            };
          },
        ),
        figure(
          'contracts',
          'sales.changes',
          mine ? 'Changes on my contracts, last 7 days' : 'Changes, last 7 days',
          { page: 'changes', query: { since, ...(mine ? { seller: String(seller) } : {}) } },
          () => ({ amount: count(changes(Date.parse(since), seller, null).changes.length) }),
        ),
      ];
    },
    sales_manager: () => {
      const figure = figureFor(null);
      return [
        bookingsFigure('manager.pacing', "The team's bookings this year", null),
        figure(
          'contracts',
          'manager.pipeline',
          'Pipeline',
          { page: 'pipeline', query: whose(null) },
          () => {
            const { rows } = pipelineView(db);
            const top = main(
              [...new Set(rows.map((r) => r.currency))],
              (c) => rows.filter((r) => r.currency === c).length,
            );
            const stage = (proposal: boolean, label: string): HomeLine => {
              const of = rows.filter((r) => r.isProposal === proposal && r.currency === top);
              const cents = of.reduce((sum, r) => sum + Math.round(r.total * 100), 0);
              return {
                label: `${label} (${of.length})`,
                amount: money(cents / 100, top ?? null),
                link: { page: 'pipeline', query: whose(null) },
              };
            };
            return {
              amount: count(rows.length),
              lines: [stage(true, 'Proposals'), stage(false, 'Contracts')],
            };
          },
        ),
        renewalsFigure('manager.renewals', 'Renewals at risk, next 60 days', true, null),
      ];
    },
    accounting: () => {
      const figure = figureFor(null);
      // From the account's midnight, as the changes page reads a date.
      const yesterday = addDays(today, -1);
      return [
        figure('receivables', 'accounting.pastDue', 'Past due', { page: 'receivables' }, () => {
          const set = main(aging().byCurrency, (s) => s.pastDueTotal);
          const currency = set?.currency ?? null;
          const label = (key: string) => AGING_BUCKETS.find((b) => b.key === key)!.label;
          return {
            amount: money(set?.pastDueTotal ?? 0, currency),
            lines: PAST_DUE_BUCKETS.map((key) => ({
              label: label(key),
              amount: money(set?.buckets[key]?.total ?? 0, currency),
              link: { page: 'receivables' },
            })),
          };
        }),
        figure(
          ['contracts', 'invoices'],
          'accounting.paid',
          'Invoices paid since yesterday',
          { page: 'changes', query: { since: yesterday, kind: 'paid' } },
          () => ({
            amount: count(
              changes(sinceOf(yesterday, today, t.timeZone), null, 'paid').changes.length,
            ),
          }),
        ),
        figure(
          ['receivables', 'statements'],
          'accounting.balances',
          'Advertisers who owe, largest first',
          { page: 'receivables' },
          () => {
            const owing = aging().byAdvertiser.filter((a) => a.unpaidTotal > 0);
            return {
              amount: count(owing.length),
              lines: [...owing]
                .sort((a, b) => b.unpaidTotal - a.unpaidTotal || a.advertiserId - b.advertiserId)
                .slice(0, LINES)
                .map((a) => ({
                  label: `#${a.advertiserId}`,
                  advertiserId: a.advertiserId,
                  amount: money(a.unpaidTotal, a.currency),
                  link: { page: 'advertiser', id: a.advertiserId },
                })),
            };
          },
        ),
      ];
    },
    production: () => {
      const figure = figureFor(null);
      const thisWeek = quickPickRange('this-week', today);
      const nextWeek = quickPickRange('next-week', today);
      const fortnight: [string, string] = [thisWeek[0], nextWeek[1]];
      const [from, to] = quickPickRange('next-month', today);
      const schedule = ([from, to]: [string, string]) => ({
        page: 'schedule' as const,
        query: { from, to },
      });
      // The run sheet page's own count: distinct insertions (one running on several days, once).
      const insertions = async ([from, to]: [string, string]) =>
        count((await runSheetView(db, { from, to }, t.pause)).insertions);
      const week = async (range: [string, string], label: string) => ({
        label,
        amount: await insertions(range),
        link: schedule(range),
      });
      return [
        figure(
          'insertions',
          'production.weeks',
          'Insertions this week and next',
          schedule(fortnight),
          async () => ({
            amount: await insertions(fortnight),
            lines: [await week(thisWeek, 'This week'), await week(nextWeek, 'Next week')],
          }),
        ),
        figure(
          'insertions',
          'production.soldOut',
          'Sizes sold out next month',
          { page: 'availability', query: { from, to } },
          async () => {
            const { rows } = await availabilityAllView(db, { from, to }, t.pause);
            const out = rows.filter((r) => r.cells.some((c) => c.free <= 0));
            return {
              amount: count(out.length),
              lines: out.slice(0, LINES).map((r) => {
                const periods = r.cells.filter((c) => c.free <= 0).length;
                return {
                  label: `${r.productName}: ${r.size.name}, ${periods} of ${r.cells.length} periods`,
                  link: { page: 'availability', query: { from, to, q: r.size.name } },
                };
              }),
            };
          },
        ),
        figure(
          'insertions',
          'production.today',
          "Today's run sheet",
          schedule([today, today]),
          () => insertions([today, today]).then((amount) => ({ amount })),
        ),
      ];
    },
  };

  const groups: HomeGroup[] = [];
  for (const role of ['sales', 'sales_manager', 'accounting', 'production'] as const) {
    if (!wanted.has(role)) continue;
    const seller = role === 'sales' ? (me?.id ?? null) : null;
    const figures = (await Promise.all(build[role](seller))).filter((f) => f !== null);
    if (figures.length > 0) groups.push({ role, mine: seller !== null, figures });
  }
  return { today, me, groups };
}
