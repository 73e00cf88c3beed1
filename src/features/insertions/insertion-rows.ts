// Helpers of the insertion list: the products of the rows, and section names.
import type { Insertion } from '../../domain/insertion-types';
import type { ProductReference } from '../../lib/use-product-references';

/** The distinct products of the rows (and `also`, e.g. the filter's), sorted. */
export function productsOf(insertions: readonly Insertion[], also?: number): number[] {
  const ids = new Set<number>();
  if (also !== undefined) ids.add(also);
  for (const insertion of insertions) ids.add(insertion.productId);
  return [...ids].sort((a, b) => a - b);
}

/** A section's name from the loaded lists: the given product's when known, else any product's. */
export function sectionNameIn(
  references: ReadonlyMap<number, ProductReference>,
  sectionId: number,
  productId?: number,
): string | null {
  if (productId !== undefined) {
    return references.get(productId)?.sections?.get(sectionId)?.name ?? null;
  }
  for (const reference of references.values()) {
    const section = reference.sections?.get(sectionId);
    if (section) return section.name;
  }
  return null;
}
