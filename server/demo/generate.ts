// Generates one contract with everything hanging off it, from a seed of its own position alone.
import { dayOf, toWireTimestamp, money, TODAY_DAY } from './format';
import { generateInsertion, type Counters, type GenInsertion } from './gen-insertions';
import {
  generateInvoices,
  invoiceMonths,
  type Billable,
  type WireContractLineItem,
} from './gen-invoices';
import { advertiser } from './advertisers';
import { LINE_TYPE, SELLERS, TAX_RATES, TERMS } from './people';
import { DEMO_SEED, mixSeed, Rng } from './prng';
import {
  ADVERTISERS_PER_BLOCK,
  CONTRACTS_PER_BLOCK,
  FIRST_CONTRACT_ID,
  HTML_DESCRIPTION,
  LONG_NOTE,
  SPECIALS,
  type Special,
} from './specials';

export type GenContract = ReturnType<typeof generateContract>;

const CONTRACT_START = dayOf('2024-10-10');
/** Position (within each hundred) of the contracts dated like the vendor's example. */
export const PLACEHOLDER_DATES_AT = 41;
const CONTRACT_SPAN = dayOf('2026-10-25') - CONTRACT_START;
/** How often each product is sold (product 11 is inactive). */
const PRODUCT_WEIGHTS = { 1: 30, 2: 10, 3: 10, 4: 15, 5: 8, 6: 5, 7: 6, 8: 4, 9: 6, 10: 1, 12: 4 };
const notes = [
  'Renews every spring.',
  'Call before changing artwork.',
  'Co-op funds from the manufacturer cover half.',
  'Prefers right-hand pages.',
  'Send tear sheets to the owner.',
];
const CURRENCIES = {
  USD: { currency: { id: '1', name: 'USD' }, rate: '1.000000' },
  EUR: { currency: { id: '2', name: 'EUR' }, rate: '0.921000' },
  GBP: { currency: { id: '3', name: 'GBP' }, rate: '0.785000' },
} as const;

export function generateContract(index: number, c: Counters) {
  const rng = new Rng(mixSeed(DEMO_SEED, index));
  const block = Math.floor(index / CONTRACTS_PER_BLOCK);
  const pos = index % CONTRACTS_PER_BLOCK;
  const sp: Special = (block === 0 ? SPECIALS[pos] : undefined) ?? {};
  const id = FIRST_CONTRACT_ID + index;
  const advertiserId =
    sp.advertiserId ?? block * ADVERTISERS_PER_BLOCK + rng.int(1, ADVERTISERS_PER_BLOCK);
  const adv = advertiser(advertiserId);
  const createdDay =
    CONTRACT_START + Math.floor((pos * CONTRACT_SPAN) / CONTRACTS_PER_BLOCK) + rng.int(0, 2);
  const recent = createdDay > TODAY_DAY - 60;
  const status =
    sp.status ??
    rng.weightedKey(recent ? { Won: 40, Lost: 10, Open: 50 } : { Won: 86, Lost: 7, Open: 7 });
  const proposal = sp.proposal ?? (status === 'Open' && rng.chance(0.5));
  const soldDay = createdDay + rng.int(0, 6);

  const product = () => Number(rng.weightedKey(PRODUCT_WEIGHTS));
  const primary = product();
  const products = sp.products ?? (rng.chance(0.3) ? [primary, product()] : [primary]);
  const count = sp.insertions ?? rng.int(1, 9);
  const insertions: GenInsertion[] = [];
  for (let n = 0; n < count; n++) {
    insertions.push(
      generateInsertion(rng, c, {
        contractId: id,
        advertiserName: adv.name,
        createdDay,
        runFromDay: soldDay + 25,
        products,
        unscheduled: sp.unscheduled ? sp.unscheduled.includes(n) : rng.chance(0.05),
        canceled: sp.canceled ? sp.canceled.includes(n) : rng.chance(0.05),
        description: sp.htmlDescriptionAt === n ? HTML_DESCRIPTION : undefined,
      }),
    );
  }
  const months = invoiceMonths(insertions);
  const clis = lineItems(rng, c, id, insertions, months, sp.lineItems, adv.agencyId !== null);
  const embeddedNull = sp.embeddedNull ?? rng.chance(0.08);
  const secondary = sp.disagree
    ? clis.map((item, i) =>
        i === 0 ? { ...item, amount: money(Math.round(Number(item.amount) * 100) + 2500) } : item,
      )
    : clis;

  const live = insertions.filter((i) => !i.canceled);
  const totalCents =
    live.reduce((s, i) => s + i.priceCents, 0) +
    clis.reduce((s, i) => s + Math.round(Number(i.amount) * 100), 0);
  const currencyKey = sp.currency ?? rng.weightedKey({ USD: 96, EUR: 1, GBP: 1, none: 2 });
  const money$ = currencyKey === 'none' ? null : CURRENCIES[currencyKey];
  const taxRate =
    sp.taxRateId !== undefined
      ? TAX_RATES[sp.taxRateId - 1]
      : rng.chance(0.7)
        ? rng.weighted(TAX_RATES.map((t, i) => [t, i === 0 ? 6 : 1] as const))
        : undefined;
  const { days: termsDays, ...terms } = rng.weighted(
    TERMS.map((t, i) => [t, [10, 3, 3, 2, 1][i] ?? 1] as const),
  );
  const billing = sp.billing ?? rng.weightedKey({ object: 45, string: 35, null: 20 });
  const hasAgencyDiscount = clis.some(
    (i) => i.contract_line_item_type_id === String(LINE_TYPE.agencyDiscount),
  );

  const head = {
    id: String(id),
    advertiser_id: String(advertiserId),
    agency_id: adv.agencyId === null ? null : String(adv.agencyId),
    billing_address:
      billing === 'object'
        ? adv.billingAddress
        : billing === 'string'
          ? adv.billingAddress.id
          : null,
    billing_email: rng.chance(0.85) ? adv.billingEmail : null,
    production_email: rng.chance(0.6) ? adv.productionEmail : null,
    sold_to_email: rng.chance(0.7) ? adv.soldToEmail : null,
    sold_to_address: adv.soldToAddress,
    sold_by_user: String(rng.weighted(SELLERS.map((s) => [s.id, s.weight] as const))),
    currency_exchange:
      money$ === null || (currencyKey === 'USD' && rng.chance(0.3)) ? null : money$.rate,
    date_created: toWireTimestamp(createdDay, rng.int(8 * 3600, 18 * 3600)),
    date_sold:
      status === 'Won'
        ? toWireTimestamp(soldDay, rng.int(8 * 3600, 18 * 3600))
        : rng.chance(0.5)
          ? null
          : '0000-00-00 00:00:00',
    down_payment: rng.chance(0.15) ? money(rng.pick([25000, 50000, 100000])) : null,
    insertion_order_number: rng.chance(0.4)
      ? `IO-${toWireTimestamp(createdDay).slice(0, 4)}-${String(rng.int(1, 9999)).padStart(4, '0')}`
      : null,
    is_proposal: proposal ? '1' : '0',
    notes: sp.longNote ? LONG_NOTE : rng.chance(0.5) ? '' : rng.pick(notes),
    percent_discount: hasAgencyDiscount ? '10' : '0',
    status,
    tax_rate: taxRate ? { id: taxRate.id, name: taxRate.name, rate: taxRate.rate } : null,
    total: money(totalCents),
    terms,
  };

  // Like the vendor's own example row: a contract with no real dates (three per block of 300).
  if (pos % 100 === PLACEHOLDER_DATES_AT) {
    head.date_created = '0000-00-00 00:00:00';
    if (status === 'Won') head.date_sold = '1969-12-31 00:00:00';
  }

  const flat = !taxRate && rng.chance(0.5);
  const invoices =
    status === 'Won' && !proposal
      ? generateInvoices(
          rng,
          c,
          {
            contractId: id,
            advertiserId,
            soldDay,
            termsDays,
            billingAddress: rng.chance(0.85) ? adv.billingAddress : null,
            billingEmail: rng.chance(0.8) ? adv.billingEmail : null,
            currency: money$ === null ? null : money$.currency,
            exchangeRate: money$ === null ? '1.000000' : money$.rate,
            percentBased: !flat,
            taxValue: taxRate ? taxRate.bp : flat ? rng.pick([0, 1500, 2500]) : 0,
            taxAfterDiscount: sp.taxAfterDiscount ?? rng.chance(0.7),
            mismatch: sp.mismatch ?? false,
            placeholderModified: sp.placeholderModified ?? false,
          },
          months,
          clis,
        )
      : [];
  return {
    head,
    advertiserId,
    insertions,
    // What the contract embeds: null on some contracts although the secondary list has items.
    embeddedLineItems: embeddedNull ? null : clis,
    secondaryLineItems: secondary,
    invoices,
  };
}

