// The sections tab's lookup through the secondary endpoint: `id` and `date_created` (API names).
import { dateParam, defaultMessage, defineListSpec, type ListValues } from '../../lib/list-params';
import { idFilterParam } from './url-params';

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

export function isLookupSet(lookup: SectionLookup): boolean {
  return lookup.id !== undefined || lookup.date_created !== undefined;
}

/** The secondary endpoint's parameters for a lookup; absent filters are left out. */
export function secondaryParams(productId: number, lookup: SectionLookup) {
  return {
    product_id: productId,
    ...(lookup.id !== undefined ? { id: lookup.id } : {}),
    ...(lookup.date_created !== undefined ? { date_created: lookup.date_created } : {}),
  };
}
