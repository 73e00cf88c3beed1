// Availability as the server's view answers it (GET /api/views/availability): for each
// inventory-controlled ad size of a product, booked of limit in every period of the window, worked
// out by the server from its copy of the account (by src/lib/inventory.ts, as the page did).
import { queryOptions } from '@tanstack/react-query';
import type { AdSize, SchedulingUnit } from './ad-sizes';
import { fetchView, type ViewMeta } from './view-fetch';

export interface AvailabilityViewRequest {
  product_id: number;
  from: string;
  to: string;
}

interface Period {
  start: string;
  end: string;
}

/** A size's row, as src/lib/inventory.ts `availability` gives it (its cells without their ids). */
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

export const availabilityViewKeys = {
  all: ['views', 'availability'] as const,
  of: (request: AvailabilityViewRequest) =>
    [...availabilityViewKeys.all, request.product_id, request.from, request.to] as const,
};

export const availabilityViewQuery = (request: AvailabilityViewRequest) =>
  queryOptions({
    queryKey: availabilityViewKeys.of(request),
    queryFn: ({ signal }) => fetchView<AvailabilityView>('/availability', { ...request }, signal),
    staleTime: 60_000,
  });

/** Every product's sizes (`/availability`): a window and what the search box holds. */
export interface AvailabilityAllRequest {
  from: string;
  to: string;
  /** Words each found in the product's or the size's name (accents optional); none: every size. */
  q?: string;
}

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

export const availabilityAllQuery = (request: AvailabilityAllRequest) =>
  queryOptions({
    queryKey: [...availabilityViewKeys.all, 'all', request.from, request.to, request.q ?? ''],
    queryFn: ({ signal }) =>
      fetchView<AvailabilityAllView>('/availability/all', { ...request }, signal),
    staleTime: 60_000,
  });

/** The sizes change seldom: read once a day at most, when the go-anywhere box opens. */
export const controlledSizesQuery = () =>
  queryOptions({
    queryKey: [...availabilityViewKeys.all, 'sizes'],
    queryFn: ({ signal }) =>
      fetchView<{ sizes: ControlledSize[] }>('/availability/sizes', {}, signal),
    staleTime: 24 * 60 * 60 * 1000,
    retry: false,
  });
