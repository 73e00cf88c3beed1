// The products pages' shared list params: ids that are left out when not numbers, and the active
// switch (the API's own `active`; absent or true lists active records, false the deleted too).
import {
  booleanParam,
  defaultMessage,
  defineListSpec,
  idFilterParam,
  type BooleanSpec,
} from '../../lib/list-params';

export { idFilterParam };

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

/** The insertions tab: the section its list is narrowed to. */
export const insertionsTabSpec = defineListSpec({ params: { section_id: idFilterParam() } });
