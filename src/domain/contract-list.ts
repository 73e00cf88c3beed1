// The legacy contract list's parameters and rows (secondary /contracts/), and the server's views
// of one seller's contracts and of the sellers (server/mirror/views).
import { z } from 'zod/mini';
import { contractHeadOf, contractHeadShape, type ContractHead } from './contracts';
import {
  LIST_DEFAULTS,
  listParamNames,
  normaliseListParams,
  pagingShape,
} from './invoice-list-request';
import { viewListPage, type ListPage } from './list-page';
import {
  date,
  defineView,
  id,
  int,
  money,
  oneOf,
  type Coverage,
  type RequestOf,
} from './view-contract';

export const CONTRACT_LIST_PATH = '/contracts/';
export const CONTRACT_SORT_COLUMNS = [
  'id',
  'date_created',
  'date_sold',
  'total',
  'status',
] as const;
export const CONTRACT_STATUS_FILTERS = ['Won', 'Lost', 'Open'] as const;
export const CONTRACT_MAX_PER_PAGE = 100;

/** The list's filters, with the API's names (dates `YYYY-MM-DD`), as the server's view checks them. */
const CONTRACT_FILTERS = {
  advertiser_id: id(),
  status: oneOf(CONTRACT_STATUS_FILTERS),
  amount_from: money(),
  amount_to: money(),
  date_created_after: date(),
  date_created_before: date(),
  date_sold_after: date(),
  date_sold_before: date(),
};
/** With its sort and paging (a page of up to EXPORT_LIMIT for an export: the API's hold 100). */
const CONTRACT_LIST_SHAPE = { ...CONTRACT_FILTERS, ...pagingShape(CONTRACT_SORT_COLUMNS) };

/** The list's parameters. */
export type ContractListParams = RequestOf<typeof CONTRACT_LIST_SHAPE>;

export const { filterNames: CONTRACT_FILTER_NAMES, paramNames: CONTRACT_LIST_PARAM_NAMES } =
  listParamNames(CONTRACT_FILTERS);

export const CONTRACT_LIST_DEFAULTS = LIST_DEFAULTS satisfies ContractListParams;

/** A contract as the list sends it, and its currency code when the account's contracts carry one. */
export interface ContractRow extends ContractHead {
  currency: string | null;
}

/** `currency` as `{"id","name"}`, a bare code, or absent (the demo and the example send none). */
function readCurrency(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (value && typeof value === 'object' && 'name' in value) {
    const name = (value as { name: unknown }).name;
    return typeof name === 'string' && name.trim() ? name.trim() : null;
  }
  return null;
}

export const contractRowSchema = z.lazy(() =>
  z.pipe(
    z.object({ ...contractHeadShape, currency: z.optional(z.unknown()) }),
    z.transform((w): ContractRow => ({ ...contractHeadOf(w), currency: readCurrency(w.currency) })),
  ),
);

export type ContractListPage = ListPage<ContractRow>;

/** Every API parameter that is set, defaults filled in: equal views make equal keys. */
export const normaliseContractListParams = (params: ContractListParams) =>
  normaliseListParams(CONTRACT_LIST_PARAM_NAMES, params);

/**
 * The contract list from the viewer's server's copy of the account (GET /api/views/contracts), with
 * the API's filters, sort and paging, in the API's own shape: one seller's (`sold_by_user`, the
 * viewer's own filter: the API has none), or an export of every contract of a filter (one page of
 * up to EXPORT_LIMIT).
 */
export const sellerListContract = defineView<
  { contracts: unknown[]; count: number; coverage: Coverage },
  ContractListPage
>()({
  path: '/contracts',
  params: { ...CONTRACT_LIST_SHAPE, sold_by_user: int(0) },
  parse: viewListPage('contracts', contractRowSchema, normaliseContractListParams),
  // The server's copy changes with its passes, not with each look.
  staleMs: 30_000,
});

/** A person the server's copy knows: the e-mail only for who may read the users list. */
export interface Person {
  id: number;
  name: string;
  email?: string;
}

/**
 * The sellers of the contracts the server holds (a seller filter's choices), the signed-in
 * person's user ("Mine") and every person's name (for every role: see components/user-name.tsx).
 */
export interface SellersAnswer {
  me: { id: number; name: string } | null;
  sellers: { id: number; name: string }[];
  people: Person[];
}

export const sellersContract = defineView<SellersAnswer>()({
  path: '/sellers',
  params: {},
  staleMs: 5 * 60_000,
  answerKeys: ['sellers'],
});
