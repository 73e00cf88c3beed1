// The invoice list's request (endpoint 10: base /invoices/): its parameters, defaults and the
// normalised form that makes the URL and the query key. No zod here: src/app/early-requests.ts
// starts a cold deep link's list request with it before the API module has loaded.

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

/** The list's parameters, with the API's names. Dates are `YYYY-MM-DD`. */
export interface InvoiceListParams {
  advertiser_id?: number;
  contract_id?: number;
  amount_from?: number;
  amount_to?: number;
  date_created_after?: string;
  date_created_before?: string;
  date_due_after?: string;
  date_due_before?: string;
  page?: number;
  /** At most INVOICE_MAX_PER_PAGE. */
  per_page?: number;
  sort_by?: InvoiceSortBy;
  sort_order?: SortOrder;
}

/** The eight filters: the parameters that change which invoices match. */
export const INVOICE_FILTER_NAMES = [
  'advertiser_id',
  'contract_id',
  'amount_from',
  'amount_to',
  'date_created_after',
  'date_created_before',
  'date_due_after',
  'date_due_before',
] as const satisfies readonly (keyof InvoiceListParams)[];

/** The API's own parameter names: nothing else is ever sent (the viewer's own filters stay home). */
export const INVOICE_LIST_PARAM_NAMES = [
  ...INVOICE_FILTER_NAMES,
  ...PAGING_PARAMS,
] as const satisfies readonly (keyof InvoiceListParams)[];

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
