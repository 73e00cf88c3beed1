// A product's ad rates (endpoint 4: base /adRates/?product_id=, `{ad_rates: [...]}`).
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { fetchList } from './fetch-list';
import type { ParsedList } from './parse';
import { REFERENCE_QUERY } from './query-client';
import {
  wireId,
  wireIdOrNull,
  wireNumber,
  wireText,
  wireTextOrNull,
  wireTimestamp,
  type Timestamp,
} from './wire';

export interface AdRate {
  id: number;
  /** A string on the wire, a number here. */
  adSizeId: number;
  /** The wire's `publication_id`: the product the rate belongs to. */
  productId: number;
  name: string;
  rate: number;
  /** Type not documented; observed: CPM, Weeks, or null. */
  units: string | null;
  locationId: number | null;
  dateCreated: Timestamp | null;
  dateDeleted: Timestamp | null;
}

export const adRateSchema = z.lazy(() =>
  z.pipe(
    z.object({
      id: wireId,
      ad_size_id: wireId,
      publication_id: wireId,
      name: wireText,
      rate: wireNumber,
      units: wireTextOrNull,
      location_id: wireIdOrNull,
      date_created: wireTimestamp,
      date_deleted: wireTimestamp,
    }),
    z.transform((w): AdRate => ({
      id: w.id,
      adSizeId: w.ad_size_id,
      productId: w.publication_id,
      name: w.name,
      rate: w.rate,
      units: w.units,
      locationId: w.location_id,
      dateCreated: w.date_created,
      dateDeleted: w.date_deleted,
    })),
  ),
);

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
