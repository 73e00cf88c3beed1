// One contract: header, parties, schedule, insertions, line items and invoices, each failing alone.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { ApiError } from '../../api/client';
import { contractLineItemListQuery } from '../../api/contract-line-items';
import { cachedContractRow } from '../../api/contract-list';
import { contractQuery, contractRecordQuery, withLineItemsOf } from '../../api/contracts';
import { productListQuery } from '../../api/products';
import { QueryErrorPanel } from '../../components/error-panel';
import { Loading } from '../../components/loading';
import { ProblemsNotice } from '../../components/problems-notice';
import { recordVisit } from '../../lib/recent';
import { ContractHeader } from './contract-header';
import { ContractInsertions } from './contract-insertions';
import { ContractInvoices } from './contract-invoices';
import { ContractLineItems } from './contract-line-items';
import { ContractNotFound } from './contract-not-found';
import { ContractParties } from './contract-parties';
import { reconcileLineItems } from './reconcile-line-items';
import { ScheduleTimeline } from './schedule-timeline';
import { RecordWait } from '../list/view-parts';
import './contract.css';

/** Opened from the contract list: its row draws the header while the whole contract loads. */
function ContractPending({
  id,
  query,
}: {
  id: number;
  query: Parameters<typeof RecordWait>[0]['query'];
}) {
  const row = cachedContractRow(useQueryClient(), id);
  if (!row) return <RecordWait title={`Contract ${id}`} query={query} lines={6} />;
  return (
    <article className="contract">
      <ContractHeader contract={row} />
      <Loading label={`Loading the insertions and line items of contract ${id}…`} lines={4} />
    </article>
  );
}

export function ContractPage({ id }: { id: number }) {
  const contract = useQuery(contractQuery(id));
  // Read, not fetched, here: the line item section asks for the list when it nears the screen,
  // and the insertions' reconciliation fills in then.
  const lineItemList = useQuery({ ...contractLineItemListQuery(id), enabled: false });
  // Likewise the whole record, when the server's answer left the line items out (its copy of
  // the account has not read them): asked for by the line items and an opened insertion.
  const record = useQuery({ ...contractRecordQuery(id), enabled: false });
  const products = useQuery(productListQuery());
  const data = useMemo(
    () => contract.data && withLineItemsOf(contract.data, record.data),
    [contract.data, record.data],
  );

  useEffect(() => {
    if (!data) return;
    const label = [data.status, data.insertionOrderNumber].filter(Boolean).join(' · ');
    recordVisit('contract', data.id, label, data.advertiserId);
  }, [data]);

  const productNames = useMemo(
    () => new Map((products.data?.items ?? []).map((p) => [p.id, p.name])),
    [products.data],
  );
  const reconciliation = useMemo(
    () =>
      reconcileLineItems(data?.lineItemsRecorded ? data.lineItems : null, lineItemList.data?.items),
    [data, lineItemList.data],
  );

  if (contract.isPending) {
    return <ContractPending id={id} query={contract} />;
  }
  if (contract.error) {
    if (contract.error instanceof ApiError && contract.error.status === 404) {
      return <ContractNotFound number={String(id)} />;
    }
    return <RecordWait title={`Contract ${id}`} query={contract} />;
  }
  const c = data!;
  const nameOf = (productId: number) => productNames.get(productId) ?? null;

  return (
    <article className="contract">
      <ContractHeader contract={c} />
      <ContractParties contract={c} />
      {products.error && (
        <QueryErrorPanel query={products} what="the product list (product names)" />
      )}
      {products.data && <ProblemsNotice problems={products.data.problems} what="products" />}
      <ScheduleTimeline
        insertions={c.insertions}
        productName={(productId) => nameOf(productId) ?? `Product ${productId}`}
      />
      <ContractInsertions
        insertions={c.insertions}
        problems={c.insertionProblems}
        productName={nameOf}
        lineItems={c.lineItemsRead ? reconciliation.rows : null}
      />
      <ContractLineItems contract={c} reconciliation={reconciliation} />
      <ContractInvoices contractId={c.id} />
    </article>
  );
}
