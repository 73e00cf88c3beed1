// The twelve GET endpoints of both upstream APIs, answered from pre-rendered JSON.
import { Hono, type Context } from 'hono';
import { AD_RATES, AD_SIZES, PRODUCTS, SECTIONS } from './catalog';
import type { Statement } from 'better-sqlite3';
import type { Db } from './db';
import { LINE_ITEM_TYPES, USERS } from './people';
import {
  activeFlag,
  oneOf,
  optionalDate,
  optionalInt,
  optionalNumber,
  positiveInt,
  requiredInt,
} from './params';
import { INSERTION_PARAMS } from '../gateway/endpoints';
import { toListInvoice } from '../mirror/invoice-wire';

const JSON_TYPE = { 'content-type': 'application/json; charset=UTF-8' };
const SORT_COLUMNS = ['id', 'date_created', 'date_due', 'total'] as const;
const CONTRACT_SORT_COLUMNS = ['id', 'date_created', 'date_sold', 'total', 'status'] as const;
const CONTRACT_STATUSES = ['Won', 'Lost', 'Open'] as const;

const raw = (c: Context, text: string | Uint8Array<ArrayBuffer>) => c.body(text, 200, JSON_TYPE);
const list = (key: string, items: string[]) => `{"${key}":[${items.join(',')}]}`;
type Query = (name: string) => string | undefined;

/**
 * A list's request: its filters as WHERE clauses (those of the invoice and contract lists,
 * advertiser, amount and creation date, at once), then its sort and page. Each parameter is read
 * in this order, so a request with several bad ones is refused for the same one as upstream.
 */
function listRequest(c: Context) {
  const q = (name: string) => c.req.query(name);
  const where: string[] = [];
  const args: (string | number)[] = [];
  const add = (clause: string, value: string | number | undefined) => {
    if (value === undefined) return;
    where.push(clause);
    args.push(value);
  };
  /** `<column>_after` / `<column>_before` on a timestamp column, whole days, both ends included. */
  const dateRange = (column: string) => {
    const after = optionalDate(`${column}_after`, q(`${column}_after`));
    const before = optionalDate(`${column}_before`, q(`${column}_before`));
    add(`${column} >= ?`, after && `${after} 00:00:00`);
    add(`${column} <= ?`, before && `${before} 23:59:59`);
  };
  add('advertiser_id = ?', optionalInt('advertiser_id', q('advertiser_id')));
  const from = optionalNumber('amount_from', q('amount_from'));
  const to = optionalNumber('amount_to', q('amount_to'));
  add('total >= ?', from === undefined ? undefined : Math.round(from * 100));
  add('total <= ?', to === undefined ? undefined : Math.round(to * 100));
  dateRange('date_created');
  return {
    q,
    add,
    dateRange,
    where: () => (where.length ? ` WHERE ${where.join(' AND ')}` : ''),
    args,
    /**
     * ORDER BY (ties by id) with LIMIT and OFFSET from page and per_page (default 25, at most
     * 100); no limits past any possible end.
     */
    order(columns: readonly string[]) {
      const page = positiveInt('page', q('page'), 1);
      const perPage = Math.min(100, positiveInt('per_page', q('per_page'), 25));
      const sortBy = oneOf('sort_by', q('sort_by'), columns, 'id');
      const order = oneOf('sort_order', q('sort_order'), ['asc', 'desc'] as const, 'desc');
      const by = sortBy === 'id' ? `id ${order}` : `${sortBy} ${order}, id ${order}`;
      // A page far past the end is empty, as upstream answers; its offset must not overflow
      // SQLite's 64-bit integers (page=400000000000000000 once gave a plain-text 500).
      const offset = (page - 1) * perPage;
      const limits = Number.isSafeInteger(offset) ? [...args, perPage, offset] : null;
      return { sql: ` ORDER BY ${by} LIMIT ? OFFSET ?`, limits };
    },
  };
}

