// A product's sections: endpoint 5 (base /sections/?product_id=) and endpoint 6 (secondary
// /sections/, which can also filter by creation date and id). Both answer `{sections: [...]}`.
import { queryOptions } from '@tanstack/react-query';
import { fetchList } from './fetch-list';
import type { ParsedList } from '../domain/parse';
import { REFERENCE_QUERY } from './query-client';
import { type Section, sectionSchema } from '../domain/sections';

const PATH = '/sections/';

async function fetchFrom(
  base: 'base' | 'secondary',
  query: Record<string, string | number | undefined>,
  signal?: AbortSignal,
): Promise<ParsedList<Section>> {
  return fetchList({ base, path: PATH, query, key: 'sections' }, sectionSchema, signal);
}

/** Endpoint 5: all sections of a product. */
export function fetchSections(productId: number, signal?: AbortSignal) {
  return fetchFrom('base', { product_id: productId }, signal);
}

export interface SecondarySectionListParams {
  product_id: number;
  /** A date (`YYYY-MM-DD`): sections created that day. */
  date_created?: string;
  id?: number | string;
}

/** Endpoint 6 (secondary): a product's sections, optionally by creation date or id. */
export function fetchSecondarySections(params: SecondarySectionListParams, signal?: AbortSignal) {
  const { product_id, date_created, id } = params;
  return fetchFrom('secondary', { product_id, date_created, id }, signal);
}

export const sectionKeys = {
  all: ['sections'] as const,
  list: (productId: number) => [...sectionKeys.all, 'list', productId] as const,
  secondaryList: (params: SecondarySectionListParams) =>
    [...sectionKeys.all, 'secondaryList', params] as const,
};

export function sectionListQuery(productId: number) {
  return queryOptions({
    queryKey: sectionKeys.list(productId),
    queryFn: ({ signal }) => fetchSections(productId, signal),
    ...REFERENCE_QUERY,
  });
}

export function secondarySectionListQuery(params: SecondarySectionListParams) {
  return queryOptions({
    queryKey: sectionKeys.secondaryList(params),
    queryFn: ({ signal }) => fetchSecondarySections(params, signal),
    ...REFERENCE_QUERY,
  });
}
