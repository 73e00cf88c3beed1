// /advertisers/:advertiserId: who they are (the names file), their contracts, their invoices, and
// what they owe (the server's view). Any advertiser number opens, with or without a name.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { advertiserNameQuery } from '../../api/advertisers';
import { capabilitiesQuery } from '../../api/capabilities';
import { contractListQuery } from '../../api/contract-list';
import { insertionListQuery } from '../../api/insertions';
import { invoiceListQuery } from '../../api/invoices';
import { productListQuery } from '../../api/products';
import { paths } from '../../app/paths';
import { accessQuery, forbiddenSection, type ForbiddenSection } from '../../lib/access';
import { parseRecordNumber } from '../../lib/record-id';
import { useAdvertiserName } from '../../components/advertiser-name';
import { PageHeader } from '../../components/page-header';
import { CopyLink } from '../../components/copy-link';
import { WatchButton } from '../../components/watch-button';
import { AdvertiserContracts, advertiserContractParams } from './advertiser-contracts';
import { AdvertiserInvoices, advertiserInvoicesParams } from './advertiser-invoices';
import { NotAnAdvertiserNumber, prefetchBalance, WhatTheyOwe } from './what-they-owe';
import './advertisers.css';

export async function prefetch(queryClient: QueryClient, { params }: LoaderFunctionArgs) {
  const id = parseRecordNumber(params.advertiserId ?? '');
  if (id === null) return;
  const [{ contractList }, access] = await Promise.all([
    queryClient.ensureQueryData(capabilitiesQuery()),
    queryClient.ensureQueryData(accessQuery()),
  ]);
  // Only the parts the person's roles open: no request the server would refuse.
  const may = (path: string) => !forbiddenSection(access, path);
  await Promise.all([
    queryClient.ensureQueryData(advertiserNameQuery(id)),
    // With the contract list, one request of it instead of the insertions (and product names).
    ...(!may(paths.contracts.path)
      ? []
      : contractList
        ? [queryClient.ensureQueryData(contractListQuery(advertiserContractParams(id)))]
        : [
            queryClient.ensureQueryData(productListQuery()),
            queryClient.ensureQueryData(insertionListQuery({ advertiser_id: id })),
          ]),
    ...(may(paths.invoices.path)
      ? [
          queryClient.ensureQueryData(invoiceListQuery(advertiserInvoicesParams(id))),
          prefetchBalance(queryClient, id),
        ]
      : []),
  ]);
}

export function Component() {
  const raw = useParams().advertiserId ?? '';
  const id = parseRecordNumber(raw);
  if (id === null) return <NotAnAdvertiserNumber raw={raw} />;
  return <AdvertiserPage id={id} />;
}

/** A part of the page the person's roles do not open: its title and one line, no request made. */
function NotForYourRole({ title, refused }: { title: string; refused: ForbiddenSection }) {
  return (
    <section aria-label={title} className="card advertiser__card">
      <p className="muted">
        {title}: not for your role ({refused.label.toLowerCase()} are for {refused.allowed}).
      </p>
    </section>
  );
}

function AdvertiserPage({ id }: { id: number }) {
  const name = useAdvertiserName(id);
  const access = useQuery(accessQuery());
  const contractsRefused = forbiddenSection(access.data, paths.contracts.path);
  const invoicesRefused = forbiddenSection(access.data, paths.invoices.path);
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
            <CopyLink />
            <Link to={paths.advertisers.href()}>All advertisers</Link>
          </>
        }
      />
      <div className="advertiser__grid">
        {contractsRefused ? (
          <NotForYourRole title="Their contracts" refused={contractsRefused} />
        ) : (
          <AdvertiserContracts advertiserId={id} />
        )}
        {invoicesRefused ? (
          <NotForYourRole title="Their invoices" refused={invoicesRefused} />
        ) : (
          <AdvertiserInvoices advertiserId={id} />
        )}
        <WhatTheyOwe key={id} advertiserId={id} />
      </div>
    </section>
  );
}
