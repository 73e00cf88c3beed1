import { describe, expect, it } from 'vitest';
import { checkInvoiceArithmetic, type ArithmeticInput } from './invoice-arithmetic';

// Demo invoice 50011: 350 + 250 in fees, a 35.00 discount, 7.25 % tax after the discount.
const normal: ArithmeticInput = {
  subTotal: 600,
  discountTotal: 35,
  taxTotal: 40.96,
  total: 605.96,
  taxRate: 7.25,
  taxPercentBased: true,
  taxAfterDiscount: true,
  lines: [
    { amount: 350, taxable: true, isDiscount: false },
    { amount: 250, taxable: true, isDiscount: false },
    { amount: -35, taxable: false, isDiscount: true },
  ],
};

describe('checkInvoiceArithmetic', () => {
  it('finds nothing wrong with an invoice that adds up', () => {
    const result = checkInvoiceArithmetic(normal);
    expect(result).toEqual({ fees: 600, discounts: 35, expectedTax: 40.96, problems: [] });
  });

  it('compares in cents, so float sums raise no false alarm', () => {
    const lines = [0.1, 0.2].map((amount) => ({ amount, taxable: false, isDiscount: false }));
    const input = { ...normal, lines, subTotal: 0.3, discountTotal: 0, taxTotal: 0, total: 0.3 };
    expect(checkInvoiceArithmetic(input).problems).toEqual([]);
  });

  it('names both disagreements of a sub-total one cent too high (demo invoice 50098)', () => {
    const lines = [132, 132, 132].map((amount) => ({ amount, taxable: false, isDiscount: false }));
    const input: ArithmeticInput = {
      ...normal,
      lines,
      subTotal: 396.01,
      discountTotal: 0,
      taxTotal: 0,
      total: 396,
      taxAfterDiscount: false,
    };
    expect(checkInvoiceArithmetic(input).problems).toEqual([
      {
        title: 'The fee lines do not add up to the sub-total',
        computed: 396,
        stated: 396.01,
        difference: 0.01,
      },
      {
        title: 'Sub-total − discount + tax does not add up to the total',
        computed: 396.01,
        stated: 396,
        difference: -0.01,
      },
    ]);
  });

  it('computes tax before the discount when the flag says so', () => {
    const before = { ...normal, taxAfterDiscount: false, taxTotal: 43.5, total: 608.5 };
    expect(checkInvoiceArithmetic(before)).toMatchObject({ expectedTax: 43.5, problems: [] });
    expect(checkInvoiceArithmetic({ ...before, taxTotal: 40.96, total: 605.96 }).problems).toEqual([
      {
        title: 'The tax does not match its rate',
        computed: 43.5,
        stated: 40.96,
        difference: -2.54,
      },
    ]);
  });

  it('takes a flat tax amount as it is', () => {
    const flat = { ...normal, taxPercentBased: false, taxRate: 12.5, taxTotal: 12.5, total: 577.5 };
    expect(checkInvoiceArithmetic(flat)).toMatchObject({ expectedTax: 12.5, problems: [] });
  });

  it('leaves out the tax check without a rate, and the line checks without lines', () => {
    const input = { ...normal, taxRate: null, lines: [] };
    expect(checkInvoiceArithmetic(input)).toMatchObject({ expectedTax: null, problems: [] });
  });

  it('reports discount lines that disagree with the discount', () => {
    const input = { ...normal, discountTotal: 30, total: 610.96 };
    expect(checkInvoiceArithmetic(input).problems).toEqual([
      {
        title: 'The discount lines do not add up to the discount',
        computed: 35,
        stated: 30,
        difference: -5,
      },
    ]);
  });
});
