// What the server computes from the gateway's copy of a list, kept between renders. A warm pipeline
// or bookings page read its 16 or 49 pages again from the gateway's copy and checked every record
// on each render (100–300 ms at DEMO_SCALE=50): past SSR_WAIT_MS, so the page often came without
// its figures and the browser asked /api/figures after the shell. A result is kept by the tag of
// the copy it was read from, which the caller asks of the gateway as the person (an only-if-cached
// request: no upstream request, the role policy applied; the ETag names the account, the request
// and when the copy was read). The tag changes when the gateway reads the list again (its copy
// grew stale, or a Refresh), and only then is the result read again: it is never newer than the
// copy, as a render's own read was not. No time limit: one made the first render after it a
// whole read again, which missed SSR_WAIT_MS and so was never kept for the next.

import { lruMap } from './lru-map';

/** The results kept at most (a figure set is 100–200 KB at DEMO_SCALE=50). */
const KEPT_RESULTS = 16;

export interface KeptByCopy<P, R, O extends { signal: AbortSignal; fresh?: boolean }> {
  /** The tag of the copy the person would read now; null when none is held or they are refused. */
  tagOf: (params: P, signal: AbortSignal) => Promise<string | null>;
  read: (params: P, options: O) => Promise<R>;
  /** Whether a result may be kept (a finished read, not a cancelled or over-limit one). */
  keepable: (result: R) => boolean;
}

export function keptByCopy<P, R, O extends { signal: AbortSignal; fresh?: boolean }>({
  tagOf,
  read,
  keepable,
}: KeptByCopy<P, R, O>) {
  const kept = lruMap<R>(KEPT_RESULTS);

  async function keptResult(params: P, signal: AbortSignal): Promise<R | null> {
    const tag = await tagOf(params, signal);
    return (tag === null ? undefined : kept.get(tag)) ?? null;
  }

  /** Keeps a result under the tag of the copy it was read from (a first read made the copy). */
  async function keep(params: P, result: R, signal: AbortSignal): Promise<void> {
    if (!keepable(result)) return;
    const tag = await tagOf(params, signal);
    if (tag === null) return;
    kept.set(tag, result);
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
