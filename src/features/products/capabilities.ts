// What a product type can do, in words: the basis of the capability badges.
import type { ProductType } from '../../domain/products';

type Flag =
  | 'hasIssues'
  | 'hasLocations'
  | 'hasEvent'
  | 'hasTime'
  | 'hasDuration'
  | 'hasQuantity'
  | 'hasDeliverDate'
  | 'hasDeliveryBilling'
  | 'isDigitalDisplay'
  | 'hasAdSize';

/** In the order the vendor's own screens list product types. */
const CAPABILITIES: readonly { flag: Flag; label: string }[] = [
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
];

/**
 * The labels of the capabilities a type has. The API's odd `has_deliver_date: '127'` is read as
 * true by the schema (any non-zero number), so it shows as "Delivery date" like a '1'.
 */
export function capabilityLabels(type: Pick<ProductType, Flag | 'quantityUnit'>): string[] {
  return CAPABILITIES.filter(({ flag }) => type[flag]).map(({ flag, label }) =>
    flag === 'hasQuantity' && type.quantityUnit ? `${label} (${type.quantityUnit})` : label,
  );
}
