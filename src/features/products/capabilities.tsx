// What a product type is and can do: its units, and its capabilities in words and as a row of
// badges ("no capabilities" said in words).
import type { ProductType } from '../../domain/products';
import { BadgeList } from '../../components/badge-list';

/** The type's units and schedule method, as the products table and a product's header name them. */
export const TYPE_FACTS = [
  ['adUnit', 'Ad unit'],
  ['quantityUnit', 'Quantity unit'],
  ['scheduleMethod', 'Schedule method'],
] as const;

/** In the order the vendor's own screens list product types. */
const CAPABILITIES = [
  { flag: 'hasIssues', label: 'Issues' },
  { flag: 'hasLocations', label: 'Locations' },
  { flag: 'hasEvent', label: 'Events' },
  { flag: 'hasTime', label: 'Time' },
  { flag: 'hasDuration', label: 'Duration' },
  { flag: 'hasQuantity', label: 'Quantity' },
  { flag: 'hasDeliverDate', label: 'Delivery date' },
  { flag: 'hasDeliveryBilling', label: 'Delivery billing' },
  { flag: 'isDigitalDisplay', label: 'Digital display' },
  { flag: 'hasAdSize', label: 'Ad sizes' },
] as const satisfies readonly { flag: keyof ProductType; label: string }[];

type Flag = (typeof CAPABILITIES)[number]['flag'];

/**
 * The labels of the capabilities a type has. The API's odd `has_deliver_date: '127'` is read as
 * true by the schema (any non-zero number), so it shows as "Delivery date" like a '1'.
 */
export function capabilityLabels(type: Pick<ProductType, Flag | 'quantityUnit'>): string[] {
  return CAPABILITIES.filter(({ flag }) => type[flag]).map(({ flag, label }) =>
    flag === 'hasQuantity' && type.quantityUnit ? `${label} (${type.quantityUnit})` : label,
  );
}

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
