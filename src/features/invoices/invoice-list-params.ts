// The invoice list's URL: every parameter of the API under its own name, defaults left out, plus the
// viewer's own `status` and `past_due`, which the API cannot filter on and is never sent. The sorts,
// orders, page cap and defaults are the API module's; only the page-size choices are ours.
import {
  INVOICE_FILTER_NAMES,
  INVOICE_LIST_PARAM_NAMES,
  INVOICE_MAX_PER_PAGE,
  INVOICE_SORT_COLUMNS,
  INVOICE_VIEWER_STATUSES,
  type InvoiceListParams,
} from '../../domain/invoice-list-request';
import {
  apiPagingParams,
  booleanParam,
  dateParam,
  defineListSpec,
  enumParam,
  integerParam,
  listSearch,
  numberParam,
  parseListParams,
  type ListValues,
} from '../../lib/list-params';
import { countSet, PAGE_SIZES, pickValues } from '../list/list-state';

export const STATUS_FILTERS = INVOICE_VIEWER_STATUSES;

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
    ...apiPagingParams(INVOICE_SORT_COLUMNS, INVOICE_MAX_PER_PAGE, PAGE_SIZES),
    // The viewer's own: answered by the server's view of its copy (src/api/invoice-views.ts).
    status: enumParam(STATUS_FILTERS),
    past_due: booleanParam({ default: false, write: ['1', '0'] }),
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
export const FILTER_NAMES = INVOICE_FILTER_NAMES;
export type InvoiceFilters = Pick<InvoiceListState, (typeof FILTER_NAMES)[number]>;

/** The viewer's own filters: never sent to the API; the server's view answers them. */
export const VIEWER_FILTER_NAMES = ['status', 'past_due'] as const;
export type ViewerFilters = Pick<InvoiceListState, (typeof VIEWER_FILTER_NAMES)[number]>;

export const viewerFiltersOf = (state: InvoiceListState): ViewerFilters =>
  pickValues(state, VIEWER_FILTER_NAMES);

/** True when the list is the server's view rather than the API's page. */
export const hasViewerFilters = (state: ViewerFilters) => countSet(state, VIEWER_FILTER_NAMES) > 0;

/** What the API is asked: its own parameters only, whatever else the URL holds. */
export const apiParamsOf = (state: InvoiceListState): InvoiceListParams =>
  pickValues(state, INVOICE_LIST_PARAM_NAMES);

/** How many filters are set, the viewer's own included (for "Filters (n)"). */
export const activeFilterCount = (state: InvoiceListState) =>
  countSet(state, [...FILTER_NAMES, ...VIEWER_FILTER_NAMES]);

export function parseInvoiceList(search: URLSearchParams | string) {
  return parseListParams(invoiceListSpec, search);
}

export const filtersOf = (state: InvoiceListState) => pickValues(state, FILTER_NAMES);

export function invoiceListSearch(state: Partial<InvoiceListState>): URLSearchParams {
  return listSearch(invoiceListSpec, state);
}
