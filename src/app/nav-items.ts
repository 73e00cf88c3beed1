// The main navigation's sections in groups (the phone's menu shows the groups, a wide screen one
// bar), and the ones a person may open: the server's policy, as /auth/me sends it, decides.
import { forbiddenSection, type Access } from './access';
import { paths } from './paths';

export interface NavItem {
  to: string;
  label: string;
}
export interface NavGroup {
  label: string;
  items: NavItem[];
}

export const NAV_GROUPS: NavGroup[] = [
  {
    label: 'Sales',
    items: [
      { to: paths.contracts.path, label: 'Contracts' },
      { to: paths.bookings.path, label: 'Bookings' },
      { to: paths.pacing.path, label: 'Pacing' },
      { to: paths.renewals.path, label: 'Renewals' },
    ],
  },
  {
    label: 'Accounting',
    items: [
      { to: paths.invoices.path, label: 'Invoices' },
      { to: paths.receivables.path, label: 'Receivables' },
    ],
  },
  {
    label: 'Production',
    items: [
      { to: paths.schedule.path, label: 'Run sheet' },
      { to: paths.availability.path, label: 'Availability' },
      { to: paths.products.path, label: 'Products' },
      { to: paths.insertions.path, label: 'Insertions' },
    ],
  },
  {
    label: 'People',
    items: [
      { to: paths.advertisers.path, label: 'Advertisers' },
      { to: paths.users.path, label: 'Users' },
    ],
  },
  {
    label: 'Follow',
    items: [
      { to: paths.changes.path, label: 'What changed' },
      { to: paths.watching.path, label: 'Watching' },
      { to: paths.status.path, label: 'Status' },
    ],
  },
];

/** The groups with only what the person may open; a group left empty is left out. */
export function navGroupsFor(access: Access | undefined): NavGroup[] {
  return NAV_GROUPS.map((group) => ({
    ...group,
    items: group.items.filter((item) => !forbiddenSection(access, item.to)),
  })).filter((group) => group.items.length > 0);
}
