// A list the API filters, sorts and pages (contracts, invoices), declared once: its fetch, key and
// query options. Reading a page: src/domain/list-page.ts.
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiGet, endpointLabel, type ApiBase } from './client';
import { type ListPage, listPageOf } from '../domain/list-page';
import { LIST_STALE_MS } from './query-client';

export interface PagedList<P, S extends z.core.$ZodType> {
  /** The key's root: a list's key is `[...root, the parameters in their normal form]`. */
  root: readonly string[];
  /** Where the page `params` asks for is, with the parameters in their normal form. */
  request: (params: P) => {
    base: ApiBase;
    path: string;
    params: { page?: number; per_page?: number };
  };
  /** The answer's key holding the records, and their schema. */
  key: string;
  schema: S;
  defaults: { page: number; per_page: number };
}

export function pagedList<P extends object, S extends z.core.$ZodType>(spec: PagedList<P, S>) {
  const key = (params = {} as P) => [...spec.root, spec.request(params).params] as const;
  async function fetch(params = {} as P, signal?: AbortSignal): Promise<ListPage<z.output<S>>> {
    const { base, path, params: query } = spec.request(params);
    const endpoint = endpointLabel(base, path);
    const data = await apiGet(base, path, { ...query }, signal);
    return listPageOf(data, { key: spec.key, schema: spec.schema, endpoint }, query, spec.defaults);
  }
  /**
   * For the paged view add `placeholderData: keepPreviousData` where it is used (not here: a
   * contract's invoices must never show another contract's while loading).
   */
  const query = (params = {} as P) =>
    queryOptions({
      queryKey: key(params),
      queryFn: ({ signal }) => fetch(params, signal),
      staleTime: LIST_STALE_MS,
    });
  return { key, fetch, query };
}
