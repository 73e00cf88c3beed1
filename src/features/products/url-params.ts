// The products pages' shared list params: ids that are left out when not numbers, and the active
// switch (the API's own `active`; absent or true lists active records, false the deleted too).
import {
  booleanParam,
  defaultMessage,
  defineListSpec,
  integerParam,
  type BooleanSpec,
  type IntegerSpec,
} from '../../lib/list-params';

/** A positive whole number (an id); anything else leaves the filter out with a note. */
export function idFilterParam(): IntegerSpec<undefined> {
  return integerParam({
    min: 1,
    outOfRange: 'drop',
    message: (problem) =>
      problem.readable
        ? defaultMessage(problem)
        : `${problem.param}=${problem.given.trim()} is not a number: the filter is left out.`,
  });
}

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
