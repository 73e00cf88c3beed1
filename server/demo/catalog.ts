// The fixed reference data: product types, products, ad sizes, ad rates and sections (not scaled).
import { toWireFlag, dayOf, toWireTimestamp, money } from './format';

type Flag =
  | 'size'
  | 'billing'
  | 'deliver'
  | 'duration'
  | 'event'
  | 'issues'
  | 'locations'
  | 'quantity'
  | 'time'
  | 'digital';

function productType(
  id: number,
  name: string,
  adUnit: string | null,
  flags: Flag[],
  quantityUnit: string | null,
  method: string,
) {
  const has = (f: Flag): string => toWireFlag(flags.includes(f));
  return {
    id: String(id),
    name,
    ad_unit: adUnit,
    has_ad_size: has('size'),
    has_delivery_billing: has('billing'),
    has_deliver_date: has('deliver'),
    has_duration: has('duration'),
    has_event: has('event'),
    has_issues: has('issues'),
    has_locations: has('locations'),
    has_quantity: has('quantity'),
    has_time: has('time'),
    is_digital_display: has('digital'),
    quantity_unit: quantityUnit,
    schedule_method: method,
  };
}

const newspaper = productType(1, 'Newspaper', 'Inches', ['size', 'issues'], null, 'Custom');
const magazine = {
  ...productType(2, 'Magazine', 'Inches', ['size', 'issues', 'quantity'], 'Copies', 'Custom'),
  had_deliver_date: null,
};
const webDisplay = productType(
  3,
  'Web display',
  'Pixels',
  ['size', 'quantity', 'time', 'digital', 'billing'],
  'CPM',
  'Timeline',
);
// The one type whose has_deliver_date arrives as '127' (a MySQL tinyint quirk upstream).
const newsletter = {
  ...productType(4, 'E-mail newsletter', 'Pixels', ['size', 'issues', 'digital'], null, 'Custom'),
  has_deliver_date: '127' as const,
  had_deliver_date: '2021-06-30',
};
const podcast = productType(5, 'Podcast', null, ['size', 'duration', 'time'], null, 'Timeline');
const billboard = productType(
  6,
  'Billboard',
  'Feet',
  ['size', 'locations', 'time'],
  null,
  'Timeline',
);
const guide = productType(7, 'Event guide', 'mm', ['size', 'event', 'issues'], 'Copies', 'Custom');
const classifieds = productType(8, 'Online classifieds', null, ['time'], null, 'Timeline');

const HOSTILE_PRODUCT_NAME = '<img src=x onerror=alert(1)> Holiday Gift Guide';

type ProductType = ReturnType<typeof productType> & { had_deliver_date?: string | null };

const productRows: [string, boolean, ProductType][] = [
  ['Harbor City Gazette', true, newspaper],
  ['Harbor City Gazette – Sunday Edition', true, newspaper],
  ['Coastal Living Monthly', true, magazine],
  ['harborcitygazette.com', true, webDisplay],
  ['The Morning Tide (newsletter)', true, newsletter],
  ['Harbor Talk Podcast', true, podcast],
  ['Route 9 Billboards', true, billboard],
  ['Summer Festival Guide', true, guide],
  ['Harbor City Classifieds Online', true, classifieds],
  [HOSTILE_PRODUCT_NAME, true, magazine],
  ['Bayside Shopper', false, newspaper],
  ['Café Culture Quarterly', true, magazine],
];

export const PRODUCTS = productRows.map(([name, active, type], i) => ({
  id: String(i + 1),
  name,
  active: toWireFlag(active),
  product_type: type,
}));

interface SizeMore {
  description?: string;
  deleted?: string;
  units?: string;
  keyDate?: string;
  location?: number;
  limit?: number;
}

/** Product, name, width, height, the open rate in whole dollars, and what else the size has. */
type SizeRow = [product: number, name: string, w: string, h: string, rate: number, more?: SizeMore];

