// The insertion record as the app uses it: shared by the zod schema (insertion-schema.ts) and the
// fast reader (insertion-reader.ts), which must agree on it; and the insertion list's filters.
import type { DateOnly, Timestamp } from './wire';

export interface ScheduleEntry {
  id: number;
  insertionId: number | null;
  dateStart: DateOnly | null;
  dateEnd: DateOnly | null;
  dateCreated: Timestamp | null;
  dateDeleted: Timestamp | null;
  order: number | null;
  duration: number | null;
}

export interface Insertion {
  id: number;
  adId: number | null;
  adRateId: number;
  adSizeId: number;
  contractId: number;
  dateCanceled: DateOnly | null;
  dateDelivery: DateOnly | null;
  /** Plain text from the API (may contain markup characters: render as text). */
  description: string | null;
  /** Cash discount off the ad rate. */
  discount: number;
  issueId: number | null;
  locationId: number | null;
  placement: string | null;
  productId: number;
  quantity: number;
  sectionId: number | null;
  taxable: boolean;
  /** Empty when nothing is scheduled (the API's single all-null entry). */
  schedule: ScheduleEntry[];
}

/** The columns the insertion list sorts by, as written in `?sort=` (a leading '-': descending). */
export const INSERTION_SORT_COLUMNS = [
  'id',
  'contract',
  'product',
  'description',
  'size',
  'rate',
  'section',
  'issue',
  'quantity',
  'discount',
  'taxable',
  'first',
  'last',
  'canceled',
] as const;
export type InsertionSortColumn = (typeof INSERTION_SORT_COLUMNS)[number];

/** The seven filters of the endpoint, all optional integers. */
export interface InsertionListParams {
  advertiser_id?: number;
  contract_id?: number;
  id?: number;
  issue_id?: number;
  location_id?: number;
  product_id?: number;
  section_id?: number;
}

export const INSERTION_FILTERS = [
  'advertiser_id',
  'contract_id',
  'id',
  'issue_id',
  'location_id',
  'product_id',
  'section_id',
] as const satisfies readonly (keyof InsertionListParams)[];

/** Only the filters that are set, in a fixed order: equal filters make equal keys. */
export function normaliseFilters(params: InsertionListParams): InsertionListParams {
  const clean: InsertionListParams = {};
  for (const name of INSERTION_FILTERS) {
    const value = params[name];
    if (value !== undefined && value !== null) clean[name] = value;
  }
  return clean;
}
