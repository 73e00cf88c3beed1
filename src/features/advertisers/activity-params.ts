// /advertisers?activity=lapsed|new&as_of=: which advertisers stopped buying or are new, as of a
// day (default today: never written). Without `activity` the page is the names list.
import { dateParam, defineListSpec, enumParam, type ListValues } from '../../lib/list-params';

export const activitySpec = defineListSpec({
  params: {
    activity: enumParam(['lapsed', 'new']),
    as_of: dateParam(),
  },
});

export type ActivityState = ListValues<typeof activitySpec.params>;
