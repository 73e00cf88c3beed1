// Which answers came from the server's older copy (the gateway says so in headers when the API
// failed or the quota is held), so a page can say "shown from the server's copy of 14:02".
export interface ServerCopy {
  /** When the server fetched the copy, ms since the epoch. */
  storedAt: number;
  /** When the browser received it (the copy's age is told as of then). */
  receivedAt: number;
  /** The gateway's reason, e.g. `timeout`, `quota`. */
  reason: string;
  /** The page (path and query) the answer was asked for. */
  page: string;
}

const byUrl = new Map<string, ServerCopy>();
let snapshot: readonly ServerCopy[] = [];
const listeners = new Set<() => void>();

const currentLocation = () =>
  typeof location === 'undefined' ? '' : `${location.pathname}${location.search}`;
let pageOf: () => string = currentLocation;

/**
 * The shell says which page a request is for: during a navigation the loaders fetch for the page
 * being opened, not the one still on screen.
 */
export function setPageOf(provider: () => string): void {
  pageOf = provider;
}

let keeping = true;

/**
 * On the server (src/entry-server.tsx) this module is shared by every request and every person:
 * nothing is kept there.
 */
export function keepNoServerCopies(): void {
  keeping = false;
}

function changed() {
  snapshot = [...byUrl.values()];
  for (const listener of listeners) listener();
}

/** The copy an answer's headers describe, if the gateway answered from its stale copy. */
export function serverCopyOf(headers: Headers, page: string): ServerCopy | null {
  if (headers.get('x-gateway-cache') !== 'stale') return null;
  const storedAt = Date.parse(headers.get('x-gateway-stored-at') ?? '');
  if (Number.isNaN(storedAt)) return null;
  return {
    storedAt,
    receivedAt: Date.now(),
    reason: headers.get('x-gateway-stale-reason') ?? '',
    page,
  };
}

/** Called by the fetch module for every answer; a fresh answer clears an older stale one. */
export function noteServerCopy(url: string, headers: Headers): void {
  if (!keeping) return;
  const copy = serverCopyOf(headers, pageOf());
  if (copy) {
    byUrl.set(url, copy);
    changed();
  } else if (byUrl.delete(url)) {
    changed();
  }
}

/** The stale copies of a server-rendered page (its state), by the URL they answered. */
export type ServerCopiesByUrl = [url: string, copy: ServerCopy][];

/** The browser starts with the copies the server's HTML was rendered from (src/main.tsx). */
export function seedServerCopies(copies: ServerCopiesByUrl): void {
  for (const [url, copy] of copies) byUrl.set(url, copy);
  changed();
}

export function subscribeServerCopies(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function serverCopies(): readonly ServerCopy[] {
  return snapshot;
}

/** For tests. */
export function clearServerCopies(): void {
  byUrl.clear();
  changed();
}

/** Why the server answered from its copy, in words that finish "…: ". */
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
