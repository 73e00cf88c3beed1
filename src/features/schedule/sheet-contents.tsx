// The run sheet's contents: every product and section on the sheet with its lines and a link to the
// page it starts on (folded: a plain <details>, so it opens without JavaScript too).
import type { RunSheetGroup, RunSheetView } from '../../domain/run-sheet-view';
import { CellLink } from '../../components/cell-link';
import { formatCount } from '../../domain/format';
import { groupAnchor } from './run-sheet-table';
import type { SheetNames } from './sheet-names';

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
