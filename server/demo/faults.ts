// Demo-only fault injection: `x-demo-fault` and `x-demo-delay` request headers, as Hono middleware.
import type { MiddlewareHandler } from 'hono';

const MAX_DELAY_MS = 10_000;
const DEFAULT_TIMEOUT_MS = 1_500;

/**
 * An endpoint's path pattern; its list's key ('' for the bare products array, null for a single
 * record); and the field that breaks besides `id` (which always becomes `{"value": "<id>"}`).
 */
const spec = (
  path: string,
  list: string | null,
  field: string,
  breakage: 'removed' | 'wrong type' = 'removed',
) => ({ path, list, field, breakage });
type DriftSpec = ReturnType<typeof spec>;

/** With `x-demo-fault: drift`, the first record of a list (or the single record) breaks thus. */
export const DRIFT_FIELDS = {
  products: spec('/base/products/', '', 'name'),
  insertions: spec('/base/insertions/', 'insertions', 'contract_id'),
  adSizes: spec('/base/adSizes/product/:id', 'ad_sizes', 'name'),
  adRates: spec('/base/adRates/', 'ad_rates', 'rate', 'wrong type'),
  sections: spec('/base/sections/', 'sections', 'name'),
  secondarySections: spec('/secondary/sections/', 'sections', 'name'),
  contract: spec('/base/contracts/:id', null, 'status', 'wrong type'),
  contractLineItems: spec('/secondary/contractLineItems/', 'contract_line_items', 'amount'),
  contractList: spec('/secondary/contracts/', 'contracts', 'status', 'wrong type'),
  invoice: spec('/base/invoices/:id', null, 'total', 'wrong type'),
  invoices: spec('/base/invoices/', 'invoices', 'total', 'wrong type'),
  invoiceLineItemTypes: spec('/secondary/invoiceLineItemTypes/', 'invoiceLineItemTypes', 'name'),
  users: spec('/secondary/users/', 'users', 'email'),
};

/** The spec whose pattern the path (the demo mounted anywhere, a trailing slash or not) ends in. */
function driftSpecFor(path: string): DriftSpec | undefined {
  const p = path.replace(/\/+$/, '');
  return Object.values(DRIFT_FIELDS).find((s) =>
    new RegExp(`${s.path.replace(/\/$/, '').replace(':id', '[^/]+')}$`).test(p),
  );
}

type Json = Record<string, unknown>;

function breakRecord(record: Json, spec: DriftSpec): void {
  record.id = { value: record.id };
  if (spec.breakage === 'removed') delete record[spec.field];
  // A wrong type is never a number or numeric string a parser might accept.
  else record[spec.field] = spec.field === 'status' ? 42 : 'n/a';
}

function drift(body: unknown, spec: DriftSpec): unknown {
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
