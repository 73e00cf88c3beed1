// The /users query string: the API's own `email` and `first_name` filters, and `q` (a text
// search in the loaded list, done in the browser).

export interface UserListParams {
  email: string | null;
  firstName: string | null;
  /** Searched in names, e-mail addresses and roles of the loaded users; '' for none. */
  q: string;
}

export function parseUserListParams(search: URLSearchParams): {
  params: UserListParams;
  corrections: string[];
} {
  const corrections: string[] = [];
  // The API matches exactly, so stray spaces would only ever find nobody: they are dropped.
  const exact = (param: string): string | null => {
    const raw = search.get(param);
    if (raw === null) return null;
    const value = raw.trim();
    if (value !== raw) {
      corrections.push(
        value
          ? `${param} had spaces around it, which no ${param === 'email' ? 'e-mail address' : 'first name'} has: “${value}” is used.`
          : `${param} was empty and is left out.`,
      );
    }
    return value || null;
  };
  const email = exact('email');
  const firstName = exact('first_name');
  // Kept as typed (spaces between words must survive typing); trimmed where it is used.
  const q = search.get('q') ?? '';
  return { params: { email, firstName, q }, corrections };
}

/** The canonical query string, defaults left out. */
export function userListSearch(params: UserListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.email) search.set('email', params.email);
  if (params.firstName) search.set('first_name', params.firstName);
  if (params.q.trim()) search.set('q', params.q);
  return search;
}

/** The request's parameters: only the filters that are set. */
export function apiFilters(params: UserListParams): { email?: string; first_name?: string } {
  return {
    ...(params.email ? { email: params.email } : {}),
    ...(params.firstName ? { first_name: params.firstName } : {}),
  };
}
