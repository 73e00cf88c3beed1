// The columns every list of contracts found through insertions shows (the browse page, an
// advertiser's page); a list adds its own, such as the advertiser, between them.
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import type { FoundContract } from '../lib/found-contracts';
import { DateText } from './date-text';
import { contractLinkColumn } from './record-columns';

export interface FoundContractBase {
  found: FoundContract;
  productNames: string[];
}

/** [contract, ...between, products, insertions, first and last scheduled] */
export function foundContractColumns<R extends FoundContractBase>(
  between: ColumnDef<R, never>[] = [],
): ColumnDef<R, never>[] {
  const col = createColumnHelper<R>();
  const last = { sortUndefined: 'last' as const };
  const columns = [
    contractLinkColumn<R>((r) => r.found.contractId),
    ...between,
    col.accessor((r) => r.productNames.join(', '), {
      id: 'products',
      header: 'Products',
      cell: (c) => c.getValue(),
    }),
    col.accessor((r) => r.found.insertionCount, {
      id: 'insertions',
      header: 'Insertions',
      meta: { numeric: true },
      cell: (c) => (
        <>
          {c.getValue()}
          {c.row.original.found.cancelledCount > 0 && (
            <span className="muted"> ({c.row.original.found.cancelledCount} cancelled)</span>
          )}
        </>
      ),
    }),
    col.accessor((r) => r.found.span?.start, {
      id: 'first',
      header: 'First scheduled',
      meta: { phone: 'key' },
      ...last,
      cell: (c) => <DateText value={c.getValue()} empty="not scheduled" />,
    }),
    col.accessor((r) => r.found.span?.end, {
      id: 'last',
      header: 'Last scheduled',
      ...last,
      cell: (c) => <DateText value={c.getValue()} empty="not scheduled" />,
    }),
  ];
  return columns as ColumnDef<R, never>[];
}
