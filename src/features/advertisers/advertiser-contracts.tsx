// An advertiser's contracts: from the contract list when the account answers it (one request, up to
// 100), otherwise found through their insertions.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { capabilitiesQuery } from '../../api/capabilities';
import { contractListQuery } from '../../api/contract-list';
import type { ContractListParams } from '../../domain/contract-list';
import { paths } from '../../app/paths';
import { contractRowColumns } from '../../components/contract-row-columns';
import { insertionListQuery } from '../../api/insertions';
import { productListQuery } from '../../api/products';
import { DataTable } from '../../components/data-table';
import {
  foundContractColumns,
  type FoundContractBase,
} from '../../components/found-contract-columns';
import { ProblemsNotice } from '../../components/problems-notice';
import { tableStateOf } from '../../components/table-state';
import { formatCount } from '../../domain/format';
import { groupByContract } from '../../lib/found-contracts';

type Row = FoundContractBase;

const columns = foundContractColumns<Row>();

/** The one request of an advertiser's contracts from the list: all of them, up to 100. */
export function advertiserContractParams(advertiserId: number): ContractListParams {
  return { advertiser_id: advertiserId, per_page: 100, sort_by: 'id', sort_order: 'desc' };
}

export function AdvertiserContracts({ advertiserId }: { advertiserId: number }) {
  const capabilities = useQuery(capabilitiesQuery());
  if (capabilities.isPending) return null;
  if (capabilities.data?.contractList) return <ListedContracts advertiserId={advertiserId} />;
  return <FoundContracts advertiserId={advertiserId} />;
}

const listedColumns = contractRowColumns(['advertiser']);

function ListedContracts({ advertiserId }: { advertiserId: number }) {
  const list = useQuery(contractListQuery(advertiserContractParams(advertiserId)));
  const page = list.data;
  const more = `${paths.contracts.href(`advertiser_id=${advertiserId}`)}`;
  return (
    <section aria-labelledby="advertiser-contracts" className="card advertiser__card">
      <h2 id="advertiser-contracts">Contracts</h2>
      {page && (
        <p className="muted">
          {formatCount(page.total ?? page.items.length, 'contract')}, from the API's contract list.{' '}
          {page.hasNextPage && (
            <>
              The 100 newest are shown: <Link to={more}>all of them in the contract list</Link>.
            </>
          )}
        </p>
      )}
      {page && <ProblemsNotice problems={page.problems} what="contracts" />}
      <DataTable
        caption="Their contracts"
        data={page?.items ?? []}
        columns={listedColumns}
        getRowId={(r) => String(r.id)}
        initialSorting={[{ id: 'id', desc: true }]}
        {...tableStateOf(list)}
        emptyMessage="This advertiser has no contracts."
      />
    </section>
  );
}

function FoundContracts({ advertiserId }: { advertiserId: number }) {
  const insertions = useQuery(insertionListQuery({ advertiser_id: advertiserId }));
  const products = useQuery(productListQuery());
  const rows = useMemo(() => {
    const names = new Map((products.data?.items ?? []).map((p) => [p.id, p.name]));
    return groupByContract(insertions.data?.items ?? []).map((found) => ({
      found,
      productNames: found.productIds.map((id) => names.get(id) ?? `Product ${id}`),
    }));
  }, [insertions.data, products.data]);

  return (
    <section aria-labelledby="advertiser-contracts" className="card advertiser__card">
      <h2 id="advertiser-contracts">Contracts</h2>
      <p className="muted">
        {insertions.data && insertions.data.count > 0 && (
          <>
            {formatCount(rows.length, 'contract')} found in{' '}
            {formatCount(insertions.data.count, 'insertion')}.{' '}
          </>
        )}
        Found through their insertions: a contract without insertions does not appear.
      </p>
      {insertions.data && <ProblemsNotice problems={insertions.data.problems} what="insertions" />}
      <DataTable
        caption="Their contracts"
        data={rows}
        columns={columns}
        getRowId={(r) => String(r.found.contractId)}
        initialSorting={[{ id: 'contract', desc: true }]}
        {...tableStateOf(insertions)}
        emptyMessage="No insertions for this advertiser, so no contracts were found."
      />
    </section>
  );
}
