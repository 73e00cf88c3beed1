// What a watch shows now, as a snapshot kept with it, and the changes between two snapshots: a
// size's periods (free places) over the next three months; a saved view's rows (the invoice list's
// filters, the sold-out cells of availability); a contract or invoice while the copy holds it (gone:
// said once). A view the server cannot work out from its copy has none (its watch only links).
import type { GatewayDb } from '../gateway/database';
import { invoiceIds } from '../mirror/invoice-query';
import { availabilityAllView, availabilityView } from '../mirror/views/availability';
import { availabilityAllContract } from '../../src/domain/availability-view';
import { invoiceListContract } from '../../src/domain/invoice-views';
import {
  parseViewParams,
  type ParamsOf,
  type Shape,
  type ViewContract,
} from '../../src/domain/view-contract';
import { addMonths } from '../../src/domain/date-only';
import type { WatchChange } from '../../src/domain/watches';

/** Keys and what each says: a row of a view, or a size's period with its free places. */
export type Snapshot = Record<string, { text: string; href: string; free?: number }>;

/** A size's slots are watched this many months ahead. */
export const SIZE_MONTHS = 3;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function cellsSnapshot<Row extends Awaited<ReturnType<typeof availabilityView>>['sizes'][number]>(
  rows: readonly Row[],
  name: (row: Row) => string,
  soldOutOnly: boolean,
): Snapshot {
  const snapshot: Snapshot = {};
  for (const row of rows) {
    for (const cell of row.cells) {
      if (soldOutOnly && cell.free > 0) continue;
      snapshot[`${row.size.productId}/${row.size.id}/${cell.period.start}`] = {
        text: `${name(row)}, ${cell.period.start} to ${cell.period.end}`,
        href: `/schedule?from=${cell.period.start}&to=${cell.period.end}&product_id=${row.size.productId}&ad_size_id=${row.size.id}`,
        free: cell.free,
      };
    }
  }
  return snapshot;
}

/**
 * A saved view's filters as the view's own parameters (paging, sorting and the page's other keys
 * aside), over `defaults`; null: one the view refuses, so the server cannot work the view out.
 */
function filtersOf<S extends Shape, A>(
  view: ViewContract<S, A>,
  query: URLSearchParams,
  defaults: Record<string, string> = {},
): ParamsOf<S> | null {
  const search = new URLSearchParams(defaults);
  for (const [name, value] of query) {
    if (value !== '' && Object.hasOwn(view.params, name) && !PAGING.has(name)) {
      search.set(name, value);
    }
  }
  const parsed = parseViewParams(view, search);
  return 'params' in parsed ? parsed.params : null;
}
const PAGING = new Set(['page', 'per_page', 'sort_by', 'sort_order']);

/** The watch's snapshot now; null: the server cannot work it out. */
export async function snapshotOf(
  db: GatewayDb,
  watch: { kind: string; target: string },
  today: string,
): Promise<Snapshot | null> {
  if (watch.kind === 'size') {
    const [productId, sizeId] = watch.target.split('/').map(Number);
    const view = await availabilityView(db, {
      product_id: productId!,
      from: today,
      to: addMonths(today, SIZE_MONTHS),
    });
    const rows = view.sizes.filter((row) => row.size.id === sizeId);
    return cellsSnapshot(rows, (row) => row.size.name, false);
  }
  if (watch.kind === 'contract' || watch.kind === 'invoice') {
    // The record while the copy holds it: a whole read that no longer sees it drops its row.
    const table = watch.kind === 'contract' ? 'contracts' : 'invoices';
    const held = db.prepare(`SELECT 1 FROM ${table} WHERE id = ?`).get(Number(watch.target));
    const text = `${watch.kind === 'contract' ? 'Contract' : 'Invoice'} ${watch.target}`;
    return held ? { [watch.target]: { text, href: `/${table}/${watch.target}` } } : {};
  }
  if (watch.kind !== 'view') return null;
  const url = new URL(watch.target, 'http://viewer.invalid');
  const query = url.searchParams;
  if (url.pathname === '/invoices') {
    const filters = filtersOf(invoiceListContract, query);
    if (!filters) return null;
    const { status, past_due, ...list } = filters;
    const q = { ...list, status, past_due: past_due === '1', today: filters.today ?? today };
    return Object.fromEntries(
      invoiceIds(db, q).map((id) => [
        String(id),
        { text: `Invoice ${id}`, href: `/invoices/${id}` },
      ]),
    );
  }
  if (url.pathname === '/availability') {
    // A `from` the view refuses is refused below; a good one gets its months.
    const from = query.get('from') || today;
    const window = { from: today, to: DATE.test(from) ? addMonths(from, SIZE_MONTHS) : from };
    const filters = filtersOf(availabilityAllContract, query, window);
    if (!filters) return null;
    const view = await availabilityAllView(db, filters);
    return cellsSnapshot(view.rows, (row) => `${row.productName} · ${row.size.name}`, true);
  }
  return null;
}

/** What changed from `before` to `after` (a size: places freed or taken; a view: rows in, out). */
export function snapshotChanges(
  kind: string,
  before: Snapshot,
  after: Snapshot,
  when: string,
): WatchChange[] {
  const changes: WatchChange[] = [];
  if (kind === 'size') {
    const places = (n: number) => `${n} place${n === 1 ? '' : 's'}`;
    for (const [key, row] of Object.entries(after)) {
      const [was, free] = [before[key]?.free, row.free ?? 0];
      if (was === undefined || was === free) continue;
      const what =
        free === 0
          ? 'sold out'
          : free > was
            ? `${places(free - was)} freed up (${free} free)`
            : `${places(was - free)} taken (${free} free)`;
      changes.push({ text: `${row.text}: ${what}`, href: row.href, when });
    }
    return changes;
  }
  const view = kind === 'view';
  for (const [key, row] of Object.entries(after)) {
    if (view && !(key in before)) {
      changes.push({ text: `${row.text} entered the view`, href: row.href, when });
    }
  }
  // A record gone is said once: the next snapshot has no row either.
  const left = view ? 'left the view' : 'is no longer in the account';
  for (const [key, row] of Object.entries(before)) {
    if (!(key in after)) changes.push({ text: `${row.text} ${left}`, href: row.href, when });
  }
  return changes;
}
