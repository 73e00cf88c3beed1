// The products pages' addresses: /products' filters, the product page's path and each tab's query
// string, and the availability window. Ids that are not numbers are left out; `active` is the
// API's own (absent or true lists active records, false the deleted too).
import { PRODUCT_TABS, type ProductTab } from '../../app/paths';
import { addMonths, type DateWindow } from '../../domain/date-only';
import { foldText } from '../../domain/search-text';
import { resolveWindow } from '../../lib/date-window';
import {
  booleanParam,
  dateParam,
  defaultMessage,
  defineListSpec,
  idFilterParam,
  pickSet,
  textParam,
  type ListValues,
} from '../../lib/list-params';

const activeParam = () =>
  booleanParam({
    default: true,
    message: (problem) =>
      problem.readable
        ? defaultMessage(problem)
        : `active=${problem.given} is neither true nor false: only active records are shown.`,
  });

/** /products: `name` (searched in the browser), `type` (product type id), `active`. */
export const productListSpec = defineListSpec({
  params: {
    // Kept as typed (spaces between words must survive typing); trimmed where it is used.
    name: textParam({ default: '' }),
    type: idFilterParam(),
    active: activeParam(),
  },
});

export type ProductListParams = ListValues<typeof productListSpec.params>;

interface FilterableProduct {
  name: string;
  active: boolean;
  productType: { id: number };
}

export function filterProducts<T extends FilterableProduct>(
  products: readonly T[],
  params: ProductListParams,
): T[] {
  const needle = foldText(params.name.trim());
  return products.filter(
    (p) =>
      (!params.active || p.active) &&
      (params.type === undefined || p.productType.id === params.type) &&
      (!needle || foldText(p.name).includes(needle)),
  );
}

export function isProductTab(raw: string | undefined): raw is ProductTab {
  return (PRODUCT_TABS as readonly string[]).includes(raw ?? '');
}

/** The ad sizes and ad rates tabs: only the active switch, shared by the two. */
export const sizeTabSpec = defineListSpec({ params: { active: activeParam() } });

/** The insertions tab: the section its list is narrowed to. */
export const insertionsTabSpec = defineListSpec({ params: { section_id: idFilterParam() } });

/** The sections tab's lookup through the secondary endpoint: `id` and `date_created` (API names). */
export const sectionLookupSpec = defineListSpec({
  params: {
    id: idFilterParam(),
    /** `YYYY-MM-DD` (sections created that day) or `YYYY-MM` (that month). */
    date_created: dateParam({
      month: true,
      message: (problem) =>
        problem.readable
          ? defaultMessage(problem)
          : `date_created=${problem.given.trim()} is not a date (YYYY-MM-DD) or a month (YYYY-MM): the filter is left out.`,
    }),
  },
});

export type SectionLookup = ListValues<typeof sectionLookupSpec.params>;

const LOOKUP_NAMES = ['id', 'date_created'] as const;

export const isLookupSet = (lookup: SectionLookup) =>
  Object.keys(pickSet(lookup, LOOKUP_NAMES)).length > 0;

/** The secondary endpoint's parameters for a lookup; absent filters are left out. */
export const secondaryParams = (productId: number, lookup: SectionLookup) => ({
  product_id: productId,
  ...pickSet(lookup, LOOKUP_NAMES),
});

/** The availability tab: ?from=&to= (default: today to three months ahead, never written). */
export const availabilitySpec = defineListSpec({
  params: { from: dateParam(), to: dateParam() },
  ranges: [['from', 'to']],
});

/** /availability: the same window, and `q`, the search by size or product name. */
export const availabilityAllSpec = defineListSpec({
  params: { from: dateParam(), to: dateParam(), q: textParam() },
  ranges: [['from', 'to']],
});

/** The default window: "is it free next quarter?" is the question, so three months from today. */
const AVAILABILITY_MONTHS = 3;
/** A year of weeks or months; days beyond it would be a grid nobody reads. */
const AVAILABILITY_MAX_DAYS = 366;

export const defaultAvailabilityWindow = (today: string): DateWindow => ({
  from: today,
  to: addMonths(today, AVAILABILITY_MONTHS),
});

export function availabilityWindow(
  values: { from?: string | undefined; to?: string | undefined },
  today: string,
) {
  // One end given: the other is three months from it (calendar months, not a day count that
  // would change with today's month).
  const from = values.from ?? (values.to ? addMonths(values.to, -AVAILABILITY_MONTHS) : undefined);
  const to = values.to ?? (values.from ? addMonths(values.from, AVAILABILITY_MONTHS) : undefined);
  return resolveWindow(from, to, {
    defaults: defaultAvailabilityWindow(today),
    maxDays: AVAILABILITY_MAX_DAYS,
    names: ['from', 'to'],
  });
}
