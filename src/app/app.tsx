// The app's providers: one query client (its reference lists kept across tabs), one router.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useMemo } from 'react';
// The react-dom build of RouterProvider, so navigations may ask for flushSync.
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '../api/query-client';
import { CellLinkNavigate, type CellNavigate } from '../components/cell-link';
import { persistReferences } from './persist-references';
import type { createRouter } from './router';

export function createPersistedQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  persistReferences(queryClient);
  return queryClient;
}

let restored = false;

/**
 * Restores the reference lists kept in this browser once the server's page is hydrated: before,
 * a list the server did not read would render differently from the server's HTML.
 */
function useReferencesAfterHydration(queryClient: QueryClient, enabled: boolean) {
  // A layout effect: React runs a parent's ordinary effects after its children's, whose queries
  // would already have asked the API for the lists kept here (navigation.spec caught it).
  useLayoutEffect(() => {
    if (!enabled || restored) return;
    restored = true;
    persistReferences(queryClient);
  }, [queryClient, enabled]);
}

export function App({
  queryClient,
  router,
  restoreReferences = false,
}: {
  queryClient: QueryClient;
  router: ReturnType<typeof createRouter>;
  /** The page was rendered by the server: restore the kept reference lists after hydrating. */
  restoreReferences?: boolean;
}) {
  useReferencesAfterHydration(queryClient, restoreReferences);
  // The app has taken over the page (hydrated, or rendered here): `<html data-app="ready">`. Until
  // then the server's HTML works as plain HTML (links and GET forms load whole pages); the e2e
  // fixture waits for it before acting on a page.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  const navigate = useMemo<CellNavigate>(
    () => (to, options) => void router.navigate(to, options),
    [router],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <CellLinkNavigate value={navigate}>
        <RouterProvider router={router} />
      </CellLinkNavigate>
    </QueryClientProvider>
  );
}
