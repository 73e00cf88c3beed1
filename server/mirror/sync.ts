// The sync: keeps the mirror current when nobody is looking, within a daily budget of the quota.
// A full pass (every list, every page) on first start and at a quiet hour; short passes in working
// hours read the recent windows again (the insertion list, the newest invoices and contracts).
// Every read goes through the gateway as a bulk read of the sync's own, so page views come first:
// the reserve, the circuit and the budget stop a pass, and the next one resumes where it stopped
// (its step and its page are saved after every read).
import type { MirrorRead } from '../gateway';
import type { Ingested } from './ingest';
import type { Mirror } from './index';
import { createProductReads, PER_PRODUCT } from './product-reads';
import { mirrorMeta } from './tables';

export interface SyncSettings {
  /** Upstream calls a rolling day the sync may spend; 0 turns it off. */
  dailyBudget: number;
  /** The hour (server time, 0-23) of the daily full pass. */
  fullHour: number;
  /** Minutes between short passes in working hours. */
  intervalMinutes: number;
  /** Working hours [from, to) in server time: short passes run then. */
  workFrom: number;
  workTo: number;
  /**
   * How long the mirror answers a product's sizes, rates and sections after their read
   * (MIRROR_REFERENCE_FRESH_MINUTES): a full pass reads again the products whose read would be
   * older than this before the next night's pass, and a share of the oldest, so that the reads
   * spread over the nights. Absent or a day or less: every product, every night.
   */
  referenceFreshMs?: number;
  /** The demo: reads cost nothing and the budget does not apply. */
  free: boolean;
  /** Minutes between full passes started by hand (MIRROR_REFRESH_COOLDOWN_MINUTES; by-hand.ts). */
  refreshCooldownMinutes?: number;
  /** Whether this server runs the passes (one of several on one database); absent: it does. */
  isLeader?: () => boolean;
}

export const SYNC_DEFAULTS = {
  dailyBudget: 1000,
  fullHour: 3,
  intervalMinutes: 30,
  workFrom: 7,
  workTo: 19,
  // Three days (MIRROR_REFERENCE_FRESH_MINUTES, server/config.ts says why).
  referenceFreshMs: 3 * 24 * 3600_000,
  free: false,
  refreshCooldownMinutes: 15,
} satisfies SyncSettings;

export const PAGE_SIZE = 100;
/**
 * A short pass reads the newest page of invoices (and of contracts), and the next while every row
 * so far was new to the mirror (more than a page arrived since), at most this many pages. The
 * newest page is where new records and most changes are; a change to an older record waits for
 * the nightly pass or a Refresh. One page instead of two: 18 short passes a day cost 36 calls
 * fewer (issue 42).
 */
export const RECENT_PAGES = 5;
/** Contracts whose record (with its line items) a pass reads again at most. */
export const LINE_ITEM_CONTRACTS = 20;

export type PassKind = 'full' | 'short';
export interface PassReport {
  kind: PassKind;
  startedAt: string;
  endedAt: string | null;
  calls: number;
  /** 'complete', or why it stopped (it resumes at the next pass). */
  outcome: string;
}

interface SavedPass {
  kind: PassKind;
  startedAt: number;
  step: number;
  /** Every product's references, not only those due (a pass started by hand). */
  everything?: boolean;
}

const DAY_MS = 24 * 3600_000;
/** Slack for a pass that runs late: a read this much before its limit counts as due. */
const DUE_MARGIN_MS = 3600_000;

/**
 * The products whose sizes, rates and sections a full pass reads, oldest read first: those never
 * read, those whose read would pass `freshMs` before the next nightly pass, and at least the
 * oldest share (the products over the nights a read lasts), so that the reads spread evenly.
 */
export function referencesDue(
  products: readonly { id: number; readAt: number | null }[],
  at: number,
  freshMs: number,
): number[] {
  const horizon = at - (freshMs - DAY_MS - DUE_MARGIN_MS);
  // The nights a read lasts: each night reads that fraction of the products at least.
  const nights = Math.max(1, Math.floor((freshMs - DUE_MARGIN_MS) / DAY_MS));
  const share = Math.ceil(products.length / nights);
  return [...products]
    .sort((a, b) => (a.readAt ?? -1) - (b.readAt ?? -1) || a.id - b.id)
    .filter((p, i) => p.readAt === null || p.readAt <= horizon || i < share)
    .map((p) => p.id);
}

