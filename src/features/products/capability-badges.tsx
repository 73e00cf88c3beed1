// A product type's capabilities as a row of badges; "no capabilities" said in words.
import type { ProductType } from '../../domain/products';
import { BadgeList } from '../../components/badge-list';
import { capabilityLabels } from './capabilities';

export function CapabilityBadges({ type }: { type: ProductType }) {
  return (
    <BadgeList
      label="Capabilities"
      items={capabilityLabels(type)}
      tone="info"
      empty="no capabilities"
    />
  );
}
