// An amount in a currency, right-aligned digits; a missing amount says so instead of showing 0.
import { formatMoney } from '../domain/format';

export function Money({
  amount,
  currency,
}: {
  amount: number | null | undefined;
  currency?: string | null;
}) {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) {
    return <span className="num muted">—</span>;
  }
  return <span className="num">{formatMoney(amount, currency)}</span>;
}
