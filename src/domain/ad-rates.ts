// A product's ad rate as the API sends it (endpoint 4) and as the app and the server read it.
import {
  wireId,
  wireIdOrNull,
  wireNumber,
  wireRecord,
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

export const adRateSchema = wireRecord<AdRate>()(
  () => ({
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
  { productId: 'publication_id' },
);
