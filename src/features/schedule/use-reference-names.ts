// Ad size and section names of the sheet's lines, as the server's run sheet sends them (read from
// its copy of the account), never one request a row or a product.
import type { RunSheetView } from '../../domain/run-sheet-view';

export interface ReferenceNames {
  size: (productId: number, sizeId: number) => string;
  section: (productId: number, sectionId: number | null) => string;
}

const cache = new WeakMap<RunSheetView, ReferenceNames>();

/** The names of a sheet (the same functions for the same answer: days drawn are not drawn again). */
export function sheetNames(view: RunSheetView): ReferenceNames {
  let names = cache.get(view);
  if (!names) {
    const sizes = new Map(view.sizes);
    const sections = new Map(view.sections);
    names = {
      size: (_productId, sizeId) => sizes.get(sizeId) ?? `Ad size ${sizeId}`,
      section: (_productId, sectionId) =>
        sectionId === null ? '' : (sections.get(sectionId) ?? `Section ${sectionId}`),
    };
    cache.set(view, names);
  }
  return names;
}
