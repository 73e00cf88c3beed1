// The server's first screen of /insertions (docs/decisions/0010-insertion-first-screen.md), and
// the run sheet's insertions of /schedule: the first rows of the list in the page's search and
// sort, or the sheet's insertions, read from the copy the gateway already holds (Cache-Control: only-if-cached: no upstream request, no quota, no wait on the API) by the
// list's own reader (insertion-service.ts `readList`) and view (lib/insertion-view.ts). Server
// only: the route imports it behind `import.meta.env.SSR`.
//
// In the API's order the first rows are the answer's first kilobytes (milliseconds); a search reads
// on until it has a screen of matches; a sort reads the whole list and selects its first rows a
// slice at a time (a whole sort of 75,000 rows is seconds of one task). Long reads run in the
// background, one at a time. Screens are kept by the copy's tag (the gateway's ETag: another
// account, filter or fetch makes another tag) and the view, so a first visit may get the skeleton
// and later ones the rows.
import { buildUrl, loadConfig, viewerFetch } from './client';
import { INSERTIONS_PATH, readList } from './insertion-service';
import type { Insertion, InsertionViewRequest } from './insertion-types';
import { FIRST_SCREEN_ROWS, type InsertionListParams, type RunSheetOf } from './insertions';
import { firstOfView, lookupOf, matchingIndices, searchWords, spanOf } from '../lib/insertion-view';
import { lruMap } from '../lib/lru-map';
import { runSheetInsertions, sheetInsertionOf, type SheetInsertion } from '../lib/run-sheet';

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** Screens kept (each a few dozen rows): views of the lists people open, for as long as held. */
export const SCREENS_KEPT = 64;
/** Bytes handed to the decompressor at a time: it stops when the reader has its rows. */
const SLICE = 64 * 1024;
/** Records parsed at a time after the first screen's: a task of a few milliseconds on the server. */
const BATCH = 500;

/** Sizes, rates and sections sort by reference lists the server has not read: no first screen. */
const servable = (request: InsertionViewRequest) =>
  !request.sort || !['size', 'rate', 'section'].includes(request.sort.column);

/** A sort or a search may read the whole list: one such read at a time. */
const readsWhole = (request: InsertionViewRequest) =>
  request.sort !== null || searchWords(request.query).length > 0;

/**
 * `body` in pieces of at most SLICE bytes, one a read, until `stopped()`: then it ends (and the
 * rest of the answer is never decompressed).
 */
function sliced(
  body: ReadableStream<Uint8Array>,
  stopped: () => boolean,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let pending: Uint8Array | null = null;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (stopped()) {
          controller.close();
          return reader.cancel();
        }
        if (!pending?.length) {
          const next = await reader.read();
          if (next.done) return controller.close();
          pending = next.value;
        }
        controller.enqueue(pending.subarray(0, SLICE));
        pending = pending.subarray(SLICE);
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
}

/** What `promise` gives within `ms`, or null (it goes on: a screen being made is kept for later). */
export const within = <T>(promise: Promise<T>, ms: number): Promise<T | null> =>
  Promise.race([promise, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))]);

/**
 * The answer's JSON text in slices of at most SLICE bytes until `stopped()`: a gzipped answer is
 * decompressed as it is read, and no further once stopped.
 */
function textOf(response: Response, stopped: () => boolean): ReadableStream<Uint8Array> {
  const gzip = response.headers.get('content-encoding') === 'gzip';
  const compressed = sliced(response.body!, gzip ? stopped : () => false);
  const text = gzip
    ? compressed.pipeThrough(
        new DecompressionStream('gzip') as TransformStream<Uint8Array, Uint8Array>,
      )
    : compressed;
  return sliced(text, stopped);
}

/** Lets the server's event loop run between two slices of a whole list's view. */
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The first `rows` rows of the answer in `request`'s view: in the API's order, the first matches
 * of the search (read until there are enough); sorted, the first of the whole list in the sort's
 * order (lib/insertion-view.ts `firstOfView`, a slice at a time). Null when there are none to give.
 */
async function screenOf(
  response: Response,
  request: InsertionViewRequest,
  rows: number,
): Promise<Insertion[] | null> {
  const { sort } = request;
  const screen: Insertion[] = [];
  const { productName } = lookupOf(request);
  const searched = searchWords(request.query).length > 0;
  const spans = sort?.column === 'first' || sort?.column === 'last';
  const stopped = () => !sort && screen.length >= rows;
  const body = textOf(response, stopped);
  try {
    await readList(
      body,
      ({ items }) => {
        if (sort) {
          screen.push(...items);
          // The view's work on each record (its search text, its schedule's span: both kept by
          // record) a chunk at a time, so that the view of the whole list is quicker.
          if (searched) matchingIndices(items, request.query, productName);
          if (spans) for (const item of items) spanOf(item);
          return;
        }
        // The search of the list's view, a chunk at a time.
        const matches = matchingIndices(items, request.query, productName);
        for (const index of matches ?? items.keys()) screen.push(items[index]!);
      },
      { first: rows, rest: BATCH },
    );
  } catch (error) {
    // Stopped: whatever the reader makes of the answer's missing end, the rows are read.
    if (!stopped()) throw error;
  }
  if (!sort) return screen.slice(0, rows);
  const first = await firstOfView(screen, request, rows, pause);
  return first && first.map((index) => screen[index]!);
}

