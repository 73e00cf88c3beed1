// The run sheet as the server's view answers it (GET /api/views/run-sheet): what runs from `from`
// to `to`, by product and date, each line with its contract's advertiser, and the names of the
// sheet's ad sizes and sections, worked out by the server from its copy of the account.
import type { Insertion } from './insertion-types';
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

/** What the run sheet shows of an insertion (src/domain/run-sheet.ts adds its schedule). */
export type SheetFields = Pick<
  Insertion,
  | 'id'
  | 'contractId'
  | 'productId'
  | 'adSizeId'
  | 'sectionId'
  | 'placement'
  | 'description'
  | 'dateCanceled'
>;

/** What a line shows of its insertion (its schedule is the line's run). */
export type RunSheetRow = SheetFields & { schedule: [] };

export interface RunSheetViewLine {
  insertion: RunSheetRow;
  /** The day it is placed on: the run's first day within the sheet's days. */
  date: string;
  run: { start: string; end: string };
}

export interface RunSheetViewProduct {
  productId: number;
  count: number;
  dates: { date: string; lines: RunSheetViewLine[] }[];
}

export interface RunSheetView extends ViewMeta {
  products: RunSheetViewProduct[];
  /** Each contract on the sheet and its advertiser (those whose contract the server has read). */
  advertisers: [contractId: number, advertiserId: number][];
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
  },
  check: windowCheck(MAX_WINDOW_DAYS),
  answerKeys: ['products', 'advertisers'],
});

export type RunSheetViewRequest = RequestOf<typeof runSheetContract.params>;
