// The demo's lists read by hand, page by page, the way the pages under test do not: what figures
// are checked against.
import type { APIRequestContext } from '@playwright/test';

/** A contract of the list as the API wrote it: the fields the specs check figures against. */
export type WireContract = {
  id: string;
  status: string;
  total: string;
  sold_by_user: string;
  advertiser_id: string;
  date_created: string;
  date_sold: string | null;
};

const PER_PAGE = 100;

/**
 * Every record of the list at `path` (e.g. `/api/base/invoices/`, the request's base or an origin
 * before it) matching `query`, as the API wrote them under `key`: read 100 a page until a short
 * page. A page that is not a success stops the reading, naming its URL and status.
 */
export async function readWholeList<T>(
  request: APIRequestContext,
  path: string,
  key: string,
  query = '',
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const url = `${path}?${query && `${query}&`}per_page=${PER_PAGE}&page=${page}`;
    const response = await request.get(url);
    if (!response.ok()) throw new Error(`${url}: ${response.status()}`);
    const records = ((await response.json()) as Record<string, T[]>)[key] ?? [];
    rows.push(...records);
    if (records.length < PER_PAGE) return rows;
  }
}

/** Every contract matching `query` on the viewer at `origin`. */
export function demoContracts(
  request: APIRequestContext,
  origin: string,
  query: string,
): Promise<WireContract[]> {
  return readWholeList(request, `${origin}/api/secondary/contracts/`, 'contracts', query);
}
