// Users, terms, tax rates and invoice line item types: the fixed reference data besides products.
import { dayOf, toWireFlag, toWireTimestamp, unaccented } from './format';

type Role = 'acct' | 'admin' | 'metrics' | 'prod' | 'sales' | 'mgr';

const userRows: [string, string, Role[], boolean, string | null][] = [
  ['Dana', 'Whitfield', ['admin', 'mgr', 'sales', 'metrics'], true, null],
  ['Marcus', 'Bell', ['sales'], true, null],
  ['Maria', 'Lopez', ['sales'], true, null],
  ['Maria', 'Chen', ['acct'], true, null],
  ['Zoë', 'Hartmann', ['sales', 'prod'], true, null],
  ['Seán', "O'Connor", ['sales'], true, null],
  ['Priya', 'Raman', ['acct', 'metrics'], true, null],
  ['Tom', 'Okafor', ['prod'], true, null],
  ['Lena', 'Kowalski', ['sales', 'mgr'], true, null],
  ['Jamal', 'Reed', ['sales'], true, null],
  ['Harriet', 'Nguyen', ['acct'], true, null],
  ['Oscar', 'Lindqvist', ['prod'], true, null],
  ['Guest', 'Viewer', [], true, null],
  ['Rosa', 'Delgado', ['sales'], false, '2025-08-29 17:00:00'],
  ['Ben', 'Adeyemi', ['sales'], true, null],
  ['Chloé', 'Marchand', ['sales'], true, null],
  ['Ivan', 'Petrov', ['metrics'], true, null],
  ['Grace', 'Kim', ['acct', 'admin'], true, null],
  ['Noah', 'Fischer', ['prod'], false, '2024-12-20 12:00:00'],
  ['Aisha', 'Bello', ['sales', 'prod'], true, null],
  ['Kenji', 'Watanabe', ['metrics', 'prod'], true, null],
  ['Sofia', 'Rossi', ['sales'], true, null],
  ['Walt', 'Brennan', ['sales'], false, '2024-06-14 09:00:00'],
  ['Mei', 'Tanaka', ['acct'], true, null],
  ['Frank', 'Haddad', ['admin'], true, null],
];

function emailFor(first: string, last: string): string {
  const clean = (s: string) =>
    unaccented(s)
      .replace(/[^A-Za-z]/g, '')
      .toLowerCase();
  return `${clean(first)}.${clean(last)}@harborcitymedia.com`;
}

export const USERS = userRows.map(([first, last, roles, active, deleted], i) => ({
  id: String(i + 1),
  first_name: first,
  last_name: last,
  email: emailFor(first, last),
  active,
  date_created: i === 24 ? null : toWireTimestamp(dayOf('2018-02-05') + i * 53, 8 * 3600 + i * 97),
  // User 11's row carries the upstream placeholder instead of null.
  date_deleted: i === 10 ? '0000-00-00 00:00:00' : deleted,
  is_accounting: roles.includes('acct'),
  is_admin: roles.includes('admin'),
  is_metrics: roles.includes('metrics'),
  is_production: roles.includes('prod'),
  is_sales: roles.includes('sales'),
  is_sales_manager: roles.includes('mgr'),
}));

/** Users who sell: active sales people are picked far more often than departed ones. */
export const SELLERS = USERS.filter((u) => u.is_sales).map((u) => ({
  id: Number(u.id),
  weight: u.active ? 10 : 2,
}));

/** Invoice line item types: the generator's key, the name, the kind, when deleted. */
const typeRows = [
  ['advertising', 'Advertising', 'Fee', null],
  ['design', 'Design fee', 'Fee', null],
  ['rush', 'Rush fee', 'Fee', null],
  ['color', 'Color surcharge', 'Fee', null],
  ['premium', 'Premium position', 'Fee', null],
  ['agencyDiscount', 'Agency discount', 'Discount', null],
  ['frequencyDiscount', 'Frequency discount', 'Discount', null],
  ['prepayment', 'Prepayment credit', 'Discount', null],
  ['late', 'Late fee', 'Fee', null],
  ['legacy', 'Legacy insert fee', 'Fee', '2023-01-31 12:00:00'],
] as const;

export const LINE_ITEM_TYPES = typeRows.map(([, name, type, deleted], i) => ({
  id: String(i + 1),
  name,
  type,
  date_created: toWireTimestamp(dayOf('2019-03-04') + i * 11, 10 * 3600),
  date_deleted: deleted,
}));

/** A line item type's id by its key. */
export const LINE_TYPE = {} as Record<(typeof typeRows)[number][0], number>;
typeRows.forEach(([key], i) => (LINE_TYPE[key] = i + 1));

const termRows: [name: string, days: number, created: string, deleted: string | null][] = [
  ['Net 30', 30, '2019-03-04 09:00:00', null],
  ['Net 15', 15, '2019-03-04 09:00:00', null],
  ['Due on receipt', 0, '2019-03-04 09:00:00', null],
  ['Net 60', 60, '2021-01-11 11:30:00', null],
  ['Net 45', 45, '2019-03-04 09:00:00', '2024-06-30 18:00:00'],
];

/** Payment terms; the deleted one is the inactive one. */
export const TERMS = termRows.map(([name, days, created, deleted], i) => ({
  id: String(i + 1),
  name,
  active: toWireFlag(deleted === null),
  date_created: created,
  date_deleted: deleted,
  days,
}));

export const TAX_RATES = [
  { id: '1', name: 'Harbor County sales tax', rate: '7.25', bp: 725 },
  { id: '2', name: 'State media tax', rate: '6.00', bp: 600 },
  { id: '3', name: 'Out of state (exempt)', rate: '0.00', bp: 0 },
];
