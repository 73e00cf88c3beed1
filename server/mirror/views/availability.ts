// Availability: booked of limit per period for inventory-controlled ad sizes, by the page's own
// rules (src/domain/inventory.ts) over the sizes' insertions that run near the window, picked in SQL.
// One product's sizes (/products/:id/availability) or every product's (/availability, searched by
// size or product name): the same counting, so a size's row is the same on both pages.
import type { GatewayDb } from '../../gateway/database';
import type { AdSize } from '../../../src/domain/ad-sizes';
import type { Insertion } from '../../../src/domain/insertion-types';
import type {
  AvailabilityAllRequest,
  AvailabilityAllView,
  AvailabilityView,
  AvailabilityViewRequest,
  ControlledSize,
} from '../../../src/domain/availability-view';
import { availability, isInventoryControlled, planPeriods } from '../../../src/domain/inventory';
import { matchesText } from '../../../src/domain/search-text';
import { insertionState, NO_PAUSE, type Pause } from './state';

type Window = { from: string; to: string };

/** The inventory-controlled sizes (deleted ones left out) of one product, or of all of them. */
function controlledSizes(db: GatewayDb, productId: number | null): AdSize[] {
  return (
    db
      .prepare(
        'SELECT data FROM ad_sizes WHERE (@product IS NULL OR product_id = @product) ORDER BY id',
      )
      .pluck()
      .all({ product: productId }) as string[]
  )
    .map((data) => JSON.parse(data) as AdSize)
    .filter(isInventoryControlled);
}

/**
 * Each size's periods of the window, booked of limit: the insertions of the size's own product,
 * a size at a time with `pause` between (a year of every product's sizes is a long count).
 */
async function sizesAvailability(db: GatewayDb, sizes: AdSize[], window: Window, pause: Pause) {
  const read = db.prepare(
    `SELECT data FROM insertions
     WHERE product_id = ? AND ad_size_id = ? AND date_canceled IS NULL
       AND first_day <= ? AND last_day >= ?
     ORDER BY id`,
  );
  const rows = [];
  for (const size of sizes) {
    // A size's first period may start before the window and its last end after it: insertions
    // running from its first period's start to its last one's end.
    const { periods } = planPeriods(size, window);
    const earliest = periods.reduce((a, p) => (p.start < a ? p.start : a), window.from);
    const latest = periods.reduce((a, p) => (p.end > a ? p.end : a), window.to);
    const insertions = (
      read.pluck().all(size.productId, size.id, latest, earliest) as string[]
    ).map((data) => JSON.parse(data) as Insertion);
    rows.push(...availability([size], insertions, window));
    await pause();
  }
  return rows;
}

/** One product's inventory-controlled sizes, each with its periods of the window. */
export const availabilityView = async (
  db: GatewayDb,
  request: AvailabilityViewRequest,
  pause = NO_PAUSE,
): Promise<AvailabilityView> => ({
  ...insertionState(db),
  sizes: await sizesAvailability(db, controlledSizes(db, request.product_id), request, pause),
});

/** Each size's product's name ('Product N' when the server has not read it). */
function productNameOf(db: GatewayDb) {
  const rows = db.prepare('SELECT id, name FROM products').all() as { id: number; name: string }[];
  const names = new Map(rows.map((r) => [r.id, r.name]));
  return (size: AdSize) => names.get(size.productId) ?? `Product ${size.productId}`;
}

/**
 * Every product's inventory-controlled sizes whose size or product name matches `q` (any case,
 * accents optional, every word somewhere in "product size"), by product name then size id.
 */
export async function availabilityAllView(
  db: GatewayDb,
  { q = '', ...window }: AvailabilityAllRequest,
  pause = NO_PAUSE,
): Promise<AvailabilityAllView> {
  const productName = productNameOf(db);
  const state = insertionState(db);
  const all = controlledSizes(db, null);
  const sizes = all
    .filter((size) => matchesText(`${productName(size)} ${size.name}`, q))
    .sort(
      (a, b) =>
        productName(a).localeCompare(productName(b)) || a.productId - b.productId || a.id - b.id,
    );
  const rows = await sizesAvailability(db, sizes, window, pause);
  return {
    ...state,
    controlled: all.length,
    rows: rows.map((row) => ({ ...row, productName: productName(row.size) })),
  };
}

/** Every inventory-controlled size with its product's name: what Ctrl+K finds by name. */
export function controlledSizeList(db: GatewayDb): ControlledSize[] {
  const productName = productNameOf(db);
  return controlledSizes(db, null).map((size) => ({
    id: size.id,
    name: size.name,
    productId: size.productId,
    productName: productName(size),
  }));
}
