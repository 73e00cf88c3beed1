// The invoice list's URL: every parameter of the API under its own name, defaults left out.
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

export const INVOICE_SORTS = ['id', 'date_created', 'date_due', 'total'] as const;
export type InvoiceSort = (typeof INVOICE_SORTS)[number];
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
    page: integerParam({ min: 1, default: 1 }),
    per_page: integerParam({ min: 1, max: 100, choices: PAGE_SIZES, default: 25 }),
    sort_by: enumParam(INVOICE_SORTS, { default: 'id' }),
    sort_order: enumParam(['asc', 'desc'], { default: 'desc' }),
  },
  ranges: [
    ['amount_from', 'amount_to'],
    ['date_created_after', 'date_created_before'],
    ['date_due_after', 'date_due_before'],
  ],
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

export function invoiceListSearch(state: Partial<InvoiceListState>): URLSearchParams {
  return listSearch(invoiceListSpec, state);
}

export function filtersOf(state: InvoiceListState): InvoiceFilters {
  return Object.fromEntries(FILTER_NAMES.map((name) => [name, state[name]])) as InvoiceFilters;
}

export function hasFilters(state: InvoiceListState): boolean {
  return FILTER_NAMES.some((name) => state[name] !== undefined);
}
