// The upstream wire shapes exactly as the demo sends them: ids and numbers as strings, quirky booleans.
export type Bool01 = '0' | '1';

export interface WireProductType {
  id: string;
  name: string;
  ad_unit: 'Inches' | 'Pixels' | 'Feet' | 'mm' | null;
  has_ad_size: Bool01;
  has_delivery_billing: Bool01;
  has_deliver_date: Bool01 | '127';
  had_deliver_date?: string | null;
  has_duration: Bool01;
  has_event: Bool01;
  has_issues: Bool01;
  has_locations: Bool01;
  has_quantity: Bool01;
  has_time: Bool01;
  is_digital_display: Bool01;
  quantity_unit: 'Copies' | 'CPM' | null;
  schedule_method: 'Timeline' | 'Custom';
}

export interface WireProduct {
  id: string;
  name: string;
  active: Bool01;
  product_type: WireProductType;
}

export interface WireAdSize {
  id: string;
  product_id: string;
  name: string;
  description: string;
  width: string;
  height: string;
  key_date: string | null;
  location_id: string | null;
  schedule_concurrent_limit: string | null;
  scheduling_units: 'Years' | 'Months' | 'Weeks' | 'Days' | '' | null;
  date_created: string | null;
  date_deleted: string | null;
}

export interface WireAdRate {
  id: string;
  ad_size_id: string;
  publication_id: string;
  name: string;
  rate: string;
  units: string | null;
  location_id: string | null;
  date_created: string;
  date_deleted: string | null;
}

export interface WireSection {
  id: string;
  product_id: string;
  name: string;
  date_created: string;
}

export interface WireUser {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  active: boolean;
  date_created: string | null;
  date_deleted: string | null;
  is_accounting: boolean;
  is_admin: boolean;
  is_metrics: boolean;
  is_production: boolean;
  is_sales: boolean;
  is_sales_manager: boolean;
}

export interface WireLineItemType {
  id: string;
  name: string;
  type: 'Fee' | 'Discount';
  date_created: string;
  date_deleted: string | null;
}

export interface WireScheduleEntry {
  id: string | null;
  insertion_id: string | null;
  date_start: string | null;
  date_end: string | null;
  date_created: string | null;
  date_deleted: string | null;
  order: string | null;
  duration: string | null;
}

export interface WireInsertion {
  id: string;
  ad_id: string | null;
  ad_rate_id: string;
  ad_size_id: string;
  contract_id: string;
  date_canceled: string | null;
  date_delivery: string | null;
  description: string | null;
  discount: string;
  issue_id: string | null;
  location_id: string | null;
  placement: string | null;
  product_id: string;
  quantity: string;
  section_id: string | null;
  taxable: Bool01;
  schedule: WireScheduleEntry[];
}

export interface WireAddress {
  id: string;
  contact_id: string;
  agency_id: string | null;
  advertiser_id: string;
  line1: string;
  line2: string | null;
  line3: string | null;
  line4: string | null;
  city: string;
  state: string;
  postal_code: string;
  country: { name: string; abbreviation: string };
  date_created: string;
  created_by_user_id: string;
}

export interface WireContact {
  id: string;
  contact_id: string;
  advertiser_id: string;
  agency_id: string | null;
  value: string;
  type: 'Email';
  type_name: 'Work';
}

export interface WireContractLineItem {
  id: string;
  contract_id: string;
  contract_line_item_type_id: string;
  apply_to_insertion_id: string | null;
  amount: string;
  notes: string;
}

export interface WireTerms {
  id: string;
  name: string;
  active: Bool01;
  date_created: string;
  date_deleted: string | null;
}

export interface WireTaxRate {
  id: string;
  name: string;
  rate: string;
}

/** A contract without `insertions` and `line_items`, which are appended when it is served. */
export interface WireContractHead {
  id: string;
  advertiser_id: string;
  agency_id: string | null;
  billing_address: WireAddress | string | null;
  billing_email: WireContact | null;
  production_email: WireContact | null;
  sold_to_email: WireContact | null;
  sold_to_address: WireAddress;
  sold_by_user: string;
  currency_exchange: string | null;
  date_created: string;
  date_sold: string | null;
  down_payment: string | null;
  insertion_order_number: string | null;
  is_proposal: Bool01;
  notes: string;
  percent_discount: string;
  status: 'Won' | 'Lost' | 'Open';
  tax_rate: WireTaxRate | null;
  total: string;
  terms: WireTerms;
}

export interface WireInvoiceLineItem {
  id: string;
  invoice_id: string;
  amount: string;
  total: string;
  taxable: Bool01;
  description: string;
  invoice_line_item_type_id: string;
  insertion_id: string | null;
  delivery_log_id: string | null;
  contract_line_item_id: string | null;
}

export interface WireInvoice {
  id: string;
  advertiser_id: string;
  contract_id: string;
  billing_address: WireAddress | null;
  billing_email: WireContact | null;
  comments: string | null;
  currency: { id: string; name: string } | null;
  date_created: string;
  date_deleted: string | null;
  date_due: string;
  date_modified: string;
  discount_amount: string;
  discount_total: string;
  exchange_rate: string;
  status: 'Paid' | 'Unpaid';
  sub_total: string;
  tax_after_discount: Bool01;
  tax_percent_based: Bool01;
  tax_rate: string;
  tax_total: string;
  total: string;
  line_items: WireInvoiceLineItem[];
}
