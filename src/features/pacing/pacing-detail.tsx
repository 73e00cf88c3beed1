// The contracts behind one figure of /pacing (a row's, or a period's total): each links to its
// contract and advertiser; by product, the product's share of each contract beside its total.
import { Link } from 'react-router';
import { DETAIL_LIMIT, type PacingAnswer } from '../../domain/question-views';
import { paths } from '../../app/paths';
import { AdvertiserName } from '../../components/advertiser-name';
import { FiguresTable } from '../../components/figures-table';
import { Money } from '../../components/money';
import { formatCount, formatDate } from '../../domain/format';
import { DETAIL_ID, rowName } from './pacing-figures';

export function FigureContracts({
  answer,
  closeHref,
}: {
  answer: PacingAnswer;
  closeHref: string;
}) {
  const detail = answer.detail!;
  const window = detail.period === 'current' ? answer.current : answer.prior;
  const row = answer.sets.flatMap((s) => s.rows).find((r) => r.key === detail.key);
  const whose =
    detail.key === null ? 'All' : rowName(answer.by, row ?? { key: detail.key, name: null });
  const share = answer.by === 'product' && detail.key !== null;
  return (
    <section className="pacing__card" id={DETAIL_ID} aria-labelledby={`${DETAIL_ID}-title`}>
      <h2 id={`${DETAIL_ID}-title`}>
        {whose}: contracts won {formatDate(window.from)} to {formatDate(window.to)}
      </h2>
      <p>
        {formatCount(detail.count, 'contract')}, the largest first
        {detail.count > detail.contracts.length &&
          ` (the first ${DETAIL_LIMIT} are listed; the CSV of the figures has their sums)`}
        . <Link to={closeHref}>Close the list</Link>
      </p>
      <div
        className="pacing__scroll"
        tabIndex={0}
        role="region"
        aria-label="Contracts of the figure"
      >
        <FiguresTable
          className="pacing__table"
          columns={[
            { label: 'Contract' },
            { label: 'Advertiser' },
            { label: 'Sold' },
            { label: 'Total', num: true },
            ...(share ? [{ label: 'This product’s share', num: true }] : []),
          ]}
          rows={detail.contracts.map((c) => ({
            key: c.id,
            cells: [
              <Link to={paths.contract.href(c.id)}>Contract {c.id}</Link>,
              <AdvertiserName id={c.advertiserId} />,
              formatDate(c.dateSold),
              <Money amount={c.total / 100} currency={c.currency || null} />,
              ...(share ? [<Money amount={c.amount / 100} currency={c.currency || null} />] : []),
            ],
          }))}
          empty="No contract."
        />
      </div>
    </section>
  );
}
