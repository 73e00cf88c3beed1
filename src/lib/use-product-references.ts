// Names of ad sizes, ad rates and sections, from each product's cached whole lists: three requests
// per product (never per row), reference data fresh for minutes and kept across tabs by the query
// persister, so a second contract or list of the same products asks nothing.
import {
  useQueries,
  type FetchQueryOptions,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { adRateListQuery } from '../api/ad-rates';
import type { AdRate } from '../domain/ad-rates';
import { adSizeListQuery } from '../api/ad-sizes';
import type { AdSize } from '../domain/ad-sizes';
import type { ParsedList } from '../domain/parse';
import { sectionListQuery } from '../api/sections';
import type { Section } from '../domain/sections';
import { useSharedQueryData } from './use-shared-query-data';

export interface ProductReference {
  sizes: ReadonlyMap<number, AdSize> | null;
  rates: ReadonlyMap<number, AdRate> | null;
  sections: ReadonlyMap<number, Section> | null;
  isFetching: boolean;
  error: unknown;
  refetch: () => void;
}

const byId = <T extends { id: number }>(items: readonly T[] | undefined) =>
  items ? new Map(items.map((item) => [item.id, item])) : null;

export type ReferenceKind = 'sizes' | 'rates' | 'sections';

type Named = { id: number; name: string };
type NamedListQuery = UseQueryOptions<
  ParsedList<Named>,
  Error,
  ParsedList<Named>,
  readonly unknown[]
>;

/** A product's reference list of one kind. Deleted sizes and rates too: an old insertion may use one. */
export function referenceListQuery(kind: ReferenceKind, productId: number): NamedListQuery {
  // The three lists differ in their records; a cell needs only their ids and names.
  if (kind === 'sizes') {
    return adSizeListQuery({ product_id: productId, active: false }) as unknown as NamedListQuery;
  }
  if (kind === 'rates') {
    return adRateListQuery({ product_id: productId, active: false }) as unknown as NamedListQuery;
  }
  return sectionListQuery(productId) as unknown as NamedListQuery;
}

/**
 * A product's reference list of one kind for a cell: one watch of the query cache shared by every
 * cell (use-shared-query-data.ts), which asks for the list when the first cell appears.
 */
export function useReferenceList(
  kind: ReferenceKind,
  productId: number,
): ParsedList<Named> | undefined {
  return useSharedQueryData(
    referenceListQuery(kind, productId) as unknown as FetchQueryOptions<
      ParsedList<Named>,
      Error,
      ParsedList<Named>,
      readonly unknown[]
    >,
  );
}

const KINDS: readonly ReferenceKind[] = ['sizes', 'rates', 'sections'];

/**
 * The reference lists of `productIds` (sorted, distinct), by product id. With `fetch: false` only
 * what is cached (or fetched by others, e.g. the rows on screen) is read.
 */
export function useProductReferences(
  productIds: readonly number[],
  { fetch = true }: { fetch?: boolean } = {},
): ReadonlyMap<number, ProductReference> {
  // The same function while the products are the same: TanStack Query then combines again only
  // when a list's state changes, and the map (and the columns made from it) stays the same object
  // through the page's other renders: a cell re-renders for its product's list, not for each render.
  const combine = useCallback(
    (results: UseQueryResult[]) => {
      const map = new Map<number, ProductReference>();
      productIds.forEach((productId, index) => {
        const [sizes, rates, sections] = results.slice(index * 3, index * 3 + 3);
        map.set(productId, {
          sizes: byId(listItems<AdSize>(sizes)),
          rates: byId(listItems<AdRate>(rates)),
          sections: byId(listItems<Section>(sections)),
          isFetching: !!(sizes?.isFetching || rates?.isFetching || sections?.isFetching),
          error: sizes?.error ?? rates?.error ?? sections?.error ?? null,
          refetch: () => {
            void sizes?.refetch();
            void rates?.refetch();
            void sections?.refetch();
          },
        });
      });
      return map;
    },
    [productIds],
  );
  // The same array too: TanStack Query defaults (and hashes the key of) each query again whenever
  // it is given a new one; a page with a dozen products renders three dozen of them each time.
  const queries = useMemo(
    () =>
      productIds.flatMap((productId) =>
        KINDS.map((kind) => ({ ...referenceListQuery(kind, productId), enabled: fetch })),
      ),
    [productIds, fetch],
  );
  return useQueries({ queries, combine });
}

const listItems = <T>(result: UseQueryResult | undefined) =>
  (result?.data as ParsedList<T> | undefined)?.items;

/** A name from a loaded list, "#id" while the list is not loaded, or a note when it is missing. */
export function referenceName(
  id: number | null,
  list: ReadonlyMap<number, { name: string }> | null | undefined,
): { text: string; known: boolean } {
  if (id === null) return { text: '—', known: false };
  if (!list) return { text: `#${id}`, known: false };
  const item = list.get(id);
  return item
    ? { text: item.name, known: true }
    : { text: `#${id} (not in the list)`, known: false };
}
