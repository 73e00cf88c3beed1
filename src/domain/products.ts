// A product with its product type's capabilities as the API sends it (endpoint 1) and as read.
import {
  wireBool,
  wireDate,
  wireId,
  wireRecord,
  wireText,
  wireTextOrNull,
  type DateOnly,
} from './wire';

export interface ProductType {
  id: number;
  name: string;
  /** Observed: Inches, Pixels, Feet, mm; null when not set. */
  adUnit: string | null;
  hasAdSize: boolean;
  hasDeliveryBilling: boolean;
  hasDeliverDate: boolean;
  hadDeliverDate: DateOnly | null;
  hasDuration: boolean;
  hasEvent: boolean;
  hasIssues: boolean;
  hasLocations: boolean;
  hasQuantity: boolean;
  hasTime: boolean;
  isDigitalDisplay: boolean;
  /** Observed: Copies, CPM; null when not set. */
  quantityUnit: string | null;
  /** Observed: Timeline, Custom. */
  scheduleMethod: string | null;
}

export interface Product {
  id: number;
  name: string;
  active: boolean;
  productType: ProductType;
}

export const productTypeSchema = wireRecord<ProductType>()(() => ({
  id: wireId,
  name: wireText,
  ad_unit: wireTextOrNull,
  has_ad_size: wireBool,
  has_delivery_billing: wireBool,
  has_deliver_date: wireBool,
  had_deliver_date: wireDate,
  has_duration: wireBool,
  has_event: wireBool,
  has_issues: wireBool,
  has_locations: wireBool,
  has_quantity: wireBool,
  has_time: wireBool,
  is_digital_display: wireBool,
  quantity_unit: wireTextOrNull,
  schedule_method: wireTextOrNull,
}));

export const productSchema = wireRecord<Product>()(() => ({
  id: wireId,
  name: wireText,
  active: wireBool,
  product_type: productTypeSchema,
}));
