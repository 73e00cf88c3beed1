// Availability (/products/:id/availability): booked of limit per period for each
// inventory-controlled ad size of a product, by the page's own rules (src/lib/inventory.ts) over
// the product's insertions of those sizes that run near the window, picked in SQL.
import type { GatewayDb } from '../../gateway/database';
import type { AdSize } from '../../../src/api/ad-sizes';
import type { Insertion } from '../../../src/api/insertion-types';
import type { AvailabilityView, AvailabilityViewRequest } from '../../../src/api/availability-view';
import { availability, isInventoryControlled, planPeriods } from '../../../src/lib/inventory';
import { insertionState } from './state';

export function availabilityView(
  db: GatewayDb,
  request: AvailabilityViewRequest,
): AvailabilityView {
  const state = insertionState(db);
  const sizes = (
    db
      .prepare('SELECT data FROM ad_sizes WHERE product_id = ? ORDER BY id')
      .pluck()
      .all(request.product_id) as string[]
  )
    .map((data) => JSON.parse(data) as AdSize)
    .filter(isInventoryControlled);
  if (sizes.length === 0) return { ...state, sizes: [] };
  const window = { from: request.from, to: request.to };
  // A size's first period may start before the window and its last end after it: insertions
  // running from the earliest start to the latest end.
  const periods = sizes.flatMap((size) => planPeriods(size, window).periods);
  const earliest = periods.reduce((a, p) => (p.start < a ? p.start : a), window.from);
  const latest = periods.reduce((a, p) => (p.end > a ? p.end : a), window.to);
  const insertions = (
    db
      .prepare(
        `SELECT data FROM insertions
         WHERE product_id = ? AND ad_size_id IN (SELECT value FROM json_each(?))
           AND date_canceled IS NULL AND first_day <= ? AND last_day >= ?
         ORDER BY id`,
      )
      .pluck()
      .all(request.product_id, JSON.stringify(sizes.map((s) => s.id)), latest, earliest) as string[]
  ).map((data) => JSON.parse(data) as Insertion);
  return { ...state, sizes: availability(sizes, insertions, window) };
}
