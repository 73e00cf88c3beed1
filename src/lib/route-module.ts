// What every feature's route module exports, so the shell can load it lazily.
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router';

export interface RouteModule {
  Component: ComponentType;
  /** Warms the query cache before the page renders (queryClient.ensureQueryData). */
  prefetch?: (queryClient: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>;
  /** When the loader runs again for a route already on screen (react-router's default otherwise). */
  shouldRevalidate?: ShouldRevalidateFunction;
}
