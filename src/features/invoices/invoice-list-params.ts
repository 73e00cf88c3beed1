// The invoice list's URL: every parameter of the API under its own name, defaults left out. The
// sorts, orders, page cap and defaults are the API module's; only the page-size choices are ours.
import {
  INVOICE_LIST_DEFAULTS,
  INVOICE_MAX_PER_PAGE,
  INVOICE_SORT_COLUMNS,
  SORT_ORDERS,
} from '../../api/invoices';
import {
  dateParam,
  defineListSpec,
  enumParam,
  integerParam,
  listSearch,
  numberParam,
  parseListParams,
  type ListValues,
} from '../../lib/list-params';

export const PAGE_SIZES = [25, 50, 100] as const;

export const invoiceListSpec = defineListSpec({
  params: {
    advertiser_id: integerParam({ min: 1, outOfRange: 'drop' }),
    contract_id: integerParam({ min: 1, outOfRange: 'drop' }),
    amount_from: numberParam({ decimals: 2 }),
    amount_to: numberParam({ decimals: 2 }),
    date_created_after: dateParam(),
    date_created_before: dateParam(),
    date_due_after: dateParam(),
    date_due_before: dateParam(),
    page: integerParam({ min: 1, default: INVOICE_LIST_DEFAULTS.page }),
    per_page: integerParam({
      min: 1,
      max: INVOICE_MAX_PER_PAGE,
      choices: PAGE_SIZES,
      default: INVOICE_LIST_DEFAULTS.per_page,
    }),
    sort_by: enumParam(INVOICE_SORT_COLUMNS, { default: INVOICE_LIST_DEFAULTS.sort_by }),
    sort_order: enumParam(SORT_ORDERS, { default: INVOICE_LIST_DEFAULTS.sort_order }),
  },
  ranges: [
    ['amount_from', 'amount_to'],
    ['date_created_after', 'date_created_before'],
    ['date_due_after', 'date_due_before'],
  ],
  page: 'page',
});

export type InvoiceListState = ListValues<typeof invoiceListSpec.params>;

/** The eight filters: the parameters that change which invoices match. */
export const FILTER_NAMES = [
  'advertiser_id',
  'contract_id',
  'amount_from',
  'amount_to',
  'date_created_after',
  'date_created_before',
  'date_due_after',
  'date_due_before',
] as const;
export type InvoiceFilters = Pick<InvoiceListState, (typeof FILTER_NAMES)[number]>;

export function parseInvoiceList(search: URLSearchParams | string) {
  return parseListParams(invoiceListSpec, search);
}

export function filtersOf(state: InvoiceListState): InvoiceFilters {
  return Object.fromEntries(FILTER_NAMES.map((name) => [name, state[name]])) as InvoiceFilters;
}

export function hasFilters(state: InvoiceListState): boolean {
  return FILTER_NAMES.some((name) => state[name] !== undefined);
}

export function invoiceListSearch(state: Partial<InvoiceListState>): URLSearchParams {
  return listSearch(invoiceListSpec, state);
}
