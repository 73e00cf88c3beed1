// Generates one contract's insertions with their schedules and prices (in cents).
import { AD_RATES, AD_SIZES, PRODUCTS, SECTIONS } from './catalog';
import { dayOf, toWireDate, toWireTimestamp } from './format';
import type { Rng } from './prng';
import { FIRST_INSERTION_ID, FIRST_INVOICE_ID } from './specials';

/** The next id of each record, counted on as the contracts are generated in order. */
export const firstIds = () => ({
  insertion: FIRST_INSERTION_ID,
  schedule: 1,
  contractLineItem: 1,
  invoice: FIRST_INVOICE_ID,
  invoiceLineItem: 1,
});
export type Counters = ReturnType<typeof firstIds>;

/** A schedule entry as the API sends it: every field text, or null. */
type ScheduleEntry = Record<
  'id' | 'insertion_id' | 'date_start' | 'date_end' | 'date_created' | 'date_deleted',
  string | null
> & { order: string | null; duration: string | null };

export type GenInsertion = ReturnType<typeof generateInsertion>;
export type Charge = GenInsertion['charges'][number];

interface InsertionOptions {
  contractId: number;
  advertiserName: string;
  createdDay: number;
  runFromDay: number;
  products: number[];
  unscheduled: boolean;
  canceled: boolean;
  description?: string;
}

const ISSUE_EPOCH = dayOf('2020-01-01');
/** The schedule entry some insertions carry with every field null (api-notes.md). */
export const ALL_NULL_ENTRY: ScheduleEntry = {
  id: null,
  insertion_id: null,
  date_start: null,
  date_end: null,
  date_created: null,
  date_deleted: null,
  order: null,
  duration: null,
};

const campaigns = [
  'Spring sale',
  'Grand opening',
  'Holiday hours',
  'Now hiring',
  'Summer menu',
  'Back to school',
  'Anniversary event',
  'New location',
  'Weekend special',
  'Brand awareness',
  'Open house',
  'Clearance event',
];
const placements = ['Above the fold', 'Right-hand page', 'Page 3', 'Sidebar', 'Top of section'];

/** Next issue on or after `day`: daily, Sundays, monthly, weekly (Mondays) or the yearly guide. */
function issueDayFrom(productId: number, day: number, step: number): number {
  switch (productId) {
    case 2: // Sundays: 1970-01-04 was a Sunday.
      return day + ((7 - ((day - 3) % 7)) % 7) + step * 7;
    case 3:
    case 10:
    case 12: {
      const d = new Date(day * 86_400_000);
      return Math.floor(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1 + step, 1) / 86_400_000);
    }
    case 5: // Mondays.
      return day + ((7 - ((day - 4) % 7)) % 7) + step * 7;
    case 8: {
      const year = new Date(day * 86_400_000).getUTCFullYear();
      const june = dayOf(`${year}-06-01`);
      return (june >= day ? june : dayOf(`${year + 1}-06-01`)) + step * 365;
    }
    default: // The dailies (1 and 11) every third day, the rest weekly.
      return day + step * (productId === 1 || productId === 11 ? 3 : 7);
  }
}

