// /advertisers?activity=lapsed|new&as_of=: which advertisers stopped buying or are new, as of a
// day (default today: never written). Without `activity` the page is the names list.
import { dateParam, defineListSpec, enumParam, type ListValues } from '../../lib/list-params';

export const activitySpec = defineListSpec({
  params: {
    activity: enumParam(['lapsed', 'new']),
    as_of: dateParam(),
    // By default the first advertisers of each currency (a table of a thousand rows costs a phone
    // seconds to show); `all` lists every one. The CSV has them all.
    advertisers: enumParam(['all']),
  },
});

type ActivityState = ListValues<typeof activitySpec.params>;

/** Advertisers listed per currency before "Show all". */
const FIRST_ADVERTISERS = 100;

export function activityQueryOf(values: ActivityState, activity: 'lapsed' | 'new') {
  return {
    activity,
    as_of: values.as_of,
    limit: values.advertisers === 'all' ? undefined : FIRST_ADVERTISERS,
  };
}
