// Users and their roles (endpoint 12: secondary /users/, `{users: [...]}`, optional email and
// first_name filters). Booleans come as JSON booleans or '0'/'1'. Reference data.
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { fetchList } from './fetch-list';
import type { ParsedList } from './parse';
import { REFERENCE_QUERY } from './query-client';
import { wireBool, wireId, wireText, wireTimestamp, type Timestamp } from './wire';

export interface User {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  active: boolean;
  dateCreated: Timestamp | null;
  dateDeleted: Timestamp | null;
  isAccounting: boolean;
  isAdmin: boolean;
  isMetrics: boolean;
  isProduction: boolean;
  isSales: boolean;
  isSalesManager: boolean;
}

export const userSchema = z.lazy(() =>
  z.pipe(
    z.object({
      id: wireId,
      first_name: wireText,
      last_name: wireText,
      email: wireText,
      active: wireBool,
      date_created: wireTimestamp,
      date_deleted: wireTimestamp,
      is_accounting: wireBool,
      is_admin: wireBool,
      is_metrics: wireBool,
      is_production: wireBool,
      is_sales: wireBool,
      is_sales_manager: wireBool,
    }),
    z.transform((w): User => ({
      id: w.id,
      firstName: w.first_name,
      lastName: w.last_name,
      email: w.email,
      active: w.active,
      dateCreated: w.date_created,
      dateDeleted: w.date_deleted,
      isAccounting: w.is_accounting,
      isAdmin: w.is_admin,
      isMetrics: w.is_metrics,
      isProduction: w.is_production,
      isSales: w.is_sales,
      isSalesManager: w.is_sales_manager,
    })),
  ),
);

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