export function generateInsertion(rng: Rng, c: Counters, o: InsertionOptions) {
  const id = c.insertion++;
  const productId = rng.pick(o.products);
  const product = PRODUCTS[productId - 1]!;
  const type = product.product_type;
  const sizes = AD_SIZES.filter((s) => s.product_id === String(productId) && !s.date_deleted);
  const size = rng.pick(sizes);
  const rates = AD_RATES.filter((r) => r.ad_size_id === size.id && !r.date_deleted);
  const rate = rng.pick(rates);
  const rateCents = Math.round(Number(rate.rate) * 100);
  const sections = SECTIONS.filter((s) => s.product_id === String(productId));
  const section = sections.length > 0 && rng.chance(0.8) ? rng.pick(sections) : null;
  const issues = type.has_issues === '1';
  const isCpm = type.quantity_unit === 'CPM';

  const schedule: ScheduleEntry[] = [];
  let units = 1;
  let quantity = isCpm ? 25000 : 1;
  let issueId: string | null = null;
  let firstRunDay: number | null = null;
  const startDay = o.runFromDay + rng.int(0, 180);
  const created = toWireTimestamp(o.createdDay, rng.int(8 * 3600, 18 * 3600));
  if (o.unscheduled) {
    schedule.push(ALL_NULL_ENTRY);
  } else if (issues) {
    units = Number(rng.weightedKey({ 1: 3, 2: 3, 3: 2, 4: 2 }));
    quantity = units;
    for (let n = 0; n < units; n++) {
      const day = issueDayFrom(productId, startDay, n);
      if (n === 0) {
        firstRunDay = day;
        issueId = String(productId * 10000 + (day - ISSUE_EPOCH));
      }
      schedule.push(entry(c.schedule++, id, day, day, created, n + 1, null));
    }
  } else {
    const weeks = productId === 7 ? (rate.name.startsWith('12') ? 12 : 4) : rng.int(1, 4);
    units = productId === 7 ? 1 : weeks;
    quantity = isCpm ? rng.pick([25, 50, 100, 250]) * 1000 : weeks;
    firstRunDay = startDay;
    schedule.push(
      entry(c.schedule++, id, startDay, startDay + weeks * 7 - 1, created, 1, weeks * 7),
    );
  }
  let price = isCpm ? (rateCents * quantity) / 1000 : rateCents * units;
  const discount = rng.chance(0.15) ? Math.round(price * 0.1) : 0;
  price -= discount;

  const description =
    o.description ??
    (rng.chance(0.2)
      ? null
      : rng.chance(0.03)
        ? '🎉 Holiday sale – 20% off everything 🎁'
        : `${o.advertiserName} – ${rng.pick(campaigns)}`);
  const canceledDay = o.canceled ? o.createdDay + rng.int(2, 25) : null;
  const wire = {
    id: String(id),
    ad_id: rng.chance(0.5) ? null : String(700000 + id),
    ad_rate_id: rate.id,
    ad_size_id: size.id,
    contract_id: String(o.contractId),
    date_canceled: canceledDay === null ? null : toWireDate(canceledDay),
    date_delivery:
      type.has_deliver_date !== '0' && firstRunDay !== null ? toWireDate(firstRunDay - 1) : null,
    description,
    discount: (discount / 100).toFixed(2),
    issue_id: issueId,
    location_id: size.location_id,
    placement: issues && rng.chance(0.4) ? rng.pick(placements) : null,
    product_id: String(productId),
    quantity: String(quantity),
    section_id: section ? section.id : null,
    taxable: rng.chance(0.75) ? '1' : '0',
    schedule,
  };
  // What gets invoiced: each issue in its own month, a timeline run at its start.
  const charges: { day: number; cents: number; label: string }[] = [];
  if (firstRunDay !== null && !o.canceled) {
    const name = `${product.name} – ${size.name}`;
    if (issues) {
      schedule.forEach((e, n) => {
        const cents = (price + discount) / units - (n === 0 ? discount : 0);
        charges.push({ day: dayOf(e.date_start ?? ''), cents, label: `${name}, ${e.date_start}` });
      });
    } else {
      // Long showings are billed every four weeks: the first bill takes the odd cents.
      const days = Number(schedule[0]?.duration ?? 7);
      const bills = Math.max(1, Math.floor(days / 28));
      const share = Math.floor(price / bills);
      for (let n = 0; n < bills; n++) {
        const day = firstRunDay + n * 28;
        const cents = n === 0 ? price - share * (bills - 1) : share;
        const label =
          bills > 1
            ? `${name}, ${n + 1} of ${bills}, from ${toWireDate(day)}`
            : `${name}, from ${toWireDate(day)}`;
        charges.push({ day, cents, label });
      }
    }
  }
  // `wire` is the insertion as the API sends it (the wire tests parse it with src/domain's schemas);
  // `priceCents` what it costs (rate × units − discount), 0 for none of it is billed;
  // `firstRunDay` the day of its first scheduled run, null when unscheduled.
  return { wire, id, productId, priceCents: price, canceled: o.canceled, firstRunDay, charges };
}

function entry(
  id: number,
  insertionId: number,
  start: number,
  end: number,
  created: string,
  order: number,
  duration: number | null,
): ScheduleEntry {
  return {
    id: String(id),
    insertion_id: String(insertionId),
    date_start: toWireDate(start),
    date_end: toWireDate(end),
    date_created: created,
    date_deleted: null,
    order: String(order),
    duration: duration === null ? null : String(duration),
  };
}
