// The names a page of the run sheet shows: its products' (the product list), its ad sizes' and
// sections' (as the server's view sends them, read from its copy), never one request a row.
import type { Product } from '../../domain/products';
import type { RunSheetView } from '../../domain/run-sheet-view';

export interface SheetNames {
  product: (productId: number) => string;
  size: (sizeId: number) => string;
  section: (sectionId: number | null) => string;
}

export function sheetNames(
  view: Pick<RunSheetView, 'sizes' | 'sections'>,
  products: readonly Product[] | undefined,
): SheetNames {
  const sizes = new Map(view.sizes);
  const sections = new Map(view.sections);
  return {
    product: (id) => products?.find((p) => p.id === id)?.name ?? `Product ${id}`,
    size: (id) => sizes.get(id) ?? `Ad size ${id}`,
    section: (id) => (id === null ? 'No section' : (sections.get(id) ?? `Section ${id}`)),
  };
}
