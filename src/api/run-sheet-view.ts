// The run sheet as the server's view answers it (GET /api/views/run-sheet): what runs from `from`
// to `to`, by product and date, each line with its contract's advertiser, and the names of the
// sheet's ad sizes and sections, worked out by the server from its copy of the account.
import { queryOptions } from '@tanstack/react-query';
import type { Insertion } from './insertion-types';
import { fetchView, type ViewMeta } from './view-fetch';

export interface RunSheetViewRequest {
  from: string;
  to: string;
  product_id?: number;
  section_id?: number;
  ad_size_id?: number;
}

/** What the run sheet shows of an insertion (src/lib/run-sheet.ts adds its schedule). */
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

const clean = (request: RunSheetViewRequest): RunSheetViewRequest =>
  Object.fromEntries(
    Object.entries(request).filter(([, value]) => value !== undefined),
  ) as RunSheetViewRequest;

export const runSheetViewKeys = {
  all: ['views', 'run-sheet'] as const,
  sheet: (request: RunSheetViewRequest) => [...runSheetViewKeys.all, clean(request)] as const,
};

export const runSheetViewQuery = (request: RunSheetViewRequest) =>
  queryOptions({
    queryKey: runSheetViewKeys.sheet(request),
    queryFn: ({ signal }) => fetchView<RunSheetView>('/run-sheet', { ...clean(request) }, signal),
    staleTime: 60_000,
  });
