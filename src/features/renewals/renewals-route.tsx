// /renewals: advertisers whose last scheduled day (over all their insertions not cancelled) falls
// between as_of and as_of + within, with nothing scheduled after it, soonest first: whom to call.
// Worked out by the server from its copy of the account (GET /api/views/renewals, decision 15);
// the loader reads it on the server too, so the HTML holds the table.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { advertiserLabel, useAdvertiserNames } from '../../api/advertisers';
import { productListQuery } from '../../api/products';
import { renewalsContract, type RenewalsViewRequest } from '../../domain/renewals-view';
import { viewQuery } from '../../api/view-query';
import { sellersQuery } from '../../api/contract-list';
import { paths } from '../../app/paths';
import { WhoseLinks } from '../../components/seller-select';
import { CorrectionsNotice } from '../../components/corrections-notice';
import { PageHeader } from '../../components/page-header';
import { ViewStatus } from '../../components/view-status';
import { formatCount, formatDate, todayIso } from '../../domain/format';
import { type ListValues } from '../../lib/list-params';
import { useToday } from '../../lib/use-today';
import { windowEnd } from '../../domain/renewals';
import { useListParams } from '../../lib/use-list-params';
import { RenewalsForm, renewalsSpec } from './renewals-form';
import { renewalsCsv } from './renewals-csv';
import { RenewalsTables } from './renewals-tables';
import { ensureView, ExportCsv, valuesOf } from '../list/view-parts';
import './renewals.css';

const requestOf = (
  values: ListValues<typeof renewalsSpec.params>,
  today: string,
): RenewalsViewRequest => ({ ...values, as_of: values.as_of ?? today });

// The products (names) and the renewals, on the server too (in-process).
export async function prefetch(queryClient: QueryClient, { request }: LoaderFunctionArgs) {
  const values = valuesOf(renewalsSpec, request);
  await Promise.all([
    queryClient.ensureQueryData(productListQuery()),
    // The sellers' names (the server's copy: every role may read them).
    queryClient.prefetchQuery(sellersQuery()),
    ensureView(queryClient, viewQuery(renewalsContract, requestOf(values, todayIso()))),
  ]);
}

export function Component() {
  const { values, corrections, change, searchFor } = useListParams(renewalsSpec);
  const today = useToday();
  const asked = requestOf(values, today);
  const window = { asOf: asked.as_of, within: asked.within };
  const end = windowEnd(window);
  const view = useQuery(viewQuery(renewalsContract, asked));
  const products = useQuery(productListQuery());
  const productName = (id: number) =>
    products.data?.items.find((p) => p.id === id)?.name ?? `Product ${id}`;
  const due = view.data?.due ?? [];
  // The names of the advertisers due only, asked together (never the whole names file).
  const names = useAdvertiserNames(due.map((renewal) => renewal.advertiserId));
  const advertiserName = (id: number) => advertiserLabel(id, names.get(id));

  return (
    <section className="renewals">
      <PageHeader
        title="Renewals"
        subtitle={`Advertisers whose last scheduled day falls from ${formatDate(window.asOf)} to ${formatDate(end)}, with nothing scheduled after it: whom to call.`}
      />
      <CorrectionsNotice corrections={corrections} />
      <RenewalsForm asOf={window.asOf} within={window.within} today={today} onApply={change} />
      <ViewStatus advertisers view={view} what="the renewals">
        {view.data && (
          <WhoseLinks
            what="renewals"
            whose={view.data.whose}
            hrefFor={(seller) => paths.renewals.href(searchFor({ seller }))}
          />
        )}
        <p className="renewals__summary" role="status">
          {formatCount(due.length, 'advertiser')} {due.length === 1 ? 'has its' : 'have their'} last
          scheduled day from {formatDate(window.asOf)} to {formatDate(end)}.
        </p>
        <RenewalsTables
          rows={due}
          pending={view.data?.unknown ?? []}
          asOf={window.asOf}
          productName={productName}
          tools={
            <ExportCsv
              label="Download CSV"
              disabled={due.length === 0}
              file={() => [
                `renewals_${window.asOf}_${window.within}-days.csv`,
                renewalsCsv(due, advertiserName, productName),
              ]}
            />
          }
        />
      </ViewStatus>
    </section>
  );
}
