// Contracts found through insertions: the API cannot list contracts, so this reads the insertions
// for an advertiser, product or section and lists the distinct contracts among them.
// Insertions do not carry their advertiser: browsing by advertiser names it from the filter; else it
// comes from the contract record, when cached or when looked up on request (one request a contract,
// so never without asking, and LOOKUP_BATCH at a time).
import { useQueries, useQuery } from '@tanstack/react-query';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { advertiserLabel, useAdvertiserNames } from '../../api/advertisers';
import { contractQuery } from '../../api/contracts';
import { insertionListQuery } from '../../api/insertions';
import type { InsertionListParams } from '../../domain/insertion-types';
import type { Product } from '../../domain/products';
import { sectionListQuery } from '../../api/sections';
import { AdvertiserName } from '../../components/advertiser-name';
import { DataTable } from '../../components/data-table';
import { foundContractColumns as sharedColumns } from '../../components/found-contract-columns';
import { InsertionFilterText } from '../../components/insertion-filter-text';
import { ProblemsNotice } from '../../components/problems-notice';
import { formatCount } from '../../domain/format';
import { groupByContract, type FoundContract } from '../../lib/found-contracts';

const LOOKUP_BATCH = 25;

interface FoundContractRow {
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

const foundContractColumns = sharedColumns<FoundContractRow>([
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

interface Props {
  params: InsertionListParams;
  products: readonly Product[] | undefined;
}

export function ContractBrowse({ params, products }: Props) {
  const insertions = useQuery(insertionListQuery(params));
  const sections = useQuery({
    ...sectionListQuery(params.product_id ?? 0),
    enabled: params.product_id !== undefined && params.section_id !== undefined,
  });
  const productNames = useMemo(
    () => new Map((products ?? []).map((p) => [p.id, p.name])),
    [products],
  );
  // The count and the problems are said once the list has been read to its end.
  const whole = insertions.data;
  const found = useMemo(() => groupByContract(insertions.data?.items ?? []), [insertions.data]);
  const [wanted, setWanted] = useState<ReadonlySet<number>>(new Set());
  const byFilter = params.advertiser_id;
  // Cached contracts answer at once (a disabled query still reads the cache); others on request.
  const contracts = useQueries({
    queries:
      byFilter === undefined
        ? found.map((f) => ({
            ...contractQuery(f.contractId),
            enabled: wanted.has(f.contractId),
            retryOnMount: false,
          }))
        : [],
  });
  const advertiserIds = contracts.length
    ? contracts.map((c) => c.data?.advertiserId ?? null)
    : found.map(() => byFilter ?? null);
  const names = useAdvertiserNames(advertiserIds.filter((id) => id !== null));
  const rows: FoundContractRow[] = found.map((f, index) => {
    const contract = contracts[index];
    const advertiserId = advertiserIds[index] ?? null;
    return {
      found: f,
      advertiserId,
      advertiserLabel:
        advertiserId === null ? null : advertiserLabel(advertiserId, names.get(advertiserId)),
      lookup: contract?.isFetching ? 'loading' : contract?.isError ? 'failed' : 'none',
      productNames: f.productIds.map((id) => productNames.get(id) ?? `Product ${id}`),
    };
  });
  const unknown = rows.filter((r) => r.advertiserId === null).map((r) => r.found.contractId);
  const next = unknown.filter((id) => !wanted.has(id)).slice(0, LOOKUP_BATCH);
  const looking = rows.some((r) => r.lookup === 'loading');

  return (
    <div className="contract-browse">
      <p>
        {whole ? (
          <>
            <strong>{formatCount(found.length, 'contract')}</strong> found in{' '}
            {formatCount(whole.count, 'insertion')} for{' '}
            <InsertionFilterText
              params={params}
              productName={(id) => productNames.get(id) ?? null}
              sectionName={(id) => sections.data?.items.find((s) => s.id === id)?.name ?? null}
            />
            .{' '}
          </>
        ) : null}
        This list is built from insertions: a contract without insertions that match does not
        appear.
      </p>
      {unknown.length > 0 && (
        <p className="contract-browse__lookup">
          Insertions do not name their advertiser: {formatCount(unknown.length, 'contract')} still
          to look up, one request each.{' '}
          {next.length > 0 && (
            <button
              type="button"
              className="button"
              disabled={looking}
              onClick={() => setWanted(new Set([...wanted, ...next]))}
            >
              {looking
                ? 'Looking up…'
                : `Look up ${next.length === unknown.length ? 'their' : `${next.length} of their`} advertisers`}
            </button>
          )}
        </p>
      )}
      {whole && <ProblemsNotice problems={whole.problems} what="insertions" />}
      <DataTable
        data={rows}
        columns={foundContractColumns}
        caption="Contracts found"
        getRowId={(r) => String(r.found.contractId)}
        isLoading={insertions.isPending}
        error={insertions.error}
        onRetry={() => void insertions.refetch()}
        emptyMessage="No insertions match, so no contracts were found."
      />
    </div>
  );
}
