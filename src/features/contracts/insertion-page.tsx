// One insertion's page: what it is (product, size, rate, section, issue), whose it is (its contract
// and advertiser), its schedule and its line items. The schedule, size, rate and line items are the
// contract page's own expanded row (InsertionDetail).
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { contractRecordQuery } from '../../api/contracts';
import type { ListedInsertion } from '../../domain/insertion-list-view';
import { productListQuery } from '../../api/products';
import { AdvertiserName } from '../../components/advertiser-name';
import { StatusBadge } from '../../components/badge';
import { DateText } from '../../components/date-text';
import { QueryErrorPanel } from '../../components/error-panel';
import { Facts, OrNone } from '../../components/facts';
import { Money } from '../../components/money';
import { PageHeader } from '../../components/page-header';
import { CopyLink } from '../../components/copy-link';
import { formatNumber } from '../../domain/format';
import { useProductReferences } from '../../lib/use-product-references';
import { InsertionDetail } from './insertion-detail';
import { reconcileLineItems } from './reconcile-line-items';
import './contract.css';

export function InsertionPage({ insertion }: { insertion: ListedInsertion }) {
  const { id, contractId, productId } = insertion;
  const record = useQuery(contractRecordQuery(contractId));
  const products = useQuery(productListQuery());
  const productName = products.data?.items.find((p) => p.id === productId)?.name ?? null;
  const productIds = useMemo(() => [productId], [productId]);
  const sections = useProductReferences(productIds).get(productId)?.sections;
  const section = insertion.sectionId === null ? null : sections?.get(insertion.sectionId);
  const contract = record.data;
  const lineItems = useMemo(
    () =>
      contract?.lineItemsRecorded
        ? reconcileLineItems(contract.lineItems, undefined).rows.filter(
            (row) => row.shown.applyToInsertionId === id,
          )
        : null,
    [contract, id],
  );
  const advertiserId = contract?.advertiserId ?? insertion.advertiserId;

  return (
    <article className="contract">
      <PageHeader
        title={`Insertion ${id}`}
        subtitle={productName ?? `Product ${productId}`}
        documentTitle={[`Insertion ${id}`, productName]}
        actions={<CopyLink />}
      />
      {record.error ? (
        <QueryErrorPanel query={record} what={`Contract ${contractId} (its line items)`} />
      ) : null}
      <Facts
        className="facts facts--grid"
        facts={[
          {
            label: 'Contract',
            value: (
              <>
                <Link to={paths.contract.href(contractId, id)}>Contract {contractId}</Link>{' '}
                {contract && <StatusBadge status={contract.status} />}
              </>
            ),
          },
          {
            label: 'Advertiser',
            value:
              advertiserId === null ? (
                <span className="muted">not known yet</span>
              ) : (
                <AdvertiserName id={advertiserId} />
              ),
          },
          {
            label: 'Product',
            value: (
              <Link to={paths.product.href(productId)}>
                {productName ?? `Product ${productId}`}
              </Link>
            ),
          },
          {
            label: 'Section',
            value:
              insertion.sectionId === null ? (
                <span className="muted">none</span>
              ) : (
                (section?.name ?? <span className="muted">#{insertion.sectionId}</span>)
              ),
          },
          { label: 'Issue', value: <OrNone value={insertion.issueId} /> },
          { label: 'Placement', value: <OrNone value={insertion.placement} /> },
          { label: 'Quantity', value: formatNumber(insertion.quantity) },
          {
            label: 'Discount',
            value: <Money amount={insertion.discount} />,
          },
          { label: 'Taxable', value: insertion.taxable ? 'yes' : 'no' },
          insertion.dateDelivery !== null && {
            label: 'Delivery',
            value: <DateText value={insertion.dateDelivery} />,
          },
          insertion.dateCanceled !== null && {
            label: 'Cancelled',
            value: <DateText value={insertion.dateCanceled} />,
          },
        ]}
      />
      <InsertionDetail insertion={insertion} lineItems={lineItems} headingLevel={2} />
    </article>
  );
}
