// Bills a won contract: one invoice per month of runs, with exact cent arithmetic on every invoice.
import { toWireDate, toWireTimestamp, money, monthStart, TODAY_DAY } from './format';
import type { Charge, Counters, GenInsertion } from './gen-insertions';
import { LINE_ITEM_TYPES } from './people';
import type { Rng } from './prng';
import type { Advertiser } from './advertisers';

/** A contract line item as the API sends it (generate.ts makes them, invoices bill them). */
export interface WireContractLineItem {
  id: string;
  contract_id: string;
  contract_line_item_type_id: string;
  apply_to_insertion_id: string | null;
  amount: string;
  notes: string;
}

interface BillingTerms {
  contractId: number;
  advertiserId: number;
  soldDay: number;
  termsDays: number;
  billingAddress: Advertiser['billingAddress'] | null;
  billingEmail: Advertiser['billingEmail'] | null;
  currency: { id: string; name: string } | null;
  exchangeRate: string;
  percentBased: boolean;
  /** Basis points when percent based, else a flat amount in cents. */
  taxValue: number;
  taxAfterDiscount: boolean;
  mismatch: boolean;
  placeholderModified: boolean;
}

const comments = [
  'Thank you for your business!',
  'PO #4471 – please reference on remittance',
  'Late fee applies after 45 days.',
  'Proofs approved by phone, see contract notes.',
];

const isDiscountType = new Set(
  LINE_ITEM_TYPES.filter((t) => t.type === 'Discount').map((t) => Number(t.id)),
);

export interface Billable {
  insertion: GenInsertion;
  charge: Charge;
  /** The insertion's first charge carries the line items applied to the insertion. */
  first: boolean;
}

/** Invoice groups: one per product and month of the charges of live insertions, earliest first. */
export function invoiceMonths(insertions: GenInsertion[]): [number, Billable[]][] {
  const groups = new Map<number, Billable[]>();
  for (const insertion of insertions) {
    insertion.charges.forEach((charge, n) => {
      // Month start days are below 100,000, so this key sorts by month, then product.
      const key = monthStart(charge.day) * 100 + insertion.productId;
      const list = groups.get(key) ?? [];
      list.push({ insertion, charge, first: n === 0 });
      groups.set(key, list);
    });
  }
  return [...groups.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([key, list]) => [Math.floor(key / 100), list]);
}

interface Line {
  amount: number;
  typeId: number;
  taxable: boolean;
  description: string;
  insertionId: number | null;
  cliId: number | null;
}

export function generateInvoices(
  rng: Rng,
  c: Counters,
  t: BillingTerms,
  months: [number, Billable[]][],
  clis: WireContractLineItem[],
) {
  const invoices: ReturnType<typeof buildInvoice>[] = [];
  const clisByInsertion = new Map<string, WireContractLineItem[]>();
  for (const item of clis) {
    const key = item.apply_to_insertion_id ?? 'contract';
    clisByInsertion.set(key, [...(clisByInsertion.get(key) ?? []), item]);
  }
  const typeName = (id: number) => LINE_ITEM_TYPES[id - 1]?.name ?? 'Line item';
  const cliLine = (item: WireContractLineItem, taxable: boolean): Line => {
    const typeId = Number(item.contract_line_item_type_id);
    return {
      amount: Math.round(Number(item.amount) * 100),
      typeId,
      taxable: taxable && !isDiscountType.has(typeId),
      description: item.notes ? `${typeName(typeId)}: ${item.notes}` : typeName(typeId),
      insertionId: item.apply_to_insertion_id === null ? null : Number(item.apply_to_insertion_id),
      cliId: Number(item.id),
    };
  };

  months.forEach(([month, group], index) => {
    const day = Math.max(month, t.soldDay + 1) + rng.int(0, 2);
    if (day >= TODAY_DAY) return;
    const lines: Line[] = [];
    for (const { insertion, charge, first } of group) {
      const taxable = insertion.wire.taxable === '1';
      lines.push({
        amount: charge.cents,
        typeId: 1,
        taxable,
        description: charge.label,
        insertionId: insertion.id,
        cliId: null,
      });
      if (!first) continue;
      for (const item of clisByInsertion.get(String(insertion.id)) ?? []) {
        lines.push(cliLine(item, taxable));
      }
    }
    if (index === 0) {
      for (const item of clisByInsertion.get('contract') ?? []) lines.push(cliLine(item, true));
    }
    invoices.push(buildInvoice(rng, c, t, day, lines, invoices.length === 0));
  });
  return invoices;
}

