// The product page's parts: its title block (name, type and the type's capabilities), its tabs
// (real links, one address each), a tab's heading and toolbar, and "not found".
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Product } from '../../domain/products';
import { isInventoryControlled } from '../../domain/inventory';
import { paths, PRODUCT_TABS, type ProductTab } from '../../app/paths';
import { Badge } from '../../components/badge';
import { DateText } from '../../components/date-text';
import { Facts, OrNone } from '../../components/facts';
import { PageHeader } from '../../components/page-header';
import { useListParams } from '../../lib/use-list-params';
import { CapabilityBadges, TYPE_FACTS } from './capabilities';
import { sizeTabSpec } from './product-params';
import { allSizesQuery, sizeQueries } from './product-tab-queries';

const TAB_LABELS: Record<ProductTab, string> = {
  'ad-sizes': 'Ad sizes',
  'ad-rates': 'Ad rates',
  sections: 'Sections',
  insertions: 'Insertions',
  availability: 'Availability',
};

export function ProductHeader({ product, tab }: { product: Product; tab: ProductTab }) {
  const type = product.productType;
  return (
    <header className="product-header">
      <PageHeader
        title={product.name}
        documentTitle={[product.name, TAB_LABELS[tab]]}
        badges={!product.active && <Badge tone="warning">Inactive</Badge>}
        subtitle={`Product ${product.id} · ${type.name}`}
      />
      <Facts
        className="product-header__facts"
        facts={[
          ...TYPE_FACTS.map(([key, label]) => ({ label, value: <OrNone value={type[key]} /> })),
          !!type.hadDeliverDate && {
            label: 'Had delivery date',
            value: <DateText value={type.hadDeliverDate} />,
          },
          {
            label: 'Capabilities',
            value: <CapabilityBadges type={type} />,
            className: 'product-header__capabilities',
          },
        ]}
      />
    </header>
  );
}

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

/** A tab's section: its heading (`id`), what its toolbar holds beside it, then its content. */
export function TabSection({
  id,
  title,
  tools,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  tools?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className="tab-toolbar">
        <h2 id={id}>{title}</h2>
        {tools}
      </div>
      {children}
    </section>
  );
}

/** A product number that is not in the products list (or is not a number at all). */
export function ProductNotFound({ label }: { label: string }) {
  return (
    <section>
      <PageHeader title={`Product ${label} not found`} />
      <p>
        There is no product number <strong>{label}</strong> in this account’s product list.
      </p>
      <p>
        <Link to={paths.products.href()}>See all products</Link>
      </p>
    </section>
  );
}
