// Which answers the server gave from its copy of the account (the mirror: `x-gateway-cache:
// mirror`, read as of `x-gateway-stored-at`), so a page can say "as of 10:42" and offer a
// Refresh that asks the API once for those answers (Cache-Control: no-cache on their next request).
export interface MirrorAnswer {
  /** When the server last read what the answer holds, ms since the epoch. */
  asOf: number;
  /** The page (path and query) the answer was asked for. */
  page: string;
}

/** The mirror's answers of a server-rendered page, by the URL they answered. */
export type MirrorAnswersByUrl = [url: string, answer: MirrorAnswer][];

const byUrl = new Map<string, MirrorAnswer>();
const refreshing = new Set<string>();
let snapshot: readonly MirrorAnswer[] = [];
const listeners = new Set<() => void>();
let keeping = true;

const currentLocation = () =>
  typeof location === 'undefined' ? '' : `${location.pathname}${location.search}`;
let pageOf: () => string = currentLocation;

/** The page a request is for: during a navigation, the page being opened (src/app/router.tsx). */
export function setMirrorPageOf(provider: () => string): void {
  pageOf = provider;
}

/** On the server this module is shared by every request and person: nothing is kept there. */
export function keepNoMirrorAnswers(): void {
  keeping = false;
}

function changed() {
  snapshot = [...byUrl.values()];
  for (const listener of listeners) listener();
}

/**
 * Reference lists (products, users, sizes, rates, sections, types) are named by every page and
 * told apart by their own notice when old (reference-age.tsx): the as-of is the page's records'.
 */
const REFERENCE = /\/(products|adSizes|adRates|sections|invoiceLineItemTypes|users)(\/|\?|$)/;

/** The mirror answer of a page's record or list an answer's headers describe, or null. */
export function mirrorAnswerOf(url: string, headers: Headers, page: string): MirrorAnswer | null {
  if (headers.get('x-gateway-cache') !== 'mirror' || REFERENCE.test(url)) return null;
  const asOf = Date.parse(headers.get('x-gateway-stored-at') ?? '');
  return Number.isNaN(asOf) ? null : { asOf, page };
}

/** Called by the fetch module for every good answer; any other answer clears the URL's. */
export function noteMirrorAnswer(url: string, headers: Headers): void {
  if (!keeping) return;
  const answer = mirrorAnswerOf(url, headers, pageOf());
  if (answer) {
    byUrl.set(url, answer);
    changed();
  } else if (byUrl.delete(url)) {
    changed();
  }
}

/** The browser starts with the answers the server's HTML was rendered from (src/main.tsx). */
export const seedMirrorAnswers = (answers: MirrorAnswersByUrl) => {
  answers.forEach(([url, answer]) => byUrl.set(url, answer));
  changed();
};

/** For useSyncExternalStore: a listener told of every change, and the answers as they stand. */
export const subscribeMirrorAnswers = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
export const mirrorAnswers = (): readonly MirrorAnswer[] => snapshot;

/** The next request of each of this page's mirror answers asks the API (once). */
export function refreshPage(page: string): void {
  for (const [url, answer] of byUrl) if (answer.page === page) refreshing.add(url);
}

/** Whether this request is a Refresh: true once after refreshPage named its URL. */
export function takeRefresh(url: string): boolean {
  return refreshing.delete(url);
}

/** For tests. */
export function clearMirrorAnswers(): void {
  byUrl.clear();
  refreshing.clear();
  changed();
}
