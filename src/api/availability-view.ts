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
