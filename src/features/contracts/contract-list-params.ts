// The contract list's URL (when the account answers the list): every parameter under the API's own
// name, defaults left out, and the viewer's own `sold_by_user` (one seller's contracts, answered by
// the viewer's server from its copy of the account: the API has no such filter).
import {
  CONTRACT_FILTER_NAMES,
  CONTRACT_LIST_PARAM_NAMES,
  CONTRACT_MAX_PER_PAGE,
  CONTRACT_SORT_COLUMNS,
  CONTRACT_STATUS_FILTERS,
  type ContractListParams,
} from '../../domain/contract-list';
import {
  apiPagingParams,
  dateParam,
  defineListSpec,
  enumParam,
  integerParam,
  numberParam,
  parseListParams,
  type ListValues,
} from '../../lib/list-params';
import { countSet, PAGE_SIZES, pickValues } from '../list/list-state';

export const contractListSpec = defineListSpec({
  params: {
    advertiser_id: integerParam({ min: 1, outOfRange: 'drop' }),
    sold_by_user: integerParam({ min: 1, outOfRange: 'drop' }),
    status: enumParam(CONTRACT_STATUS_FILTERS),
    amount_from: numberParam({ decimals: 2 }),
    amount_to: numberParam({ decimals: 2 }),
    date_created_after: dateParam(),
    date_created_before: dateParam(),
    date_sold_after: dateParam(),
    date_sold_before: dateParam(),
    ...apiPagingParams(CONTRACT_SORT_COLUMNS, CONTRACT_MAX_PER_PAGE, PAGE_SIZES),
  },
  ranges: [
    ['amount_from', 'amount_to'],
    ['date_created_after', 'date_created_before'],
    ['date_sold_after', 'date_sold_before'],
  ],
  page: 'page',
});

export type ContractListState = ListValues<typeof contractListSpec.params>;
export const FILTER_NAMES = [...CONTRACT_FILTER_NAMES, 'sold_by_user'] as const;
export type ContractFilters = Pick<ContractListState, (typeof FILTER_NAMES)[number]>;

export function parseContractList(search: URLSearchParams | string) {
  return parseListParams(contractListSpec, search);
}

/** What the API is asked: its own parameters only. */
export const apiParamsOf = (state: ContractListState): ContractListParams =>
  pickValues(state, CONTRACT_LIST_PARAM_NAMES);

/** What the page's list is read with: the API's parameters, and the seller when one is chosen. */
export function pageParamsOf(state: ContractListState) {
  return { ...apiParamsOf(state), sold_by_user: state.sold_by_user };
}

export const filtersOf = (state: ContractListState) => pickValues(state, FILTER_NAMES);
export const activeFilterCount = (state: ContractListState) => countSet(state, FILTER_NAMES);
