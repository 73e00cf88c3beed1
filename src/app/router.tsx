// The route table: one lazy module a route, each with a prefetching loader and its own error boundary.
import { isCancelledError, type QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  matchRoutes,
  type HydrationState,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { ApiError } from '../api/client';
import { setPageOf } from '../api/server-copy';
import { setMirrorPageOf } from '../api/mirror-answers';
import type { RouteModule } from '../lib/route-module';
import { accessQuery, forbiddenSection } from './access';
import { Layout } from './layout';
import { NotFoundPage } from './not-found-page';
import { PageSkeleton } from './page-skeleton';
import { paths } from './paths';
import { RouteError } from './route-error';

type Prefetch = NonNullable<RouteModule['prefetch']>;
type PrefetchModule = Pick<RouteModule, 'prefetch' | 'shouldRevalidate'>;

/**
 * Loaders warm the cache with the same query options the components use. A failed request is
 * left in the cache for the component to show in place (with Retry), so one failing part never
 * blanks the whole page; redirects and other throws pass through to the router.
 */
function asLoader(queryClient: QueryClient, prefetch: Prefetch) {
  return async (args: LoaderFunctionArgs) => {
    // A page the person's roles do not cover loads nothing: its guard explains instead.
    const access = await queryClient.ensureQueryData(accessQuery());
    if (forbiddenSection(access, new URL(args.request.url).pathname)) return null;
    try {
      await prefetch(queryClient, args);
    } catch (error) {
      // Cancelled: the person stopped waiting (src/components/loading.tsx); the page says so.
      if (!(error instanceof ApiError) && !isCancelledError(error)) throw error;
    }
    return null;
  };
}

/**
 * Granular lazy route: the component and the loader load separately, so a route whose loader
 * lives in a small module of its own (`loadPrefetch`) starts its API calls while the page's
 * component chunk is still downloading.
 */
function lazyRoute(
  queryClient: QueryClient,
  load: () => Promise<RouteModule>,
  loadPrefetch: () => Promise<PrefetchModule> = load,
) {
  return {
    Component: async () => (await load()).Component,
    loader: async () => {
      const { prefetch } = await loadPrefetch();
      return prefetch ? asLoader(queryClient, prefetch) : undefined;
    },
    shouldRevalidate: async () => (await loadPrefetch()).shouldRevalidate,
  };
}

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const child = (
    path: string | undefined,
    load: () => Promise<RouteModule>,
    loadPrefetch?: () => Promise<PrefetchModule>,
  ): RouteObject => ({
    ...(path === undefined ? { index: true } : { path }),
    lazy: lazyRoute(queryClient, load, loadPrefetch),
    ErrorBoundary: RouteError,
    // On a cold load the layout (it has no loader) renders at once and this fills the outlet
    // until the route's chunk and loader are done.
    HydrateFallback: PageSkeleton,
  });
  return [
    {
      path: paths.home.path,
      Component: Layout,
      ErrorBoundary: RouteError,
      children: [
        child(undefined, () => import('../features/home/home-route')),
        child(paths.products.path, () => import('../features/products/products-route')),
        child(paths.product.path, () => import('../features/products/product-redirect-route')),
        child(paths.productTab.path, () => import('../features/products/product-route')),
        child(paths.contracts.path, () => import('../features/contracts/contracts-route')),
        child(paths.pipeline.path, () => import('../features/contracts/pipeline-route')),
        child(paths.contract.path, () => import('../features/contracts/contract-route')),
        child(paths.bookings.path, () => import('../features/bookings/bookings-route')),
        child(paths.pacing.path, () => import('../features/pacing/pacing-route')),
        child(paths.insertions.path, () => import('../features/insertions/insertions-route')),
        child(
          paths.invoices.path,
          () => import('../features/invoices/invoices-route'),
          () => import('../features/invoices/invoices-prefetch'),
        ),
        child(paths.invoice.path, () => import('../features/invoices/invoice-route')),
        child(paths.users.path, () => import('../features/users/users-route')),
        child(paths.renewals.path, () => import('../features/renewals/renewals-route')),
        child(paths.schedule.path, () => import('../features/schedule/schedule-route')),
        child(paths.availability.path, () => import('../features/products/availability-all-route')),
        child(paths.advertisers.path, () => import('../features/advertisers/advertisers-route')),
        child(paths.advertiser.path, () => import('../features/advertisers/advertiser-route')),
        child(paths.receivables.path, () => import('../features/receivables/receivables-route')),
        child(paths.changes.path, () => import('../features/changes/changes-route')),
        child(
          paths.advertiserStatement.path,
          () => import('../features/advertisers/statement-route'),
        ),
        child(paths.status.path, () => import('../features/status/status-route')),
        { path: '*', Component: NotFoundPage },
      ],
    },
  ];
}

/**
 * Loads the lazy parts of the routes this location matches and puts them on the route objects, so
 * the first render in the browser has the same components the server rendered (react-router must
 * not show a HydrateFallback where the server's HTML has the page).
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (!lazy || typeof lazy === 'function') return;
      const entries = await Promise.all(
        Object.entries(lazy).map(async ([key, load]) => [key, await (load as () => unknown)()]),
      );
      for (const [key, value] of entries) {
        if (value !== undefined) Object.assign(route, { [key as string]: value });
      }
      delete route.lazy;
    }),
  );
}

export function createRouter(
  queryClient: QueryClient,
  routes: RouteObject[] = createRoutes(queryClient),
  hydrationData?: HydrationState,
) {
  const router = createBrowserRouter(routes, { hydrationData });
  // Loaders fetch for the page being opened, which is not yet the browser's location.
  const pageOf = () => {
    const { pathname, search } = router.state.navigation.location ?? router.state.location;
    return `${pathname}${search}`;
  };
  setPageOf(pageOf);
  setMirrorPageOf(pageOf);
  return router;
}
