// A product's ad size as the API sends it (endpoint 3) and as the app and the server read it.
import { z } from 'zod/mini';
import {
  wireDate,
  wireEnumOrNull,
  wireId,
  wireIdOrNull,
  wireIntOrNull,
  wireNumber,
  wireText,
  wireTextOrNull,
  wireTimestamp,
  type DateOnly,
  type Timestamp,
} from './wire';

export const SCHEDULING_UNITS = ['Years', 'Months', 'Weeks', 'Days'] as const;
export type SchedulingUnit = (typeof SCHEDULING_UNITS)[number];

export interface AdSize {
  id: number;
  productId: number;
  name: string;
  /** null when blank. */
  description: string | null;
  width: number;
  height: number;
  /** The date from which all time is calculated; null for none or a placeholder. */
  keyDate: DateOnly | null;
  locationId: number | null;
  /** Maximum number of ads running at once. */
  scheduleConcurrentLimit: number | null;
  /** null for null and the empty string. */
  schedulingUnits: SchedulingUnit | null;
  dateCreated: Timestamp | null;
  /** Set on deleted sizes (listed only with `active: false`). */
  dateDeleted: Timestamp | null;
}

export const adSizeSchema = z.lazy(() =>
  z.pipe(
    z.object({
      id: wireId,
      product_id: wireId,
      name: wireText,
      description: wireTextOrNull,
      width: wireNumber,
      height: wireNumber,
      key_date: wireDate,
      location_id: wireIdOrNull,
      schedule_concurrent_limit: wireIntOrNull,
      scheduling_units: wireEnumOrNull(SCHEDULING_UNITS),
      date_created: wireTimestamp,
      date_deleted: wireTimestamp,
    }),
    z.transform((w): AdSize => ({
      id: w.id,
      productId: w.product_id,
      name: w.name,
      description: w.description,
      width: w.width,
      height: w.height,
      keyDate: w.key_date,
      locationId: w.location_id,
      scheduleConcurrentLimit: w.schedule_concurrent_limit,
      schedulingUnits: w.scheduling_units,
      dateCreated: w.date_created,
      dateDeleted: w.date_deleted,
    })),
  ),
);