/**
 * Starts the gateway's read of a list it does not hold (the person's page view, which the page's
 * worker would make a moment later: the same one upstream request, the policy and quota applying):
 * the worker's request then joins it in flight, or finds it held, instead of starting it after
 * hydration. Nothing is waited for; a refusal or failure is the worker's to show.
 */
function warm(fetch: Fetch, url: string) {
  void fetch(url, { headers: { accept: 'application/json', 'accept-encoding': 'identity' } })
    .then((answer) => answer.body?.cancel())
    .catch(() => undefined);
}

export interface FirstScreens {
  /**
   * The first screen of the list for `params` in `request`'s view; null when there is none to give:
   * no fresh copy held (then the gateway's read of it is started, for the page's worker), the person may not read it, a view the server cannot order, or a whole
   * list already being read for another view.
   */
  of(params: InsertionListParams, request: InsertionViewRequest): Promise<Insertion[] | null>;
  /**
   * The insertions on the run sheet `sheet` of the list for `params` (lib/run-sheet.ts
   * `runSheetInsertions`, in the list's order), read whole from the held copy; null as for `of`.
   */
  runSheet(params: InsertionListParams, sheet: RunSheetOf): Promise<SheetInsertion[] | null>;
}

/** The insertions of the whole answer on the run sheet `sheet`, picked a chunk at a time. */
async function sheetOf(response: Response, sheet: RunSheetOf): Promise<SheetInsertion[]> {
  const picked: SheetInsertion[] = [];
  await readList(
    textOf(response, () => false),
    ({ items }) =>
      picked.push(...runSheetInsertions(items, sheet.window, sheet.filter).map(sheetInsertionOf)),
    { first: BATCH, rest: BATCH },
  );
  return picked;
}

export function firstScreens({
  fetch = viewerFetch,
  limit = SCREENS_KEPT,
  rows = FIRST_SCREEN_ROWS,
}: { fetch?: Fetch; limit?: number; rows?: number } = {}): FirstScreens {
  // Screens and sheets, told apart by their view in the key.
  const memo = lruMap<Promise<unknown[] | null>>(limit);
  let readingWhole = false;
  /**
   * What `make` reads of the held copy of the list for `params`, kept by the copy's tag and `view`;
   * `whole`: it reads the whole list (one such read at a time).
   */
  async function fromHeldCopy<T>(
    params: InsertionListParams,
    view: unknown,
    whole: boolean,
    make: (response: Response) => Promise<T[] | null>,
  ): Promise<T[] | null> {
    const config = await loadConfig();
    // As the person (the page's own fetch): the role policy applies; only the held copy.
    const url = buildUrl(config.baseUrl, INSERTIONS_PATH, { ...params });
    let response: Response;
    try {
      response = await fetch(url, {
        headers: {
          accept: 'application/json',
          'accept-encoding': 'gzip',
          'cache-control': 'only-if-cached',
        },
      });
    } catch {
      return null;
    }
    const tag = response.headers.get('etag');
    if (response.status === 504) {
      await response.body?.cancel();
      warm(fetch, url);
      return null;
    }
    if (!response.ok || !tag || !response.body) {
      await response.body?.cancel();
      return null;
    }
    const key = `${tag} ${JSON.stringify(view)}`;
    const known = memo.get(key) as Promise<T[] | null> | undefined;
    if (known || (whole && readingWhole)) {
      await response.body.cancel();
      return known ?? null;
    }
    const made = make(response).catch(() => null);
    memo.set(key, made);
    if (whole) {
      readingWhole = true;
      void made.finally(() => (readingWhole = false));
    }
    return made;
  }
  return {
    async of(params, request) {
      if (!servable(request)) return null;
      return fromHeldCopy(params, request, readsWhole(request), (response) =>
        screenOf(response, request, rows),
      );
    },
    runSheet(params, sheet) {
      return fromHeldCopy(params, { runSheet: sheet }, true, (response) =>
        sheetOf(response, sheet),
      );
    },
  };
}

/** The server's: every render shares what it made. */
export const serverFirstScreens = firstScreens();
