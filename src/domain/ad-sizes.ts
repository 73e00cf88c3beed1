// A product's ad size as the API sends it (endpoint 3) and as the app and the server read it.
import {
  wireDate,
  wireEnumOrNull,
  wireId,
  wireIdOrNull,
  wireIntOrNull,
  wireNumber,
  wireRecord,
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

export const adSizeSchema = wireRecord<AdSize>()(() => ({
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
}));