const sizeRows: SizeRow[] = [
  [1, 'Full Page', '10', '21', 2400, { description: 'Full color' }],
  [1, 'Half Page', '10', '10.5', 1300],
  [1, 'Quarter Page', '5', '10.5', 700],
  [1, 'Eighth Page', '5', '5.25', 380],
  [1, 'Business Card', '3.25', '2', 150, { keyDate: '0000-00-00' }],
  [1, 'Double Truck', '21', '21', 4600, { deleted: '2025-02-10' }],
  [1, 'Front Page Strip', '10', '2', 900, { deleted: '2024-08-31' }],
  [2, 'Full Page', '10', '21', 2900],
  [2, 'Half Page', '10', '10.5', 1600],
  [2, 'Quarter Page', '5', '10.5', 850],
  [3, 'Full Page', '8.5', '11', 3200],
  [3, 'Half Page', '8.5', '5.5', 1750],
  [3, 'Inside Front Cover', '8.5', '11', 4100],
  [3, 'Back Cover', '8.5', '11', 4800],
  [4, 'Leaderboard', '728', '90', 12, { units: 'Weeks', limit: 4 }],
  [4, 'Medium Rectangle', '300', '250', 14, { units: 'Weeks', limit: 4 }],
  [4, 'Half Page', '300', '600', 18, { units: 'Weeks', limit: 2 }],
  [4, 'Mobile Banner', '320', '50', 9, { units: '' }],
  [4, 'Skyscraper', '120', '600', 8, { units: 'Weeks', deleted: '2025-06-01' }],
  [5, 'Header Banner', '600', '100', 450],
  [5, 'Sponsored Block', '600', '300', 650, { description: '' }],
  [6, 'Pre-roll :30', '0', '0', 300, { units: 'Weeks', description: '30 seconds' }],
  [6, 'Mid-roll :60', '0', '0', 520, { units: '', description: '60 seconds' }],
  [7, 'Bulletin', '48', '14', 2800, { units: 'Weeks', location: 701, limit: 1 }],
  [7, 'Poster', '22.8', '10.5', 950, { units: 'Weeks', location: 702, limit: 1 }],
  [
    7,
    'Digital Bulletin',
    '48',
    '14',
    1900,
    { units: 'Days', keyDate: '2025-01-06', location: 703, limit: 6 },
  ],
  [8, 'Full Page', '210', '297', 1400],
  [8, 'Half Page', '210', '148', 780],
  [8, 'Quarter Page', '105', '148', 420],
  [9, 'Standard Listing', '0', '0', 45, { units: 'Weeks' }],
  [9, 'Featured Listing', '0', '0', 120, { units: 'Months' }],
  [10, 'Full Page', '8', '10', 2100],
  [10, 'Half Page', '8', '5', 1150],
  [11, 'Full Page', '10', '16', 900],
  [11, 'Half Page', '10', '8', 500, { deleted: '2023-12-31' }],
  [12, 'Full Page', '8.5', '11', 1900],
  [12, 'Half Page', '8.5', '5.5', 1050],
];

const catalogStart = dayOf('2019-03-04');

export const AD_SIZES = sizeRows.map(([product, name, w, h, , r = {}], i) => ({
  id: String(i + 1),
  product_id: String(product),
  name,
  description: r.description ?? (i % 3 === 0 ? '' : `${name}, ${w} × ${h}`),
  width: w,
  height: h,
  key_date: r.keyDate ?? null,
  location_id: r.location === undefined ? null : String(r.location),
  schedule_concurrent_limit: r.limit === undefined ? null : String(r.limit),
  scheduling_units: r.units === undefined ? null : r.units,
  date_created: i === 4 ? null : toWireTimestamp(catalogStart + i * 37, 9 * 3600 + i * 61),
  date_deleted: r.deleted ? `${r.deleted} 17:05:00` : null,
}));

