// The messages between the page and the insertion list's service (insertion-service.ts), which
// runs in a worker or, where there is none, in this thread: the same messages either way. The
// service keeps the last two lists it read or was handed (KEPT_LISTS), each under its number, to
// search and sort; the page's end (insertion-handle.ts) keeps the same account.
import type { ApiConfig, ApiErrorInit, QueryParams } from './client';
import type { Insertion, InsertionViewRequest } from './insertion-types';
import type { ParseProblem } from './parse';

/** Lists a service keeps (the one read, and the one read before it while a refetch runs). */
export const KEPT_LISTS = 2;

/** One step of reading: the records read in it, and how far the reading is. */
export interface InsertionChunk {
  items: Insertion[];
  problems: ParseProblem[];
  /** Records read so far (kept or reported), of `total` (null until the answer has all arrived). */
  read: number;
  total: number | null;
  /** The API's `count` once known (records sent), else the records read so far. */
  count: number;
}

export interface ChunkSizes {
  /** Records in the first chunk: about a screen of rows. */
  first: number;
  /** Records in each later chunk. */
  rest: number;
}

/** To the service. `list` numbers grow; a new one makes the service forget all but the last two. */
export type ToService =
  /** Fetch the list (the configuration says where) and send it back in chunks; keep it as `list`. */
  | { type: 'read'; list: number; config: ApiConfig; params: QueryParams; sizes: ChunkSizes }
  /** Stop reading `list`. */
  | { type: 'stop'; list: number }
  /** Rows to keep as `list`: `from` 0 starts it, otherwise they follow the rows sent before. */
  | { type: 'hold'; list: number; rows: Insertion[]; from: number }
  /** The rows to show of the first `count` rows of `list` (answered by a `view` message). */
  | { type: 'view'; id: number; list: number; count: number; request: InsertionViewRequest };

/** From the service, about the read of `list` or the view `id`. */
export type FromService =
  /** The answer's headers that say whether it is the server's older copy (server-copy.ts). */
  | { type: 'answer'; list: number; url: string; headers: [string, string][] }
  | { type: 'chunk'; list: number; chunk: InsertionChunk }
  | { type: 'end'; list: number }
  | { type: 'error'; list: number; error: ApiErrorInit }
  /**
   * The rows to show as indices into the list (transferred), null for all in their order; or why
   * there are none (`refused`: the list was not kept).
   */
  | { type: 'view'; id: number; order: Int32Array | null; refused?: string };
