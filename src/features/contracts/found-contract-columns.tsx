// Columns of the contracts found through insertions.
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { AdvertiserName } from '../../components/advertiser-name';
import { foundContractColumns as sharedColumns } from '../../components/found-contract-columns';
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

export const foundContractColumns = sharedColumns<FoundContractRow>([
  col.accessor((r) => r.advertiserLabel ?? undefined, {
    id: 'advertiser',
    header: 'Advertiser',
    meta: { phone: 'key' },
    sortUndefined: 'last',
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
  }) as ColumnDef<FoundContractRow, never>,
]);
