// A product's ad sizes (endpoint 3: base /adSizes/product/{product_id}, `{ad_sizes: [...]}`).
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { fetchList } from './fetch-list';
import type { ParsedList } from './parse';
import { REFERENCE_QUERY } from './query-client';
import {
  wireDate,
  wireEnumOrNull,
  wireId,
  wireIdOrNull,
  wireIntOrNull,
  wireNumber,
  wireText,
  wireTextOrNull,
  wireTimestamp,
  type DateOnly,
  type Timestamp,
} from './wire';

export const SCHEDULING_UNITS = ['Years', 'Months', 'Weeks', 'Days'] as const;
export type SchedulingUnit = (typeof SCHEDULING_UNITS)[number];

export interface AdSize {
  id: number;
  productId: number;
  name: string;
  /** null when blank. */
  description: string | null;
  width: number;
  height: number;
  /** The date from which all time is calculated; null for none or a placeholder. */
  keyDate: DateOnly | null;
  locationId: number | null;
  /** Maximum number of ads running at once. */
  scheduleConcurrentLimit: number | null;
  /** null for null and the empty string. */
  schedulingUnits: SchedulingUnit | null;
  dateCreated: Timestamp | null;
  /** Set on deleted sizes (listed only with `active: false`). */
  dateDeleted: Timestamp | null;
}

export const adSizeSchema = z.lazy(() =>
  z.pipe(
    z.object({
      id: wireId,
      product_id: wireId,
      name: wireText,
      description: wireTextOrNull,
      width: wireNumber,
      height: wireNumber,
      key_date: wireDate,
      location_id: wireIdOrNull,
      schedule_concurrent_limit: wireIntOrNull,
      scheduling_units: wireEnumOrNull(SCHEDULING_UNITS),
      date_created: wireTimestamp,
      date_deleted: wireTimestamp,
    }),
    z.transform((w): AdSize => ({
      id: w.id,
      productId: w.product_id,
      name: w.name,
      description: w.description,
      width: w.width,
      height: w.height,
      keyDate: w.key_date,
      locationId: w.location_id,
      scheduleConcurrentLimit: w.schedule_concurrent_limit,
      schedulingUnits: w.scheduling_units,
      dateCreated: w.date_created,
      dateDeleted: w.date_deleted,
    })),
  ),
);

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
