// /contracts/pipeline: open contracts (status Open) by seller and by advertiser, count and value,
// the oldest open first, each linked. One bulk read of the contract list (100 a request).
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { capabilitiesQuery } from '../../api/capabilities';
import type { ContractRow } from '../../api/contract-list';
import { paths } from '../../app/paths';
import { AdvertiserName } from '../../components/advertiser-name';
import { Badge } from '../../components/badge';
import { CollectStatus } from '../../components/collect-status';
import { DateText } from '../../components/date-text';
import { FiguresTable } from '../../components/figures-table';
import { Money } from '../../components/money';
import { Notice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { UserName } from '../../components/user-name';
import { formatCount } from '../../lib/format';
import { groupBy, splitByCurrency, type Group } from '../../lib/sales-figures';
import { useCollectContracts } from '../../lib/use-collect-contracts';
import './contract.css';

const OPEN = { status: 'Open', sort_by: 'date_created', sort_order: 'asc' } as const;

export async function prefetch(queryClient: QueryClient) {
  await queryClient.ensureQueryData(capabilitiesQuery());
}

export function Component() {
  const capabilities = useQuery(capabilitiesQuery());
  return (
    <section className="pipeline">
      <PageHeader
        title="Pipeline"
        subtitle="Open contracts by seller and by advertiser, the oldest open first."
      />
      {capabilities.data?.contractList ? (
        <PipelineFigures />
      ) : (
        <NoContractList loading={capabilities.isPending} />
      )}
    </section>
  );
}

function NoContractList({ loading }: { loading: boolean }) {
  if (loading) return <p className="muted">Finding out whether the API lists contracts…</p>;
  return (
    <Notice title="The account's API does not list contracts">
      <p>
        The pipeline needs the API's contract list, which this account's API does not answer.
        Contracts can still be opened by number or found through their insertions on the{' '}
        <Link to={paths.contracts.href()}>contracts page</Link>.
      </p>
    </Notice>
  );
}

function PipelineFigures() {
  const { state, start, cancel } = useCollectContracts(OPEN);
  useEffect(() => {
    void start();
    // Once on arrival; Retry starts it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <>
      <CollectStatus
        state={state}
        what="Pipeline"
        noun="contract"
        onCancel={cancel}
        onRetry={() => void start()}
      />
      {state.status === 'done' && (
        <>
          <p className="muted">
            {formatCount(state.items.length, 'open contract')}, read in{' '}
            {formatCount(state.requests, 'request')} of the contract list
            {state.fetched !== undefined && state.fetched < state.requests
              ? ` (${state.fetched} from the API, the rest from this tab's copy)`
              : ''}
            .
          </p>
          {state.items.length === 0 && <p>No contract is open.</p>}
          {[...splitByCurrency(state.items)].map(([currency, rows]) => (
            <CurrencyPipeline key={currency} currency={currency} rows={rows} />
          ))}
        </>
      )}
    </>
  );
}

function CurrencyPipeline({ currency, rows }: { currency: string; rows: ContractRow[] }) {
  const label = currency ? ` (${currency})` : '';
  return (
    <>
      <GroupTable
        title={`By seller${label}`}
        who="Seller"
        groups={groupBy(rows, (c) => c.soldByUserId)}
        name={(key) => <UserName id={key === 0 ? null : key} />}
        currency={currency}
      />
      <GroupTable
        title={`By advertiser${label}`}
        who="Advertiser"
        groups={groupBy(rows, (c) => c.advertiserId)}
        name={(key) => <AdvertiserName id={key} />}
        currency={currency}
      />
    </>
  );
}

function GroupTable({
  title,
  who,
  groups,
  name,
  currency,
}: {
  title: string;
  who: string;
  groups: Group[];
  name: (key: number) => ReactNode;
  currency: string;
}) {
  return (
    <section className="contracts__card pipeline__group" aria-label={title}>
      <h2>{title}</h2>
      {/* On a phone the table scrolls on its own (the page never does): focusable for keyboards. */}
      <div className="pipeline__scroll" tabIndex={0} role="region" aria-label={`${who} table`}>
        <FiguresTable
          className="pipeline__table"
          columns={[
            { label: who },
            { label: 'Open', num: true },
            { label: 'Value', num: true },
            { label: 'Contracts, oldest first' },
          ]}
          rows={groups.map((group) => ({
            key: group.key,
            cells: [
              name(group.key),
              group.count,
              <Money amount={group.cents / 100} currency={currency || null} />,
              <ul className="pipeline__contracts">
                {group.contracts.map((c) => (
                  <li key={c.id}>
                    <Link to={paths.contract.href(c.id)}>{c.id}</Link>{' '}
                    <span className="muted">
                      created <DateText value={c.dateCreated} />
                    </span>
                    {c.isProposal && (
                      <>
                        {' '}
                        <Badge tone="info">Proposal</Badge>
                      </>
                    )}
                  </li>
                ))}
              </ul>,
            ],
          }))}
        />
      </div>
    </section>
  );
}