function lineItems(
  rng: Rng,
  c: Counters,
  contractId: number,
  insertions: GenInsertion[],
  months: [number, Billable[]][],
  mode: Special['lineItems'],
  hasAgency: boolean,
): WireContractLineItem[] {
  const live = insertions.filter((i) => !i.canceled && i.firstRunDay !== null);
  const firstMonthFees = (months[0]?.[1] ?? []).reduce((s, b) => s + b.charge.cents, 0);
  const items: WireContractLineItem[] = [];
  const add = (typeId: number, on: GenInsertion | null, cents: number, note: string) => {
    if (cents === 0) return;
    items.push({
      id: String(c.contractLineItem++),
      contract_id: String(contractId),
      contract_line_item_type_id: String(typeId),
      apply_to_insertion_id: on === null ? null : String(on.id),
      amount: money(cents),
      notes: note,
    });
  };
  const chosen = mode ?? (rng.chance(0.45) ? 'some' : 'none');
  if (chosen === 'rich') {
    add(LINE_TYPE.rush, live[0] ?? null, 7500, 'Artwork arrived after deadline');
    add(LINE_TYPE.design, null, 25000, 'Two design revisions included');
    add(LINE_TYPE.prepayment, null, -Math.round(firstMonthFees / 10), 'Prepaid by check');
  } else if (chosen === 'some') {
    if (rng.chance(0.5)) add(LINE_TYPE.design, null, rng.pick([15000, 20000, 35000]), 'Ad design');
    if (live.length > 0 && rng.chance(0.3)) add(LINE_TYPE.rush, rng.pick(live), 7500, '');
    if (live.length > 0 && rng.chance(0.25)) {
      const on = rng.pick(live);
      add(LINE_TYPE.premium, on, Math.round(on.priceCents * 0.15), 'Guaranteed position');
    }
    if (hasAgency && rng.chance(0.6)) {
      add(
        LINE_TYPE.agencyDiscount,
        null,
        -Math.round(firstMonthFees / 10),
        '10% agency commission',
      );
    }
    if (live.length > 0 && rng.chance(0.2)) {
      const on = rng.pick(live);
      add(
        LINE_TYPE.frequencyDiscount,
        on,
        -Math.min(2500, Math.floor(on.priceCents / 4)),
        'Frequency',
      );
    }
    if (items.length === 0) add(LINE_TYPE.design, null, 15000, 'Ad design');
  }
  return items;
}
