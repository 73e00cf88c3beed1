// The gateway's answers from the mirror: one of the 12 endpoints answered from the tables, in the
// API's own wire shape (each record's `wire` text as the API sent it, so strings for numbers and
// odd entries survive), when the mirror holds all the request asks and read it recently enough.
// Anything it is unsure of (a parameter outside its declared rule, answer-rules.ts; a record it
// does not hold; a list not read whole) gives null: the gateway asks upstream as before. One
// answering function per endpoint (ANSWERS), each applying the rules declared for its parameters.
import type { GatewayDb } from '../gateway/database';
import type { Match } from '../gateway/endpoints';
import { declaredParams, type Params } from './answer-rules';
import { CREATED, DUE, invoicePage, type InvoiceQuery } from './invoice-query';
import { toRecordInvoice } from './invoice-wire';
import type { Resource } from './tables';
import { createProductReads, type PerProduct } from './product-reads';
import { filterClauses } from './views/insertion-list';

/** An answer the mirror can give: the body as the API sends it, and when what it holds was read. */
export interface MirrorAnswer {
  body: string;
  /** The oldest read the answer rests on (ms since the epoch). */
  asOf: number;
  /** A member the answer leaves out, as the request allowed (`line_items`: HEADERS.without). */
  without?: 'line_items';
}

/**
 * What a request can do without, when the mirror holds the rest (the gateway's request header
 * `x-gateway-without: line_items`, echoed on an answer that leaves them out). Only a contract's
 * line items: they have no list, so a contract never read has none in the mirror, and the
 * contract page's first screen (head, parties, schedule, insertions) does not show them.
 */
export interface AnswerOptions {
  withoutLineItems?: boolean;
}

/** Answers no older than `notBefore` (ms), or null. */
export type AnswerFromMirror = (
  match: Match,
  notBefore: number,
  options?: AnswerOptions,
) => MirrorAnswer | null;

/**
 * The longest a contract's line items are answered from the mirror without the record being read
 * again, while nothing says the contract changed: a week, so an edit the sync cannot see (a line
 * item's text, say) lasts at most that long; Refresh reads it at once.
 */
const LINE_ITEMS_MAX_AGE_MS = 7 * 24 * 3600_000;

const list = (key: string, items: readonly string[]) => `{"${key}":[${items.join(',')}]}`;

/** Deleted (by the API's rule: any non-empty date_deleted). */
const LIVE = "COALESCE(json_extract(wire, '$.date_deleted'), '') = ''";

/** What an answering function reads the copy with. */
function readsOf(db: GatewayDb, now: () => number) {
  const stream = db.prepare('SELECT full_at FROM mirror_streams WHERE stream = ?').pluck();
  /** When the resource was last read whole, or null (never: the table holds part of it). */
  const wholeAt = (resource: Resource): number | null =>
    (stream.get(resource) as number | null | undefined) ?? null;
  const productReads = createProductReads(db, now);
  const atOrNull = (at: number | null, notBefore: number) =>
    at !== null && at >= notBefore ? at : null;
  return {
    db,
    // Anonymous parameters as an array, named ones as an object (better-sqlite3 takes either).
    texts: (sql: string, args: unknown[] | Record<string, unknown> = []) =>
      db.prepare(sql).pluck().all(args) as string[],
    row: <T>(sql: string, args: unknown[]) => db.prepare(sql).get(args) as T | undefined,
    wholeAt,
    /** A whole list read no earlier than notBefore, or null. */
    fresh: (resource: Resource, notBefore: number) => atOrNull(wholeAt(resource), notBefore),
    /**
     * One product's list read no earlier than notBefore, or null: its own last read (the sync
     * reads the products in rotation), else the list's last whole read (a mirror from before
     * per-product reads).
     */
    productFresh: (resource: PerProduct, id: number, notBefore: number) =>
      atOrNull(productReads.at(resource, id) ?? wholeAt(resource), notBefore),
    now,
  };
}
type Reads = ReturnType<typeof readsOf>;

/** One request, its parameters within their rules (answer-rules.ts). */
interface Asked {
  params: Params;
  /** The path's last segment (a record's id). */
  id: string;
  notBefore: number;
  options: AnswerOptions;
}

type Answer = (r: Reads, a: Asked) => MirrorAnswer | null;

const num = (params: Params, name: string) => {
  const raw = params.get(name);
  return raw === undefined ? undefined : Number(raw);
};

/** The invoice list, by the rules of RULES.invoices (the query: invoice-query.ts). */
const invoices: Answer = (r, { params, notBefore }) => {
  const asOf = r.fresh('invoices', notBefore);
  if (asOf === null) return null;
  // The rules (answer-rules.ts) let through canonical numbers and days only.
  const numbers = ['advertiser_id', 'contract_id', 'amount_from', 'amount_to', 'page', 'per_page'];
  const q = Object.fromEntries(
    [...params].map(([name, raw]) => [name, numbers.includes(name) ? Number(raw) : raw]),
  ) as InvoiceQuery;
  const { rows } = invoicePage(r.db, { ...q, per_page: Math.min(100, q.per_page ?? 25) });
  return { body: list('invoices', rows), asOf };
};

