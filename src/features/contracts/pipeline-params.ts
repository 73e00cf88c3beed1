// /contracts/pipeline's URL: `advertisers=all` shows every advertiser (by default the first ones,
// whose oldest open contract is oldest; a page of a thousand rows costs a phone seconds to show),
// `older_than`, the age in days past which an open contract is marked, and `seller` whose ("Mine").
import { defineListSpec, enumParam, integerParam, sellerParam } from '../../lib/list-params';

/**
 * Open contracts older than this many days are marked: a month is the usual sales follow-up cycle
 * (a proposal not answered within a month wants a call), and a team can set its own in the URL.
 */
const OLDER_THAN_DAYS = 30;

export const pipelineSpec = defineListSpec({
  params: {
    advertisers: enumParam(['all']),
    older_than: integerParam({ min: 1, max: 3650, default: OLDER_THAN_DAYS }),
    /** Whose open contracts (a salesperson's own by default: the server's). */
    seller: sellerParam(),
  },
});

/** Advertisers shown before "Show all". */
export const FIRST_ADVERTISERS = 50;
/** A group's contracts listed in its row (the oldest); the rest are counted, and linked to. */
export const CONTRACTS_LISTED = 5;
