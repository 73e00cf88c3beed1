// Advertisers and agencies: names, addresses and e-mail contacts, derived from the id alone.
import { dayOf, toWireTimestamp, unaccented } from './format';
import { DEMO_SEED, mixSeed, Rng } from './prng';

const AGENCY_COUNT = 6;

const advertiserNames = [
  'Café Mañana',
  "Zoë's Bäckerei",
  "O'Brien & Sons Hardware",
  'Harbor Light Dental',
  'Bayview Motors',
  'Saltwater Surf Shop',
  'Pier 9 Seafood',
  'Lighthouse Realty',
  'Gull Point Marina',
  'Driftwood Books',
  'Anchor & Oak Furniture',
  'Tidewater Credit Union',
  'Coastal Pediatrics',
  'The Rusty Lantern',
  'Seaglass Spa',
  'Main Street Florist',
  'Harbor City Symphony',
  'Blue Heron Brewing',
  'Kelp & Co. Apparel',
  'Jetty Pizza',
  'Northshore Plumbing',
  'Crescent Moon Yoga',
  'Dockside Diner',
  "Nguyen's Phở House",
  'Mariner Insurance',
  'Old Mill Antiques',
  'Sandpiper Pet Clinic',
  'Riverside Community College',
  'Hutchins Law Group',
  'Breakwater Gym',
  'Tidepool Aquarium',
  'Smith & Daughters Roofing',
  'Captain’s Table',
  'Harbor City Ballet',
  'Sunrise Bakery',
  'Windward Travel',
  'Bayside Orthodontics',
  'Pelican Hardware',
  'Lamplighter Inn',
  'Evergreen Landscaping',
  'Château Rivage Winery',
  'Björk Design Studio',
  'Marlin Bay Resort',
  'Seaside Subaru',
  'Cove Coffee Roasters',
  'First Harbor Bank',
  'Port City Pharmacy',
  'Rocky Shore Climbing',
  'Schooner Cinema',
  'The Salty Dog Pub',
];

const placeWords = [
  'Seabreeze',
  'Harborview',
  'Tidewater',
  'Bayside',
  'Lighthouse',
  'Cobblestone',
  'Northpoint',
  'Saltmarsh',
  'Granite',
  'Foghorn',
  'Beacon',
  'Clamshell',
  'Mainsail',
  'Pinewood',
  'Rockport',
  'Starboard',
];
const businessKinds = [
  'Bakery',
  'Dental',
  'Auto Repair',
  'Realty',
  'Fitness',
  'Books',
  'Pizzeria',
  'Florist',
  'Law Office',
  'Veterinary',
  'Boutique',
  'Hardware',
  'Café',
  'Dry Cleaners',
  'Insurance',
  'Brewery',
  'Optometry',
  'Salon',
];

/** Advertiser names are not in the API; they only colour e-mail domains and free text. */
function advertiserName(id: number): string {
  const listed = advertiserNames[id - 1];
  if (listed !== undefined) return listed;
  const rng = new Rng(mixSeed(DEMO_SEED + 3, id));
  return `${rng.pick(placeWords)} ${rng.pick(businessKinds)}`;
}

function domainFor(name: string): string {
  const slug = unaccented(name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug}.example`;
}

const streets = [
  'Harbor Way',
  'Main Street',
  'Shoreline Drive',
  'Beacon Avenue',
  'Wharf Road',
  'Elm Street',
];
const cities: [string, string, string][] = [
  ['Harbor City', 'ME', '04101'],
  ['Bayside', 'ME', '04102'],
  ['Gull Point', 'ME', '04110'],
  ['Portsmouth', 'NH', '03801'],
];

export type Advertiser = ReturnType<typeof build>;

const advertiserCache = new Map<number, Advertiser>();

/** Everything about advertiser `id`, derived from the id alone so it is the same at any scale. */
export function advertiser(id: number): Advertiser {
  const cached = advertiserCache.get(id) ?? build(id);
  advertiserCache.set(id, cached);
  return cached;
}

function build(id: number) {
  const rng = new Rng(mixSeed(DEMO_SEED + 7, id));
  const name = advertiserName(id);
  const agencyId = rng.chance(0.25) ? rng.int(1, AGENCY_COUNT) : null;
  const domain = domainFor(name);
  const contactId = 3000 + id;
  const [city, state, postal] = rng.pick(cities);
  const address = (n: number, line1: string, line2: string | null) => ({
    id: String(300 + id * 2 + n),
    contact_id: String(contactId),
    agency_id: agencyId === null ? null : String(agencyId),
    advertiser_id: String(id),
    line1,
    line2,
    line3: null,
    line4: null,
    city,
    state,
    postal_code: postal,
    country: { name: 'United States', abbreviation: 'US' },
    date_created: toWireTimestamp(dayOf('2019-06-01') + (id % 1500), 10 * 3600 + (id % 3600)),
    created_by_user_id: String(1 + (id % 25)),
  });
  const street = `${rng.int(1, 980)} ${rng.pick(streets)}`;
  const contact = (n: number, local: string) => ({
    id: String(9000 + id * 3 + n),
    contact_id: String(contactId),
    advertiser_id: String(id),
    agency_id: agencyId === null ? null : String(agencyId),
    value: `${local}@${domain}`,
    type: 'Email',
    type_name: 'Work',
  });
  return {
    id,
    name,
    agencyId,
    billingAddress: address(0, street, rng.chance(0.4) ? `Suite ${rng.int(100, 400)}` : null),
    soldToAddress: address(1, street, 'Attn: Marketing'),
    billingEmail: contact(0, 'accounts'),
    productionEmail: contact(1, 'ads'),
    soldToEmail: contact(2, 'owner'),
  };
}
