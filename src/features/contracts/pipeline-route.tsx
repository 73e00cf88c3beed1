// /contracts/pipeline: open contracts (status Open) by seller and by advertiser, count and value,
// the oldest open first, each linked. The server's view of its copy of the contracts:
// one request, in the page's HTML.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../app/paths';
import { AdvertiserName } from '../../components/advertiser-name';
import { CellLink } from '../../components/cell-link';
import { Badge } from '../../components/badge';
import { DateText } from '../../components/date-text';
import { FiguresCoverage } from '../../components/figures-coverage';
import { FiguresTable } from '../../components/figures-table';
import { Money } from '../../components/money';
import { PageHeader } from '../../components/page-header';
import { NamesNote } from '../../components/user-name';
import { formatCount, formatInteger } from '../../domain/format';
import { listSearch } from '../../lib/list-params';
import { useListParams } from '../../lib/use-list-params';
import { pipelineContract, type PipelineRow } from '../../domain/figures-view';
import { viewQuery } from '../../api/view-query';
import { QueryErrorPanel } from '../../components/error-panel';
import { Loading } from '../../components/loading';
import { groupBy, splitByCurrency, type Group } from '../../domain/sales-figures';
import { contractListSpec } from './contract-list-params';
import { CONTRACTS_LISTED, FIRST_ADVERTISERS, pipelineSpec } from './pipeline-params';
import { SellerContractsLink } from '../../components/seller-contracts-link';
import { WhoseLinks } from '../../components/seller-select';
import { daysFrom } from '../../domain/date-only';
import { useToday } from '../../lib/use-today';
import {
  ContractListGate,
  prefetchOverContracts,
  ScrollRegion,
  valuesOf,
} from '../list/view-parts';
import './contract.css';

export async function prefetch(queryClient: QueryClient, { request }: LoaderFunctionArgs) {
  const { seller } = valuesOf(pipelineSpec, request);
  await prefetchOverContracts(queryClient, () => viewQuery(pipelineContract, { seller }));
}

export function Component() {
  return (
    <section className="pipeline">
      <PageHeader
        title="Pipeline"
        subtitle="Open contracts by seller and by advertiser, the oldest open first."
      />
      <ContractListGate why="The pipeline needs the API's contract list, which this account's API does not answer.">
        <PipelineFigures />
      </ContractListGate>
    </section>
  );
}

function PipelineFigures() {
  const { values, searchFor } = useListParams(pipelineSpec);
  const query = useQuery(viewQuery(pipelineContract, { seller: values.seller }));
  if (query.isPending) return <Loading label="Reading the pipeline…" />;
  if (query.isError) return <QueryErrorPanel query={query} what="Pipeline" />;
  const { rows, coverage, whose } = query.data;
  const whoseHref = (seller: number | 'all') => paths.pipeline.href(searchFor({ seller }));
  return (
    <>
      <WhoseLinks what="open contracts" whose={whose} hrefFor={whoseHref} />
      <NamesNote />
      <FiguresCoverage coverage={coverage} counted={formatCount(rows.length, 'open contract')} />
      {rows.length === 0 && <p>No contract is open.</p>}
      {rows.length > 0 && (
        <p>
          Each contract shows its age, the days since it was created; those open more than{' '}
          {formatCount(values.older_than, 'day')} are marked “{overLabel(values.older_than)}” (a
          month is the usual follow-up; another limit: <code>older_than=</code> in the address).
        </p>
      )}
      {[...splitByCurrency(rows)].map(([currency, currencyRows]) => (
        <CurrencyPipeline
          key={currency}
          currency={currency}
          rows={currencyRows}
          allAdvertisers={values.advertisers === 'all'}
          olderThan={values.older_than}
        />
      ))}
    </>
  );
}

/** The mark of an open contract older than the limit: words, never colour alone. */
const overLabel = (days: number) => `Open over ${formatCount(days, 'day')}`;