export interface SyncDeps {
  mirror: Mirror;
  read: (path: string, query: string, free: boolean) => Promise<MirrorRead>;
  /** Whether the account answers the contract list (null: not known yet). */
  contractList: () => Promise<boolean | null>;
  /** Calls the sync made in the rolling day, as the ledger counts them. */
  callsToday: () => number;
  now: () => number;
  settings: SyncSettings;
}

class Stop extends Error {}

const FULL_STEPS = [
  'products',
  'users',
  'lineItemTypes',
  'references',
  'insertions',
  'invoices',
  'contracts',
  'lineItems',
] as const;
const SHORT_STEPS = ['insertions', 'recentInvoices', 'recentContracts', 'lineItems'] as const;
type Step = (typeof FULL_STEPS)[number] | (typeof SHORT_STEPS)[number];
const stepsOf = (kind: PassKind): readonly Step[] => (kind === 'full' ? FULL_STEPS : SHORT_STEPS);

const listQuery = (page: number, order: 'asc' | 'desc') =>
  new URLSearchParams({
    page: String(page),
    per_page: String(PAGE_SIZE),
    sort_by: 'id',
    sort_order: order,
  }).toString();

export function createSync(deps: SyncDeps) {
  const { mirror, now, settings } = deps;
  const { db, streams } = mirror;
  const reads = createProductReads(db, now);
  const meta = mirrorMeta(db);
  const saved = (): SavedPass | null => {
    const text = meta.get('pass');
    return text ? (JSON.parse(text) as SavedPass) : null;
  };
  const lastOf = (key: string): PassReport | null => {
    const text = meta.get(key);
    return text ? (JSON.parse(text) as PassReport) : null;
  };
  const freeCalls: number[] = [];
  const callsToday = () => {
    if (!settings.free) return deps.callsToday();
    const from = now() - 24 * 3600_000;
    while (freeCalls.length > 0 && freeCalls[0]! < from) freeCalls.shift();
    return freeCalls.length;
  };

  /** Whether this server runs the passes (another may lead on a shared database). */
  const leads = () => settings.isLeader?.() !== false;

  let running: Promise<PassReport> | null = null;
  let calls = 0;
  /** Calls of the budget this pass leaves to the scheduled passes (a pass by hand's, by-hand.ts). */
  let reserve = 0;

  /** One read; a refusal, a failure or the budget spent stops the pass. */
  async function read(path: string, query: string): Promise<Ingested | null> {
    if (!leads()) throw new Stop('another server leads the sync now');
    if (!settings.free && callsToday() >= settings.dailyBudget - reserve) {
      throw new Stop(
        reserve > 0
          ? `the ${reserve} calls of the daily budget kept for the scheduled passes are reached`
          : `the sync's daily budget of ${settings.dailyBudget} calls is spent`,
      );
    }
    const result = await deps.read(path, query, settings.free);
    if (result.ok || result.sent) {
      calls += 1;
      if (settings.free) freeCalls.push(now());
    }
    if (!result.ok) {
      if (result.stop) throw new Stop(`${path}: ${result.message}`);
      return null;
    }
    if (result.ingested === 'empty') return null;
    // The answer came but could not be written (a full or read-only disk): the pass stops, so a
    // list read page by page is never taken as ended (and its unseen rows dropped) for want of rows.
    if (result.ingested === null) {
      throw new Stop(
        `${path}: ${mirror.problem() ?? 'its answer could not be written to the mirror'}`,
      );
    }
    return result.ingested as Ingested;
  }

  /** A list read whole, page by page from the saved cursor: the list's rows not seen go. */
  async function whole(resource: 'invoices' | 'contracts', path: string) {
    const state = streams.state(resource);
    let page = state.cursor ? Number(state.cursor) : 1;
    if (!state.cursor) streams.beginWhole(resource, '1');
    for (; ; page++) {
      const got = await read(path, listQuery(page, 'asc'));
      streams.saveCursor(resource, String(page + 1));
      if ((got?.read ?? 0) < PAGE_SIZE) return streams.finishWhole(resource, true);
    }
  }

  /** The newest pages of a list, while all they hold is new (RECENT_PAGES). */
  async function recent(resource: 'invoices' | 'contracts', path: string) {
    const newer = db.prepare(`SELECT COUNT(*) FROM ${resource} WHERE id > ?`).pluck();
    const heldUpTo = (db.prepare(`SELECT MAX(id) FROM ${resource}`).pluck().get() as number) ?? 0;
    for (let page = 1; page <= RECENT_PAGES; page++) {
      const got = await read(path, listQuery(page, 'desc'));
      if ((got?.read ?? 0) < PAGE_SIZE) break;
      await mirror.idle();
      if ((newer.get(heldUpTo) as number) < page * PAGE_SIZE) break;
    }
    streams.touch(resource);
  }

  /** Contract records of ids seen in insertions and invoices and not yet read, newest first. */
  async function contractRecords(limit: number) {
    const ids = db
      .prepare(
        `SELECT id FROM (SELECT contract_id AS id FROM insertions UNION
           SELECT contract_id FROM invoices WHERE contract_id IS NOT NULL)
         WHERE id NOT IN (SELECT id FROM contracts WHERE from_record = 1)
         ORDER BY id DESC LIMIT ?`,
      )
      .pluck()
      .all(limit) as number[];
    for (const id of ids) await read(`/base/contracts/${id}`, '');
    if (ids.length > 0) streams.touch('contracts');
  }

  /**
   * Contract line items have no list: a pass reads the record (its line items embedded) of each
   * contract that changed (its status, total, insertions or invoices) since the last pass ended,
   * newest first, at most LINE_ITEM_CONTRACTS of them and within the budget (the reads stop the
   * pass when it is spent). The record brings its insertions and head along.
   */
  async function lineItems() {
    // Changes found by this pass, and by page views since the last one.
    const since = Date.parse(lastOf('last')?.endedAt ?? '');
    if (Number.isNaN(since)) return;
    const ids = db
      .prepare(
        `SELECT DISTINCT contract_id FROM changes WHERE at >= ? AND contract_id IS NOT NULL
         ORDER BY contract_id DESC LIMIT ?`,
      )
      .pluck()
      .all(since, LINE_ITEM_CONTRACTS) as number[];
    // The record's own line items are what its page shows; the separate list (which may disagree)
    // is read when someone asks to compare the two: a second call each would be for nobody.
    for (const id of ids) await read(`/base/contracts/${id}`, '');
  }

  /**
   * Products' sizes, rates and sections: each read is that product's whole list and replaces its
   * rows (product-reads.ts). The products chosen and how far the step got are saved after every
   * read, so a pass that stops resumes with the same products.
   */
  async function references(pass: SavedPass) {
    const saved = JSON.parse(meta.get('references') ?? 'null') as {
      ids: number[];
      k: number;
    } | null;
    const products = db.prepare('SELECT id FROM products ORDER BY id').pluck().all() as number[];
    const freshMs = pass.everything ? 0 : (settings.referenceFreshMs ?? 0);
    const ids =
      saved?.ids ??
      referencesDue(
        products.map((id) => ({ id, readAt: reads.oldest(id) })),
        now(),
        freshMs,
      );
    for (let k = saved?.k ?? 0; k < ids.length * 3; k++) {
      const id = ids[Math.floor(k / 3)]!;
      const kind = k % 3;
      // active=false: deleted sizes and rates too, which old insertions still name (the
      // mirror answers the live ones from the same rows).
      if (kind === 0) await read(`/base/adSizes/product/${id}`, 'active=false');
      else if (kind === 1) await read('/base/adRates/', `product_id=${id}&active=false`);
      else await read('/base/sections/', `product_id=${id}`);
      meta.set('references', JSON.stringify({ ids, k: k + 1 }));
    }
    await mirror.idle();
    reads.dropUnlisted();
    // Each list is whole as of its oldest product's read (the status says so).
    for (const list of PER_PRODUCT) {
      const times = products.map((id) => reads.at(list, id));
      if (times.every((t) => t !== null)) {
        streams.wholeAt(list, Math.min(now(), ...(times as number[])));
      }
    }
    meta.drop('references');
  }

  async function runStep(step: Step, pass: SavedPass) {
    switch (step) {
      case 'products':
        return void (await read('/base/products/', ''));
      case 'users':
        return void (await read('/secondary/users/', ''));
      case 'lineItemTypes':
        return void (await read('/secondary/invoiceLineItemTypes/', ''));
      case 'references':
        return references(pass);
      case 'insertions':
        return void (await read('/base/insertions/', ''));
      case 'invoices':
        return whole('invoices', '/base/invoices/');
      case 'recentInvoices':
        return recent('invoices', '/base/invoices/');
      case 'lineItems':
        return lineItems();
      case 'contracts':
      case 'recentContracts': {
        const list = await deps.contractList();
        const full = step === 'contracts';
        if (list) {
          const path = '/secondary/contracts/';
          return full ? whole('contracts', path) : recent('contracts', path);
        }
        // Without the list: the records of contracts seen in insertions and invoices, within a
        // quarter of the pass's own list reads (a full pass stays within its pages + 25 %).
        return contractRecords(Math.max(10, Math.ceil((pass.kind === 'full' ? calls : 4) / 4)));
      }
    }
  }

  async function run(pass: SavedPass, keep: number): Promise<PassReport> {
    calls = 0;
    reserve = keep;
    const report: PassReport = {
      kind: pass.kind,
      startedAt: new Date(pass.startedAt).toISOString(),
      endedAt: null,
      calls: 0,
      outcome: 'running',
    };
    meta.set('pass', JSON.stringify(pass));
    meta.set('current', JSON.stringify(report));
    const steps = stepsOf(pass.kind);
    try {
      for (; pass.step < steps.length; pass.step++) {
        await runStep(steps[pass.step]!, pass);
        meta.set('pass', JSON.stringify({ ...pass, step: pass.step + 1 }));
      }
      await mirror.idle();
      mirror.changes.prune();
      meta.drop('pass');
      report.outcome = 'complete';
    } catch (error) {
      if (!(error instanceof Stop)) throw error;
      report.outcome = `stopped: ${error.message}`;
    }
    report.calls = calls;
    report.endedAt = new Date(now()).toISOString();
    meta.set('last', JSON.stringify(report));
    if (pass.kind === 'full' && report.outcome === 'complete') meta.set('lastFull', String(now()));
    meta.drop('current');
    return report;
  }

  /**
   * Starts a pass unless one runs (then that one's promise). `everything`: a full pass reads every
   * product's references, not only those due (an administrator's Refresh); `reserve`: the calls
   * of the daily budget it must leave unspent (it stops there, and the schedule resumes it).
   */
  function start(
    kind: PassKind,
    { reserve = 0, ...options }: { everything?: boolean; reserve?: number } = {},
  ): Promise<PassReport> {
    if (running) return running;
    const resume = saved();
    const pass = resume ?? { kind, startedAt: now(), step: 0, ...options };
    running = run(pass, reserve).finally(() => {
      running = null;
    });
    return running;
  }

  /** What the clock says is due: a pass interrupted, the first or daily full pass, a short one. */
  function due(): PassKind | null {
    if (settings.dailyBudget <= 0 && !settings.free) return null;
    if (saved()) return saved()!.kind;
    const at = now();
    const lastFull = Number(meta.get('lastFull') ?? 0);
    const hour = new Date(at).getHours();
    if (lastFull === 0 || at - lastFull > 24 * 3600_000) return 'full';
    if (hour === settings.fullHour && at - lastFull > 12 * 3600_000) return 'full';
    const last = lastOf('last');
    const lastEnd = last?.endedAt ? Date.parse(last.endedAt) : 0;
    const working = hour >= settings.workFrom && hour < settings.workTo;
    if (working && at - lastEnd >= settings.intervalMinutes * 60_000) return 'short';
    return null;
  }

  function nextPass(): string | null {
    if (settings.dailyBudget <= 0 && !settings.free) return null;
    const kind = due();
    if (kind) return new Date(now()).toISOString();
    const last = lastOf('last');
    const lastEnd = last?.endedAt ? Date.parse(last.endedAt) : now();
    return new Date(lastEnd + settings.intervalMinutes * 60_000).toISOString();
  }

  let timer: NodeJS.Timeout | null = null;
  return {
    start,
    due,
    leads,
    /** Checks every minute what is due; the first check at once. */
    schedule(logger: { error: (o: object, m: string) => void }) {
      const check = () => {
        const kind = due();
        if (kind && !running && leads()) {
          start(kind).catch((error: unknown) =>
            logger.error({ err: String(error) }, 'mirror: a pass failed'),
          );
        }
      };
      check();
      timer = setInterval(check, 60_000);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
    },
    running: () => running !== null,
    status() {
      return {
        resources: mirror.resources(),
        lastPass: lastOf('last'),
        currentPass: running ? lastOf('current') : null,
        nextPass: nextPass(),
        callsToday: callsToday(),
        dailyBudget: settings.free ? null : settings.dailyBudget,
        problem: mirror.problem(),
      };
    },
  };
}

export type Sync = ReturnType<typeof createSync>;
