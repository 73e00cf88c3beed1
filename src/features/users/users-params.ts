// The /users query string: the API's own `email` and `first_name` filters, and `q` (a text
// search in the loaded list, done in the browser).
import {
  defaultMessage,
  defineListSpec,
  pickSet,
  textParam,
  type ListValues,
  type Problem,
} from '../../lib/list-params';

// The API matches exactly, so stray spaces would only ever find nobody: they are dropped.
function exactMessage(problem: Problem): string | null {
  const { param, readable, used, times } = problem;
  if (!readable) return `${param} was empty and is left out.`;
  if (times > 1) return defaultMessage(problem);
  const what = param === 'email' ? 'e-mail address' : 'first name';
  return `${param} had spaces around it, which no ${what} has: “${used}” is used.`;
}

export const userListSpec = defineListSpec({
  params: {
    email: textParam({ trim: true, message: exactMessage }),
    first_name: textParam({ trim: true, message: exactMessage }),
    /** Searched in names, e-mail addresses and roles of the loaded users; kept as typed. */
    q: textParam({ default: '' }),
  },
});

export type UserListParams = ListValues<typeof userListSpec.params>;

/** The request's parameters: only the filters that are set. */
export function apiFilters(params: UserListParams): { email?: string; first_name?: string } {
  return pickSet(params, ['email', 'first_name']);
}
