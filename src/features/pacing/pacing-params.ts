// /pacing's URL: the day (as_of, default today: never written), by seller or product, and the
// figure whose contracts are listed (key: a row; period alone: the period's total), and whose
// (seller: a salesperson's own by default, the server's).
import {
  dateParam,
  defineListSpec,
  enumParam,
  integerParam,
  sellerParam,
  type ListValues,
} from '../../lib/list-params';
import type { pacingContract } from '../../domain/question-views';
import type { RequestOf } from '../../domain/view-contract';

export const pacingSpec = defineListSpec({
  params: {
    as_of: dateParam(),
    by: enumParam(['seller', 'product'], { default: 'seller' }),
    key: integerParam({ min: 0, outOfRange: 'drop' }),
    period: enumParam(['current', 'prior']),
    seller: sellerParam(),
  },
});

export type PacingState = ListValues<typeof pacingSpec.params>;

export function pacingQueryOf(values: PacingState): RequestOf<typeof pacingContract.params> {
  return {
    as_of: values.as_of,
    by: values.by,
    key: values.key,
    // A row's figure is this year's unless the address says last year's.
    period: values.period ?? (values.key === undefined ? undefined : 'current'),
    seller: values.seller,
  };
}
