// What changed on each of a person's watches since a time, from the mirror's log of changes, as
// the person may read it: the role policy applies as to a page (no invoice for who may not read
// invoices, no record of a section their roles do not open). The same function answers /watching
// and writes the digest.
import type { GatewayDb } from '../gateway/database';
import { mayRead, sectionOfPage, type Role, type RolePolicy } from '../auth/policy';
import { changesFeed } from '../mirror/views/changes';
import { addMonths } from '../../src/domain/date-only';
import { changeSentence, type NameOf } from '../../src/domain/change-sentence';
import type { FeedChange } from '../../src/domain/mirror-views';
import { watchHref, type WatchChange } from '../../src/domain/watches';
import { SIZE_MONTHS, snapshotChanges, snapshotOf, type Snapshot } from './snapshots';
import type { DigestConfig } from './config';
import type { StoredWatch, WatchStore } from './store';

/** What reading watches needs, shared by the watches' routes and the digest. */
export interface WatchDeps {
  store: WatchStore;
  mirrorDb: GatewayDb;
  policy: RolePolicy;
  config: DigestConfig;
  now?: () => number;
  nameOf?: NameOf;
  /** ACCOUNT_CURRENCY: what amounts without a currency of their own (contracts') are in. */
  currency?: string | null;
}

/** A watch's label and page, and what changed on it (a digest's section, a row of /watching). */
export interface WatchNews {
  label: string;
  href: string;
  changes: WatchChange[];
  note: string | null;
  /** A size's or view's snapshot now (JSON), to keep as the new "before"; null: none. */
  state: string | null;
}

const LIMIT = 5000;

function hrefOf(change: FeedChange): string {
  if (change.record === 'invoice') return `/invoices/${change.id}`;
  if (change.record === 'contract') return `/contracts/${change.id}`;
  return change.contractId === null
    ? '/insertions'
    : `/contracts/${change.contractId}#insertion-${change.id}`;
}

const SECTION_OF_RECORD = {
  contract: 'contracts',
  invoice: 'invoices',
  insertion: 'insertions',
} as const;

/** The section a watch's own page is in (null: everyone's). */
function sectionOfWatch(watch: StoredWatch) {
  if (watch.kind === 'advertiser') return null;
  if (watch.kind === 'size') return 'insertions' as const;
  if (watch.kind === 'view')
    return sectionOfPage(new URL(watch.target, 'http://x').pathname) ?? null;
  return SECTION_OF_RECORD[watch.kind];
}

/**
 * Per watch (by id), what changed after `sinceOf(watch)` until now, newest first. `today` is the
 * account's date: an unpaid invoice whose due date passed in the window is "past due".
 */
export async function whatChanged(
  deps: WatchDeps,
  watches: readonly StoredWatch[],
  roles: readonly Role[],
  options: {
    today: string;
    sinceOf: (watch: StoredWatch) => number;
    /** A size's or view's snapshot then (JSON; null: none kept): its changes are from it. */
    stateOf: (watch: StoredWatch) => string | null;
  },
): Promise<Map<number, WatchNews>> {
  const { mirrorDb: db, currency = null } = deps;
  const { sinceOf } = options;
  const nameOf = deps.nameOf ?? ((id: number) => `Advertiser ${id}`);
  const may = (section: Parameters<typeof mayRead>[1]) => mayRead(deps.policy, section, roles);
  const news = new Map<number, WatchNews>();
  if (watches.length === 0) return news;
  const since = Math.min(...watches.map(sinceOf));
  const feed = changesFeed(db, {
    since,
    seller: null,
    kind: null,
    invoices: may('invoices'),
    limit: LIMIT,
  })
    .changes.filter((c) => may(SECTION_OF_RECORD[c.record]))
    .map((c) => (c.currency ? c : { ...c, currency }));
  const sizeOf = db
    .prepare(
      `SELECT product_id || '/' || ad_size_id FROM insertions
       WHERE id = ? AND first_day <= ? AND last_day >= ?`,
    )
    .pluck();
  const pastDue = db
    .prepare(
      `SELECT date_due FROM invoices WHERE id = ? AND (status IS NULL OR status <> 'Paid')
       AND date_due >= ? AND date_due < ?`,
    )
    .pluck();
  const horizon = addMonths(options.today, SIZE_MONTHS);

  for (const watch of watches) {
    const own = { label: watch.label, href: watchHref(watch.kind, watch.target) };
    const section = sectionOfWatch(watch);
    if (section && !may(section)) {
      news.set(watch.id, { ...own, changes: [], note: 'Not for your role any more', state: null });
      continue;
    }
    const from = sinceOf(watch);
    const id = Number(watch.target);
    const mine = (c: FeedChange): boolean => {
      switch (watch.kind) {
        case 'contract':
          return (c.record === 'contract' && c.id === id) || c.contractId === id;
        case 'advertiser':
          return c.advertiserId === id;
        case 'invoice':
          return c.record === 'invoice' && c.id === id;
        case 'size':
          return (
            c.record === 'insertion' && sizeOf.get(c.id, horizon, options.today) === watch.target
          );
        case 'view':
          return false;
      }
    };
    const changes: WatchChange[] = feed
      .filter((c) => Date.parse(c.when) > from && mine(c))
      .map((c) => ({ text: sentenceOf(c, watch, nameOf), href: hrefOf(c), when: c.when }));
    if (watch.kind === 'invoice') {
      const fromDay = new Date(from).toISOString().slice(0, 10);
      const due = pastDue.get(id, fromDay, options.today) as string | undefined;
      if (due) {
        changes.unshift({
          text: `Invoice ${id} is past due (it was due ${due})`,
          href: own.href,
          when: new Date().toISOString(),
        });
      }
    }
    const now = await snapshotOf(db, watch, options.today);
    const then = options.stateOf(watch);
    if (now && then) {
      changes.push(
        ...snapshotChanges(watch.kind, JSON.parse(then) as Snapshot, now, new Date().toISOString()),
      );
    }
    news.set(watch.id, { ...own, changes, note: null, state: now ? JSON.stringify(now) : then });
  }
  return news;
}

function sentenceOf(change: FeedChange, watch: StoredWatch, nameOf: NameOf): string {
  const text = changeSentence(change, nameOf);
  if (watch.kind !== 'size') return text;
  return change.kind === 'cancelled' ? `A slot freed up: ${text}` : text;
}
