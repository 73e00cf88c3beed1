// A user's roles in words, in the order the vendor's own screens list them.

export interface RoleFlags {
  isAdmin: boolean;
  isSalesManager: boolean;
  isAccounting: boolean;
  isSales: boolean;
  isProduction: boolean;
  isMetrics: boolean;
}

const ROLES: readonly { flag: keyof RoleFlags; label: string }[] = [
  { flag: 'isAdmin', label: 'Administrator' },
  { flag: 'isSalesManager', label: 'Sales manager' },
  { flag: 'isAccounting', label: 'Accounting' },
  { flag: 'isSales', label: 'Sales' },
  { flag: 'isProduction', label: 'Production' },
  { flag: 'isMetrics', label: 'Metrics' },
];

export function roleLabels(user: RoleFlags): string[] {
  return ROLES.filter(({ flag }) => user[flag]).map(({ label }) => label);
}
