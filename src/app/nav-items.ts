// The main navigation's sections in groups (the phone's menu shows the groups, a wide screen one
// bar), and the ones a person may open: the server's policy, as /auth/me sends it, decides.
import { forbiddenSection, type Access } from '../lib/access';
import { paths } from './paths';

export interface NavItem {
  to: string;
  label: string;
}
export interface NavGroup {
  label: string;
  items: NavItem[];
}

/** Each group's sections: their page (paths.ts) and label. */
const GROUPS: Record<string, Partial<Record<keyof typeof paths, string>>> = {
  Sales: { contracts: 'Contracts', bookings: 'Bookings', pacing: 'Pacing', renewals: 'Renewals' },
  Accounting: { invoices: 'Invoices', receivables: 'Receivables' },
  Production: {
    schedule: 'Run sheet',
    availability: 'Availability',
    products: 'Products',
    insertions: 'Insertions',
  },
  People: { advertisers: 'Advertisers', users: 'Users' },
  Follow: { changes: 'What changed', watching: 'Watching', status: 'Status' },
};

export const NAV_GROUPS: NavGroup[] = Object.entries(GROUPS).map(([label, items]) => ({
  label,
  items: Object.entries(items).map(([page, label]) => ({
    to: paths[page as keyof typeof paths].path,
    label,
  })),
}));

/** The groups with only what the person may open; a group left empty is left out. */
export function navGroupsFor(access: Access | undefined): NavGroup[] {
  return NAV_GROUPS.map((group) => ({
    ...group,
    items: group.items.filter((item) => !forbiddenSection(access, item.to)),
  })).filter((group) => group.items.length > 0);
}
