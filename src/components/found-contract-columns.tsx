// The columns every list of contracts found through insertions shows (the browse page, an
// advertiser's page); a list adds its own, such as the advertiser, between them.
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import type { FoundContract } from '../lib/found-contracts';
import { contractLinkColumn, dateColumn } from './record-columns';

const NONE = 'not scheduled';

export interface FoundContractBase {
  found: FoundContract;
  productNames: string[];
}

/** [contract, ...between, products, insertions, first and last scheduled] */
export function foundContractColumns<R extends FoundContractBase>(
  between: ColumnDef<R, never>[] = [],
): ColumnDef<R, never>[] {
  const col = createColumnHelper<R>();
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
    {
      ...dateColumn<R>('first', 'First scheduled', (r) => r.found.span?.start ?? null, NONE),
      meta: { phone: 'key' },
    },
    dateColumn<R>('last', 'Last scheduled', (r) => r.found.span?.end ?? null, NONE),
  ];
  return columns as ColumnDef<R, never>[];
}
