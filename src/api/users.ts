// Users and their roles (endpoint 12: secondary /users/, `{users: [...]}`, optional email and
// first_name filters). Booleans come as JSON booleans or '0'/'1'. Reference data.
import { endpointList } from './fetch-list';
import { userSchema } from '../domain/users';

/** Both filters match exactly (the API's behaviour); empty ones are left out. */
export interface UserListParams {
  email?: string;
  first_name?: string;
}

export const {
  fetch: fetchUsers,
  keys: userKeys,
  listQuery: userListQuery,
} = endpointList({
  resource: 'users',
  base: 'secondary',
  path: '/users/',
  key: 'users',
  schema: userSchema,
  normal: ({ email, first_name }: UserListParams | void = {}): UserListParams => ({
    ...(email ? { email } : {}),
    ...(first_name ? { first_name } : {}),
  }),
});
