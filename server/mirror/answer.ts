// The gateway's answers from the mirror: one of the 12 endpoints answered from the tables, in the
// API's own wire shape (each record's `wire` text as the API sent it, so strings for numbers and
// odd entries survive), when the mirror holds all the request asks and read it recently enough.
// Anything it is unsure of (a parameter the API would refuse, a record it does not hold, a list
// not read whole) gives null: the gateway asks upstream as before.
import type { GatewayDb } from '../gateway/database';
import type { Match } from '../gateway/endpoints';
import { INSERTION_PARAMS } from '../gateway/endpoints';
import {
  INVOICE_SORT_COLUMNS,
  SORT_ORDERS,
  type InvoiceSortBy,
  type SortOrder,
} from '../../src/api/invoice-list-request';
import { CREATED, DUE, invoicePage } from './invoice-query';
import type { Resource } from './tables';
import { createProductReads, type PerProduct } from './product-reads';

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

const INTEGER = /^-?\d+$/;
const NUMBER = /^-?\d+(\.\d+)?$/;
const DATE = /^(\d{4}-\d{2}-\d{2})( \d{2}:\d{2}:\d{2})?$/;

/**
 * The longest a contract's line items are answered from the mirror without the record being read
 * again, while nothing says the contract changed: a week, so an edit the sync cannot see (a line
 * item's text, say) lasts at most that long; Refresh reads it at once.
 */
export const LINE_ITEMS_MAX_AGE_MS = 7 * 24 * 3600_000;

/** A parameter the mirror cannot read as the API would: the API answers it (usually a 400). */
class Unsure extends Error {}

