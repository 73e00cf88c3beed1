// A list read whole from one endpoint (products, a product's sizes, rates and sections, users, line
// items and their types), declared once: its fetch, key factory and query options. Its records are
// parsed one by one (a bad record is a problem, not a failed list), with when the answer was stored
// (the gateway's copy, or now).
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiGet, endpointLabel, storedAtOf, type ApiBase, type QueryParams } from './client';
import { listIn, parseList, type ParsedList } from '../domain/parse';
import { REFERENCE_QUERY } from './query-client';

export interface EndpointList<P, S extends z.core.$ZodType> {
  /** The keys' root: `keys.all = [resource]`, `keys.list(params) = [resource, kind, normal]`. */
  resource: string;
  /** The key's second part (default `list`): two endpoints of one resource differ by it. */
  kind?: string;
  base: ApiBase;
  path: string | ((params: P) => string);
  /** The answer's key holding the list (`{sections: [...]}`). */
  key: string;
  /** The list may also come bare, as an array. */
  bare?: boolean;
  schema: S;
  /** The parameters in their normal form (equal requests, equal keys); none: a list read whole. */
  normal?: (params: P) => unknown;
  /** What is sent, when not the normal form. */
  query?: (params: P) => QueryParams;
  /** Default: reference data (REFERENCE_QUERY). */
  cache?: { staleTime: number; gcTime?: number; meta?: Record<string, unknown> };
}

export function endpointList<S extends z.core.$ZodType, P = void>(spec: EndpointList<P, S>) {
  const { resource, kind = 'list', base, normal, cache = REFERENCE_QUERY } = spec;
  const keys = {
    all: [resource] as const,
    list: (params: P) => [resource, kind, ...(normal ? [normal(params)] : [])] as const,
  };
  async function fetch(params: P, signal?: AbortSignal): Promise<ParsedList<z.output<S>>> {
    const path = typeof spec.path === 'string' ? spec.path : spec.path(params);
    const endpoint = endpointLabel(base, path);
    const query = spec.query?.(params) ?? ((normal?.(params) ?? {}) as QueryParams);
    let storedAt = Date.now();
    const data = await apiGet(base, path, query, signal, {
      onAnswer: (headers) => (storedAt = storedAtOf(headers)),
    });
    return {
      ...parseList(spec.schema, listIn(data, spec.key, endpoint, { bare: spec.bare }), endpoint),
      storedAt,
    };
  }
  const listQuery = (params: P) =>
    queryOptions({
      queryKey: keys.list(params),
      queryFn: ({ signal }) => fetch(params, signal),
      ...cache,
    });
  return { keys, fetch, listQuery };
}