/** The insertion list by any of its filters (the whole list is the gateway's stored copy's). */
const insertions: Answer = (r, { params, notBefore }) => {
  const asOf = r.fresh('insertions', notBefore);
  // The whole list (48 MB on a large account) stays with the gateway's stored copy, which the
  // sync refreshes with every pass: it is never built as one string here.
  if (asOf === null || params.size === 0) return null;
  // The list view's filters (an insertion's advertiser is its own or its contract's).
  const asked = Object.fromEntries([...params].map(([name, raw]) => [name, Number(raw)]));
  const { where, values } = filterClauses(asked);
  if (params.has('advertiser_id')) {
    // Without every insertion's contract, an advertiser's insertions cannot all be named.
    const orphans = r.row<{ n: number }>(
      'SELECT COUNT(*) AS n FROM insertions WHERE advertiser_id IS NULL AND contract_id NOT IN (SELECT id FROM contracts)',
      [],
    );
    if (orphans!.n > 0) return null;
  }
  const rows = r.texts(
    `SELECT i.wire FROM insertions i WHERE ${where.join(' AND ')} ORDER BY i.id`,
    values,
  );
  return { body: `{"insertions":[${rows.join(',')}],"count":"${rows.length}"}`, asOf };
};

const invoice: Answer = (r, { id, notBefore }) => {
  if (r.wholeAt('invoices') === null) return null;
  const held = r.row<{ wire: string; updated_at: number }>(
    'SELECT wire, updated_at FROM invoices WHERE id = ?',
    [Number(id)],
  );
  // The record's own last read, by the list or by itself.
  if (!held || held.updated_at < notBefore) return null;
  return { body: toRecordInvoice(held.wire), asOf: held.updated_at };
};

/**
 * A contract record: its head (from its own read or the contract list), its insertions (from
 * the whole insertion list) and its line items (kept once the record was read). Without line
 * items held and current, only a request that can do without them is answered (its `line_items`
 * left out and said so); any other asks upstream.
 */
const contract: Answer = (r, { id, notBefore, options }) => {
  const held = r.row<{ wire: string; updated_at: number; items: string | null; at: number | null }>(
    `SELECT c.wire, c.updated_at, l.embedded AS items, l.embedded_at AS at FROM contracts c
     LEFT JOIN contract_line_items l ON l.contract_id = c.id WHERE c.id = ?`,
    [Number(id)],
  );
  if (!held) return null;
  const itemsAsOf =
    held.items === null || held.at === null
      ? null
      : contractAsOf(r, Number(id), held.updated_at, held.at, notBefore);
  let asOf = itemsAsOf;
  if (asOf === null) {
    if (!options.withoutLineItems || held.updated_at < notBefore) return null;
    const insertionsAt = r.fresh('insertions', notBefore);
    if (insertionsAt === null) return null;
    asOf = Math.min(held.updated_at, insertionsAt);
  }
  const head = JSON.parse(held.wire) as Record<string, unknown>;
  delete head.insertions;
  delete head.line_items;
  const rows = r.texts('SELECT wire FROM insertions WHERE contract_id = ? ORDER BY id', [
    Number(id),
  ]);
  const start = JSON.stringify(head).slice(0, -1);
  const comma = start.length > 1 ? ',' : '';
  const tail = itemsAsOf === null ? '' : `,"line_items":${held.items}`;
  const body = `${start}${comma}"insertions":[${rows.join(',')}]${tail}}`;
  return itemsAsOf === null ? { body, asOf, without: 'line_items' } : { body, asOf };
};

/**
 * A contract record's as-of, or null when it must be read again. The line items have no list:
 * they are as the record last sent them. They stay the contract's own while no pass or read
 * has seen the contract change since (its status, total, an insertion of it: the changes
 * table, which the sync also uses to read changed contracts' line items again), for at most
 * LINE_ITEMS_MAX_AGE_MS; the head and the insertions are as fresh as their last reads. So a
 * contract looked at yesterday costs no call today unless it changed.
 */
function contractAsOf(r: Reads, id: number, headAt: number, itemsAt: number, notBefore: number) {
  if (itemsAt >= notBefore) return Math.min(headAt, itemsAt);
  if (itemsAt < r.now() - LINE_ITEMS_MAX_AGE_MS || headAt < notBefore) return null;
  const changed = r.row<{ n: number }>(
    'SELECT COUNT(*) AS n FROM changes WHERE contract_id = ? AND at > ?',
    [id, itemsAt],
  );
  if (!changed || changed.n > 0) return null;
  // Since the record's own read, its insertions come from the whole list. The as-of is the
  // oldest read the answer rests on, the line items' own: the page says how old they are.
  const insertionsAt = r.fresh('insertions', notBefore);
  return insertionsAt === null ? null : Math.min(headAt, insertionsAt, itemsAt);
}

