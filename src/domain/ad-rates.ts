// A product's ad rate as the API sends it (endpoint 4) and as the app and the server read it.
import { z } from 'zod/mini';
import {
  wireId,
  wireIdOrNull,
  wireNumber,
  wireText,
  wireTextOrNull,
  wireTimestamp,
  type Timestamp,
} from './wire';

export interface AdRate {
  id: number;
  /** A string on the wire, a number here. */
  adSizeId: number;
  /** The wire's `publication_id`: the product the rate belongs to. */
  productId: number;
  name: string;
  rate: number;
  /** Type not documented; observed: CPM, Weeks, or null. */
  units: string | null;
  locationId: number | null;
  dateCreated: Timestamp | null;
  dateDeleted: Timestamp | null;
}

export const adRateSchema = z.lazy(() =>
  z.pipe(
    z.object({
      id: wireId,
      ad_size_id: wireId,
      publication_id: wireId,
      name: wireText,
      rate: wireNumber,
      units: wireTextOrNull,
      location_id: wireIdOrNull,
      date_created: wireTimestamp,
      date_deleted: wireTimestamp,
    }),
    z.transform((w): AdRate => ({
      id: w.id,
      adSizeId: w.ad_size_id,
      productId: w.publication_id,
      name: w.name,
      rate: w.rate,
      units: w.units,
      locationId: w.location_id,
      dateCreated: w.date_created,
      dateDeleted: w.date_deleted,
    })),
  ),
);
