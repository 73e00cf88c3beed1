// The sync's steps, one a stream: each list read whole page by page from its saved cursor, the
// newest pages of a list, the contract records with their line items, each product's references.
// A step reads through `read` (which stops the pass on a refusal or the budget spent) and saves
// where it got to after every read, so a pass that stops resumes there.
import type { Ingested } from './ingest';
import type { Mirror } from './index';
import { createProductReads, PER_PRODUCT } from './product-reads';
import { mirrorMeta } from './tables';

export const PAGE_SIZE = 100;
/**
 * A short pass reads the newest page of invoices (and of contracts), and the next while every row
 * so far was new to the mirror (more than a page arrived since), at most this many pages. The
 * newest page is where new records and most changes are; a change to an older record waits for
 * the nightly pass or a Refresh.
 */
const RECENT_PAGES = 5;
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

export interface SavedPass {
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
export type Step = (typeof FULL_STEPS)[number] | (typeof SHORT_STEPS)[number];
export const stepsOf = (kind: PassKind): readonly Step[] =>
  kind === 'full' ? FULL_STEPS : SHORT_STEPS;

const listQuery = (page: number, order: 'asc' | 'desc') =>
  new URLSearchParams({
    page: String(page),
    per_page: String(PAGE_SIZE),
    sort_by: 'id',
    sort_order: order,
  }).toString();

interface StepDeps {
  mirror: Mirror;
  /** One read; null when it gave nothing to keep. Throws Stop to end the pass. */
  read: (path: string, query: string) => Promise<Ingested | null>;
  /** Whether the account answers the contract list (null: not known yet). */
  contractList: () => Promise<boolean | null>;
  /** The last pass's report (its end: changes since then are the line items step's). */
  lastPass: () => PassReport | null;
  /** Upstream calls of the pass so far. */
  passCalls: () => number;
  now: () => number;
  /** How long a product's references are answered after their read (see SyncSettings). */
  referenceFreshMs?: number;
}

export function createSteps(deps: StepDeps) {
  const { mirror, read, now } = deps;
  const { db, streams } = mirror;
  const reads = createProductReads(db, now);
  const meta = mirrorMeta(db);

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
    const since = Date.parse(deps.lastPass()?.endedAt ?? '');
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
    const freshMs = pass.everything ? 0 : (deps.referenceFreshMs ?? 0);
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

  const contracts = async (full: boolean, pass: SavedPass) => {
    const path = '/secondary/contracts/';
    if (await deps.contractList())
      return full ? whole('contracts', path) : recent('contracts', path);
    // Without the list: the records of contracts seen in insertions and invoices, within a
    // quarter of the pass's own list reads (a full pass stays within its pages + 25 %).
    return contractRecords(
      Math.max(10, Math.ceil((pass.kind === 'full' ? deps.passCalls() : 4) / 4)),
    );
  };
  const readOnce = (path: string) => async () => void (await read(path, ''));
  const STEPS: Record<Step, (pass: SavedPass) => Promise<unknown>> = {
    products: readOnce('/base/products/'),
    users: readOnce('/secondary/users/'),
    lineItemTypes: readOnce('/secondary/invoiceLineItemTypes/'),
    references,
    insertions: readOnce('/base/insertions/'),
    invoices: () => whole('invoices', '/base/invoices/'),
    recentInvoices: () => recent('invoices', '/base/invoices/'),
    lineItems,
    contracts: (pass) => contracts(true, pass),
    recentContracts: (pass) => contracts(false, pass),
  };
  const runStep = (step: Step, pass: SavedPass) => STEPS[step](pass);

  return { runStep };
}
