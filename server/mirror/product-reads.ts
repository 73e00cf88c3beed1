// A product's ad sizes, ad rates and sections come one product at a time. An answer that is one
// product's whole list (deleted rows too: `active=false` for sizes and rates, sections unfiltered)
// replaces what the mirror held for that product, and when it was read is kept per product, so
// the mirror answers each product's lists with their own as-of and the sync can read the products
// in rotation (sync.ts: a nightly pass reads again only those whose read is getting old).
//
// The read times live in mirror_meta ('read.<resource>.<product id>'), which a Postgres follower
// copies with the rest (server/mirror/pg).
import type { GatewayDb } from '../gateway/database';
import { mirrorMeta, TABLE_OF } from './tables';

export const PER_PRODUCT = ['adSizes', 'adRates', 'sections'] as const;
export type PerProduct = (typeof PER_PRODUCT)[number];

const keyOf = (resource: PerProduct, productId: number) => `read.${resource}.${productId}`;

export function createProductReads(db: GatewayDb, now: () => number) {
  const meta = mirrorMeta(db);

  /** When the product's whole list of `resource` was last read, or null. */
  const at = (resource: PerProduct, productId: number): number | null => {
    const value = meta.get(keyOf(resource, productId));
    return value === undefined ? null : Number(value);
  };

  return {
    at,
    /** The oldest of the product's three reads (null: one was never read). */
    oldest(productId: number): number | null {
      let oldest = Infinity;
      for (const resource of PER_PRODUCT) {
        const read = at(resource, productId);
        if (read === null) return null;
        oldest = Math.min(oldest, read);
      }
      return oldest;
    },
    /**
     * The product's whole list was read and its rows written: rows of the product that the
     * answer did not hold go (a record that failed its schema was held: it stays as it was).
     */
    replaced(resource: PerProduct, productId: number, heldIds: readonly number[]) {
      db.prepare(
        `DELETE FROM ${TABLE_OF[resource]} WHERE product_id = ?
           AND id NOT IN (SELECT value FROM json_each(?))`,
      ).run(productId, JSON.stringify(heldIds));
      meta.set(keyOf(resource, productId), String(now()));
    },
    /** Rows and read times of products the products list no longer holds go. */
    dropUnlisted() {
      for (const resource of PER_PRODUCT) {
        db.prepare(
          `DELETE FROM ${TABLE_OF[resource]} WHERE product_id NOT IN (SELECT id FROM products)`,
        ).run();
      }
      db.prepare(
        `DELETE FROM mirror_meta WHERE key LIKE 'read.%'
           AND CAST(substr(key, instr(substr(key, 6), '.') + 6) AS INTEGER)
             NOT IN (SELECT id FROM products)`,
      ).run();
    },
  };
}
