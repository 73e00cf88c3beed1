// Availability as the server's view answers it (GET /api/views/availability): for each
// inventory-controlled ad size of a product, booked of limit in every period of the window, worked
// out by the server from its copy of the account (by src/domain/inventory.ts, as the page did).
import type { AdSize, SchedulingUnit } from './ad-sizes';
import { MAX_WINDOW_DAYS } from './run-sheet-view';
import {
  defineView,
  id,
  text,
  windowCheck,
  windowParams,
  type RequestOf,
  type ViewMeta,
} from './view-contract';

interface Period {
  start: string;
  end: string;
}

/** A size's row, as src/domain/inventory.ts `availability` gives it (its cells without their ids). */
export interface AvailabilityViewSize {
  size: AdSize;
  plan: {
    unit: SchedulingUnit;
    unitAssumed: boolean;
    basis: 'key-date' | 'calendar';
    anchor: string;
    periods: Period[];
    cut: boolean;
  };
  cells: {
    period: Period;
    insertionIds: number[];
    booked: number;
    limit: number;
    free: number;
    oversold: boolean;
  }[];
}

export interface AvailabilityView extends ViewMeta {
  /** Inventory-controlled sizes of the product (none: nothing to count). */
  sizes: AvailabilityViewSize[];
}

export const availabilityContract = defineView<AvailabilityView>()({
  path: '/availability',
  params: {
    product_id: id({ required: true }),
    ...windowParams(),
  },
  check: windowCheck(MAX_WINDOW_DAYS),
  answerKeys: ['sizes'],
});

export type AvailabilityViewRequest = RequestOf<typeof availabilityContract.params>;

export interface AvailabilityAllView extends ViewMeta {
  /** Inventory-controlled sizes of the account, found by the search or not. */
  controlled: number;
  /** The sizes the search found, by product name: each with its product's name. */
  rows: (AvailabilityViewSize & { productName: string })[];
}

/** An inventory-controlled size and its product's name (what Ctrl+K finds). */
export interface ControlledSize {
  id: number;
  name: string;
  productId: number;
  productName: string;
}

/**
 * Every product's sizes (`/availability`): a window and what the search box holds (words each
 * found in the product's or the size's name, accents optional; none: every size).
 */
export const availabilityAllContract = defineView<AvailabilityAllView>()({
  path: '/availability/all',
  params: { ...windowParams(), q: text() },
  check: windowCheck(MAX_WINDOW_DAYS),
  answerKeys: ['rows', 'controlled'],
});

export type AvailabilityAllRequest = RequestOf<typeof availabilityAllContract.params>;

/** The sizes change seldom: read once a day at most, when the go-anywhere box opens. */
export const controlledSizesContract = defineView<{ sizes: ControlledSize[] }>()({
  path: '/availability/sizes',
  params: {},
  staleMs: 24 * 60 * 60 * 1000,
  answerKeys: ['sizes'],
});
