// The columns of the users table: sortable in the browser.
import { createColumnHelper } from '@tanstack/react-table';
import type { User } from '../../domain/users';
import { BoolBadge } from '../../components/badge';
import { BadgeList } from '../../components/badge-list';
import { dateColumn } from '../../components/record-columns';
import { foldText } from '../../domain/search-text';
import { roleLabels } from './roles';

const column = createColumnHelper<User>();

export function fullName(user: Pick<User, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

export const userColumns = [
  column.accessor(fullName, { id: 'name', header: 'Name', meta: { phone: 'key' } }),
  column.accessor('email', {
    header: 'E-mail',
    cell: (info) => {
      const email = info.getValue();
      // mailto: a person writes from their own mail program; nothing in the address is HTML.
      return email ? (
        <a href={`mailto:${email}`}>{email}</a>
      ) : (
        <span className="muted">no e-mail</span>
      );
    },
  }),
  column.accessor((u) => roleLabels(u).join(', '), {
    id: 'roles',
    header: 'Roles',
    cell: (info) => (
      <BadgeList label="Roles" items={roleLabels(info.row.original)} empty="no roles" />
    ),
  }),
  column.accessor('active', {
    header: 'Active',
    meta: { phone: 'key' },
    cell: (info) => <BoolBadge value={info.getValue()} yes="Active" no="Inactive" />,
  }),
  dateColumn<User>('dateCreated', 'Created', (u) => u.dateCreated),
  dateColumn<User>('dateDeleted', 'Deleted', (u) => u.dateDeleted, 'not deleted'),
];

/** The loaded users whose name, e-mail or roles contain the text (any case, accents optional). */
export function searchUsers(users: readonly User[], text: string): User[] {
  const needle = foldText(text.trim());
  if (!needle) return [...users];
  return users.filter((u) =>
    [fullName(u), u.email, ...roleLabels(u)].some((field) => foldText(field).includes(needle)),
  );
}
