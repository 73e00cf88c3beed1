// The allowlist: the 12 endpoints of api-spec.md (and the contract list of api-notes.md) on their own host. Anything else never goes upstream,
// and the upstream path is rebuilt from what was matched, never copied from the request.

export type Root = 'base' | 'secondary';
/** Reference lists change rarely and every tab reads them; records and lists change by the minute. */
export type Freshness = 'reference' | 'record';

export interface Endpoint {
  /** A label for metrics and logs (no ids, so the label set stays small). */
  name: string;
  root: Root;
  pattern: RegExp;
  /** Rebuilds the path from the matched groups. */
  path: (groups: string[]) => string;
  freshness: Freshness;
  /** The query parameters the endpoint takes; others are dropped (all pass when not given). */
  params?: readonly string[];
}

// Ids are digits in the spec; a little wider (letters, '-' and '_') so a mistyped id still reaches
// the API's own 404 rather than a different one of ours. Never '.', '/', '\' or '%'.
const ID = '([A-Za-z0-9_-]{1,40})';

const fixed = (root: Root, name: string, path: string, freshness: Freshness): Endpoint => ({
  name,
  root,
  pattern: new RegExp(`^${path}/?$`),
  path: () => `${path}/`,
  freshness,
});

export const ENDPOINTS: readonly Endpoint[] = [
  fixed('base', 'products', '/products', 'reference'),
  fixed('base', 'insertions', '/insertions', 'record'),
  {
    name: 'adSizes',
    root: 'base',
    pattern: new RegExp(`^/adSizes/product/${ID}/?$`),
    path: ([id]) => `/adSizes/product/${id}`,
    freshness: 'reference',
  },
  fixed('base', 'adRates', '/adRates', 'reference'),
  fixed('base', 'sections', '/sections', 'reference'),
  fixed('secondary', 'secondarySections', '/sections', 'reference'),
  {
    name: 'contract',
    root: 'base',
    pattern: new RegExp(`^/contracts/${ID}/?$`),
    path: ([id]) => `/contracts/${id}`,
    freshness: 'record',
  },
  fixed('secondary', 'contractLineItems', '/contractLineItems', 'record'),
  {
    name: 'invoice',
    root: 'base',
    pattern: new RegExp(`^/invoices/${ID}/?$`),
    path: ([id]) => `/invoices/${id}`,
    freshness: 'record',
  },
  fixed('base', 'invoices', '/invoices', 'record'),
  {
    // The legacy contract list (api-notes.md), on accounts that answer it: see capabilities.ts.
    ...fixed('secondary', 'contractList', '/contracts', 'record'),
    params: [
      'advertiser_id',
      'status',
      'amount_from',
      'amount_to',
      'date_created_after',
      'date_created_before',
      'date_sold_after',
      'date_sold_before',
      'sort_by',
      'sort_order',
      'page',
      'per_page',
    ],
  },
  fixed('secondary', 'invoiceLineItemTypes', '/invoiceLineItemTypes', 'reference'),
  fixed('secondary', 'users', '/users', 'reference'),
];

export interface Match {
  endpoint: Endpoint;
  /** The upstream path, relative to the root's base URL, e.g. `/contracts/1003`. */
  path: string;
  /** The query without any apiKey, sorted so that equal requests share one cache entry. */
  query: string;
}

// Encoded '/', '\' and '.', and any other '%' escape: no endpoint needs one in its path.
const FORBIDDEN_IN_PATH = /%|\\|\/\.{1,2}(?:\/|$)|\/\//;

/** `apiKey`, `APIKEY`, `apiKey[]`, `apikey[0]`…: credentials are the server's alone. */
export function isCredentialParam(name: string): boolean {
  return name.replace(/\[.*$/, '').toLowerCase() === 'apikey';
}

/**
 * Matches the raw (still encoded) path after `/api`, e.g. `/base/contracts/1003`, and the raw
 * query string (with or without '?'). Null when it is not one of the 12 endpoints.
 */
export function matchEndpoint(rawPath: string, rawQuery: string): Match | null {
  const rootMatch = /^\/(base|secondary)(\/.*)$/.exec(rawPath);
  if (!rootMatch) return null;
  const root = rootMatch[1] as Root;
  const rest = rootMatch[2]!;
  if (FORBIDDEN_IN_PATH.test(rest)) return null;
  for (const endpoint of ENDPOINTS) {
    if (endpoint.root !== root) continue;
    const groups = endpoint.pattern.exec(rest);
    if (!groups) continue;
    const params = new URLSearchParams(rawQuery);
    const allowed = endpoint.params;
    const kept = [...params].filter(
      ([name]) => !isCredentialParam(name) && (allowed === undefined || allowed.includes(name)),
    );
    kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return {
      endpoint,
      path: endpoint.path(groups.slice(1)),
      query: new URLSearchParams(kept).toString(),
    };
  }
  return null;
}
