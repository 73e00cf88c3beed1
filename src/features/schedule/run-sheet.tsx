// A page of the run sheet: the names it shows (its products' from the product list, its ad sizes'
// and sections' as the server's view sends them, never one request a row); its contents, every
// product and section with its lines and a link to the page it starts on (folded: a plain
// <details>, so it opens without JavaScript too); each product's heading (its lines on the whole
// sheet), then a table a section, a heading row a date, each line opening its insertion's page.
// And the whole selection as CSV: one line per insertion and day, in the sheet's order, with ids
// beside the names.
import { CellLink } from '../../components/cell-link';
import { paths } from '../../app/paths';
import { AdvertiserName } from '../../components/advertiser-name';
import { ROW_ATTRIBUTE, ROW_OPENS_ATTRIBUTE, rowKeysRef } from '../../components/row-keys';
import type { Product } from '../../domain/products';
import type {
  RunSheetDay,
  RunSheetGroup,
  RunSheetPart,
  RunSheetView,
} from '../../domain/run-sheet-view';
import { formatCount, formatDate, formatWeekday } from '../../domain/format';
import { csvOf } from '../list/csv-export';

export interface SheetNames {
  product: (productId: number) => string;
  size: (sizeId: number) => string;
  section: (sectionId: number | null) => string;
}

export function sheetNames(
  view: Pick<RunSheetView, 'sizes' | 'sections'>,
  products: readonly Product[] | undefined,
): SheetNames {
  const sizes = new Map(view.sizes);
  const sections = new Map(view.sections);
  return {
    product: (id) => products?.find((p) => p.id === id)?.name ?? `Product ${id}`,
    size: (id) => sizes.get(id) ?? `Ad size ${id}`,
    section: (id) => (id === null ? 'No section' : (sections.get(id) ?? `Section ${id}`)),
  };
}

