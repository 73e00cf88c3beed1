// What the server says of its answers, kept by URL for the page they were asked for: that one came
// from its older copy (`x-gateway-cache: stale`, when the API failed or the quota is held: "shown
// from the server's copy of 14:02") or from its copy of the account (`mirror`: "as of 10:42", with
// a Refresh that asks the API once for those answers). Pages read them with useSyncExternalStore.
const currentLocation = () =>
  typeof location === 'undefined' ? '' : `${location.pathname}${location.search}`;
let pageOf: () => string = currentLocation;
let keeping = true;

export interface AnswerNote {
  kind: 'stale' | 'mirror';
  /** When the server read what the answer holds (x-gateway-stored-at), ms since the epoch. */
  storedAt: number;
  /** When the browser received it (a stale copy's age is told as of then). */
  receivedAt: number;
  /** A stale copy's reason from the gateway, e.g. `timeout`, `quota`; '' for the mirror's. */
  reason: string;
  /** The page (path and query) the answer was asked for. */
  page: string;
}

/** The notes of a server-rendered page (its state), by the URL they answered. */
export type NotesByUrl = [url: string, note: AnswerNote][];

/**
 * Reference lists (products, users, sizes, rates, sections, types) are named by every page and
 * told apart by their own notice when old (reference-age.tsx): the as-of is the page's records'.
 */
const REFERENCE = /\/(products|adSizes|adRates|sections|invoiceLineItemTypes|users)(\/|\?|$)/;

/** The note an answer's headers make, or null: a fresh answer, or a mirror's reference list. */
export function answerNoteOf(url: string, headers: Headers, page: string): AnswerNote | null {
  const kind = headers.get('x-gateway-cache');
  const storedAt = Date.parse(headers.get('x-gateway-stored-at') ?? '');
  if (Number.isNaN(storedAt)) return null;
  const note = { storedAt, receivedAt: Date.now(), page };
  if (kind === 'stale') {
    return { kind, ...note, reason: headers.get('x-gateway-stale-reason') ?? '' };
  }
  return kind === 'mirror' && !REFERENCE.test(url) ? { kind, ...note, reason: '' } : null;
}

/**
 * The shell says which page a request is for: during a navigation the loaders fetch for the page
 * being opened, not the one still on screen (src/app/router.tsx).
 */
export function setPageOf(provider: () => string): void {
  pageOf = provider;
}

/**
 * On the server (src/entry-server.tsx) this module is shared by every request and every person:
 * nothing is kept there.
 */
export function keepNoAnswerNotes(): void {
  keeping = false;
}

const byUrl = new Map<string, AnswerNote>();
const refreshing = new Set<string>();
let snapshot: readonly AnswerNote[] = [];
const listeners = new Set<() => void>();
const changed = () => {
  snapshot = [...byUrl.values()];
  for (const listener of listeners) listener();
};

/** Called by the fetch module for every good answer; any other answer clears the URL's. */
export function noteAnswer(url: string, headers: Headers): void {
  if (!keeping) return;
  const found = answerNoteOf(url, headers, pageOf());
  if (found) {
    byUrl.set(url, found);
    changed();
  } else if (byUrl.delete(url)) {
    changed();
  }
}

/** The browser starts with the notes the server's HTML was rendered from (src/main.tsx). */
export function seedAnswerNotes(notes: NotesByUrl): void {
  for (const [url, found] of notes) byUrl.set(url, found);
  changed();
}

export function subscribeAnswerNotes(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const answerNotes = (): readonly AnswerNote[] => snapshot;

/** The next request of each of this page's mirror answers asks the API (once). */
export function refreshPage(page: string): void {
  for (const [url, note] of byUrl)
    if (note.kind === 'mirror' && note.page === page) refreshing.add(url);
}

/** Whether this request is a Refresh: true once after refreshPage named its URL. */
export function takeRefresh(url: string): boolean {
  return refreshing.delete(url);
}

/** For tests. */
export function clearAnswerNotes(): void {
  byUrl.clear();
  refreshing.clear();
  changed();
}

/** Why the server answered from its older copy, in words that finish "…: ". */
export function serverCopyReason(reason: string): string {
  switch (reason) {
    case 'timeout':
    case 'unreachable':
      return 'the API did not answer';
    case 'upstream-error':
      return 'the API answered with an error';
    case 'not-json':
    case 'too-large':
      return 'the API’s answer could not be used';
    case 'rate-limited':
      return 'the account’s rate limit is reached';
    case 'quota':
      return 'the team’s daily quota of API requests is spent';
    case 'reserve':
      return 'the rest of the day’s quota is kept for opening pages';
    case 'share':
      return 'you have used your share of the day’s API requests';
    case 'store':
      return 'the server cannot record API requests just now';
    default:
      return 'the API could not be asked';
  }
}
