// A cold deep link's first API request, started by src/app/early-requests.ts while the route's
// JavaScript is still loading. When the page then makes the same request (same URL, a page view,
// not a bulk read), it takes that answer instead of asking again: one request, sooner.

/** Older than this, an early answer is not this view's any more: the page asks again. */
export const EARLY_MAX_AGE_MS = 10_000;

interface EarlyRequest {
  response: Promise<Response>;
  startedAt: number;
}

const started = new Map<string, EarlyRequest>();

export function startEarlyRequest(url: string, timeoutMs: number, now = Date.now()): void {
  if (started.has(url)) return;
  const response = fetch(url, {
    headers: { accept: 'application/json' },
    // Ahead of the route's scripts and stylesheets queued for the same few connections.
    priority: 'high',
    signal: AbortSignal.timeout(timeoutMs),
  });
  // Nobody may take it (the person left first): its failure is nobody's error.
  response.catch(() => undefined);
  started.set(url, { response, startedAt: now });
}

/** Rejects when `signal` aborts first, as fetch does with its own signal. */
function abortable(response: Promise<Response>, signal: AbortSignal): Promise<Response> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** The early answer for this URL, once; undefined when there is none or it is too old. */
export function takeEarlyRequest(
  url: string,
  signal: AbortSignal,
  now = Date.now(),
): Promise<Response> | undefined {
  const found = started.get(url);
  if (!found) return undefined;
  started.delete(url);
  if (now - found.startedAt > EARLY_MAX_AGE_MS) return undefined;
  return abortable(found.response, signal);
}

/** For tests: forget every early request. */
export function resetEarlyRequests(): void {
  started.clear();
}
