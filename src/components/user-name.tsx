// A user's name from the cached users list (one reference list for every row), "User N" until it
// has loaded or when the list does not have them.
import { userListQuery, type User } from '../api/users';
import { useSharedQueryData } from '../lib/use-shared-query-data';

export function fullName(user: User): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

/** Names by user id, from a loaded users list. */
export function userNames(users: readonly User[] | undefined): Map<number, string> {
  return new Map((users ?? []).map((u) => [u.id, fullName(u)]));
}

export function UserName({ id }: { id: number | null }) {
  const users = useSharedQueryData(userListQuery());
  if (id === null) return <span className="muted">not recorded</span>;
  const user = users?.items.find((u) => u.id === id);
  return user ? <>{fullName(user)}</> : <>User {id}</>;
}