/** `contractList` false: the account has no contract list (DEMO_CONTRACT_LIST=0), a 404. */
export function createRoutes(db: Db, options: { contractList?: boolean } = {}): Hono {
  const app = new Hono();
  const statements = new Map<string, Statement<(string | number)[]>>();
  /** The first column of every row: the stored JSON texts, without building row objects. */
  const texts = (sql: string, args: (string | number)[]) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare<(string | number)[]>(sql).pluck();
      statements.set(sql, statement);
    }
    return statement.all(...args) as string[];
  };
  /** The stored text of the record the path's id names; undefined: none (a 404). */
  const byId = (sql: string, id: string) => (/^\d+$/.test(id) ? texts(sql, [+id])[0] : undefined);
  const productsJson = JSON.stringify(PRODUCTS);
  const typesJson = JSON.stringify({ invoiceLineItemTypes: LINE_ITEM_TYPES });

  app.get('/base/products', (c) => raw(c, productsJson));

  const insertionList = (filter: string, args: number[]) => {
    const rows = texts(`SELECT json FROM insertions${filter} ORDER BY id`, args);
    return `{"insertions":[${rows.join(',')}],"count":"${rows.length}"}`;
  };
  // The whole insertions list is the one big answer (48 MB at scale 50) and never changes. Made
  // once, as the demo starts: a real API makes it on its own machine, not in this server's thread
  // (made at the first request, it held up every page the server was sending meanwhile).
  // Made again only when the demo plays a next day (next-day.ts bumps the store's user_version).
  let whole = { version: -1, bytes: new Uint8Array() };
  const wholeInsertions = () => {
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version !== whole.version) {
      whole = { version, bytes: new TextEncoder().encode(insertionList('', [])) };
    }
    return whole.bytes;
  };
  wholeInsertions();
  app.get('/base/insertions', (c) => {
    const where: string[] = [];
    const args: number[] = [];
    for (const name of INSERTION_PARAMS) {
      const value = optionalInt(name, c.req.query(name));
      if (value === undefined) continue;
      where.push(`${name} = ?`);
      args.push(value);
    }
    if (where.length === 0) return raw(c, wholeInsertions());
    return raw(c, insertionList(` WHERE ${where.join(' AND ')}`, args));
  });

  /** One product's rows; the deleted ones too only when `active` is false or 0. */
  const ofProduct = <T extends { date_deleted: string | null }>(
    rows: readonly T[],
    productOf: (row: T) => string,
    q: Query,
  ): T[] => {
    const productId = String(requiredInt('product_id', q('product_id')));
    const active = activeFlag(q('active'));
    return rows.filter((row) => productOf(row) === productId && (!active || !row.date_deleted));
  };
  const sectionsOf = (q: Query) => {
    const productId = String(requiredInt('product_id', q('product_id')));
    return SECTIONS.filter((s) => s.product_id === productId);
  };
  // Strings compare without regard to case, as the API's SQL collation does.
  const same = (value: string, asked: string | undefined) =>
    !asked || value.toLowerCase() === asked.toLowerCase();

  /** The reference lists, filtered in memory: path, the list's key, its rows for a request. */
  const referenceLists: [string, string, (q: Query) => readonly object[]][] = [
    [
      '/base/adSizes/product/:product_id',
      'ad_sizes',
      (q) => ofProduct(AD_SIZES, (s) => s.product_id, q),
    ],
    ['/base/adRates', 'ad_rates', (q) => ofProduct(AD_RATES, (r) => r.publication_id, q)],
    ['/base/sections', 'sections', sectionsOf],
    // The secondary host's sections filter by creation date (a prefix) and id too.
    [
      '/secondary/sections',
      'sections',
      (q) =>
        sectionsOf(q).filter(
          (s) =>
            s.date_created.startsWith(q('date_created') ?? '') && (!q('id') || s.id === q('id')),
        ),
    ],
    [
      '/secondary/users',
      'users',
      (q) => USERS.filter((u) => same(u.email, q('email')) && same(u.first_name, q('first_name'))),
    ],
  ];
  for (const [path, key, rows] of referenceLists) {
    // A path's own parameter (the ad sizes' product) first, then the query's.
    app.get(path, (c) => c.json({ [key]: rows((name) => c.req.param(name) ?? c.req.query(name)) }));
  }

  app.get('/base/contracts/:id', (c) => {
    const id = c.req.param('id') ?? '';
    const head = byId('SELECT head FROM contracts WHERE id = ?', id);
    if (head === undefined) return c.json({ error: `Contract ${id} not found` }, 404);
    const [lineItems] = texts('SELECT line_items FROM contracts WHERE id = ?', [+id]);
    const insertions = texts('SELECT json FROM insertions WHERE contract_id = ? ORDER BY id', [
      +id,
    ]);
    return raw(
      c,
      `${head.slice(0, -1)},"insertions":[${insertions.join(',')}],"line_items":${lineItems}}`,
    );
  });

  app.get('/secondary/contractLineItems', (c) => {
    const contractId = requiredInt('contract_id', c.req.query('contract_id'));
    const rows = texts('SELECT json FROM contract_line_items WHERE contract_id = ? ORDER BY id', [
      contractId,
    ]);
    return raw(c, list('contract_line_items', rows));
  });

  app.get('/base/invoices', (c) => {
    const r = listRequest(c);
    r.add('contract_id = ?', optionalInt('contract_id', r.q('contract_id')));
    r.add('date_due >= ?', optionalDate('date_due_after', r.q('date_due_after')));
    r.add('date_due <= ?', optionalDate('date_due_before', r.q('date_due_before')));
    const { sql, limits } = r.order(SORT_COLUMNS);
    if (limits === null) return raw(c, list('invoices', []));
    const rows = texts(`SELECT json FROM invoices${r.where()}${sql}`, limits);
    return raw(c, list('invoices', rows.map(toListInvoice)));
  });

  // The legacy contract list (secondary host): each contract's own fields, as /contracts/{id}
  // sends them without insertions and line items, and a top-level count of all matches (a string).
  if (options.contractList !== false) {
    app.get('/secondary/contracts', (c) => {
      const r = listRequest(c);
      const status = r.q('status');
      r.add('status = ?', status ? oneOf('status', status, CONTRACT_STATUSES, 'Won') : undefined);
      r.dateRange('date_sold');
      const { sql, limits } = r.order(CONTRACT_SORT_COLUMNS);
      const count = texts(`SELECT count(*) FROM contracts${r.where()}`, r.args)[0];
      const rows =
        limits === null ? [] : texts(`SELECT head FROM contracts${r.where()}${sql}`, limits);
      return raw(c, `{"contracts":[${rows.join(',')}],"count":"${String(count)}"}`);
    });
  }

  app.get('/base/invoices/:id', (c) => {
    const id = c.req.param('id') ?? '';
    const json = byId('SELECT json FROM invoices WHERE id = ?', id);
    if (json === undefined) return c.json({ error: `Invoice ${id} not found` }, 404);
    return raw(c, json);
  });

  app.get('/secondary/invoiceLineItemTypes', (c) => raw(c, typesJson));

  return app;
}
