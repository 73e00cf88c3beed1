// The app's providers: one query client (its reference lists kept across tabs), one router.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
// The react-dom build of RouterProvider, so navigations may ask for flushSync.
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '../api/query-client';
import { persistReferences } from './persist-references';
import { createRouter } from './router';

export function createPersistedQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  persistReferences(queryClient);
  return queryClient;
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  const [router] = useState(() => createRouter(queryClient));
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
