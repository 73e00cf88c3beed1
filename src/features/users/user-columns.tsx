// The columns of the users table (sortable in the browser), and the search in the loaded users.
import { createColumnHelper } from '@tanstack/react-table';
import type { User } from '../../domain/users';
import { BoolBadge } from '../../components/badge';
import { BadgeList } from '../../components/badge-list';
import { dateColumn } from '../../components/record-columns';
import { foldText } from '../../domain/search-text';

const column = createColumnHelper<User>();

/** A user's roles in words, in the order the vendor's own screens list them. */
const ROLES = [
  ['isAdmin', 'Administrator'],
  ['isSalesManager', 'Sales manager'],
  ['isAccounting', 'Accounting'],
  ['isSales', 'Sales'],
  ['isProduction', 'Production'],
  ['isMetrics', 'Metrics'],
] as const;

export function roleLabels(user: Pick<User, (typeof ROLES)[number][0]>): string[] {
  return ROLES.filter(([flag]) => user[flag]).map(([, label]) => label);
}

function fullName(user: Pick<User, 'firstName' | 'lastName'>): string {
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
