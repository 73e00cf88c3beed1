// The insertion list's filters read from a URL query string: only positive whole numbers are sent
// to the API; anything else is left out with a note saying why (shared by /insertions and /contracts).
import { INSERTION_FILTERS, type InsertionListParams } from '../api/insertions';

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

export interface ParsedInsertionFilters {
  params: InsertionListParams;
  /** One sentence per value that could not be used as it was written. */
  corrections: string[];
}

/** A record number as the API accepts it: a positive safe integer, or null. */
export function parseId(raw: string): number | null {
  const text = raw.trim();
  if (!/^\+?\d{1,15}$/.test(text)) return null;
  const value = Number(text);
  return value > 0 && Number.isSafeInteger(value) ? value : null;
}

/** Reads the named filters (by default all seven) from the query string. */
export function parseInsertionFilters(
  search: URLSearchParams,
  names: readonly InsertionFilterName[] = INSERTION_FILTERS,
): ParsedInsertionFilters {
  const params: InsertionListParams = {};
  const corrections: string[] = [];
  for (const name of names) {
    const values = search.getAll(name).filter((v) => v.trim() !== '');
    if (values.length === 0) continue;
    const [first, ...rest] = values as [string, ...string[]];
    const value = parseId(first);
    if (value === null) {
      corrections.push(
        `${name}=${JSON.stringify(first)} is not a record number (a whole number above 0), so it is not used.`,
      );
      continue;
    }
    params[name] = value;
    if (rest.length > 0) {
      corrections.push(
        `${name} was given ${values.length} times; only the first (${value}) is used.`,
      );
    } else if (String(value) !== first.trim()) {
      corrections.push(`${name}=${JSON.stringify(first)} is read as ${value}.`);
    }
  }
  return { params, corrections };
}

/** The query string for a set of filters, API names, unset ones left out, in the API's order. */
export function insertionFilterSearch(
  params: InsertionListParams,
  extra: Record<string, string | undefined> = {},
): URLSearchParams {
  const search = new URLSearchParams();
  for (const name of INSERTION_FILTERS) {
    const value = params[name];
    if (value !== undefined) search.set(name, String(value));
  }
  for (const [name, value] of Object.entries(extra)) {
    if (value !== undefined && value !== '') search.set(name, value);
  }
  return search;
}

/** "Advertiser 1, Product 4", or '' when no filter is set. */
export function describeInsertionFilters(params: InsertionListParams): string {
  return INSERTION_FILTERS.filter((name) => params[name] !== undefined)
    .map((name) => `${INSERTION_FILTER_LABELS[name]} ${params[name]}`)
    .join(', ');
}
