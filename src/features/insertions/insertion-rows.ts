// Per-insertion values the list needs, computed lazily and cached by record: with 75,000 rows,
// building a wrapper per row up front cost more than the table itself.
import type { Insertion } from '../../api/insertions';
import { scheduleSpan, type DateRange } from '../../lib/insertion-schedule';
import type { ProductReference } from '../../lib/use-product-references';

const spans = new WeakMap<Insertion, DateRange | null>();

/** First and last scheduled date (cached; the records are immutable query data). */
export function spanOf(insertion: Insertion): DateRange | null {
  let span = spans.get(insertion);
  if (span === undefined) {
    span = scheduleSpan(insertion.schedule);
    spans.set(insertion, span);
  }
  return span;
}

const haystacks = new WeakMap<Insertion, string>();

function haystackOf(insertion: Insertion): string {
  let text = haystacks.get(insertion);
  if (text === undefined) {
    text = [
      insertion.id,
      insertion.contractId,
      insertion.description ?? '',
      insertion.placement ?? '',
    ]
      .join('\n')
      .toLowerCase();
    haystacks.set(insertion, text);
  }
  return text;
}

/**
 * Insertions in which every word of the query (case-insensitive) is found in the id, contract,
 * description, placement or product name; the same array for an empty query.
 */
export function filterInsertions(
  insertions: readonly Insertion[],
  query: string,
  productName: (productId: number) => string | null,
): readonly Insertion[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return insertions;
  const products = new Map<number, string>();
  const productText = (id: number) => {
    let text = products.get(id);
    if (text === undefined) {
      text = (productName(id) ?? '').toLowerCase();
      products.set(id, text);
    }
    return text;
  };
  return insertions.filter((insertion) => {
    const text = haystackOf(insertion);
    return words.every((w) => text.includes(w) || productText(insertion.productId).includes(w));
  });
}

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
