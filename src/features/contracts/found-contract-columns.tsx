// Columns of the contracts found through insertions.
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { AdvertiserName } from '../../components/advertiser-name';
import { DateText } from '../../components/date-text';
import type { FoundContract } from '../../lib/found-contracts';

export interface FoundContractRow {
  found: FoundContract;
  /** Known from the browse filter, or from the contract when it is in the cache; else null. */
  advertiserId: number | null;
  /** The advertiser's name (or "Advertiser N"), for sorting: sorted, the rows group by advertiser. */
  advertiserLabel: string | null;
  /** The contract record's look-up, asked for by the person when the advertiser is unknown. */
  lookup: 'none' | 'loading' | 'failed';
  productNames: string[];
}

const col = createColumnHelper<FoundContractRow>();
const last = { sortUndefined: 'last' as const };

export const foundContractColumns = [
  col.accessor((r) => r.found.contractId, {
    id: 'contract',
    header: 'Contract',
    cell: (c) => <Link to={paths.contract.href(c.getValue())}>Contract {c.getValue()}</Link>,
  }),
  col.accessor((r) => r.advertiserLabel ?? undefined, {
    id: 'advertiser',
    header: 'Advertiser',
    ...last,
    cell: (c) => {
      const { advertiserId, lookup } = c.row.original;
      if (advertiserId !== null) return <AdvertiserName id={advertiserId} />;
      return (
        <span className="muted">
          {lookup === 'loading'
            ? 'looking up…'
            : lookup === 'failed'
              ? 'could not be looked up'
              : 'not looked up yet'}
        </span>
      );
    },
  }),
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
