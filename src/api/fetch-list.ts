// A list read whole from one endpoint: its records parsed one by one (a bad record is a problem,
// not a failed list), with when the answer was stored (the gateway's copy, or now).
import type { z } from 'zod/mini';
import { apiGetDated, endpointLabel, type ApiBase, type QueryParams } from './client';
import { listIn, parseList, type ParsedList } from '../domain/parse';

export interface ListRequest {
  base: ApiBase;
  path: string;
  query?: QueryParams;
  /** The answer's key holding the list (`{sections: [...]}`). */
  key: string;
  /** The list may also come bare, as an array. */
  bare?: boolean;
}

export async function fetchList<S extends z.core.$ZodType>(
  { base, path, query = {}, key, bare }: ListRequest,
  schema: S,
  signal?: AbortSignal,
): Promise<ParsedList<z.output<S>>> {
  const endpoint = endpointLabel(base, path);
  const { data, storedAt } = await apiGetDated(base, path, query, signal);
  return { ...parseList(schema, listIn(data, key, endpoint, { bare }), endpoint), storedAt };
}
