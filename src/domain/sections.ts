// A product's section as the API sends it (endpoint 5) and as the app and the server read it.
import { z } from 'zod/mini';
import { wireId, wireText, wireTimestamp, type Timestamp } from './wire';

export interface Section {
  id: number;
  productId: number;
  name: string;
  dateCreated: Timestamp | null;
}

export const sectionSchema = z.lazy(() =>
  z.pipe(
    z.object({ id: wireId, product_id: wireId, name: wireText, date_created: wireTimestamp }),
    z.transform((w): Section => ({
      id: w.id,
      productId: w.product_id,
      name: w.name,
      dateCreated: w.date_created,
    })),
  ),
);
