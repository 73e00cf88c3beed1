// Fetching a page of a list the API filters, sorts and pages (contracts, invoices); reading it:
// src/domain/list-page.ts.
import type { z } from 'zod/mini';
import { apiGet, endpointLabel, type ApiBase, type ApiGetOptions } from './client';
import { type ListPage, listPageOf } from '../domain/list-page';

/**
 * GETs the page `query` asks for (the list's parameters in their normal form) of the list at
 * `base` `path`, and reads it: the records under `key`, parsed with `schema`.
 */
export async function fetchListPage<S extends z.core.$ZodType>(
  base: ApiBase,
  path: string,
  query: { page?: number; per_page?: number },
  list: { key: string; schema: S; defaults: { page: number; per_page: number } },
  signal?: AbortSignal,
  options: ApiGetOptions = {},
): Promise<ListPage<z.output<S>>> {
  const endpoint = endpointLabel(base, path);
  const data = await apiGet(base, path, { ...query }, signal, options);
  return listPageOf(data, { key: list.key, schema: list.schema, endpoint }, query, list.defaults);
}
