// Who may read what: the app's sections, the pages and API paths behind each, and the roles that
// may see them. The server enforces it on every request; the app only hides what it would refuse.
import { ConfigError } from '../env';

/**
 * Each role: the users list's flag that grants it (users.ts), its label, and its people in a
 * sentence ("for accounting, sales managers and administrators").
 */
export const ROLE_INFO = {
  administrator: { flag: 'is_admin', label: 'Administrator', people: 'administrators' },
  sales_manager: { flag: 'is_sales_manager', label: 'Sales manager', people: 'sales managers' },
  accounting: { flag: 'is_accounting', label: 'Accounting', people: 'accounting' },
  sales: { flag: 'is_sales', label: 'Sales', people: 'sales' },
  production: { flag: 'is_production', label: 'Production', people: 'production' },
  metrics: { flag: 'is_metrics', label: 'Metrics', people: 'metrics' },
} as const;
export type Role = keyof typeof ROLE_INFO;
export const ROLES = Object.keys(ROLE_INFO) as Role[];

interface Section {
  label: string;
  /** Page paths of the app; `*` stands for one path segment, a trailing `/**` for any rest. */
  pages: string[];
  /** API paths (with the /api prefix); a trailing `*` matches any rest, query strings ignored. */
  api: string[];
  /**
   * The section may be given to a role for its own records (`"sales:own"`): every one of its
   * views is per seller (server/mirror/views/registry.ts refuses one that is not).
   */
  own?: true;
}

/**
 * The sections of the app. Statements, receivables' views and the invoice list's status filter are
 * the server's (the mirror's) own views.
 */
export const SECTIONS = {
  products: {
    label: 'Products',
    pages: ['/products', '/products/**'],
    api: [
      '/api/base/products*',
      '/api/base/adSizes*',
      '/api/base/adRates*',
      '/api/base/sections*',
      '/api/secondary/sections*',
    ],
  },
  contracts: {
    label: 'Contracts',
    pages: ['/contracts', '/contracts/**', '/changes'],
    // The legacy contract list (/api/secondary/contracts/) and the pipeline read from it.
    api: ['/api/base/contracts*', '/api/secondary/contractLineItems*', '/api/secondary/contracts*'],
  },
  insertions: {
    label: 'Insertions',
    // The run sheet and renewals read nothing but insertions (and contracts, for advertisers).
    // Availability across products reads the insertions' view too (a product's tab is Products').
    pages: ['/insertions', '/insertions/**', '/schedule', '/renewals', '/availability'],
    // The server's views of its copy (server/mirror/views/registry.ts) name their own sections.
    api: ['/api/base/insertions*'],
  },
  invoices: {
    label: 'Invoices',
    pages: ['/invoices', '/invoices/**'],
    // The mirror's changes name invoices paid beside contracts won: the invoices' readers'.
    api: ['/api/base/invoices*', '/api/secondary/invoiceLineItemTypes*', '/api/mirror/changes*'],
  },
  receivables: {
    label: 'Receivables',
    pages: ['/receivables', '/receivables/**'],
    // Its views of the server's copy name their section (server/mirror/views/registry.ts).
    api: [],
    own: true,
  },
  /** Contracts won by month and seller: the server's view of its copy of the contracts. */
  bookings: {
    label: 'Bookings',
    pages: ['/bookings', '/bookings/**', '/pacing'],
    api: [],
    own: true,
  },
  statements: {
    label: 'Statements',
    pages: ['/advertisers/*/statement', '/advertisers/*/statement/**'],
    // What an advertiser owes and their statement's lines: the server's view (advertiser-balance).
    api: [],
  },
  users: { label: 'Users', pages: ['/users', '/users/**'], api: ['/api/secondary/users*'] },
} satisfies Record<string, Section>;

export type SectionName = keyof typeof SECTIONS;
export const SECTION_NAMES = Object.keys(SECTIONS) as SectionName[];

/** A role reads the whole section, or (`sales:own`) only the records of the seller they are. */
export type Grant = Role | `${Role}:own`;
/** `'*'` is everyone signed in, whatever their roles (also people with no role at all). */
export type Allowed = '*' | readonly Grant[];
export type RolePolicy = Record<SectionName, Allowed>;
/** What a person reads of a section: all of it, their own records, or nothing. */
export type Access = 'all' | 'own' | 'none';

export const DEFAULT_POLICY: RolePolicy = {
  products: '*',
  contracts: '*',
  insertions: '*',
  invoices: ['accounting', 'sales', 'sales_manager', 'administrator'],
  receivables: ['accounting', 'sales_manager', 'administrator', 'sales:own'],
  bookings: ['accounting', 'sales_manager', 'administrator', 'sales:own'],
  statements: ['accounting', 'sales_manager', 'administrator'],
  users: ['administrator'],
};

