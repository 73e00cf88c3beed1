// /contracts/pipeline's URL: `advertisers=all` shows every advertiser (by default the first ones,
// whose oldest open contract is oldest). A page of a thousand rows costs a phone seconds to show.
import { defineListSpec, enumParam } from '../../lib/list-params';

export const pipelineSpec = defineListSpec({
  params: { advertisers: enumParam(['all']) },
});

/** Advertisers shown before "Show all". */
export const FIRST_ADVERTISERS = 50;
/** A group's contracts listed in its row (the oldest); the rest are counted, and linked to. */
export const CONTRACTS_LISTED = 5;
