// A product's section as the API sends it (endpoint 5) and as the app and the server read it.
import { wireId, wireRecord, wireText, wireTimestamp, type Timestamp } from './wire';

export interface Section {
  id: number;
  productId: number;
  name: string;
  dateCreated: Timestamp | null;
}

export const sectionSchema = wireRecord<Section>()(() => ({
  id: wireId,
  product_id: wireId,
  name: wireText,
  date_created: wireTimestamp,
}));
