// Ad size and section names of the products on the sheet, from each product's cached whole lists
// (two requests a product, reference data kept for minutes and across tabs), never one a row.
import { useQueries } from '@tanstack/react-query';
import { adSizeListQuery } from '../../api/ad-sizes';
import { sectionListQuery } from '../../api/sections';

export interface ReferenceNames {
  size: (productId: number, sizeId: number) => string;
  section: (productId: number, sectionId: number | null) => string;
  error: unknown;
  retry: () => void;
}

interface NamedListResult {
  data?: { items: readonly { id: number; name: string }[] };
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** The names out of the lists (stable: the same names while the lists are the same). */
function namesOf(results: readonly NamedListResult[]): ReferenceNames {
  const sizes = new Map<number, string>();
  const sections = new Map<number, string>();
  results.forEach((result, index) => {
    const target = index % 2 === 0 ? sizes : sections;
    for (const item of result.data?.items ?? []) target.set(item.id, item.name);
  });
  const failed = results.filter((r) => r.isError && !r.data);
  return {
    size: (_productId: number, sizeId: number) => sizes.get(sizeId) ?? `Ad size ${sizeId}`,
    section: (_productId: number, sectionId: number | null) =>
      sectionId === null ? '' : (sections.get(sectionId) ?? `Section ${sectionId}`),
    error: failed[0]?.error ?? null,
    retry: () => failed.forEach((r) => void r.refetch()),
  };
}

/** The lists a product's names come from: its ad sizes (deleted ones too) and its sections. */
export const referenceNameQueries = (productId: number) =>
  [adSizeListQuery({ product_id: productId, active: false }), sectionListQuery(productId)] as const;

export function useReferenceNames(productIds: readonly number[]): ReferenceNames {
  return useQueries({
    queries: productIds.flatMap(referenceNameQueries),
    // A function of the module's: TanStack Query gives the same names until a list changes, so
    // the sheet's days already drawn are not drawn again (run-sheet-table.tsx).
    combine: namesOf,
  });
}