function sums(lines: Line[]) {
  let fees = 0;
  let discounts = 0;
  let taxableFees = 0;
  for (const l of lines) {
    if (isDiscountType.has(l.typeId)) discounts += -l.amount;
    else {
      fees += l.amount;
      if (l.taxable) taxableFees += l.amount;
    }
  }
  return { fees, discounts, taxableFees };
}

function buildInvoice(
  rng: Rng,
  c: Counters,
  t: BillingTerms,
  day: number,
  lines: Line[],
  first: boolean,
) {
  const id = c.invoice++;
  let { fees, discounts, taxableFees } = sums(lines);
  let after = t.taxAfterDiscount;
  if (taxableFees - discounts < 0) after = false;
  let tax = t.taxValue;
  if (t.percentBased) {
    // Exact half-cent products are avoided so float and integer rounding cannot disagree.
    const firstFee = lines.find((l) => l.taxable && !isDiscountType.has(l.typeId));
    const base = () => taxableFees - (after ? discounts : 0);
    if (firstFee && (base() * t.taxValue) % 10000 === 5000) {
      firstFee.amount += 1;
      ({ fees, discounts, taxableFees } = sums(lines));
    }
    tax = Math.round((base() * t.taxValue) / 10000);
  }
  const total = fees - discounts + tax;
  const due = day + t.termsDays;
  const age = TODAY_DAY - due;
  const paid = rng.chance(age > 45 ? 0.94 : age > 0 ? 0.55 : 0.2);
  const created = rng.int(8 * 3600, 17 * 3600);
  const paidDay = Math.min(TODAY_DAY - 1, Math.max(day, due - rng.int(-12, 20)));
  const paidAt = rng.int(9 * 3600, 17 * 3600);
  // Paid the day it was sent: after it was created, not before.
  const paidTime = paidDay === day ? Math.max(paidAt, created + 900) : paidAt;
  const lineItems = lines.map((l) => ({
    id: String(c.invoiceLineItem++),
    invoice_id: String(id),
    amount: money(l.amount),
    total: money(l.amount),
    taxable: l.taxable ? '1' : '0',
    description: l.description,
    invoice_line_item_type_id: String(l.typeId),
    insertion_id: l.insertionId === null ? null : String(l.insertionId),
    delivery_log_id: null,
    contract_line_item_id: l.cliId === null ? null : String(l.cliId),
  }));
  return {
    id: String(id),
    advertiser_id: String(t.advertiserId),
    contract_id: String(t.contractId),
    billing_address: t.billingAddress,
    billing_email: t.billingEmail,
    comments: rng.chance(0.3) ? rng.pick(comments) : null,
    currency: t.currency,
    date_created: toWireTimestamp(day, created),
    date_deleted: null,
    date_due: toWireDate(due),
    date_modified:
      t.placeholderModified && first
        ? '1969-12-31 00:00:00'
        : paid
          ? toWireTimestamp(paidDay, paidTime)
          : toWireTimestamp(day, created + rng.int(60, 3600)),
    discount_amount: money(discounts),
    discount_total: money(discounts),
    exchange_rate: t.exchangeRate,
    status: paid ? 'Paid' : 'Unpaid',
    sub_total: money(fees + (t.mismatch && first ? 1 : 0)),
    tax_after_discount: after ? '1' : '0',
    tax_percent_based: t.percentBased ? '1' : '0',
    tax_rate: t.percentBased ? (t.taxValue / 100).toFixed(2) : money(t.taxValue),
    tax_total: money(tax),
    total: money(total),
    line_items: lineItems,
  };
}