const contractLineItems: Answer = (r, { params, notBefore }) => {
  const held = r.row<{ items: string | null; at: number | null }>(
    'SELECT listed AS items, listed_at AS at FROM contract_line_items WHERE contract_id = ?',
    [num(params, 'contract_id')],
  );
  if (!held || held.items === null || held.at === null || held.at < notBefore) return null;
  return { body: `{"contract_line_items":${held.items}}`, asOf: held.at };
};

/** A whole reference list, as the API sends it. */
const whole =
  (resource: Resource, sql: string, wrap: (rows: string[]) => string): Answer =>
  (r, { notBefore }) => {
    const asOf = r.fresh(resource, notBefore);
    return asOf === null ? null : { body: wrap(r.texts(sql)), asOf };
  };

/** A text as an accent- and case-blind collation may compare it (MySQL's *_general_ci). */
const loose = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/**
 * Users by email and first name, equal without regard to case (RULES.users); a held value equal to
 * the asked one only once accents or padding are set aside is the API's collation's to judge.
 */
const users: Answer = (r, { params, notBefore }) => {
  const asOf = r.fresh('users', notBefore);
  if (asOf === null) return null;
  const held = r.texts('SELECT wire FROM users ORDER BY id');
  const filters = (['email', 'first_name'] as const).flatMap((field) => {
    const asked = params.get(field);
    return asked === undefined ? [] : [{ field, asked: asked.toLowerCase() }];
  });
  const rows: string[] = [];
  for (const wire of held) {
    const user = JSON.parse(wire) as Record<string, unknown>;
    let matches = true;
    for (const { field, asked } of filters) {
      const value = typeof user[field] === 'string' ? (user[field] as string) : '';
      const equal = value.toLowerCase() === asked;
      if (!equal && loose(value) === loose(asked)) return null;
      matches &&= equal;
    }
    if (matches) rows.push(wire);
  }
  return { body: list('users', rows), asOf };
};

/** A product's rows of a per-product reference list, in the API's order. */
const ofProduct =
  (resource: PerProduct, table: string, key: string, filter: (a: Asked) => string): Answer =>
  (r, a) => {
    const productId = Number(a.params.get('product_id') ?? a.id);
    const asOf = r.productFresh(resource, productId, a.notBefore);
    // A product the mirror does not know: the API says what it says (a 404 on some accounts).
    if (asOf === null || !r.row('SELECT 1 FROM products WHERE id = ?', [productId])) return null;
    const where = filter(a);
    const rows = r.texts(
      `SELECT wire FROM ${table} WHERE product_id = @productId${where} ORDER BY id`,
      {
        productId,
        created: a.params.get('date_created') ?? null,
        only: num(a.params, 'id') ?? null,
      },
    );
    return { body: list(key, rows), asOf };
  };

/** `active` true (the default) leaves out deleted rows. */
const activeOnly = ({ params }: Asked) =>
  ['false', '0'].includes(params.get('active') ?? '') ? '' : ` AND ${LIVE}`;

/** The answering function of each endpoint the copy answers (the contract list: the API's). */
export const ANSWERS: Readonly<Record<string, Answer>> = {
  // A bare array, as the API sends it.
  products: whole(
    'products',
    'SELECT wire FROM products ORDER BY id',
    (rows) => `[${rows.join(',')}]`,
  ),
  invoiceLineItemTypes: whole(
    'lineItemTypes',
    'SELECT wire FROM line_item_types ORDER BY id',
    (rows) => list('invoiceLineItemTypes', rows),
  ),
  users,
  adSizes: ofProduct('adSizes', 'ad_sizes', 'ad_sizes', activeOnly),
  adRates: ofProduct('adRates', 'ad_rates', 'ad_rates', activeOnly),
  sections: ofProduct('sections', 'sections', 'sections', () => ''),
  // The secondary host filters by a creation day and an id as well.
  secondarySections: ofProduct(
    'sections',
    'sections',
    'sections',
    () => ` AND (@created IS NULL OR substr(${CREATED}, 1, 10) = @created)
      AND (@only IS NULL OR CAST(json_extract(wire, '$.id') AS INTEGER) = @only)`,
  ),
  insertions,
  invoices,
  invoice,
  contract,
  contractLineItems,
};

export function createMirrorAnswers(db: GatewayDb, now: () => number = Date.now): AnswerFromMirror {
  db.exec(`
    CREATE INDEX IF NOT EXISTS invoices_wire_created ON invoices (${CREATED}, id);
    CREATE INDEX IF NOT EXISTS invoices_wire_due ON invoices (${DUE}, id);
    CREATE INDEX IF NOT EXISTS invoices_total_id ON invoices (total, id);
  `);
  const reads = readsOf(db, now);
  return (match, notBefore, options = {}) => {
    const answer = ANSWERS[match.endpoint.name];
    const params = answer && declaredParams(match);
    if (!answer || !params) return null;
    const id = match.path.split('/').filter(Boolean).pop() ?? '';
    return answer(reads, { params, id, notBefore, options });
  };
}