function ratesFor(size: (typeof AD_SIZES)[number], [product, , , , rate]: SizeRow) {
  const base = rate * 100;
  const isCpm = product === 4;
  const isBillboard = product === 7;
  const names: [string, number][] = isCpm
    ? [
        ['Run of site (CPM)', base],
        ['Homepage takeover (CPM)', Math.round(base * 1.5)],
      ]
    : isBillboard
      ? [
          ['4-week showing', base],
          ['12-week showing', Math.round(base * 0.85)],
        ]
      : [
          ['Open rate', base],
          ['13x frequency', Math.round(base * 0.88)],
        ];
  return names.map(([name, cents]) => ({
    ad_size_id: size.id,
    publication_id: size.product_id,
    name,
    rate: money(cents),
    units: isCpm ? 'CPM' : isBillboard ? 'Weeks' : null,
    location_id: size.location_id,
    date_created: size.date_created ?? '2019-03-04 09:00:00',
    date_deleted: size.date_deleted,
  }));
}

function buildRates() {
  const rows: ReturnType<typeof ratesFor> = [];
  sizeRows.forEach((row, i) => {
    const size = AD_SIZES[i];
    if (!size) return;
    rows.push(...ratesFor(size, row));
    // A retired rate card next to the live ones, so `active` visibly filters rates too.
    if (i % 5 === 0 && !size.date_deleted) {
      rows.push({
        ...ratesFor(size, row)[0]!,
        name: '2023 rate card',
        rate: money(Math.round(row[4] * 92)),
        date_deleted: '2024-01-02 08:00:00',
      });
    }
  });
  return rows.map((r, i) => ({ id: String(i + 1), ...r }));
}

export const AD_RATES = buildRates();

const sectionRows: [number, string, string][] = [
  [1, 'News', '2019-03-04 09:00:00'],
  [1, 'Sports', '2019-03-04 09:01:00'],
  [1, 'Business', '2019-03-04 09:02:00'],
  [1, 'Arts & Leisure', '2020-01-15 10:30:00'],
  [1, 'Classifieds', '2020-01-15 10:31:00'],
  [1, 'Real Estate', '2022-05-09 14:00:00'],
  [1, 'Obituaries', '2025-03-14 09:30:00'],
  [1, 'Food & Dining', '2025-03-20 16:45:00'],
  [2, 'Sunday Magazine', '2019-03-10 08:00:00'],
  [2, 'Travel', '2019-03-10 08:05:00'],
  [2, 'Home & Garden', '2025-03-14 11:00:00'],
  [2, 'Comics', '2021-07-01 12:00:00'],
  [3, 'Features', '2019-06-01 09:00:00'],
  [3, 'Dining Guide', '2019-06-01 09:10:00'],
  [3, 'Style', '2023-02-28 15:20:00'],
  [3, 'Events Calendar', '2025-04-02 10:00:00'],
  [4, 'Homepage', '2020-09-01 09:00:00'],
  [4, 'News', '2020-09-01 09:00:30'],
  [4, 'Sports', '2020-09-01 09:01:00'],
  [4, 'Weather', '2024-11-18 07:45:00'],
  [5, 'Top Stories', '2021-06-30 06:00:00'],
  [5, 'Community Notes', '2021-06-30 06:01:00'],
  [8, 'Music Stages', '2023-04-11 13:00:00'],
  [8, 'Food Vendors', '2023-04-11 13:05:00'],
  [8, 'Map Page', '2023-04-11 13:10:00'],
  [10, 'Gifts for Her', '2024-09-01 09:00:00'],
  [10, 'Gifts for Him', '2024-09-01 09:00:00'],
  [11, 'Coupons', '2018-01-02 08:00:00'],
  [12, 'Roasters', '2025-03-03 09:15:00'],
  [12, 'Recipes', '2025-03-03 09:16:00'],
];

export const SECTIONS = sectionRows.map(([product, name, created], i) => ({
  id: String(i + 1),
  product_id: String(product),
  name,
  date_created: created,
}));
