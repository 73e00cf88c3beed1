// The product page's address: /products/:productId/:tab plus each tab's query string.
import { PRODUCT_TABS, type ProductTab } from '../../lib/paths';

/** A product number from the path, or null when it is not one (it is then "not found"). */
export function parseProductId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,12}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function isProductTab(raw: string | undefined): raw is ProductTab {
  return (PRODUCT_TABS as readonly string[]).includes(raw ?? '');
}

export const TAB_LABELS: Record<ProductTab, string> = {
  'ad-sizes': 'Ad sizes',
  'ad-rates': 'Ad rates',
  sections: 'Sections',
  insertions: 'Insertions',
  availability: 'Availability',
};
