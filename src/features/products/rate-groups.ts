// Groups a product's rates under their ad sizes: the API's `ad_size_id` resolved to the size.
import type { AdRate } from '../../domain/ad-rates';
import type { AdSize } from '../../domain/ad-sizes';

export interface RateGroup {
  sizeId: number;
  /** The size's name, or null when the size is not in the list (the group says its id). */
  size: Pick<AdSize, 'name' | 'dateDeleted'> | null;
  rates: AdRate[];
}

/** One group per size in the sizes' order (sizes without rates too), then unknown sizes by id. */
export function groupRates(
  sizes: readonly Pick<AdSize, 'id' | 'name' | 'dateDeleted'>[],
  rates: readonly AdRate[],
): RateGroup[] {
  const groups = new Map<number, RateGroup>();
  for (const size of sizes) groups.set(size.id, { sizeId: size.id, size, rates: [] });
  const unknown = new Map<number, RateGroup>();
  for (const rate of rates) {
    const group =
      groups.get(rate.adSizeId) ??
      unknown.get(rate.adSizeId) ??
      unknown
        .set(rate.adSizeId, { sizeId: rate.adSizeId, size: null, rates: [] })
        .get(rate.adSizeId)!;
    group.rates.push(rate);
  }
  return [...groups.values(), ...[...unknown.values()].sort((a, b) => a.sizeId - b.sizeId)];
}

export function groupTitle(group: RateGroup): string {
  return group.size ? group.size.name : `Ad size ${group.sizeId} (not in this product’s sizes)`;
}
