// The allowlist: the 12 endpoints of api-spec.md (and the contract list of api-notes.md) on their
// own host. Anything else never goes upstream, and the upstream path is rebuilt from what was
// matched, never copied from the request.
import { CONTRACT_LIST_PARAM_NAMES } from '../../src/domain/contract-list';
import { INSERTION_FILTERS } from '../../src/domain/insertion-types';
import { INVOICE_LIST_PARAM_NAMES } from '../../src/domain/invoice-list-request';

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
  /**
   * The query parameters the endpoint defines (api-spec.md); any other is dropped before the cache
   * key and the upstream URL, so `?n=1`, `?zzz=2`… neither cost a call nor split the cache.
   */
  params: readonly string[];
}

// Ids are digits in the spec; a little wider (letters, '-' and '_') so a mistyped id still reaches
// the API's own 404 rather than a different one of ours. Never '.', '/', '\' or '%'.
const ID = '([A-Za-z0-9_-]{1,40})';

/** The endpoint at `path`, or with `byId` at `path/<id>` (one record, or a product's ad sizes). */
const endpoint = (
  root: Root,
  name: string,
  path: string,
  freshness: Freshness,
  params: readonly string[] = [],
  byId = false,
): Endpoint => ({
  name,
  root,
  pattern: new RegExp(byId ? `^${path}/${ID}/?$` : `^${path}/?$`),
  path: byId ? ([id]) => `${path}/${id}` : () => `${path}/`,
  freshness,
  params,
});

/** The insertion list's filters (the demo answers the same ones): the app's own list of them. */
export const INSERTION_PARAMS: readonly string[] = INSERTION_FILTERS;

export const ENDPOINTS: readonly Endpoint[] = [
  endpoint('base', 'products', '/products', 'reference'),
  endpoint('base', 'insertions', '/insertions', 'record', INSERTION_PARAMS),
  endpoint('base', 'adSizes', '/adSizes/product', 'reference', ['active'], true),
  endpoint('base', 'adRates', '/adRates', 'reference', ['product_id', 'active']),
  endpoint('base', 'sections', '/sections', 'reference', ['product_id']),
  endpoint('secondary', 'secondarySections', '/sections', 'reference', [
    'product_id',
    'date_created',
    'id',
  ]),
  endpoint('base', 'contract', '/contracts', 'record', [], true),
  endpoint('secondary', 'contractLineItems', '/contractLineItems', 'record', ['contract_id']),
  endpoint('base', 'invoice', '/invoices', 'record', [], true),
  endpoint('base', 'invoices', '/invoices', 'record', INVOICE_LIST_PARAM_NAMES),
  // The legacy contract list (api-notes.md), on accounts that answer it: see capabilities.ts.
  endpoint('secondary', 'contractList', '/contracts', 'record', CONTRACT_LIST_PARAM_NAMES),
  endpoint('secondary', 'invoiceLineItemTypes', '/invoiceLineItemTypes', 'reference'),
  endpoint('secondary', 'users', '/users', 'reference', ['email', 'first_name']),
];

export interface Match {
  endpoint: Endpoint;
  /** The upstream path, relative to the root's base URL, e.g. `/contracts/1003`. */
  path: string;
  /**
   * The query with only the endpoint's own parameters (never an apiKey), sorted so that equal
   * requests share one cache entry.
   */
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
    // A parameter given twice with the same value is one (`per_page=10&per_page=10`): one cache
    // entry and one upstream call, not two.
    const seen = new Set<string>();
    const kept = [...params].filter(([name, value]) => {
      const pair = `${name}=${value}`;
      if (seen.has(pair) || !endpoint.params.includes(name) || isCredentialParam(name))
        return false;
      seen.add(pair);
      return true;
    });
    kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return {
      endpoint,
      path: endpoint.path(groups.slice(1)),
      query: new URLSearchParams(kept).toString(),
    };
  }
  return null;
}
