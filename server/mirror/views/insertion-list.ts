// The insertion list (/insertions, a product's insertions tab): the insertions of the page's
// filters, searched, sorted and paged in SQL over the mirror's insertions table, with the count of
// the filters and of the search. Only the page's rows are read whole (`data`); the rest of the
// table is read for its typed columns and the precomputed search text (views/columns.ts).
import type { GatewayDb } from '../../gateway/database';
import { INSERTION_FILTERS, type InsertionListParams } from '../../../src/domain/insertion-types';
import type { Insertion, InsertionSortColumn } from '../../../src/domain/insertion-types';
import {
  LIST_BLOCK,
  type InsertionListView,
  type InsertionListViewRequest,
  type ListedInsertion,
} from '../../../src/domain/insertion-list-view';
import { insertionState } from './state';

/** The advertiser of insertion `i`: its own, or its contract's (`c`, joined). */
const ADVERTISER_SQL = 'COALESCE(i.advertiser_id, c.advertiser_id)';

/**
 * What each column sorts by, as the page's columns show it: names joined from the product, size,
 * rate and section tables ('#id' when the server has not read the name). `missing` columns sort
 * their empty values last in both directions, as the page's table did (TanStack's sortUndefined).
 */
const SORTS: Record<InsertionSortColumn, { sql: string; missing?: true; text?: true }> = {
  id: { sql: 'i.id' },
  contract: { sql: 'i.contract_id' },
  // By the products' order by name (worked out over the few products: productRank), not a join.
  product: { sql: 'PRODUCT_RANK' },
  description: { sql: 'i.view_description', missing: true, text: true },
  size: { sql: "COALESCE(s.name, '#' || i.ad_size_id)", text: true },
  rate: { sql: "COALESCE(r.name, '#' || i.ad_rate_id)", text: true },
  section: {
    sql: "CASE WHEN i.section_id IS NULL THEN NULL ELSE COALESCE(sec.name, '#' || i.section_id) END",
    missing: true,
    text: true,
  },
  issue: { sql: 'i.issue_id', missing: true },
  quantity: { sql: 'i.quantity' },
  discount: { sql: 'i.discount' },
  taxable: { sql: 'i.view_taxable' },
  first: { sql: 'i.first_day', missing: true },
  last: { sql: 'i.last_day', missing: true },
  canceled: { sql: 'i.date_canceled', missing: true },
};

/** Joins a sort needs (the names); the others read the insertions table alone. */
const JOINS: Partial<Record<InsertionSortColumn, string>> = {
  size: 'LEFT JOIN ad_sizes s ON s.id = i.ad_size_id',
  rate: 'LEFT JOIN ad_rates r ON r.id = i.ad_rate_id',
  section: 'LEFT JOIN sections sec ON sec.id = i.section_id',
};

/** The sort of `?sort=` (checked by its contract): a column, a leading '-' descending. */
function sortOfParam(sort: InsertionListViewRequest['sort']) {
  if (!sort) return null;
  const desc = sort.startsWith('-');
  return { column: (desc ? sort.slice(1) : sort) as InsertionSortColumn, desc };
}

/** The words of a search (lower case), as the page split them. */
const searchWords = (query: string | undefined) =>
  (query ?? '').toLowerCase().split(/\s+/).filter(Boolean);

/** WHERE clauses and their values for the seven filters (the gateway's answers too: answer.ts). */
export function filterClauses(params: InsertionListParams): { where: string[]; values: unknown[] } {
  const where: string[] = [];
  const values: unknown[] = [];
  for (const name of INSERTION_FILTERS) {
    const value = params[name];
    if (value === undefined) continue;
    if (name === 'advertiser_id') {
      // The insertion's own advertiser, or its contract's: both through their indexes.
      where.push(
        '(i.advertiser_id = ? OR (+i.advertiser_id IS NULL AND i.contract_id IN (SELECT id FROM contracts WHERE advertiser_id = ?)))',
      );
      values.push(value, value);
    } else {
      where.push(`i.${name} = ?`);
      values.push(value);
    }
  }
  return { where, values };
}