/**
 * Reads ROLE_POLICY: a JSON object of section -> "*" or a list of roles, over the defaults; a role
 * written `role:own` reads only its own records, where the section allows it (receivables, bookings).
 */
export function parseRolePolicy(raw: string | undefined): RolePolicy {
  if (raw === undefined || raw.trim() === '') return DEFAULT_POLICY;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new ConfigError('ROLE_POLICY is not JSON, e.g. {"invoices":["accounting"]}');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new ConfigError('ROLE_POLICY must be a JSON object of section -> roles');
  }
  const policy: RolePolicy = { ...DEFAULT_POLICY };
  for (const [section, allowed] of Object.entries(value)) {
    if (!(section in SECTIONS)) {
      throw new ConfigError(
        `ROLE_POLICY names an unknown section "${section}"; sections: ${SECTION_NAMES.join(', ')}`,
      );
    }
    if (allowed === '*') {
      policy[section as SectionName] = '*';
      continue;
    }
    const list: unknown[] = Array.isArray(allowed) ? allowed : [];
    const own = (SECTIONS[section as SectionName] as Section).own === true;
    const bad = list.find(
      (r) => typeof r !== 'string' || !ROLES.includes(r.replace(own ? /:own$/ : '', '') as Role),
    );
    if (!Array.isArray(allowed) || bad !== undefined) {
      throw new ConfigError(
        `ROLE_POLICY.${section} must be "*" or a list of roles (${ROLES.join(', ')})` +
          (own ? ', each may be written role:own for its own records' : '') +
          (bad === undefined ? '' : `, got ${JSON.stringify(bad)}`),
      );
    }
    policy[section as SectionName] = list as Grant[];
  }
  return policy;
}

export function accessOf(policy: RolePolicy, section: SectionName, roles: readonly Role[]): Access {
  const allowed = policy[section];
  if (allowed === '*' || allowed.some((grant) => roles.includes(grant as Role))) return 'all';
  return allowed.some((grant) => roles.includes(grant.replace(/:own$/, '') as Role))
    ? 'own'
    : 'none';
}

/** Whether a person may open a section at all (their own records, at least). */
export function mayRead(policy: RolePolicy, section: SectionName, roles: readonly Role[]): boolean {
  return accessOf(policy, section, roles) !== 'none';
}

function pagePatternMatches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.replace(/\/+$/, '').split('/');
  for (let i = 0; i < want.length; i++) {
    if (want[i] === '**') return got.length > i;
    if (i >= got.length) return false;
    if (want[i] !== '*' && want[i] !== got[i]) return false;
  }
  return want.length === got.length;
}

function apiPatternMatches(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
}

export function sectionOfPage(path: string): SectionName | undefined {
  return SECTION_NAMES.find((name) =>
    SECTIONS[name].pages.some((pattern) => pagePatternMatches(pattern, path)),
  );
}

/** The upstream endpoints are denied unless a section names them; the server's own pass. */
export function sectionOfApi(path: string): SectionName | 'unlisted' | undefined {
  const section = SECTION_NAMES.find((name) =>
    SECTIONS[name].api.some((pattern) => apiPatternMatches(pattern, path)),
  );
  if (section) return section;
  return /^\/api\/(base|secondary)(\/|$)/.test(path) ? 'unlisted' : undefined;
}

/** The sections a person may not open, for the app to hide links and explain its guard. */
export function forbiddenSections(policy: RolePolicy, roles: readonly Role[]) {
  return SECTION_NAMES.filter((name) => !mayRead(policy, name, roles)).map((name) => ({
    label: SECTIONS[name].label,
    pages: SECTIONS[name].pages,
    allowed: describeAllowed(policy, name),
  }));
}

/**
 * "accounting, sales managers and administrators" for the messages that refuse someone; whose own
 * records a role reads comes after ("; sales for their own").
 */
export function describeAllowed(policy: RolePolicy, section: SectionName): string {
  const allowed = policy[section];
  if (allowed === '*') return 'everyone signed in';
  // "a, b and c": no comma before "and".
  const list = (words: string[]) =>
    words.length ? new Intl.ListFormat('en-GB').format(words) : 'no one';
  const whole = allowed.filter((g): g is Role => !g.endsWith(':own'));
  const own = allowed.filter((g) => g.endsWith(':own')).map((g) => g.slice(0, -4) as Role);
  const text = list(whole.map((r) => ROLE_INFO[r].people));
  return own.length ? `${text}; ${list(own.map((r) => ROLE_INFO[r].people))} for their own` : text;
}
