// What the server computes from the gateway's copy of a list, kept between renders. A warm pipeline
// or bookings page read its 16 or 49 pages again from the gateway's copy and checked every record
// on each render (100–300 ms at DEMO_SCALE=50): past SSR_WAIT_MS, so the page often came without
// its figures and the browser asked /api/figures after the shell. A result is kept by the tag of
// the copy it was read from, which the caller asks of the gateway as the person (an only-if-cached
// request: no upstream request, the role policy applied; the ETag names the account, the request
// and when the copy was read), and for LIST_STALE_MS at most, the time a browser keeps it too.
import { LIST_STALE_MS } from '../api/query-client';

/** The results kept at most (a figure set is 100–200 KB at DEMO_SCALE=50). */
const KEPT_RESULTS = 16;

export interface KeptByCopy<P, R, O extends { signal: AbortSignal; fresh?: boolean }> {
  /** The tag of the copy the person would read now; null when none is held or they are refused. */
  tagOf: (params: P, signal: AbortSignal) => Promise<string | null>;
  read: (params: P, options: O) => Promise<R>;
  /** Whether a result may be kept (a finished read, not a cancelled or over-limit one). */
  keepable: (result: R) => boolean;
  now?: () => number;
}

export function keptByCopy<P, R, O extends { signal: AbortSignal; fresh?: boolean }>({
  tagOf,
  read,
  keepable,
  now = Date.now,
}: KeptByCopy<P, R, O>) {
  const kept = new Map<string, { result: R; at: number }>();

  async function keptResult(params: P, signal: AbortSignal): Promise<R | null> {
    const tag = await tagOf(params, signal);
    const entry = tag === null ? undefined : kept.get(tag);
    if (!entry) return null;
    if (now() - entry.at < LIST_STALE_MS) return entry.result;
    kept.delete(tag!);
    return null;
  }

  /** Keeps a result under the tag of the copy it was read from (a first read made the copy). */
  async function keep(params: P, result: R, signal: AbortSignal): Promise<void> {
    if (!keepable(result)) return;
    const tag = await tagOf(params, signal);
    if (tag === null) return;
    kept.delete(tag);
    kept.set(tag, { result, at: now() });
    for (const oldest of kept.keys()) {
      if (kept.size <= KEPT_RESULTS) break;
      kept.delete(oldest);
    }
  }

  /** The kept result, or a read (then kept). A fresh read (a Refresh) is never answered from it. */
  async function resultOf(params: P, options: O): Promise<R> {
    if (!options.fresh) {
      const known = await keptResult(params, options.signal);
      if (known !== null) return known;
    }
    const result = await read(params, options);
    await keep(params, result, options.signal);
    return result;
  }

  return { resultOf, size: () => kept.size };
}
