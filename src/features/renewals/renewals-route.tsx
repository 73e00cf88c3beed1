// /renewals: advertisers whose last scheduled day falls between as_of and as_of + within, with
// nothing scheduled after it, soonest first. The whole insertion list (one request, which the
// gateway keeps), read by the list's worker, gives every contract's last day (contractEndsQuery);
// insertions do not carry their advertiser, so confirming each advertiser costs requests, made
// only when the person asks.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { advertiserLabel, useAdvertiserNames } from '../../api/advertisers';
import { contractEndsQuery, isWhole } from '../../api/insertions';
import { productListQuery } from '../../api/products';
import { CorrectionsNotice } from '../../components/corrections-notice';
import { WholeListStatus } from '../../components/whole-list-status';
import { PageHeader } from '../../components/page-header';
import { ProblemsNotice } from '../../components/problems-notice';
import { downloadText } from '../../lib/csv';
import { formatCount, formatDate } from '../../lib/format';
import { useToday } from '../../lib/use-today';
import {
  byDueDate,
  candidatesOf,
  windowEnd,
  type ContractEnd,
  type Renewal,
} from '../../lib/renewals';
import { useListParams } from '../../lib/use-list-params';
import { RenewalsForm } from './renewals-form';
import { renewalsCsv } from './renewals-csv';
import { PendingContracts, RenewalsTable } from './renewals-tables';
import { renewalsSpec } from './renewals-params';
import { useRenewalChecks } from './use-renewal-checks';
import './renewals.css';

// The products. The whole insertion list is started by the page's query in the browser (never by
// the server's rendering) and streams in; errors land in the query, shown in place.
export async function prefetch(queryClient: QueryClient) {
  await queryClient.ensureQueryData(productListQuery());
}

export function Component() {
  const { values, corrections, change } = useListParams(renewalsSpec);
  const today = useToday();
  const window = useMemo(
    () => ({ asOf: values.as_of ?? today, within: values.within }),
    [values.as_of, values.within, today],
  );
  const end = windowEnd(window);
  const list = useQuery(contractEndsQuery());
  const products = useQuery(productListQuery());
  const whole = list.data && isWhole(list.data) ? list.data : undefined;
  // Worked out by the list's service as it reads (no record crosses to the page): the ends of
  // every contract, once the list is whole.
  const ends = whole?.ends;
  const candidates = useMemo(() => (ends ? candidatesOf(ends, window) : []), [ends, window]);
  // A new window starts new checks: figures never outlive the dates they were read for.
  const key = `${window.asOf}/${window.within}`;
  const productName = (id: number) =>
    products.data?.items.find((p) => p.id === id)?.name ?? `Product ${id}`;

  return (
    <section className="renewals">
      <PageHeader
        title="Renewals"
        subtitle={`Advertisers whose last scheduled day falls from ${formatDate(window.asOf)} to ${formatDate(end)}, with nothing scheduled after it: whom to call.`}
      />
      <CorrectionsNotice corrections={corrections} />
      <RenewalsForm asOf={window.asOf} within={window.within} today={today} onApply={change} />
      {whole && <ProblemsNotice problems={whole.problems} what="insertions" />}
      {/* Counting needs the whole list: a failure after the first rows is shown too. */}
      <WholeListStatus list={list} whole={!!whole} what="insertion">
        <RenewalChecks
          key={key}
          candidates={candidates}
          window={window}
          productName={productName}
        />
      </WholeListStatus>
    </section>
  );
}

function RenewalChecks({
  candidates,
  window,
  productName,
}: {
  candidates: ContractEnd[];
  window: { asOf: string; within: number };
  productName: (id: number) => string;
}) {
  const { contracts, checks, checking, check } = useRenewalChecks(candidates, window);
  // The names of the advertisers checked, asked together: never the whole names file.
  const names = useAdvertiserNames(checks.map((c) => c.advertiserId));
  const advertiserName = (id: number) => advertiserLabel(id, names.get(id));
  const due: Renewal[] = checks
    .flatMap((c) => (c.check?.due ? [c.check.renewal] : []))
    .sort(byDueDate);
  const renewed = checks.filter((c) => c.check && !c.check.due);
  const failed = checks.filter((c) => c.error);
  const end = windowEnd(window);
  // A contract is settled once its advertiser's insertions have been read.
  const settled = new Set(checks.filter((c) => c.check).map((c) => c.advertiserId));
  const pending = candidates.filter((c) => {
    const advertiserId = contracts.advertiserOf.get(c.contractId);
    return advertiserId === undefined || !settled.has(advertiserId);
  });
  const download = () =>
    downloadText(
      `renewals_${window.asOf}_${window.within}-days.csv`,
      renewalsCsv(due, advertiserName, productName),
    );

  return (
    <>
      <p className="renewals__summary" role="status">
        {formatCount(candidates.length, 'contract')}{' '}
        {candidates.length === 1 ? 'has its' : 'have their'} last scheduled day from{' '}
        {formatDate(window.asOf)} to {formatDate(end)}.{' '}
        {checks.length > 0 &&
          `${formatCount(due.length, 'advertiser')} due, ${renewed.length} booked again after ${formatDate(end)}.`}
      </p>
      {(contracts.nextCount > 0 || contracts.looking || checking) && (
        <div className="renewals__check">
          <p>
            Insertions do not name their advertiser. Checking a contract reads it (one request) and
            then all of its advertiser&apos;s insertions (one request an advertiser), to be sure
            nothing runs later on another contract.
          </p>
          <button
            type="button"
            className="button button--primary"
            onClick={check}
            disabled={checking}
          >
            {checking
              ? 'Checking…'
              : `Check the advertisers of ${formatCount(contracts.nextCount, 'contract')}`}
          </button>
        </div>
      )}
      {(contracts.failed.length > 0 || failed.length > 0) && (
        <p role="alert" className="renewals__failed">
          {formatCount(contracts.failed.length + failed.length, 'check')} failed.{' '}
          <button
            type="button"
            className="button"
            onClick={() => {
              contracts.retry();
              failed.forEach((f) => f.retry());
            }}
          >
            Retry
          </button>
        </p>
      )}
      <section aria-labelledby="renewals-due" className="renewals__section">
        <div className="tab-toolbar">
          <h2 id="renewals-due">Due for renewal</h2>
          <button type="button" className="button" onClick={download} disabled={due.length === 0}>
            Download CSV
          </button>
        </div>
        <RenewalsTable rows={due} asOf={window.asOf} productName={productName} />
      </section>
      {renewed.length > 0 && (
        <p className="muted">
          Booked again after {formatDate(end)}, so not due:{' '}
          {renewed.map((r) => advertiserName(r.advertiserId)).join(', ')}.
        </p>
      )}
      {pending.length > 0 && (
        <section aria-labelledby="renewals-pending" className="renewals__section">
          <h2 id="renewals-pending">Contracts ending, advertiser not yet checked</h2>
          <PendingContracts rows={pending} asOf={window.asOf} productName={productName} />
        </section>
      )}
    </>
  );
}
