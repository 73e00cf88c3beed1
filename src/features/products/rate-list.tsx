// The rates of one ad size, inside its row of the ad sizes table.
import type { AdRate } from '../../domain/ad-rates';
import { Badge } from '../../components/badge';
import { Money } from '../../components/money';

export function RateList({ rates }: { rates: readonly AdRate[] }) {
  if (rates.length === 0) return <span className="muted">no rates</span>;
  return (
    <ul className="rate-list">
      {rates.map((rate) => (
        <li key={rate.id}>
          <span>{rate.name}</span> <Money amount={rate.rate} />
          {rate.units && <span className="muted"> per {rate.units}</span>}
          {rate.dateDeleted && (
            <>
              {' '}
              <Badge tone="danger">Deleted</Badge>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Rates by the id of their ad size. */
export function ratesBySize(rates: readonly AdRate[]): Map<number, AdRate[]> {
  const bySize = new Map<number, AdRate[]>();
  for (const rate of rates) {
    const list = bySize.get(rate.adSizeId);
    if (list) list.push(rate);
    else bySize.set(rate.adSizeId, [rate]);
  }
  return bySize;
}
