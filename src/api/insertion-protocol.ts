// The messages between the page and the insertion list's service (insertion-service.ts), which
// runs in a worker or, where there is none, in this thread: the same messages either way. The
// service keeps the last two lists it read (KEPT_LISTS), each under its number, and answers for
// them the rows a screen shows (a window of a search and sort): the page never holds the list.
import type { DateWindow } from '../lib/date-window';
import type { ContractEnd } from '../lib/renewals';
import type { RunFilter } from '../lib/run-sheet';
import type { ApiConfig, ApiErrorInit, QueryParams } from './client';
import type { Insertion, InsertionViewRequest } from './insertion-types';
import type { ParseProblem } from './parse';

/** Lists a service keeps (the one read, and the one read before it while a refetch runs). */
export const KEPT_LISTS = 2;

/** One step of reading: the records sent in it, and how far the reading is. */
export interface InsertionChunk {
  /** The records read in this step that the read sends (see `ReadOptions.send`). */
  items: Insertion[];
  problems: ParseProblem[];
  /** Records read so far (kept or reported), of `total` (null until the answer has all arrived). */
  read: number;
  total: number | null;
  /** The API's `count` once known (records sent), else the records read so far. */
  count: number;
  /** Records the service keeps so far (those read less those turned down as problems). */
  kept: number;
  /** The last chunk of a read asked for `ends`: every contract's last scheduled day. */
  ends?: ContractEnd[];
}

export interface ChunkSizes {
  /** Records in the first chunk: about a screen of rows. */
  first: number;
  /** Records in each later chunk. */
  rest: number;
}

export interface ReadOptions {
  sizes: ChunkSizes;
  /** How many of the list's first records the page is sent (null: all of them; 0: none). */
  send: number | null;
  /** Work out every contract's last day as the records are read (renewals), sent at the end. */
  ends: boolean;
}

/** A window of a view: the rows `from` to `to` (exclusive) of the first `count` rows, viewed. */
export interface WindowRequest {
  request: InsertionViewRequest;
  /** The rows of the list to view (those read so far, or all of them once whole). */
  count: number;
  from: number;
  to: number;
}

/** The rows of a window, and how many rows the view holds. */
export interface InsertionWindow {
  from: number;
  rows: Insertion[];
  /** Rows in the view: the matches of the search, or `count`. */
  size: number;
}

/** The insertions a run sheet needs (run-sheet.ts `runSheetInsertions`) of a kept list's rows. */
export interface RunSheetRequest {
  window: DateWindow;
  filter: RunFilter;
  /** The rows of the list the page knows of (all of them: the sheet is made of a whole list). */
  count: number;
}

/** To the service. `list` numbers grow; a new one makes the service forget all but the last two. */
export type ToService =
  /** Fetch the list (the configuration says where) and send it back in chunks; keep it as `list`. */
  | { type: 'read'; list: number; config: ApiConfig; params: QueryParams; options: ReadOptions }
  /** Stop reading `list`. */
  | { type: 'stop'; list: number }
  /** A window of `list` (answered by a `window` message with the same id). */
  | ({ type: 'window'; id: number; list: number } & WindowRequest)
  /** The insertions on a run sheet of `list` (answered by a `run-sheet` message with the same id). */
  | ({ type: 'run-sheet'; id: number; list: number } & RunSheetRequest);

/** From the service, about the read of `list` or the window `id`. */
export type FromService =
  /** The answer's headers that say whether it is the server's older copy (server-copy.ts). */
  | { type: 'answer'; list: number; url: string; headers: [string, string][] }
  | { type: 'chunk'; list: number; chunk: InsertionChunk }
  | { type: 'end'; list: number }
  | { type: 'error'; list: number; error: ApiErrorInit }
  /** The window asked for, or why there is none (`refused`: the list was not kept). */
  | { type: 'window'; id: number; window: InsertionWindow | null; refused?: string }
  /** The run sheet's insertions asked for, or why there are none (as for a window). */
  | { type: 'run-sheet'; id: number; insertions: Insertion[] | null; refused?: string };