const int = (raw: string | null): number | undefined => {
  if (raw === null || raw === '') return undefined;
  if (!INTEGER.test(raw)) throw new Unsure();
  return Number(raw);
};
const requiredInt = (raw: string | null): number => {
  const value = int(raw);
  if (value === undefined) throw new Unsure();
  return value;
};
const date = (raw: string | null): string | undefined => {
  if (raw === null || raw === '') return undefined;
  const day = DATE.exec(raw)?.[1];
  if (!day) throw new Unsure();
  return day;
};
const positive = (raw: string | null, fallback: number): number => {
  if (raw === null || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new Unsure();
  return Number(raw);
};
const choice = (raw: string | null, allowed: readonly string[], fallback: string): string => {
  if (raw === null || raw === '') return fallback;
  if (!allowed.includes(raw)) throw new Unsure();
  return raw;
};
/** `active` defaults to true; false or 0 includes deleted records. */
const active = (raw: string | null): boolean => {
  if (raw === null || raw === '' || raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new Unsure();
};

/** The single invoice sends line item amounts as strings (api-notes.md), the list as numbers. */
export function toRecordInvoice(json: string): string {
  return json.replace(/([{,])"amount":(-?\d+(?:\.\d+)?)(?=[,}])/g, (_m, lead: string, value) => {
    const n = Number(value);
    // Amounts are money: two decimals, as the API writes them ("12.50").
    const cents = n * 100;
    const text = Math.abs(cents - Math.round(cents)) < 1e-6 ? n.toFixed(2) : String(value);
    return `${lead}"amount":"${text}"`;
  });
}

const list = (key: string, items: readonly string[]) => `{"${key}":[${items.join(',')}]}`;

/** Deleted (by the API's rule: any non-empty date_deleted). */
const LIVE = "COALESCE(json_extract(wire, '$.date_deleted'), '') = ''";

export function createMirrorAnswers(db: GatewayDb, now: () => number = Date.now): AnswerFromMirror {
  db.exec(`
    CREATE INDEX IF NOT EXISTS invoices_wire_created ON invoices (${CREATED}, id);
    CREATE INDEX IF NOT EXISTS invoices_wire_due ON invoices (${DUE}, id);
    CREATE INDEX IF NOT EXISTS invoices_total_id ON invoices (total, id);
  `);
  const stream = db.prepare('SELECT full_at FROM mirror_streams WHERE stream = ?').pluck();
  /** When the resource was last read whole, or null (never: the table holds part of it). */
  const wholeAt = (resource: Resource): number | null =>
    (stream.get(resource) as number | null | undefined) ?? null;
  const texts = (sql: string, args: unknown[] | Record<string, unknown> = []) =>
    (Array.isArray(args)
      ? db
          .prepare(sql)
          .pluck()
          .all(...args)
      : db.prepare(sql).pluck().all(args)) as string[];
  const row = <T>(sql: string, args: unknown[]) => db.prepare(sql).get(...args) as T | undefined;

  /** A whole list read no earlier than notBefore, or null. */
  const fresh = (resource: Resource, notBefore: number): number | null => {
    const at = wholeAt(resource);
    return at !== null && at >= notBefore ? at : null;
  };

  const reads = createProductReads(db, now);
  /**
   * One product's list read no earlier than notBefore: its own last read (the sync reads the
   * products in rotation), else the list's last whole read (a mirror from before per-product reads).
   */
  const productFresh = (resource: PerProduct, id: number, notBefore: number): number | null => {
    const at = reads.at(resource, id) ?? wholeAt(resource);
    return at !== null && at >= notBefore ? at : null;
  };

  function invoiceList(q: URLSearchParams, asOf: number): MirrorAnswer {
    const amount = (name: string) => {
      const raw = q.get(name);
      if (raw === null || raw === '') return undefined;
      if (!NUMBER.test(raw)) throw new Unsure();
      return Number(raw);
    };
    const { rows } = invoicePage(db, {
      advertiser_id: int(q.get('advertiser_id')),
      contract_id: int(q.get('contract_id')),
      amount_from: amount('amount_from'),
      amount_to: amount('amount_to'),
      date_created_after: date(q.get('date_created_after')),
      date_created_before: date(q.get('date_created_before')),
      date_due_after: date(q.get('date_due_after')),
      date_due_before: date(q.get('date_due_before')),
      page: positive(q.get('page'), 1),
      per_page: Math.min(100, positive(q.get('per_page'), 25)),
      sort_by: choice(q.get('sort_by'), INVOICE_SORT_COLUMNS, 'id') as InvoiceSortBy,
      sort_order: choice(q.get('sort_order'), SORT_ORDERS, 'desc') as SortOrder,
    });
    return { body: list('invoices', rows), asOf };
  }

  function insertionList(q: URLSearchParams, asOf: number): MirrorAnswer | null {
    const where: string[] = [];
    const args: number[] = [];
    for (const name of INSERTION_PARAMS) {
      const value = int(q.get(name));
      if (value === undefined) continue;
      // An insertion's advertiser is its own or its contract's.
      where.push(
        name === 'advertiser_id'
          ? 'COALESCE(i.advertiser_id, (SELECT advertiser_id FROM contracts c WHERE c.id = i.contract_id)) = ?'
          : `i.${name} = ?`,
      );
      args.push(value);
    }
    // The whole list (48 MB on a large account) stays with the gateway's stored copy, which the
    // sync refreshes with every pass: it is never built as one string here.
    if (where.length === 0) return null;
    if (q.has('advertiser_id')) {
      // Without every insertion's contract, an advertiser's insertions cannot all be named.
      const orphans = db
        .prepare(
          'SELECT COUNT(*) FROM insertions i WHERE advertiser_id IS NULL AND contract_id NOT IN (SELECT id FROM contracts)',
        )
        .pluck()
        .get() as number;
      if (orphans > 0) return null;
    }
    const rows = texts(
      `SELECT i.wire FROM insertions i WHERE ${where.join(' AND ')} ORDER BY i.id`,
      args,
    );
    return { body: `{"insertions":[${rows.join(',')}],"count":"${rows.length}"}`, asOf };
  }

  function invoice(id: string, notBefore: number): MirrorAnswer | null {
    if (!/^\d+$/.test(id)) return null;
    const held = row<{ wire: string; updated_at: number }>(
      'SELECT wire, updated_at FROM invoices WHERE id = ?',
      [Number(id)],
    );
    // The record's own last read, by the list or by itself.
    if (!held || held.updated_at < notBefore) return null;
    return { body: toRecordInvoice(held.wire), asOf: held.updated_at };
  }

  /**
   * A contract record: its head (from its own read or the contract list), its insertions (from
   * the whole insertion list) and its line items (kept once the record was read). Without line
   * items held and current, only a request that can do without them is answered (its `line_items`
   * left out and said so); any other asks upstream.
   */
  function contract(id: string, notBefore: number, options: AnswerOptions): MirrorAnswer | null {
    if (!/^\d+$/.test(id)) return null;
    const held = row<{ wire: string; updated_at: number; items: string | null; at: number | null }>(
      `SELECT c.wire, c.updated_at, l.embedded AS items, l.embedded_at AS at FROM contracts c
       LEFT JOIN contract_line_items l ON l.contract_id = c.id WHERE c.id = ?`,
      [Number(id)],
    );
    if (!held) return null;
    const itemsAsOf =
      held.items === null || held.at === null
        ? null
        : contractAsOf(Number(id), held.updated_at, held.at, notBefore);
    let asOf = itemsAsOf;
    if (asOf === null) {
      if (!options.withoutLineItems || held.updated_at < notBefore) return null;
      const insertionsAt = fresh('insertions', notBefore);
      if (insertionsAt === null) return null;
      asOf = Math.min(held.updated_at, insertionsAt);
    }
    const head = JSON.parse(held.wire) as Record<string, unknown>;
    delete head.insertions;
    delete head.line_items;
    const insertions = texts('SELECT wire FROM insertions WHERE contract_id = ? ORDER BY id', [
      Number(id),
    ]);
    const start = JSON.stringify(head).slice(0, -1);
    const comma = start.length > 1 ? ',' : '';
    const tail = itemsAsOf === null ? '' : `,"line_items":${held.items}`;
    const body = `${start}${comma}"insertions":[${insertions.join(',')}]${tail}}`;
    return itemsAsOf === null ? { body, asOf, without: 'line_items' } : { body, asOf };
  }

  /**
   * A contract record's as-of, or null when it must be read again. The line items have no list:
   * they are as the record last sent them. They stay the contract's own while no pass or read
   * has seen the contract change since (its status, total, an insertion of it: the changes
   * table, which the sync also uses to read changed contracts' line items again), for at most
   * LINE_ITEMS_MAX_AGE_MS; the head and the insertions are as fresh as their last reads. So a
   * contract looked at yesterday costs no call today unless it changed.
   */
  function contractAsOf(id: number, headAt: number, itemsAt: number, notBefore: number) {
    if (itemsAt >= notBefore) return Math.min(headAt, itemsAt);
    if (itemsAt < now() - LINE_ITEMS_MAX_AGE_MS || headAt < notBefore) return null;
    const changed = row<{ n: number }>(
      'SELECT COUNT(*) AS n FROM changes WHERE contract_id = ? AND at > ?',
      [id, itemsAt],
    );
    if (!changed || changed.n > 0) return null;
    // Since the record's own read, its insertions come from the whole list. The as-of is the
    // oldest read the answer rests on, the line items' own: the page says how old they are.
    const insertionsAt = fresh('insertions', notBefore);
    return insertionsAt === null ? null : Math.min(headAt, insertionsAt, itemsAt);
  }

  function contractLineItems(q: URLSearchParams, notBefore: number): MirrorAnswer | null {
    const id = requiredInt(q.get('contract_id'));
    const held = row<{ items: string | null; at: number | null }>(
      'SELECT listed AS items, listed_at AS at FROM contract_line_items WHERE contract_id = ?',
      [id],
    );
    if (!held || held.items === null || held.at === null || held.at < notBefore) return null;
    return { body: `{"contract_line_items":${held.items}}`, asOf: held.at };
  }

  /** A product's rows of a per-product reference list, in the API's order. */
  function ofProduct(
    table: string,
    key: string,
    productId: number,
    where: string,
    asOf: number,
  ): MirrorAnswer | null {
    // A product the mirror does not know: the API says what it says (a 404 on some accounts).
    const known = row('SELECT 1 FROM products WHERE id = ?', [productId]);
    if (!known) return null;
    const rows = texts(
      `SELECT wire FROM ${table} WHERE product_id = ?${where ? ` AND ${where}` : ''} ORDER BY id`,
      [productId],
    );
    return { body: list(key, rows), asOf };
  }

  function reference(match: Match, q: URLSearchParams, notBefore: number): MirrorAnswer | null {
    const name = match.endpoint.name;
    switch (name) {
      case 'products': {
        const asOf = fresh('products', notBefore);
        // A bare array, as the API sends it.
        if (asOf === null) return null;
        return { body: `[${texts('SELECT wire FROM products ORDER BY id').join(',')}]`, asOf };
      }
      case 'invoiceLineItemTypes': {
        const asOf = fresh('lineItemTypes', notBefore);
        if (asOf === null) return null;
        const rows = texts('SELECT wire FROM line_item_types ORDER BY id');
        return { body: list('invoiceLineItemTypes', rows), asOf };
      }
      case 'users': {
        const asOf = fresh('users', notBefore);
        if (asOf === null) return null;
        const email = q.get('email') || null;
        const first = q.get('first_name') || null;
        const rows = texts(
          `SELECT wire FROM users WHERE (@email IS NULL OR json_extract(wire, '$.email') = @email)
             AND (@first IS NULL OR json_extract(wire, '$.first_name') = @first) ORDER BY id`,
          { email, first },
        );
        return { body: list('users', rows), asOf };
      }
      case 'adSizes': {
        const id = requiredInt(match.path.split('/').pop() ?? null);
        const asOf = productFresh('adSizes', id, notBefore);
        if (asOf === null) return null;
        return ofProduct('ad_sizes', 'ad_sizes', id, active(q.get('active')) ? LIVE : '', asOf);
      }
      case 'adRates': {
        const id = requiredInt(q.get('product_id'));
        const asOf = productFresh('adRates', id, notBefore);
        if (asOf === null) return null;
        return ofProduct('ad_rates', 'ad_rates', id, active(q.get('active')) ? LIVE : '', asOf);
      }
      case 'sections':
      case 'secondarySections': {
        const id = requiredInt(q.get('product_id'));
        const asOf = productFresh('sections', id, notBefore);
        if (asOf === null) return null;
        if (name === 'sections') return ofProduct('sections', 'sections', id, '', asOf);
        // The secondary host filters by a creation date prefix and an id as well.
        const created = q.get('date_created') || null;
        const only = q.get('id') || null;
        if (!row('SELECT 1 FROM products WHERE id = ?', [id])) return null;
        const rows = texts(
          `SELECT wire FROM sections WHERE product_id = @id
             AND (@created IS NULL
               OR substr(json_extract(wire, '$.date_created'), 1, length(@created)) = @created)
             AND (@only IS NULL OR CAST(json_extract(wire, '$.id') AS TEXT) = @only) ORDER BY id`,
          { id, created, only },
        );
        return { body: list('sections', rows), asOf };
      }
      default:
        return null;
    }
  }

  return (match, notBefore, options = {}) => {
    const q = new URLSearchParams(match.query);
    const id = match.path.split('/').filter(Boolean).pop() ?? '';
    try {
      switch (match.endpoint.name) {
        case 'invoices': {
          const asOf = fresh('invoices', notBefore);
          return asOf === null ? null : invoiceList(q, asOf);
        }
        case 'insertions': {
          const asOf = fresh('insertions', notBefore);
          return asOf === null ? null : insertionList(q, asOf);
        }
        case 'invoice':
          return wholeAt('invoices') === null ? null : invoice(id, notBefore);
        case 'contract':
          return contract(id, notBefore, options);
        case 'contractLineItems':
          return contractLineItems(q, notBefore);
        case 'contractList':
          // The legacy list's count and filters are left to the API (the sync reads it).
          return null;
        default:
          return match.endpoint.freshness === 'reference' ? reference(match, q, notBefore) : null;
      }
    } catch (error) {
      if (error instanceof Unsure) return null;
      throw error;
    }
  };
}
