// The renewals page's address: /renewals?as_of=YYYY-MM-DD&within=60 (as_of defaults to today,
// computed and not written into the URL).
import { dateParam, defineListSpec, integerParam } from '../../lib/list-params';

export const RENEWALS_WITHIN = 60;

export const renewalsSpec = defineListSpec({
  params: {
    as_of: dateParam(),
    within: integerParam({ min: 0, max: 366, default: RENEWALS_WITHIN, outOfRange: 'clamp' }),
  },
});
