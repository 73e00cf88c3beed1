// The run sheet as the server's view answers it (GET /api/views/run-sheet): what runs from `from`
// to `to`, grouped by product, then section, then date, one page of its lines at a time (every
// group with its count and first page, for the headings and the contents), each line's contract
// with its advertiser, and the names of the page's ad sizes and of the sheet's sections.
import {
  defineView,
  id,
  windowCheck,
  windowParams,
  type RequestOf,
  type ViewMeta,
} from './view-contract';

/** The longest window a sheet, availability or renewals is asked for (a year, and a day). */
export const MAX_WINDOW_DAYS = 367;

/**
 * Lines a page of the sheet holds: a week at DEMO_SCALE=50 (1,600 lines) drawn at once was 36,000
 * DOM nodes; a page of these is about 2,500 with the page around it, and two or three printed sheets.
 */
export const SHEET_PAGE_LINES = 100;

/** A line: an insertion on the day one of its runs starts within the sheet's days. */
export interface RunSheetLine {
  id: number;
  contractId: number;
  adSizeId: number;
  placement: string | null;
  description: string | null;
  /** The run (schedule entry) it stands for, which may reach outside the sheet's days. */
  start: string;
  end: string;
}

/** A day of a group on this page: its lines here, and how many it has on the whole sheet. */
export interface RunSheetDay {
  date: string;
  count: number;
  lines: RunSheetLine[];
}

/** A product's section (null: the lines without one) on the sheet: its lines, its first page. */
export interface RunSheetGroup {
  productId: number;
  sectionId: number | null;
  count: number;
  page: number;
}

/** The part of a group on this page (`group`: its index in `groups`), from its `from`th line (0: all). */
export interface RunSheetPart {
  group: number;
  from: number;
  days: RunSheetDay[];
}

export interface RunSheetView extends ViewMeta {
  /** Lines on the whole sheet, and the insertions they stand for (one may run on several days). */
  lines: number;
  insertions: number;
  /** The page answered (a page past the last is answered with the last), of `pages`. */
  page: number;
  pages: number;
  /** Every group of the sheet, by product, then section (none last). */
  groups: RunSheetGroup[];
  /** This page's lines, by group, then date, then insertion. */
  parts: RunSheetPart[];
  /** Each contract on the page and its advertiser (those whose contract the server has read). */
  advertisers: [contractId: number, advertiserId: number][];
  /** The page's ad sizes and the sheet's sections, by name. */
  sizes: [id: number, name: string][];
  sections: [id: number, name: string][];
}

export const runSheetContract = defineView<RunSheetView>()({
  path: '/run-sheet',
  params: {
    ...windowParams(),
    product_id: id(),
    section_id: id(),
    ad_size_id: id(),
    // Unset: the first page, of SHEET_PAGE_LINES. The CSV asks for every line at once (per_page:
    // the sheet's `lines`).
    page: id(),
    per_page: id(),
  },
  check: windowCheck(MAX_WINDOW_DAYS),
  answerKeys: ['groups', 'parts', 'advertisers'],
});

export type RunSheetViewRequest = RequestOf<typeof runSheetContract.params>;
