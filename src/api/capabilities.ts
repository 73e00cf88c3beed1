// GET /api/capabilities: what the account's API answers beyond the spec, as the server found out
// (one upstream request a day at most, server/gateway/capabilities.ts). Today: the contract list.
import { queryOptions } from '@tanstack/react-query';
import { viewerFetch } from './client';

export interface Capabilities {
  /** null: not known (yet): the pages work as without it, no error shown. */
  contractList: boolean | null;
}

const UNKNOWN: Capabilities = { contractList: null };

export function parseCapabilities(body: unknown): Capabilities {
  const value = (body as { contractList?: unknown } | null)?.contractList;
  return { contractList: typeof value === 'boolean' ? value : null };
}

/** Never fails: static hosting, an old server or a network error mean "not known". */
export async function fetchCapabilities(signal?: AbortSignal): Promise<Capabilities> {
  try {
    // viewerFetch: on the server, the page's own API in-process as the person (server/ssr.ts).
    const response = await viewerFetch('/api/capabilities', {
      headers: { accept: 'application/json' },
      signal,
    });
    if (!response.ok) return UNKNOWN;
    return parseCapabilities(await response.json());
  } catch (error) {
    if (signal?.aborted) throw error;
    return UNKNOWN;
  }
}

export function capabilitiesQuery() {
  return queryOptions({
    queryKey: ['capabilities'],
    queryFn: ({ signal }) => fetchCapabilities(signal),
    // Known for the day on the server; "not known" is asked again after a while.
    staleTime: 10 * 60_000,
  });
}