const whereOf = (where: readonly string[]) => (where.length ? `WHERE ${where.join(' AND ')}` : '');

/** The page's rows of the list, and its counts. */
export function insertionListView(
  db: GatewayDb,
  request: InsertionListViewRequest,
): InsertionListView {
  const state = insertionState(db);
  const offset = Math.max(0, request.offset ?? 0);
  const limit = Math.max(0, request.limit ?? LIST_BLOCK);
  const sort = sortOfParam(request.sort);
  const words = searchWords(request.q);
  const filters = filterClauses(request);

  const total = db
    .prepare(`SELECT COUNT(*) FROM insertions i ${whereOf(filters.where)}`)
    .pluck()
    .get(...filters.values) as number;

  // Each word in the insertion's own text, or in its product's name (the few products matched
  // first: a list of ids, not a join of every row).
  const where = [...filters.where];
  const values: unknown[] = [...filters.values];
  for (const word of words) {
    const products = db
      .prepare('SELECT id FROM products WHERE instr(lower(name), ?) > 0')
      .pluck()
      .all(word) as number[];
    where.push('(instr(i.view_search, ?) > 0 OR i.product_id IN (SELECT value FROM json_each(?)))');
    values.push(word, JSON.stringify(products));
  }

  const by = sort ? SORTS[sort.column] : null;
  const key = by ? by.sql.replace('PRODUCT_RANK', productRank(db)) : null;
  const order = key
    ? [
        ...(by!.missing ? [`(${key}) IS NULL`] : []),
        `${key}${by!.text ? ' COLLATE NOCASE' : ''} ${sort!.desc ? 'DESC' : 'ASC'}`,
        'i.id',
      ].join(', ')
    : 'i.id';
  // With a search, the matches are counted by the same query that pages them.
  const page = db
    .prepare(
      `SELECT i.id, ${words.length ? 'COUNT(*) OVER ()' : 'NULL'} AS matched FROM insertions i
       ${sort ? (JOINS[sort.column] ?? '') : ''}
       ${whereOf(where)} ORDER BY ${order} LIMIT ? OFFSET ?`,
    )
    .all(...values, limit, offset) as { id: number; matched: number | null }[];
  const ids = page.map((row) => row.id);
  const matched = !words.length
    ? total
    : (page[0]?.matched ??
      (db
        .prepare(`SELECT COUNT(*) FROM insertions i ${whereOf(where)}`)
        .pluck()
        .get(...values) as number));
  return { ...state, total, matched, offset, rows: rowsOf(db, ids) };
}

/**
 * `CASE product_id WHEN … THEN rank … END`: each product's place in the order of their names (as
 * the page shows them, 'Product N' when unnamed), case-insensitive. Products are a few dozen.
 */
function productRank(db: GatewayDb): string {
  const products = db.prepare('SELECT id, name FROM products').raw().all() as [number, string][];
  const ranked = products
    .map(([id, name]) => [id, (name || `Product ${id}`).toLowerCase()] as const)
    .sort((a, b) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : a[0] - b[0]));
  if (ranked.length === 0) return 'i.product_id';
  // Unknown products after the named ones, by number.
  const whens = ranked.map(([id], rank) => `WHEN ${Number(id)} THEN ${rank}`).join(' ');
  return `(CASE i.product_id ${whens} ELSE ${ranked.length} + i.product_id END)`;
}

/** The insertions `ids`, in that order, each with its advertiser. */
export function rowsOf(db: GatewayDb, ids: readonly number[]): ListedInsertion[] {
  if (ids.length === 0) return [];
  const found = db
    .prepare(
      `SELECT i.id, i.data, ${ADVERTISER_SQL} AS advertiserId FROM insertions i
       LEFT JOIN contracts c ON c.id = i.contract_id
       WHERE i.id IN (SELECT value FROM json_each(?))`,
    )
    .all(JSON.stringify(ids)) as { id: number; data: string; advertiserId: number | null }[];
  const byId = new Map(
    found.map((row) => [
      row.id,
      { ...(JSON.parse(row.data) as Insertion), advertiserId: row.advertiserId },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}
