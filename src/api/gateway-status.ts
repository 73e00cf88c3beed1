// GET /api/status: the team's use of the day's API quota, as the server's gateway counts it. Answered
// by the server itself: asking never spends a request of the quota.
import { queryOptions } from '@tanstack/react-query';

export interface GatewayStatus {
  used: number;
  limit: number;
  windowHours: number;
  /** Requests kept for opening pages: exports and summaries stop when fewer remain. */
  reserve: number;
  /** The caller's own use and the most one person may cause. */
  you: { used: number; limit: number };
  bulkHeld: boolean;
  /** Seconds until the server asks the API again after a 429; 0 when it is not waiting. */
  backoffSeconds: number;
}

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : NaN);

export function parseGatewayStatus(body: unknown): GatewayStatus {
  const b = (body ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const status: GatewayStatus = {
    used: num(b.quota?.used),
    limit: num(b.quota?.limit),
    windowHours: num(b.quota?.windowHours),
    reserve: num(b.quota?.reserve),
    you: { used: num(b.you?.used), limit: num(b.you?.limit) },
    bulkHeld: (body as { bulkReads?: unknown } | null)?.bulkReads === 'held',
    backoffSeconds: num(b.backoff?.retryAfterSeconds) || 0,
  };
  if (!(status.limit > 0) || Number.isNaN(status.used)) {
    throw new Error('/api/status did not name the quota');
  }
  return status;
}

/** `fetchFn`: the server's rendering asks its own app in-process, as the person (src/entry-server.tsx). */
export async function fetchGatewayStatus(
  signal?: AbortSignal,
  fetchFn: (input: string, init?: RequestInit) => Promise<Response> = fetch,
): Promise<GatewayStatus> {
  const response = await fetchFn('/api/status', {
    headers: { accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw new Error(`/api/status answered ${response.status}`);
  return parseGatewayStatus(await response.json());
}

export function gatewayStatusQuery() {
  return queryOptions({
    queryKey: ['gateway-status'],
    queryFn: ({ signal }) => fetchGatewayStatus(signal),
    // Modest: once a minute while the tab is open, and when the person comes back to it.
    staleTime: 30_000,
    refetchInterval: 60_000,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    // Static hosting has no /api/status: the meter simply stays away.
    retry: false,
  });
}
