// Demo-only fault injection: `x-demo-fault` and `x-demo-delay` request headers, as Hono middleware.
import type { MiddlewareHandler } from 'hono';

export const FAULTS = ['403', '404', '429', '500', 'timeout', 'malformed', 'drift'] as const;
export type Fault = (typeof FAULTS)[number];

export const MAX_DELAY_MS = 10_000;
export const DEFAULT_TIMEOUT_MS = 1_500;

type Breakage = 'removed' | 'wrong type';

export interface DriftSpec {
  /** The endpoint's path pattern. */
  path: string;
  /** The list's key, '' for the bare products array, null for a single record. */
  list: string | null;
  /** `id` always becomes an object `{"value": "<id>"}`; this field breaks too. */
  field: string;
  breakage: Breakage;
}

/** With `x-demo-fault: drift`, the first record of a list (or the single record) breaks thus. */
export const DRIFT_FIELDS = {
  products: { path: '/base/products/', list: '', field: 'name', breakage: 'removed' },
  insertions: {
    path: '/base/insertions/',
    list: 'insertions',
    field: 'contract_id',
    breakage: 'removed',
  },
  adSizes: {
    path: '/base/adSizes/product/:id',
    list: 'ad_sizes',
    field: 'name',
    breakage: 'removed',
  },
  adRates: { path: '/base/adRates/', list: 'ad_rates', field: 'rate', breakage: 'wrong type' },
  sections: { path: '/base/sections/', list: 'sections', field: 'name', breakage: 'removed' },
  secondarySections: {
    path: '/secondary/sections/',
    list: 'sections',
    field: 'name',
    breakage: 'removed',
  },
  contract: { path: '/base/contracts/:id', list: null, field: 'status', breakage: 'wrong type' },
  contractLineItems: {
    path: '/secondary/contractLineItems/',
    list: 'contract_line_items',
    field: 'amount',
    breakage: 'removed',
  },
  contractList: {
    path: '/secondary/contracts/',
    list: 'contracts',
    field: 'status',
    breakage: 'wrong type',
  },
  invoice: { path: '/base/invoices/:id', list: null, field: 'total', breakage: 'wrong type' },
  invoices: { path: '/base/invoices/', list: 'invoices', field: 'total', breakage: 'wrong type' },
  invoiceLineItemTypes: {
    path: '/secondary/invoiceLineItemTypes/',
    list: 'invoiceLineItemTypes',
    field: 'name',
    breakage: 'removed',
  },
  users: { path: '/secondary/users/', list: 'users', field: 'email', breakage: 'removed' },
} as const satisfies Record<string, DriftSpec>;

/** The value a 'wrong type' field gets: never a number or numeric string a parser might accept. */
export const DRIFT_WRONG_VALUE = { status: 42, rate: 'n/a', total: 'n/a' } as const;

function driftSpecFor(path: string): DriftSpec | undefined {
  const p = path.replace(/\/+$/, '');
  if (/\/base\/adSizes\/product\/[^/]+$/.test(p)) return DRIFT_FIELDS.adSizes;
  if (/\/base\/contracts\/[^/]+$/.test(p)) return DRIFT_FIELDS.contract;
  if (/\/base\/invoices\/[^/]+$/.test(p)) return DRIFT_FIELDS.invoice;
  return Object.values(DRIFT_FIELDS).find((s: DriftSpec) => p.endsWith(s.path.replace(/\/$/, '')));
}

type Json = Record<string, unknown>;

function breakRecord(record: Json, spec: DriftSpec): void {
  record.id = { value: record.id };
  if (spec.breakage === 'removed') delete record[spec.field];
  else
    record[spec.field] = DRIFT_WRONG_VALUE[spec.field as keyof typeof DRIFT_WRONG_VALUE] ?? 'n/a';
}

export function drift(body: unknown, spec: DriftSpec): unknown {
  const first = (items: unknown) => {
    if (Array.isArray(items) && items[0] && typeof items[0] === 'object') {
      breakRecord(items[0] as Json, spec);
    }
  };
  if (spec.list === '') first(body);
  else if (spec.list === null) breakRecord(body as Json, spec);
  else first((body as Json)[spec.list]);
  return body;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const faultMiddleware: MiddlewareHandler = async (c, next) => {
  const delayHeader = c.req.header('x-demo-delay');
  const parsed = delayHeader === undefined ? NaN : Number(delayHeader);
  const delay = Number.isFinite(parsed) ? Math.min(MAX_DELAY_MS, Math.max(0, parsed)) : undefined;
  const fault = c.req.header('x-demo-fault');
  if (fault === 'timeout') {
    await sleep(delay ?? DEFAULT_TIMEOUT_MS);
    return c.json({ error: 'Upstream did not answer in time' }, 504);
  }
  if (delay) await sleep(delay);
  switch (fault) {
    case '403':
      return c.json({ error: 'Invalid API credentials' }, 403);
    case '404':
      return c.json({ error: 'Not found' }, 404);
    case '429':
      return c.json({ error: 'Rate limit exceeded' }, 429, { 'retry-after': '30' });
    case '500':
      return c.json({ error: 'Internal server error' }, 500);
  }
  await next();
  if (c.res.status !== 200 || (fault !== 'malformed' && fault !== 'drift')) return;
  const text = await c.res.text();
  const headers = { 'content-type': 'application/json; charset=UTF-8' };
  if (fault === 'malformed') {
    // Cut mid-record: what a dropped connection or a PHP warning in the body looks like.
    c.res = new Response(text.slice(0, Math.max(1, Math.floor(text.length / 2))), {
      status: 200,
      headers,
    });
    return;
  }
  const spec = driftSpecFor(c.req.path);
  const body = spec ? drift(JSON.parse(text), spec) : JSON.parse(text);
  c.res = new Response(JSON.stringify(body), { status: 200, headers });
};
