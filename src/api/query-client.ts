// The one QueryClient: retry policy and stale times of DESIGN.md.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client';

/** Reference data (products, users, line item types) stays fresh for minutes. */
export const REFERENCE_STALE_MS = 10 * 60_000;
/** Reference data is kept across tabs and reloads (the persister) for up to a day. */
export const REFERENCE_KEEP_MS = 24 * 60 * 60_000;
/**
 * The options every reference list shares: fresh for minutes, kept for a day, and marked for the
 * persister, so a new tab shows names without asking the API again.
 */
export const REFERENCE_QUERY = {
  staleTime: REFERENCE_STALE_MS,
  gcTime: REFERENCE_KEEP_MS,
  meta: { persist: true },
} as const;

/** Lists and records stay fresh for a minute. */
export const LIST_STALE_MS = 60_000;

const MAX_RETRIES = 2;

/** No retry for 4xx (429 included: the page shows the wait) nor for a bad shape; two for the rest. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (error instanceof ApiError) return error.isTransient;
  return false;
}

/** Back-off: 0.5 s, then 1.5 s (with a little jitter so a team does not retry in step). */
export function retryDelay(attempt: number): number {
  return Math.min(500 * 3 ** attempt, 10_000) + Math.floor(Math.random() * 200);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: LIST_STALE_MS,
        retry: shouldRetry,
        retryDelay,
        // The route's loader has just made (and retried) the request: a component mounting on its
        // error shows it with Retry instead of asking again at once (a 500 cost 6 requests, a 429 2).
        // Navigating to the route again still refetches: the loader's ensureQueryData has no data.
        retryOnMount: false,
        // Data younger than its stale time is never refetched on focus; older data is, once.
        refetchOnWindowFocus: true,
      },
    },
  });
}
