// The insertion list's seven filters as list params (shared by /insertions and contract browsing):
// only positive whole numbers are sent to the API; anything else is left out with a note saying why.
import { INSERTION_FILTERS, type InsertionListParams } from '../domain/insertion-types';
import {
  defineListSpec,
  integerParam,
  listSearch,
  pickSet,
  type ListValues,
  type Problem,
} from './list-params';

export type InsertionFilterName = (typeof INSERTION_FILTERS)[number];

export const INSERTION_FILTER_LABELS: Record<InsertionFilterName, string> = {
  advertiser_id: 'Advertiser',
  contract_id: 'Contract',
  id: 'Insertion',
  issue_id: 'Issue',
  location_id: 'Location',
  product_id: 'Product',
  section_id: 'Section',
};

function recordIdMessage({ param, given, times, readable, used }: Problem): string {
  if (!readable) {
    return `${param}=${JSON.stringify(given)} is not a record number (a whole number above 0), so it is not used.`;
  }
  if (times > 1) return `${param} was given ${times} times; only the first (${used}) is used.`;
  return `${param}=${JSON.stringify(given)} is read as ${used}.`;
}

/** A record number in the URL: a whole number above 0, or left out with a note. */
function recordIdParam() {
  return integerParam({ min: 1, outOfRange: 'drop', message: recordIdMessage });
}

/** The seven filters, in the API's order (each list's spec picks those it offers). */
export const insertionFilterParams = Object.fromEntries(
  INSERTION_FILTERS.map((name) => [name, recordIdParam()]),
) as Record<InsertionFilterName, ReturnType<typeof recordIdParam>>;

const filterSpec = defineListSpec({ params: insertionFilterParams });

/** The filters of a list's values that are set: what the API is asked. */
export function insertionFiltersOf(
  values: Partial<Record<InsertionFilterName, number | undefined>>,
): InsertionListParams {
  return pickSet(values as ListValues<typeof insertionFilterParams>, INSERTION_FILTERS);
}

/** The query string for a set of filters (links from elsewhere, e.g. an advertiser's contracts). */
export function insertionFilterSearch(params: InsertionListParams): URLSearchParams {
  return listSearch(filterSpec, params);
}
