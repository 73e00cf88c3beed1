import { describe, expect, it } from 'vitest';
import { capabilityLabels } from './capabilities';

const none = {
  hasIssues: false,
  hasLocations: false,
  hasEvent: false,
  hasTime: false,
  hasDuration: false,
  hasQuantity: false,
  hasDeliverDate: false,
  hasDeliveryBilling: false,
  isDigitalDisplay: false,
  hasAdSize: false,
  quantityUnit: null,
};

describe('capabilityLabels', () => {
  it('is empty for a type that can do nothing', () => {
    expect(capabilityLabels(none)).toEqual([]);
  });

  it('lists every capability in order, with the quantity unit', () => {
    const all = Object.fromEntries(Object.keys(none).map((k) => [k, true]));
    expect(capabilityLabels({ ...(all as unknown as typeof none), quantityUnit: 'CPM' })).toEqual([
      'Issues',
      'Locations',
      'Events',
      'Time',
      'Duration',
      'Quantity (CPM)',
      'Delivery date',
      'Delivery billing',
      'Digital display',
      'Ad sizes',
    ]);
  });

  it('shows a bare Quantity when the unit is not set', () => {
    expect(capabilityLabels({ ...none, hasQuantity: true, hasDeliverDate: true })).toEqual([
      'Quantity',
      'Delivery date',
    ]);
  });
});
