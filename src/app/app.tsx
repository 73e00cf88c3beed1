// The app's providers: one query client, one router.
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
// The react-dom build of RouterProvider, so navigations may ask for flushSync.
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '../api/query-client';
import { createRouter } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createRouter(queryClient));
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
