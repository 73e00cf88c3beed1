// /products/:productId/:tab: the product's header, one link per tab, and the tab's content.
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { Navigate, redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { productListQuery } from '../../api/products';
import type { Product } from '../../domain/products';
import { paths, type ProductTab } from '../../app/paths';
import { QueryErrorPanel } from '../../components/error-panel';
import { Loading } from '../../components/loading';
import { PageTitle } from '../../components/page-title';
import { AdRatesTab } from './ad-rates-tab';
import { AdSizesTab } from './ad-sizes-tab';
import { AvailabilityTab } from './availability-tab';
import { ProductHeader } from './product-header';
import { ProductInsertionsTab } from './product-insertions-tab';
import { ProductNotFound } from './product-not-found';
import { isProductTab, parseProductId, TAB_LABELS } from './product-page-params';
import { prefetchTabView, tabQueries } from './product-tab-queries';
import { ProductTabs } from './product-tabs';
import { SectionsTab } from './sections-tab';
import './products.css';

export async function prefetch(queryClient: QueryClient, { params, request }: LoaderFunctionArgs) {
  if (!isProductTab(params.tab)) {
    throw redirect(paths.productTab.href(params.productId ?? '', 'ad-sizes'));
  }
  const productId = parseProductId(params.productId);
  if (productId === null) return;
  const products = await queryClient.ensureQueryData(productListQuery());
  // The products list is the source of truth: an id not in it is not found, and costs no more requests.
  if (!products.items.some((p) => p.id === productId)) return;
  const search = new URL(request.url).searchParams;
  await Promise.all(
    tabQueries(productId, params.tab, search).map((options) =>
      queryClient.ensureQueryData(options),
    ),
  );
  await prefetchTabView(queryClient, productId, params.tab, search);
}

export function Component() {
  const { productId: rawId, tab } = useParams();
  const productId = parseProductId(rawId);
  const products = useQuery(productListQuery());

  if (!isProductTab(tab)) {
    return <Navigate to={paths.productTab.href(rawId ?? '', 'ad-sizes')} replace />;
  }
  if (productId === null) return <ProductNotFound label={rawId ?? ''} />;
  if (products.isPending || !products.data) {
    return (
      <>
        <PageTitle parts={[`Product ${productId}`]} />
        {products.isPending ? (
          <Loading label={`Loading product ${productId}…`} />
        ) : (
          <QueryErrorPanel query={products} what={`product ${productId}`} />
        )}
      </>
    );
  }
  const product = products.data.items.find((p) => p.id === productId);
  if (!product) return <ProductNotFound label={String(productId)} />;

  return (
    <article className="product-page">
      <ProductHeader product={product} tab={TAB_LABELS[tab]} />
      <ProductTabs productId={product.id} current={tab} />
      <div className="product-page__panel">
        <TabContent tab={tab} product={product} />
      </div>
    </article>
  );
}

function TabContent({ tab, product }: { tab: ProductTab; product: Product }) {
  switch (tab) {
    case 'ad-sizes':
      return <AdSizesTab product={product} />;
    case 'ad-rates':
      return <AdRatesTab product={product} />;
    case 'sections':
      return <SectionsTab product={product} />;
    case 'insertions':
      return <ProductInsertionsTab product={product} />;
    case 'availability':
      return <AvailabilityTab product={product} />;
  }
}
