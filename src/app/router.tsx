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
import { setPageOf } from '../api/answer-notes';
import type { RouteModule } from '../lib/route-module';
import { accessQuery, forbiddenSection } from '../lib/access';
import { Layout } from './layout';
import { NotFoundPage } from './not-found-page';
import { PageSkeleton } from './page-skeleton';
import { watchesQuery } from '../lib/watches';
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

/**
 * The route modules (and the loaders' own modules) by their path under src/features/: a route names
 * its module once, by which the browser loads it and the server preloads its chunks (Vite's manifest
 * key: src/features/ and the name; routeModulesOf). Typed as route modules: a `*-prefetch.ts` one is
 * only asked for its PrefetchModule half.
 */
const loaders = import.meta.glob<RouteModule>('./**/*-{route.tsx,prefetch.ts}', {
  base: '/src/features',
});

/** A lazy route of the table: what the server preloads for it is said here too. */
interface LazyRoute {
  /** Its address (paths.ts); none: the index route. */
  path?: string;
  /** Its module, a `*-route.tsx`: its path under src/features/. */
  module: string;
  /** A small `*-prefetch.ts` module of its own holding the loader (lazyRoute's `loadPrefetch`). */
  prefetch?: string;
  /**
   * Other modules the page needs at once (their paths in the repository), preloaded with it: else
   * asked only once the page has started.
   */
  preload?: string[];
}

const LAZY_ROUTES: LazyRoute[] = [
  { module: 'home/home-route.tsx' },
  { path: paths.products.path, module: 'products/products-route.tsx' },
  { path: paths.product.path, module: 'products/product-route.tsx' },
  { path: paths.productTab.path, module: 'products/product-route.tsx' },
  { path: paths.contracts.path, module: 'contracts/contracts-route.tsx' },
  { path: paths.pipeline.path, module: 'contracts/pipeline-route.tsx' },
  { path: paths.contract.path, module: 'contracts/contract-route.tsx' },
  { path: paths.bookings.path, module: 'bookings/bookings-route.tsx' },
  { path: paths.pacing.path, module: 'pacing/pacing-route.tsx' },
  {
    path: paths.insertions.path,
    module: 'insertions/insertions-route.tsx',
    // The list's virtualizer.
    preload: ['src/components/virtual-core.ts'],
  },
  {
    path: paths.invoices.path,
    module: 'invoices/invoices-route.tsx',
    prefetch: 'invoices/invoices-prefetch.ts',
  },
  { path: paths.insertion.path, module: 'contracts/insertion-route.tsx' },
  { path: paths.invoice.path, module: 'invoices/invoice-route.tsx' },
  { path: paths.users.path, module: 'users/users-route.tsx' },
  { path: paths.renewals.path, module: 'renewals/renewals-route.tsx' },
  { path: paths.schedule.path, module: 'schedule/schedule-route.tsx' },
  { path: paths.availability.path, module: 'products/availability-all-route.tsx' },
  { path: paths.advertisers.path, module: 'advertisers/advertisers-route.tsx' },
  { path: paths.advertiser.path, module: 'advertisers/advertiser-route.tsx' },
  { path: paths.receivables.path, module: 'receivables/receivables-route.tsx' },
  { path: paths.changes.path, module: 'changes/changes-route.tsx' },
  { path: paths.advertiserStatement.path, module: 'advertisers/statement-route.tsx' },
  { path: paths.status.path, module: 'status/status-route.tsx' },
  { path: paths.watching.path, module: 'watching/watching-route.tsx' },
];

/** What a route's `handle` says: the modules the server preloads for it, by Vite's manifest keys. */
export interface RouteHandle {
  modules: string[];
}

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const child = ({ path, module, prefetch, preload = [] }: LazyRoute): RouteObject => ({
    ...(path === undefined ? { index: true } : { path }),
    // A name no module has fails the router's unit test.
    lazy: lazyRoute(
      queryClient,
      loaders[`./${module}`]!,
      prefetch === undefined ? undefined : loaders[`./${prefetch}`],
    ),
    // For the server only (routeModulesOf): the browser's bundle does without. The loader's
    // module first: its requests start soonest.
    ...(import.meta.env.SSR
      ? {
          handle: {
            modules: [
              ...(prefetch === undefined ? [] : [`src/features/${prefetch}`]),
              `src/features/${module}`,
              ...preload,
            ],
          } satisfies RouteHandle,
        }
      : {}),
    ErrorBoundary: RouteError,
    // On a cold load the layout (it has no loader) renders at once and this fills the outlet
    // until the route's chunk and loader are done.
    HydrateFallback: PageSkeleton,
  });
  return [
    {
      path: paths.home.path,
      Component: Layout,
      // The header's mark on Watching reads the person's watches: in the server's page, so the
      // browser does not ask for them once it has hydrated.
      loader: import.meta.env.SSR
        ? async () => {
            await queryClient.prefetchQuery(watchesQuery());
            return null;
          }
        : undefined,
      ErrorBoundary: RouteError,
      children: [...LAZY_ROUTES.map(child), { path: '*', Component: NotFoundPage }],
    },
  ];
}

/**
 * The modules a URL path needs (its route's `handle`), by the route table itself: the server adds
 * their chunks' preload links to index.html (server/route-preload.ts). `key` names the matched
 * route (its pattern), the same for every path it matches; `*` and no modules for an unknown path.
 */
export function routeModulesOf(
  routes: RouteObject[],
  pathname: string,
): { key: string; modules: string[] } {
  const matches = matchRoutes(routes, pathname) ?? [];
  const routesMatched = matches.map(({ route }) => route);
  const key = routesMatched.flatMap(({ path }) => (path === undefined ? [] : [path])).at(-1) ?? '';
  const modules = routesMatched.flatMap(
    (route) => (route.handle as RouteHandle | undefined)?.modules ?? [],
  );
  return { key, modules };
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
  setPageOf(() => {
    const { pathname, search } = router.state.navigation.location ?? router.state.location;
    return `${pathname}${search}`;
  });
  return router;
}
