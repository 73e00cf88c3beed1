// What a statement of account lists: the open (unpaid) invoices oldest due first, with their days
// past due, and the billing address and e-mail to print, chosen from the invoices that carry one.
import type { Invoice } from '../../domain/invoices';
import type { AddressRef } from '../../domain/wire-objects';
import { agingBucket, daysPastDue, type AgingBucket } from '../../domain/aging';
import { addressLines } from '../list/postal-address';

export interface StatementRow {
  invoice: Invoice;
  /** The currency code, or null when the invoice states none. */
  currency: string | null;
  /** Whole days past due, 0 when not yet due; null without a due date. */
  daysPastDue: number | null;
  bucket: AgingBucket;
  /** The API records no payments: an unpaid invoice's balance is its whole total. */
  balance: number;
}

/** The unpaid invoices, earliest due date first, those without one last; paid ones left out. */
export function statementRows(invoices: readonly Invoice[], today: string): StatementRow[] {
  return invoices
    .filter((invoice) => invoice.status === 'Unpaid')
    .map((invoice) => {
      const days = daysPastDue(invoice.dateDue, today);
      return {
        invoice,
        currency: invoice.currency?.name ?? null,
        daysPastDue: days === null ? null : Math.max(0, days),
        bucket: agingBucket(invoice.dateDue, today),
        balance: invoice.total,
      };
    })
    .sort(
      (a, b) => compareDue(a.invoice.dateDue, b.invoice.dateDue) || a.invoice.id - b.invoice.id,
    );
}

function compareDue(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

export interface BillingPick<T> {
  value: T;
  /** The invoice it was taken from: the most recent one carrying it. */
  invoiceId: number;
  /** How many different ones the invoices carry (1 when they agree). */
  distinct: number;
}

/** Newest first: by creation time, then by number (later numbers are newer). */
function newestFirst(a: Invoice, b: Invoice): number {
  const ta = a.dateCreated ?? '';
  const tb = b.dateCreated ?? '';
  return ta === tb ? b.id - a.id : ta < tb ? 1 : -1;
}

/** An address is the same address whether sent whole or as its bare id. */
function addressKey(ref: AddressRef): string {
  if (ref.kind === 'id') return `id:${ref.id}`;
  const a = ref.address;
  return a.id !== null ? `id:${a.id}` : `text:${addressLines(a).join('\n').toLowerCase()}`;
}

function pick<T>(
  sorted: readonly Invoice[],
  read: (invoice: Invoice) => T | null,
  key: (value: T) => string,
): BillingPick<T> | null {
  const keys = new Set<string>();
  let first: BillingPick<T> | null = null;
  for (const invoice of sorted) {
    const value = read(invoice);
    if (value === null) continue;
    keys.add(key(value));
    first ??= { value, invoiceId: invoice.id, distinct: 0 };
  }
  return first && { ...first, distinct: keys.size };
}

/**
 * The billing address and e-mail of the most recent invoice that carries each (paid invoices
 * count too: the newest invoice has the newest contact), and how many different ones there are.
 */
export function billingContact(invoices: readonly Invoice[]) {
  const sorted = [...invoices].sort(newestFirst);
  return {
    address: pick(sorted, (i) => i.billingAddress, addressKey),
    email: pick(
      sorted,
      (i) => i.billingEmail?.email || null,
      (email) => email.toLowerCase(),
    ),
  };
}