/** A seller's open contracts, oldest first: their list from the pipeline. */
const OPEN_OLDEST_FIRST = { status: 'Open', sort_by: 'date_created', sort_order: 'asc' } as const;

function CurrencyPipeline({
  currency,
  rows,
  allAdvertisers,
  olderThan,
}: {
  currency: string;
  rows: PipelineRow[];
  allAdvertisers: boolean;
  olderThan: number;
}) {
  const label = currency ? ` (${currency})` : '';
  const advertisers = groupBy(rows, (c) => c.advertiserId);
  const shown = allAdvertisers ? advertisers : advertisers.slice(0, FIRST_ADVERTISERS);
  return (
    <>
      <GroupTable
        title={`By seller${label}`}
        who="Seller"
        groups={groupBy(rows, (c) => c.soldByUserId)}
        name={(key) => <SellerContractsLink seller={key} filters={OPEN_OLDEST_FIRST} />}
        currency={currency}
        olderThan={olderThan}
        more={(key, text) => (
          <SellerContractsLink seller={key} filters={OPEN_OLDEST_FIRST}>
            {text}
          </SellerContractsLink>
        )}
      />
      <GroupTable
        title={`By advertiser${label}`}
        who="Advertiser"
        groups={shown}
        name={(key) => <AdvertiserName id={key} />}
        currency={currency}
        olderThan={olderThan}
        more={(key, text) => (
          <CellLink
            to={paths.contracts.href(
              listSearch(contractListSpec, { ...OPEN_OLDEST_FIRST, advertiser_id: key }),
            )}
          >
            {text}
          </CellLink>
        )}
      />
      {shown.length < advertisers.length && (
        <p>
          The {shown.length} advertisers with the oldest open contracts are shown.{' '}
          <Link to={paths.pipeline.href(listSearch(pipelineSpec, { advertisers: 'all' }))}>
            Show all {advertisers.length} advertisers
          </Link>
        </p>
      )}
    </>
  );
}

function GroupTable({
  title,
  who,
  groups,
  name,
  currency,
  olderThan,
  more,
}: {
  title: string;
  who: string;
  groups: Group<PipelineRow>[];
  name: (key: number) => ReactNode;
  currency: string;
  olderThan: number;
  /** The link of the last item of a group listing fewer contracts than it has. */
  more: (key: number, text: string) => ReactNode;
}) {
  return (
    <section className="card pipeline__group" aria-label={title}>
      <h2>{title}</h2>
      <ScrollRegion className="pipeline__scroll" label={`${who} table`}>
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
                {group.contracts.slice(0, CONTRACTS_LISTED).map((c) => (
                  <li key={c.id}>
                    <CellLink to={paths.contract.href(c.id)}>{c.id}</CellLink>{' '}
                    <span className="muted">
                      created <DateText value={c.dateCreated} />
                    </span>{' '}
                    <ContractAge created={c.dateCreated} olderThan={olderThan} />
                    {c.isProposal && (
                      <>
                        {' '}
                        <Badge tone="info">Proposal</Badge>
                      </>
                    )}
                  </li>
                ))}
                {group.count > CONTRACTS_LISTED && (
                  <li>
                    {more(group.key, `and ${formatInteger(group.count - CONTRACTS_LISTED)} more`)}
                  </li>
                )}
              </ul>,
            ],
          }))}
        />
      </ScrollRegion>
    </section>
  );
}

/** "12 days" since the contract was created, and the mark past the limit. */
function ContractAge({ created, olderThan }: { created: string | null; olderThan: number }) {
  const today = useToday();
  if (!created) return null;
  const age = Math.max(0, daysFrom(created.slice(0, 10), today));
  return (
    <>
      <span className="pipeline__age">· {formatCount(age, 'day')}</span>
      {age > olderThan && (
        <>
          {' '}
          <Badge tone="warning">{overLabel(olderThan)}</Badge>
        </>
      )}
    </>
  );
}
