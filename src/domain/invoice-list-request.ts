// The invoice list's request (endpoint 10: base /invoices/): its parameters, declared once as the
// server's views check them, its defaults and the normalised form that makes the URL and the key.
import { date, id, int, money, oneOf, type RequestOf } from './view-contract';

export const INVOICE_LIST_PATH = '/invoices/';

export const INVOICE_SORT_COLUMNS = ['id', 'date_created', 'date_due', 'total'] as const;
export type InvoiceSortBy = (typeof INVOICE_SORT_COLUMNS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The paging and sorting parameters of the API's paged lists (contracts, invoices). */
export const PAGING_PARAMS = ['page', 'per_page', 'sort_by', 'sort_order'] as const;
/** Their documented defaults (sort_order's is disputed, so it is always sent). */
export const LIST_DEFAULTS = { page: 1, per_page: 25, sort_by: 'id', sort_order: 'desc' } as const;

/** The parameters of `names` that are set, over LIST_DEFAULTS: equal views make equal keys. */
export function normaliseListParams<P extends object>(names: readonly string[], params: P): P {
  const clean: Record<string, unknown> = { ...LIST_DEFAULTS };
  for (const name of names) {
    const value = (params as Record<string, unknown>)[name];
    if (value !== undefined && value !== null && value !== '') clean[name] = value;
  }
  return clean as P;
}

/** The viewer's own status filter (the API has none): a view of the server's copy answers it. */
export const INVOICE_VIEWER_STATUSES = ['unpaid', 'paid'] as const;

/** The most records one export holds: the whole list in one request (`per_page`) to a list view. */
export const EXPORT_LIMIT = 5000;

/** The sort and paging of the API's paged lists (a page of up to EXPORT_LIMIT for an export). */
export const pagingShape = <const C extends string>(sorts: readonly C[]) => ({
  page: int(1),
  per_page: int(1, EXPORT_LIMIT),
  sort_by: oneOf(sorts),
  sort_order: oneOf(SORT_ORDERS),
});

/** The eight filters, as the API names them: the parameters that change which invoices match. */
export const INVOICE_FILTERS = {
  advertiser_id: id(),
  contract_id: id(),
  amount_from: money(),
  amount_to: money(),
  date_created_after: date(),
  date_created_before: date(),
  date_due_after: date(),
  date_due_before: date(),
};

/** The list's parameters, with the API's names. Dates are `YYYY-MM-DD`. */
export type InvoiceListParams = RequestOf<
  typeof INVOICE_FILTERS & ReturnType<typeof pagingShape<InvoiceSortBy>>
>;

/**
 * A paged list's parameter names: its filters', then the sort's and paging's (the API's own: nothing
 * else is ever sent, the viewer's own filters stay home).
 */
export function listParamNames<F extends object>(filters: F) {
  const filterNames = Object.keys(filters) as (keyof F & string)[];
  return { filterNames, paramNames: [...filterNames, ...PAGING_PARAMS] };
}

export const { filterNames: INVOICE_FILTER_NAMES, paramNames: INVOICE_LIST_PARAM_NAMES } =
  listParamNames(INVOICE_FILTERS);

export const INVOICE_MAX_PER_PAGE = 100;
export const INVOICE_LIST_DEFAULTS = LIST_DEFAULTS satisfies InvoiceListParams;

/**
 * Every API parameter that is set, defaults filled in: equal views make equal keys and URLs. Other
 * keys (the viewer's own `status`, `past_due`) are dropped, so they can never reach the API.
 */
export const normaliseInvoiceListParams = (params: InvoiceListParams) =>
  normaliseListParams(INVOICE_LIST_PARAM_NAMES, params);

/** The list's request as the API module makes it: which base, which path, which parameters. */
export function invoiceListRequest(params: InvoiceListParams) {
  return {
    base: 'base' as const,
    path: INVOICE_LIST_PATH,
    params: { ...normaliseInvoiceListParams(params) },
  };
}
