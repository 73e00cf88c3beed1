// The totals block, with the arithmetic checked: a visible warning names each difference.
import type { Invoice } from '../../domain/invoices';
import { Money } from '../../components/money';
import { Notice } from '../../components/notice';
import { formatMoney, formatPercent } from '../../domain/format';
import { checkInvoiceArithmetic } from './invoice-arithmetic';
import { isDiscountLine, type LineTypes } from './invoice-line-items';

export function InvoiceTotals({ invoice, types }: { invoice: Invoice; types: LineTypes }) {
  const currency = invoice.currency?.name ?? null;
  const check = checkInvoiceArithmetic({
    ...invoice,
    lines: invoice.lineItems.map((line) => ({
      amount: line.amount,
      taxable: line.taxable,
      isDiscount: isDiscountLine(line, types),
    })),
  });
  const when = invoice.taxAfterDiscount ? 'after discount' : 'before discount';
  const taxLabel = invoice.taxPercentBased
    ? `Tax (${formatPercent(invoice.taxRate)} of taxable lines, ${when})`
    : `Tax (fixed amount)`;
  const money = (amount: number) => formatMoney(amount, currency);

  return (
    <section aria-labelledby="invoice-totals" className="invoice-totals">
      <h2 id="invoice-totals" className="visually-hidden">
        Totals
      </h2>
      {/* Line types decide which lines are discounts: wait for them before judging. */}
      {check.problems.length > 0 && types.status !== 'pending' && (
        <Notice tone="warning" title="The invoice’s figures do not add up">
          <ul>
            {check.problems.map((problem) => (
              <li key={problem.title}>
                {problem.title}: the parts give {money(problem.computed)}, the invoice says{' '}
                {money(problem.stated)} (difference{' '}
                <strong>
                  {problem.difference > 0 ? '+' : ''}
                  {money(problem.difference)}
                </strong>
                ).
              </li>
            ))}
          </ul>
        </Notice>
      )}
      <dl className="invoice-totals__list">
        <dt>Sub-total</dt>
        <dd>
          <Money amount={invoice.subTotal} currency={currency} />
        </dd>
        <dt>Discount</dt>
        <dd>
          <Money
            amount={invoice.discountTotal === 0 ? 0 : -invoice.discountTotal}
            currency={currency}
          />
        </dd>
        <dt>{taxLabel}</dt>
        <dd>
          <Money amount={invoice.taxTotal} currency={currency} />
        </dd>
        <dt className="invoice-totals__total">Total</dt>
        <dd className="invoice-totals__total">
          <Money amount={invoice.total} currency={currency} />
        </dd>
      </dl>
    </section>
  );
}
