// /advertisers/:advertiserId: who they are (the names file), their contracts, their invoices, and
// what they owe (the server's view). Any advertiser number opens, with or without a name.
import type { QueryClient } from '@tanstack/react-query';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { advertiserNameQuery } from '../../api/advertisers';
import { capabilitiesQuery } from '../../api/capabilities';
import { contractListQuery } from '../../api/contract-list';
import { insertionListQuery } from '../../api/insertions';
import { invoiceListQuery } from '../../api/invoices';
import { productListQuery } from '../../api/products';
import { paths } from '../../app/paths';
import { parseRecordNumber } from '../../lib/record-id';
import { useAdvertiserName } from '../../components/advertiser-name';
import { PageHeader } from '../../components/page-header';
import { WatchButton } from '../../components/watch-button';
import { AdvertiserContracts, advertiserContractParams } from './advertiser-contracts';
import { AdvertiserInvoices, advertiserInvoicesParams } from './advertiser-invoices';
import { prefetchBalance } from './what-they-owe';
import { NotAnAdvertiserNumber } from './not-an-advertiser-number';
import { WhatTheyOwe } from './what-they-owe';
import './advertisers.css';

export async function prefetch(queryClient: QueryClient, { params }: LoaderFunctionArgs) {
  const id = parseRecordNumber(params.advertiserId ?? '');
  if (id === null) return;
  const { contractList } = await queryClient.ensureQueryData(capabilitiesQuery());
  await Promise.all([
    queryClient.ensureQueryData(advertiserNameQuery(id)),
    // With the contract list, one request of it instead of the insertions (and product names).
    ...(contractList
      ? [queryClient.ensureQueryData(contractListQuery(advertiserContractParams(id)))]
      : [
          queryClient.ensureQueryData(productListQuery()),
          queryClient.ensureQueryData(insertionListQuery({ advertiser_id: id })),
        ]),
    queryClient.ensureQueryData(invoiceListQuery(advertiserInvoicesParams(id))),
    prefetchBalance(queryClient, id),
  ]);
}

export function Component() {
  const raw = useParams().advertiserId ?? '';
  const id = parseRecordNumber(raw);
  if (id === null) return <NotAnAdvertiserNumber raw={raw} />;
  return <AdvertiserPage id={id} />;
}

function AdvertiserPage({ id }: { id: number }) {
  const name = useAdvertiserName(id);
  return (
    <section className="advertiser">
      <PageHeader
        title={name ?? `Advertiser ${id}`}
        documentTitle={[`Advertiser ${id}`, name]}
        subtitle={
          name === undefined
            ? 'The names file has no name for this number.'
            : `Advertiser number ${id}`
        }
        actions={
          <>
            <WatchButton
              kind="advertiser"
              target={String(id)}
              label={name ? `${name} (advertiser ${id})` : `Advertiser ${id}`}
            />
            <Link to={paths.advertisers.href()}>All advertisers</Link>
          </>
        }
      />
      <div className="advertiser__grid">
        <AdvertiserContracts advertiserId={id} />
        <AdvertiserInvoices advertiserId={id} />
        <WhatTheyOwe key={id} advertiserId={id} />
      </div>
    </section>
  );
}
