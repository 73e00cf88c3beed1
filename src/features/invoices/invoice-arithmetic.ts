// Checks an invoice's arithmetic to the cent: lines against sub-total and discount, tax against
// its rate and flags, and the parts against the total. Accounting staff rely on these warnings.
import type { Invoice } from '../../domain/invoices';

export interface ArithmeticLine {
  amount: number;
  taxable: boolean;
  /** A discount line (its type says Discount, or, with no known type, a negative amount). */
  isDiscount: boolean;
}

/** The invoice's stated figures and flags; `taxRate` null when there is no rate to check against. */
export type ArithmeticInput = Pick<
  Invoice,
  'subTotal' | 'discountTotal' | 'taxTotal' | 'total' | 'taxPercentBased' | 'taxAfterDiscount'
> & { taxRate: number | null; lines: readonly ArithmeticLine[] };

interface ArithmeticProblem {
  /** What disagrees, in words: "The line items do not add up to the sub-total". */
  title: string;
  /** What the parts add up to. */
  computed: number;
  /** What the invoice says. */
  stated: number;
  /** stated − computed, to the cent. */
  difference: number;
}

interface ArithmeticResult {
  fees: number;
  discounts: number;
  /** The tax the rate and flags give; null when there is no rate to compute it from. */
  expectedTax: number | null;
  problems: ArithmeticProblem[];
}

// Money is compared in whole cents so that float sums like 0.1 + 0.2 never raise a false alarm.
const cents = (value: number) => Math.round(value * 100);
const fromCents = (value: number) => value / 100;

export function checkInvoiceArithmetic(invoice: ArithmeticInput): ArithmeticResult {
  let fees = 0;
  let discounts = 0;
  let taxableFees = 0;
  for (const line of invoice.lines) {
    const amount = cents(line.amount);
    if (line.isDiscount) discounts += -amount;
    else {
      fees += amount;
      if (line.taxable) taxableFees += amount;
    }
  }

  let expectedTax: number | null = null;
  if (invoice.taxPercentBased && invoice.taxRate !== null) {
    const base = taxableFees - (invoice.taxAfterDiscount ? discounts : 0);
    expectedTax = Math.round((Math.max(0, base) * invoice.taxRate) / 100);
  } else if (!invoice.taxPercentBased && invoice.taxRate !== null) {
    expectedTax = cents(invoice.taxRate);
  }

  const problems: ArithmeticProblem[] = [];
  const compare = (title: string, computed: number, stated: number) => {
    if (computed !== stated) {
      problems.push({
        title,
        computed: fromCents(computed),
        stated: fromCents(stated),
        difference: fromCents(stated - computed),
      });
    }
  };
  if (invoice.lines.length > 0) {
    compare('The fee lines do not add up to the sub-total', fees, cents(invoice.subTotal));
    compare(
      'The discount lines do not add up to the discount',
      discounts,
      cents(invoice.discountTotal),
    );
  }
  if (expectedTax !== null) {
    compare('The tax does not match its rate', expectedTax, cents(invoice.taxTotal));
  }
  compare(
    'Sub-total − discount + tax does not add up to the total',
    cents(invoice.subTotal) - cents(invoice.discountTotal) + cents(invoice.taxTotal),
    cents(invoice.total),
  );

  return {
    fees: fromCents(fees),
    discounts: fromCents(discounts),
    expectedTax: expectedTax === null ? null : fromCents(expectedTax),
    problems,
  };
}
