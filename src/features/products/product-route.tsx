// /products/:productId/:tab: the product's header, one link per tab, and the tab's content; without
// a tab (/products/:productId) or with an unknown one, it opens the first tab.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { productListQuery } from '../../api/products';
import type { Product } from '../../domain/products';
import { paths, type ProductTab } from '../../app/paths';
import { AvailabilityTab } from './availability-tab';
import { ProductHeader, ProductNotFound, ProductTabs } from './product-page';
import { ProductInsertionsTab } from './product-insertions-tab';
import { parseRecordNumber } from '../../lib/record-id';
import { isProductTab } from './product-params';
import { prefetchTab } from './product-tab-queries';
import { SectionsTab } from './sections-tab';
import { RecordWait } from '../list/view-parts';
import { AdRatesTab, AdSizesTab } from './size-tabs';
import './products.css';

export async function prefetch(queryClient: QueryClient, { params, request }: LoaderFunctionArgs) {
  if (!isProductTab(params.tab)) {
    throw redirect(paths.productTab.href(params.productId ?? '', 'ad-sizes'));
  }
  const productId = parseRecordNumber(params.productId ?? '');
  if (productId === null) return;
  const products = await queryClient.ensureQueryData(productListQuery());
  // The products list is the source of truth: an id not in it is not found, and costs no more requests.
  if (!products.items.some((p) => p.id === productId)) return;
  await prefetchTab(queryClient, productId, params.tab, new URL(request.url).searchParams);
}

export function Component() {
  const { productId: rawId, tab } = useParams();
  const productId = parseRecordNumber(rawId ?? '');
  const products = useQuery(productListQuery());

  if (!isProductTab(tab)) {
    return <Navigate to={paths.productTab.href(rawId ?? '', 'ad-sizes')} replace />;
  }
  if (productId === null) return <ProductNotFound label={rawId ?? ''} />;
  if (products.isPending || !products.data) {
    return (
      <RecordWait title={`Product ${productId}`} what={`product ${productId}`} query={products} />
    );
  }
  const product = products.data.items.find((p) => p.id === productId);
  if (!product) return <ProductNotFound label={String(productId)} />;
  const TabContent = TAB_CONTENT[tab];

  return (
    <article className="product-page">
      <ProductHeader product={product} tab={tab} />
      <ProductTabs productId={product.id} current={tab} />
      <div className="product-page__panel">
        <TabContent product={product} />
      </div>
    </article>
  );
}

const TAB_CONTENT: Record<ProductTab, (props: { product: Product }) => ReactNode> = {
  'ad-sizes': AdSizesTab,
  'ad-rates': AdRatesTab,
  sections: SectionsTab,
  insertions: ProductInsertionsTab,
  availability: AvailabilityTab,
};
