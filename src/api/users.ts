// Users and their roles (endpoint 12: secondary /users/, `{users: [...]}`, optional email and
// first_name filters). Booleans come as JSON booleans or '0'/'1'. Reference data.
import { queryOptions } from '@tanstack/react-query';
import { fetchList } from './fetch-list';
import type { ParsedList } from '../domain/parse';
import { REFERENCE_QUERY } from './query-client';
import { type User, userSchema } from '../domain/users';

/** Both filters match exactly (the API's behaviour); empty ones are left out. */
export interface UserListParams {
  email?: string;
  first_name?: string;
}

function normalise(params: UserListParams): UserListParams {
  const clean: UserListParams = {};
  if (params.email) clean.email = params.email;
  if (params.first_name) clean.first_name = params.first_name;
  return clean;
}

const PATH = '/users/';

export async function fetchUsers(
  params: UserListParams = {},
  signal?: AbortSignal,
): Promise<ParsedList<User>> {
  const query = { ...normalise(params) };
  return fetchList({ base: 'secondary', path: PATH, query, key: 'users' }, userSchema, signal);
}

export const userKeys = {
  all: ['users'] as const,
  list: (params: UserListParams = {}) => [...userKeys.all, 'list', normalise(params)] as const,
};

export function userListQuery(params: UserListParams = {}) {
  return queryOptions({
    queryKey: userKeys.list(params),
    queryFn: ({ signal }) => fetchUsers(params, signal),
    ...REFERENCE_QUERY,
  });
}
