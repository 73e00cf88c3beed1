// The product page's tabs: real links, one address each, the current one marked for assistive tech.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths, PRODUCT_TABS, type ProductTab } from '../../app/paths';
import { isInventoryControlled } from '../../domain/inventory';
import { useListParams } from '../../lib/use-list-params';
import { TAB_LABELS } from './product-page-params';
import { allSizesQuery, sizeQueries } from './product-tab-queries';
import { sizeTabSpec } from './url-params';

/** The ad sizes and rates tabs share the active switch: moving between them keeps it. */
const SHARES_ACTIVE: readonly ProductTab[] = ['ad-sizes', 'ad-rates'];

export function ProductTabs({ productId, current }: { productId: number; current: ProductTab }) {
  const { values, searchFor } = useListParams(sizeTabSpec);
  // The availability tab is there for a product with inventory-controlled sizes, read from the
  // sizes list the current tab loads anyway (cached reference data; the sections tab asks for the
  // active list); its own address always shows it.
  const sizes = useQuery(
    current === 'insertions'
      ? allSizesQuery(productId)
      : sizeQueries(productId, SHARES_ACTIVE.includes(current) ? values.active : true).sizes,
  );
  const hasInventory = sizes.data?.items.some(isInventoryControlled) ?? false;
  const shown = PRODUCT_TABS.filter(
    (tab) => tab !== 'availability' || hasInventory || current === tab,
  );
  const keeps = (tab: ProductTab) => SHARES_ACTIVE.includes(tab) && SHARES_ACTIVE.includes(current);
  const href = (tab: ProductTab) => {
    const query = keeps(tab) ? searchFor({}).toString() : '';
    return paths.productTab.href(productId, tab) + (query ? `?${query}` : '');
  };
  return (
    <nav className="product-tabs" aria-label="Product views">
      <ul>
        {shown.map((tab) => (
          <li key={tab}>
            <Link
              to={href(tab)}
              aria-current={tab === current ? 'page' : undefined}
              className={tab === current ? 'product-tabs__current' : undefined}
            >
              {TAB_LABELS[tab]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
