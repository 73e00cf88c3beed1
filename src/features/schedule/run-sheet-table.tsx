// One product of the run sheet: a table of its lines, a heading row for each date. A date's rows
// are drawn again only when they or the names change (the page draws a sheet a few days a task).
import { memo, type CSSProperties } from 'react';
import { CellLink } from '../../components/cell-link';
import { paths } from '../../app/paths';
import { AdvertiserName } from '../../components/advertiser-name';
import { ROW_ATTRIBUTE, ROW_OPENS_ATTRIBUTE, rowKeysRef } from '../../components/row-keys';
import { formatCount, formatDate, formatWeekday } from '../../domain/format';
import type { RunDate, RunProduct } from '../../domain/run-sheet';
import type { ReferenceNames } from './use-reference-names';

export function RunSheetTable({
  product,
  rows,
  productName,
  names,
  advertiserOf,
}: {
  /** The product's lines drawn so far. */
  product: RunProduct;
  /** Its rows once drawn whole: its lines and a heading row a date. */
  rows: number;
  productName: string;
  names: ReferenceNames;
  advertiserOf: ReadonlyMap<number, number>;
}) {
  const headingId = `run-product-${product.productId}`;
  return (
    <section
      className="run-sheet__product"
      aria-labelledby={headingId}
      // Its height until drawn (schedule.css). The same while it is drawn: a change of a custom
      // property, which every element inside inherits, restyled all its lines drawn so far.
      style={{ '--lines': rows } as CSSProperties}
    >
      <h2 id={headingId}>
        {productName} <span className="muted">({formatCount(product.count, 'line')})</span>
      </h2>
      <div className="run-sheet__scroll">
        {/* Its lines are one Tab stop (arrows move, Enter opens the contract): a day's sheet
            has hundreds of links. */}
        <table className="run-sheet__table" ref={rowKeysRef}>
          <caption className="visually-hidden">Run sheet of {productName}</caption>
          <thead>
            <tr>
              <th scope="col">Advertiser</th>
              <th scope="col">Ad size</th>
              <th scope="col">Section</th>
              <th scope="col">Placement</th>
              <th scope="col">Description</th>
              <th scope="col">Runs</th>
              <th scope="col">Contract</th>
              <th scope="col">Insertion</th>
            </tr>
          </thead>
          {product.dates.map((day) => (
            <RunDay key={day.date} day={day} names={names} advertiserOf={advertiserOf} />
          ))}
        </table>
      </div>
    </section>
  );
}

const RunDay = memo(function RunDay({
  day,
  names,
  advertiserOf,
}: {
  day: RunDate;
  names: ReferenceNames;
  advertiserOf: ReadonlyMap<number, number>;
}) {
  return (
    <tbody>
      <tr className="run-sheet__date">
        <th scope="colgroup" colSpan={8}>
          {formatWeekday(day.date)}, {formatDate(day.date)}{' '}
          <span className="muted">({formatCount(day.lines.length, 'insertion')})</span>
        </th>
      </tr>
      {day.lines.map(({ insertion: i, run }) => {
        const advertiserId = advertiserOf.get(i.contractId);
        return (
          <tr key={i.id} {...{ [ROW_ATTRIBUTE]: '' }}>
            <td data-label="Advertiser">
              {advertiserId === undefined ? (
                <span className="muted">contract not read</span>
              ) : (
                <AdvertiserName id={advertiserId} />
              )}
            </td>
            <td data-label="Ad size">{names.size(i.productId, i.adSizeId)}</td>
            <td data-label="Section">{names.section(i.productId, i.sectionId)}</td>
            <td data-label="Placement">{i.placement ?? ''}</td>
            <td data-label="Description" className="run-sheet__description">
              {i.description ?? ''}
            </td>
            <td data-label="Runs" className="run-sheet__runs">
              {/* Each date whole; the line may break at the dash. */}
              <span>{formatDate(run.start)}</span>
              {run.start !== run.end && (
                <>
                  {' – '}
                  <span>{formatDate(run.end)}</span>
                </>
              )}
            </td>
            <td data-label="Contract">
              <CellLink
                to={paths.contract.href(i.contractId, i.id)}
                {...{ [ROW_OPENS_ATTRIBUTE]: '' }}
              >
                {i.contractId}
              </CellLink>
            </td>
            <td data-label="Insertion" className="run-sheet__id">
              <CellLink to={paths.insertion.href(i.id)}>{i.id}</CellLink>
            </td>
          </tr>
        );
      })}
    </tbody>
  );
});