export function SheetContents({
  sheet,
  names,
  hrefFor,
}: {
  sheet: Pick<RunSheetView, 'groups' | 'pages'>;
  names: SheetNames;
  hrefFor: (page: number) => string;
}) {
  const products = new Map<number, RunSheetGroup[]>();
  for (const group of sheet.groups) {
    products.set(group.productId, [...(products.get(group.productId) ?? []), group]);
  }
  return (
    <details className="run-sheet__contents">
      <summary>
        {`Contents: ${formatCount(sheet.groups.length, 'section')} in ${formatCount(products.size, 'product')}`}
        {sheet.pages > 1 && `, on ${sheet.pages} pages`}
      </summary>
      <ul>
        {[...products].map(([productId, groups]) => (
          <li key={productId}>
            {names.product(productId)}
            <ul>
              {groups.map((group) => (
                <li key={groupAnchor(group)}>
                  <CellLink to={`${hrefFor(group.page)}#${groupAnchor(group)}`}>
                    {names.section(group.sectionId)}
                  </CellLink>{' '}
                  <span className="muted">{`${formatCount(group.count, 'line')}, page ${group.page}`}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The anchor of a group's heading (the contents link to it). */
const groupAnchor = (group: RunSheetGroup) => `run-${group.productId}-${group.sectionId ?? 'none'}`;

/** "57 lines", or "57 lines, 20 on this page" when the page holds only some. */
const counted = (count: number, here: number, noun: string) =>
  `${formatCount(count, noun)}${here < count ? `, ${here} on this page` : ''}`;

/** A date whole on one line: its spaces do not break. */
const unbroken = (date: string) => formatDate(date).replace(/ /g, '\u00a0');

export function RunSheetProduct({
  productId,
  parts,
  groups,
  names,
  advertiserOf,
}: {
  productId: number;
  /** The product's parts on this page. */
  parts: readonly RunSheetPart[];
  groups: readonly RunSheetGroup[];
  names: SheetNames;
  advertiserOf: ReadonlyMap<number, number>;
}) {
  const headingId = `run-product-${productId}`;
  const productName = names.product(productId);
  const count = groups.reduce((n, g) => n + (g.productId === productId ? g.count : 0), 0);
  return (
    <section className="run-sheet__product" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {`${productName} `}
        <span className="muted">{`(${formatCount(count, 'line')})`}</span>
      </h2>
      {parts.map((part) => {
        const group = groups[part.group]!;
        const section = names.section(group.sectionId);
        const here = part.days.reduce((n, d) => n + d.lines.length, 0);
        return (
          <div key={part.group} className="run-sheet__section">
            <h3 id={groupAnchor(group)}>
              {`${section} `}
              <span className="muted">{`(${counted(group.count, here, 'line')})`}</span>
            </h3>
            <div className="run-sheet__scroll">
              {/* Its lines are one Tab stop (arrows move, Enter opens the insertion). */}
              <table className="run-sheet__table" ref={rowKeysRef}>
                <caption className="visually-hidden">{`Run sheet of ${productName}, ${section}`}</caption>
                <thead>
                  <tr>
                    <th scope="col">Advertiser</th>
                    <th scope="col">Ad size</th>
                    <th scope="col">Placement</th>
                    <th scope="col">Description</th>
                    <th scope="col">Runs</th>
                    <th scope="col">Contract</th>
                    <th scope="col">Insertion</th>
                  </tr>
                </thead>
                {part.days.map((day) => (
                  <RunDay key={day.date} day={day} names={names} advertiserOf={advertiserOf} />
                ))}
              </table>
            </div>
          </div>
        );
      })}
    </section>
  );
}

function RunDay({
  day,
  names,
  advertiserOf,
}: {
  day: RunSheetDay;
  names: SheetNames;
  advertiserOf: ReadonlyMap<number, number>;
}) {
  return (
    <tbody>
      <tr className="run-sheet__date">
        <th scope="colgroup" colSpan={7}>
          {`${formatWeekday(day.date)}, ${formatDate(day.date)} `}
          <span className="muted">{`(${counted(day.count, day.lines.length, 'insertion')})`}</span>
        </th>
      </tr>
      {day.lines.map((line) => {
        const advertiserId = advertiserOf.get(line.contractId);
        return (
          <tr key={line.id} {...{ [ROW_ATTRIBUTE]: '' }}>
            <td data-label="Advertiser">
              {advertiserId === undefined ? (
                <span className="muted">contract not read</span>
              ) : (
                <AdvertiserName id={advertiserId} />
              )}
            </td>
            <td data-label="Ad size">{names.size(line.adSizeId)}</td>
            <td data-label="Placement">{line.placement ?? ''}</td>
            <td data-label="Description" className="run-sheet__description">
              {line.description ?? ''}
            </td>
            <td data-label="Runs" className="run-sheet__runs">
              {/* Each date whole; the line may break at the dash. */}
              {line.start === line.end
                ? unbroken(line.start)
                : `${unbroken(line.start)} – ${unbroken(line.end)}`}
            </td>
            <td data-label="Contract">
              <CellLink to={paths.contract.href(line.contractId, line.id)}>
                {line.contractId}
              </CellLink>
            </td>
            <td data-label="Insertion" className="run-sheet__id">
              <CellLink to={paths.insertion.href(line.id)} {...{ [ROW_OPENS_ATTRIBUTE]: '' }}>
                {line.id}
              </CellLink>
            </td>
          </tr>
        );
      })}
    </tbody>
  );
}

export function scheduleCsv(
  sheet: Pick<RunSheetView, 'groups' | 'parts'>,
  names: SheetNames & { advertiser: (contractId: number) => { id: number | null; name: string } },
): string {
  type Row = RunSheetDay['lines'][number] & { date: string; group: RunSheetGroup };
  const rows = sheet.parts.flatMap((part) =>
    part.days.flatMap((day) =>
      day.lines.map((line): Row => ({ ...line, date: day.date, group: sheet.groups[part.group]! })),
    ),
  );
  return csvOf<Row>(
    [
      ['Product ID', (r) => r.group.productId],
      ['Product', (r) => names.product(r.group.productId)],
      ['Date', (r) => r.date],
      ['Run start', (r) => r.start],
      ['Run end', (r) => r.end],
      ['Insertion ID', (r) => r.id],
      ['Contract ID', (r) => r.contractId],
      ['Advertiser ID', (r) => names.advertiser(r.contractId).id],
      ['Advertiser', (r) => names.advertiser(r.contractId).name],
      ['Ad size', (r) => names.size(r.adSizeId)],
      ['Section', (r) => (r.group.sectionId === null ? '' : names.section(r.group.sectionId))],
      ['Placement', (r) => r.placement],
      ['Description', (r) => r.description],
    ],
    rows,
  );
}
