// What the copy may answer in the API's name: for each endpoint it answers, every parameter with
// the rule the copy applies (from api-spec.md, api-notes.md and the demo, the API's stand-in). A
// request the copy answers uses only declared parameters, each once, each value within its rule;
// anything else (a value the API may read otherwise, or refuse) goes to the API.
import { isCalendarDate } from '../../src/domain/view-contract';
import type { Match } from '../gateway/endpoints';

/** One parameter's rule: the values the copy answers, and what it does with them. */
interface Rule {
  /** The values within the rule (an empty value is always "absent", as the API's PHP reads it). */
  accepts: RegExp | ((raw: string) => boolean);
  /** The rule in words (the closing note's table, /status). */
  says: string;
}

interface Declared {
  /** The id in the path (`/invoices/{id}`), when the endpoint has one. */
  path?: Rule;
  params: Readonly<Record<string, Rule>>;
  /** Parameters without which the API refuses (400): the API says so itself. */
  required?: readonly string[];
}

// Canonical forms only: `007`, `+7`, ` 7` and `7.0` are the API's to read.
const ID = /^(0|[1-9]\d{0,14})$/;
const POSITIVE = /^[1-9]\d{0,5}$/;
/** Money with at most two decimals (the API compares cents). */
const AMOUNT = /^-?(0|[1-9]\d{0,11})(\.\d{1,2})?$/;
/** Printable ASCII without surrounding spaces: beyond it, accents and padding are a collation's. */
const ASCII_TEXT = /^[!-~]([ -~]{0,198}[!-~])?$/;

const id = (says: string): Rule => ({ accepts: ID, says: `an id (canonical integer): ${says}` });
const oneOf = (values: readonly string[], says: string): Rule => ({
  accepts: (raw) => values.includes(raw),
  says: `${values.join(' | ')} (exact, lower case): ${says}`,
});
const ACTIVE = oneOf(
  ['true', 'false', '1', '0'],
  'true or 1 (the default) leaves out records with a date_deleted; false or 0 includes them',
);
// A calendar day that exists (a time, or 2026-02-30, goes to the API).
const day = (says: string): Rule => ({
  accepts: isCalendarDate,
  says: `a day YYYY-MM-DD: ${says}`,
});
const PRODUCT = id('the product’s rows only (required: without it the API answers 400)');

const INVOICE_SORTS = ['id', 'date_created', 'date_due', 'total'] as const;

/** The declared rules, keyed by endpoint; an endpoint absent here is never answered by the copy. */
export const RULES: Readonly<Record<string, Declared>> = {
  products: { params: {} },
  invoiceLineItemTypes: { params: {} },
  invoice: { path: id('the invoice as the single-invoice operation sends it'), params: {} },
  contract: { path: id('the contract, its insertions and line items'), params: {} },
  contractLineItems: {
    params: { contract_id: id('the contract’s line items, by id') },
    required: ['contract_id'],
  },
  users: {
    params: {
      email: {
        accepts: ASCII_TEXT,
        says:
          'printable ASCII, no surrounding spaces: equal without regard to case (a SQL ' +
          'collation’s); a held email equal only once accents or padding are set aside: the API',
      },
      first_name: {
        accepts: ASCII_TEXT,
        says:
          'printable ASCII, no surrounding spaces: equal without regard to case; a held name ' +
          'equal only once accents or padding are set aside: the API; deleted users listed too',
      },
    },
  },
  adSizes: { path: PRODUCT, params: { active: ACTIVE } },
  adRates: { params: { product_id: PRODUCT, active: ACTIVE }, required: ['product_id'] },
  sections: { params: { product_id: PRODUCT }, required: ['product_id'] },
  secondarySections: {
    params: {
      product_id: PRODUCT,
      date_created: day('sections created that day (the start of their date_created)'),
      id: id('that section only'),
    },
    required: ['product_id'],
  },
  insertions: {
    params: {
      advertiser_id: id('the insertion’s own advertiser_id, else its contract’s'),
      contract_id: id('equal'),
      id: id('equal'),
      issue_id: id('equal'),
      location_id: id('equal'),
      product_id: id('equal'),
      section_id: id('equal'),
    },
  },
  invoices: {
    params: {
      advertiser_id: id('equal'),
      contract_id: id('equal'),
      amount_from: {
        accepts: AMOUNT,
        says: 'a number, at most 2 decimals: total >= it, compared in cents',
      },
      amount_to: {
        accepts: AMOUNT,
        says: 'a number, at most 2 decimals: total <= it, compared in cents',
      },
      date_created_after: day(
        'date_created on or after that day’s 00:00:00 (a placeholder 0000-00-00… is before any)',
      ),
      date_created_before: day('date_created on or before that day’s 23:59:59'),
      date_due_after: day('date_due on or after it'),
      date_due_before: day('date_due on or before it'),
      page: { accepts: POSITIVE, says: '1 to 999999 (default 1); past the last page, none' },
      per_page: {
        accepts: POSITIVE,
        says: '1 to 999999 (default 25), clamped to 100 (api-spec.md: maximum 100)',
      },
      sort_by: oneOf(
        INVOICE_SORTS,
        'default id; ties broken by id in the same order; dates as the wire text',
      ),
      sort_order: oneOf(['asc', 'desc'], 'default desc (sent explicitly by the app)'),
    },
  },
};

/** A request's parameters within their rules: each once, empty values dropped. */
export type Params = ReadonlyMap<string, string>;

const within = (rule: Rule, raw: string) =>
  typeof rule.accepts === 'function' ? rule.accepts(raw) : rule.accepts.test(raw);

/**
 * The request's parameters when every one is declared and within its rule (and the path's id
 * too), or null: the API answers. A parameter given twice with two values is the API's to read.
 */
export function declaredParams(match: Match): Params | null {
  const declared = RULES[match.endpoint.name];
  if (!declared) return null;
  if (declared.path && !within(declared.path, match.path.split('/').pop() ?? '')) return null;
  const params = new Map<string, string>();
  for (const [name, raw] of new URLSearchParams(match.query)) {
    const rule = Object.hasOwn(declared.params, name) ? declared.params[name] : undefined;
    if (!rule || params.has(name)) return null;
    if (raw === '') continue;
    if (!within(rule, raw)) return null;
    params.set(name, raw);
  }
  if (declared.required?.some((name) => !params.has(name))) return null;
  return params;
}

/**
 * The kind of an answer, for verification (verify.ts): the endpoint and the parameter names in
 * use (an empty value named apart: the API may read it otherwise), e.g. `users?first_name`.
 */
export function kindOf(match: Match): string {
  const names = [...new URLSearchParams(match.query)].map(([name, raw]) =>
    raw === '' ? `${name}=` : name,
  );
  return `${match.endpoint.name}?${[...new Set(names)].sort().join('&')}`;
}

/** A kind in words: `users by first_name`, `invoices by page, sort_by`, `products`. */
export function kindText(kind: string): string {
  const [endpoint, names = ''] = kind.split('?');
  const list = names
    .split('&')
    .filter(Boolean)
    .map((name) => (name.endsWith('=') ? `${name.slice(0, -1)} (empty)` : name));
  return list.length ? `${endpoint} by ${list.join(', ')}` : `${endpoint}`;
}
