// The product page's tabs: real links, one address each, the current one marked for assistive tech.
import { Link } from 'react-router';
import { paths, PRODUCT_TABS, type ProductTab } from '../../app/paths';
import { TAB_LABELS } from './product-page-params';

export function ProductTabs({ productId, current }: { productId: number; current: ProductTab }) {
  return (
    <nav className="product-tabs" aria-label="Product views">
      <ul>
        {PRODUCT_TABS.map((tab) => (
          <li key={tab}>
            <Link
              to={paths.productTab.href(productId, tab)}
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
