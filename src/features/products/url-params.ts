// The products pages' shared list params: ids that are left out when not numbers, and the active
// switch (the API's own `active`; absent or true lists active records, false the deleted too).
import {
  booleanParam,
  defaultMessage,
  defineListSpec,
  type BooleanSpec,
} from '../../lib/list-params';

export { idFilterParam } from '../../lib/list-params';

export function activeParam(): BooleanSpec {
  return booleanParam({
    default: true,
    message: (problem) =>
      problem.readable
        ? defaultMessage(problem)
        : `active=${problem.given} is neither true nor false: only active records are shown.`,
  });
}

/** The ad sizes and ad rates tabs: only the active switch, shared by the two. */
export const sizeTabSpec = defineListSpec({ params: { active: activeParam() } });
