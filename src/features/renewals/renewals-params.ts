// The renewals page's address: /renewals?as_of=YYYY-MM-DD&within=60&seller= (as_of defaults to
// today, computed and not written into the URL; seller to a salesperson's own, the server's).
import { dateParam, defineListSpec, integerParam, sellerParam } from '../../lib/list-params';

export const RENEWALS_WITHIN = 60;

export const renewalsSpec = defineListSpec({
  params: {
    as_of: dateParam(),
    within: integerParam({ min: 0, max: 366, default: RENEWALS_WITHIN, outOfRange: 'clamp' }),
    seller: sellerParam(),
  },
});
