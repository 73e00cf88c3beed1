// A product's ad sizes (endpoint 3: base /adSizes/product/{product_id}, `{ad_sizes: [...]}`).
import { queryOptions } from '@tanstack/react-query';
import { fetchList } from './fetch-list';
import type { ParsedList } from '../domain/parse';
import { REFERENCE_QUERY } from './query-client';
import { type AdSize, adSizeSchema } from '../domain/ad-sizes';

export interface AdSizeListParams {
  product_id: number;
  /** Default true: only sizes that are not deleted. false lists deleted ones too. */
  active?: boolean;
}

/** `active` defaults to true, so `{product_id: 1}` and `{product_id: 1, active: true}` share a key. */
function normalise(params: AdSizeListParams) {
  return { product_id: params.product_id, active: params.active ?? true };
}

export async function fetchAdSizes(
  params: AdSizeListParams,
  signal?: AbortSignal,
): Promise<ParsedList<AdSize>> {
  const { product_id, active } = normalise(params);
  const path = `/adSizes/product/${product_id}`;
  // The API's default is active=true: send the parameter only to ask for deleted sizes too.
  const query = active ? {} : { active: 'false' };
  return fetchList({ base: 'base', path, query, key: 'ad_sizes' }, adSizeSchema, signal);
}

export const adSizeKeys = {
  all: ['adSizes'] as const,
  list: (params: AdSizeListParams) => [...adSizeKeys.all, 'list', normalise(params)] as const,
};

export function adSizeListQuery(params: AdSizeListParams) {
  return queryOptions({
    queryKey: adSizeKeys.list(params),
    queryFn: ({ signal }) => fetchAdSizes(params, signal),
    ...REFERENCE_QUERY,
  });
}
