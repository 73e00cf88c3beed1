// A page of a list the API filters, sorts and pages (contracts, invoices), read from its answer.
import type { z } from 'zod/mini';
import { LIST_DEFAULTS } from './invoice-list-request';
import { listIn, parseList, type ParsedList } from './parse';

export interface ListPage<T> extends ParsedList<T> {
  page: number;
  perPage: number;
  /** Without a total: a full page may have a next one, a short page is the last. */
  hasNextPage: boolean;
  /** Every matching record, when the answer carried a sane top-level `count`; else null. */
  total: number | null;
}

/** The page the `query` asked for (`defaults` where it says nothing) of the answer `data`. */
export function listPageOf<S extends z.core.$ZodType>(
  data: unknown,
  { key, schema, endpoint }: { key: string; schema: S; endpoint: string },
  query: { page?: number; per_page?: number },
  defaults: { page: number; per_page: number },
): ListPage<z.output<S>> {
  const page = query.page ?? defaults.page;
  const perPage = query.per_page ?? defaults.per_page;
  const raw = listIn(data, key, endpoint);
  const total = listCountOf(data, { page, perPage, rows: raw.length });
  return {
    ...parseList(schema, raw, endpoint),
    page,
    perPage,
    hasNextPage: raw.length >= perPage && (total === null || page * perPage < total),
    total,
  };
}

/** A list view's reading of its answer: the page its request asked for, as the API's list says it. */
export function viewListPage<S extends z.core.$ZodType, Q>(
  key: string,
  schema: S,
  normalise: (request: Q) => { page?: number; per_page?: number },
) {
  const endpoint = `server /api/views/${key}`;
  return (body: unknown, request: Q) =>
    listPageOf(body, { key, schema, endpoint }, normalise(request), LIST_DEFAULTS);
}

/**
 * The top-level `count` of a list answer (a number or a numeric string), or null. A count that
 * contradicts the page itself (fewer records than the pages before plus this one hold, or records
 * past a count already reached) is nonsense and ignored: the list never depends on it.
 */
export function listCountOf(
  data: unknown,
  page: { page: number; perPage: number; rows: number },
): number | null {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return null;
  const raw = (data as { count?: unknown }).count;
  let count: number;
  if (typeof raw === 'number') count = raw;
  else if (typeof raw === 'string' && /^\s*\d{1,15}\s*$/.test(raw)) count = Number(raw);
  else return null;
  if (!Number.isSafeInteger(count) || count < 0) return null;
  const before = (page.page - 1) * page.perPage;
  if (page.rows > 0 && count < before + page.rows) return null;
  if (page.rows < page.perPage && page.rows > 0 && count !== before + page.rows) return null;
  return count;
}
