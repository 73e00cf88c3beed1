// The insertion record as the app uses it: shared by the zod schema (insertion-schema.ts) and the
// fast reader (insertion-reader.ts), which must agree on it.
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
