// Where the scripted day's requests go: the browser's API requests per view kind and endpoint, with
// how the gateway answered each (x-gateway-cache: hit, miss, stale), and the upstream calls per
// endpoint from the gateway's own counter (/metrics). A miss is a request the gateway sent upstream
// or joined to an identical call in flight; the ledger's total (/api/status) stays the figure.
import type { Page } from '@playwright/test';

export interface EndpointTally {
  requests: number;
  /** Answered by an upstream call (its own or one in flight). */
  misses: number;
}

export interface KindTally {
  views: number;
  failed: number;
  requests: number;
  misses: number;
  byEndpoint: Record<string, EndpointTally>;
}

/** `/api/base/contracts/1003` → `base/contracts/:id`, as the demo's own counter names paths. */
export function endpointOf(url: string): string {
  return new URL(url).pathname
    .replace(/\/+$/, '')
    .replace(/\/\d+$/, '/:id')
    .replace(/^\/api\//, '');
}

export interface ApiSeen {
  endpoint: string;
  cache: string;
}

/** Records every API answer the page receives from now on. */
export function watchApi(page: Page): ApiSeen[] {
  const seen: ApiSeen[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (!/\/api\/(base|secondary)\//.test(url)) return;
    seen.push({ endpoint: endpointOf(url), cache: response.headers()['x-gateway-cache'] ?? '-' });
  });
  return seen;
}

export function addView(
  tallies: Record<string, KindTally>,
  kind: string,
  seen: ApiSeen[],
  failed: boolean,
) {
  const tally = (tallies[kind] ??= { views: 0, failed: 0, requests: 0, misses: 0, byEndpoint: {} });
  // A failed view is not a page view; what it asked for is still counted, so nothing hides.
  if (failed) tally.failed += 1;
  else tally.views += 1;
  for (const { endpoint, cache } of seen) {
    const one = (tally.byEndpoint[endpoint] ??= { requests: 0, misses: 0 });
    const miss = cache === 'miss' || cache === 'bypass' ? 1 : 0;
    one.requests += 1;
    one.misses += miss;
    tally.requests += 1;
    tally.misses += miss;
  }
}

/** gateway_upstream_calls_total summed over status, by endpoint. */
export async function upstreamByEndpoint(baseUrl: string): Promise<Record<string, number>> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const calls: Record<string, number> = {};
  for (const match of text.matchAll(
    /^gateway_upstream_calls_total\{[^}]*endpoint="([^"]+)"[^}]*\} (\d+)/gm,
  )) {
    calls[match[1]!] = (calls[match[1]!] ?? 0) + Number(match[2]);
  }
  return calls;
}

export function difference(after: Record<string, number>, before: Record<string, number>) {
  const out: Record<string, number> = {};
  for (const [name, n] of Object.entries(after)) {
    const d = n - (before[name] ?? 0);
    if (d > 0) out[name] = d;
  }
  return out;
}
