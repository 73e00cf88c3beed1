// Watches' kinds, answers and rules (which pages a saved view may be, where a watch links), shared
// by the server (server/watch) and the app (src/lib/watches.ts reads and writes them).

export const WATCH_KINDS = ['contract', 'advertiser', 'invoice', 'size', 'view'] as const;
export type WatchKind = (typeof WATCH_KINDS)[number];

/**
 * The list and view pages a saved view may be (the app's routes without a record id). A size is
 * `<product id>/<size id>`; a view its path and query; a record its id.
 */
export const SAVED_VIEW_PATHS = [
  '/products',
  '/contracts',
  '/contracts/pipeline',
  '/insertions',
  '/schedule',
  '/availability',
  '/renewals',
  '/invoices',
  '/advertisers',
  '/receivables',
  '/bookings',
  '/pacing',
  '/changes',
  '/users',
] as const;

export interface WatchChange {
  /** A sentence ("Contract 10412, Harbor Bakery: Open → Won, $4,200.00"). */
  text: string;
  /** The app's path (and query or fragment) it links to. */
  href: string;
  /** ISO time the server saw it. */
  when: string;
}

export interface WatchedItem {
  id: number;
  kind: WatchKind;
  target: string;
  label: string;
  href: string;
  createdAt: string;
  /** What changed since the person's last visit of /watching (the digest: since the last mail). */
  changes: WatchChange[];
  /** Said once: the record is no longer in the account (or the person may no longer read it). */
  note: string | null;
}

export interface WatchesAnswer {
  /** The person's previous visit of /watching, ISO; null: never. */
  visitedAt: string | null;
  watches: WatchedItem[];
  /** Watches with changes since that visit (the header's mark). */
  changed: number;
  /** Where the morning e-mail goes; null: none is sent (why in `mailNote`). */
  mailTo: string | null;
  mailNote: string | null;
}

/** A record's or size's or view's page in the app. */
export function watchHref(kind: WatchKind, target: string): string {
  if (kind === 'view') return target;
  if (kind === 'size') return `/products/${target.split('/')[0]}/availability`;
  return `/${kind}s/${target}`; // contracts, advertisers, invoices
}

/**
 * Why a target is not one of its kind's (null: it is). A view must be one of the app's list pages,
 * a path and query of this site (never another origin).
 */
export function targetProblem(kind: WatchKind, target: string): string | null {
  if (kind === 'size') {
    return /^\d{1,15}\/\d{1,15}$/.test(target)
      ? null
      : 'a size is its product and size ids, "<product>/<size>"';
  }
  if (kind !== 'view') return /^\d{1,15}$/.test(target) ? null : `a ${kind} is its number`;
  const notPath = 'a saved view is a path of this site, as /invoices?status=past_due';
  if (!target.startsWith('/') || target.startsWith('//') || target.length > 2000) return notPath;
  const url = new URL(target, 'http://viewer.invalid');
  if (url.origin !== 'http://viewer.invalid' || url.hash) return notPath;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (!(SAVED_VIEW_PATHS as readonly string[]).includes(path)) {
    return `${path} is not one of the app's list pages (${SAVED_VIEW_PATHS.join(', ')})`;
  }
  return null;
}
