// A product's ad rates (endpoint 4: base /adRates/?product_id=, `{ad_rates: [...]}`).
import { queryOptions } from '@tanstack/react-query';
import { fetchList } from './fetch-list';
import type { ParsedList } from '../domain/parse';
import { REFERENCE_QUERY } from './query-client';
import { type AdRate, adRateSchema } from '../domain/ad-rates';

export interface AdRateListParams {
  product_id: number;
  /** Sent only when given (the API's default is not documented for this endpoint). */
  active?: boolean;
}

const PATH = '/adRates/';

export async function fetchAdRates(
  params: AdRateListParams,
  signal?: AbortSignal,
): Promise<ParsedList<AdRate>> {
  const query = {
    product_id: params.product_id,
    active: params.active === undefined ? undefined : String(params.active),
  };
  return fetchList({ base: 'base', path: PATH, query, key: 'ad_rates' }, adRateSchema, signal);
}

export const adRateKeys = {
  all: ['adRates'] as const,
  list: (params: AdRateListParams) =>
    [...adRateKeys.all, 'list', { product_id: params.product_id, active: params.active }] as const,
};

export function adRateListQuery(params: AdRateListParams) {
  return queryOptions({
    queryKey: adRateKeys.list(params),
    queryFn: ({ signal }) => fetchAdRates(params, signal),
    ...REFERENCE_QUERY,
  });
}
