// /receivables: what is owed across the account and how late, per currency and per advertiser, of
// the invoices due in a window, in the person's aging buckets; or, with by=seller, collections by
// seller (collections.tsx). Both are views of the server's copy of the account, in the page's HTML.
import type { QueryClient } from '@tanstack/react-query';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../app/paths';
import { DateWindowForm } from '../../components/date-window-form';
import { FilterForm, FormProblem } from '../../components/filter-form';
import { DAY_BOUNDS_ALLOWED, readDayBounds } from '../../domain/view-contract';
import { todayIso } from '../../domain/format';
import { viewQuery } from '../../api/view-query';
import { collectionsContract } from '../../domain/mirror-views';
import { agingViewQuery } from '../../api/invoice-views';
import { PageHeader } from '../../components/page-header';
import { useState } from 'react';
import { CorrectionsNotice } from '../../components/corrections-notice';
import { useToday } from '../../lib/use-today';
import { useListParams } from '../../lib/use-list-params';
import { ReceivablesReport } from './receivables-report';
import { defaultWindow, dueWindow, receivablesSpec } from './receivables-params';
import { Collections } from './collections';
import { valuesOf } from '../list/view-parts';
import './receivables.css';

const DUE_FIELDS = [
  { name: 'date_due_after', label: 'Due from' },
  { name: 'date_due_before', label: 'Due to' },
] as const;

/** Both views are the server's (its mirror): in the page's HTML. */
export async function prefetch(queryClient: QueryClient, { request }: LoaderFunctionArgs) {
  const values = valuesOf(receivablesSpec, request);
  const today = todayIso();
  await (values.by === 'seller'
    ? queryClient.prefetchQuery(viewQuery(collectionsContract, { today, seller: values.seller }))
    : queryClient.prefetchQuery(
        agingViewQuery({
          ...dueWindow(values, today),
          today,
          seller: values.seller,
          buckets: readBuckets(values.buckets).bounds,
          over: values.over,
        }),
      ));
}

export function Component() {
  const { values, corrections, change, searchFor } = useListParams(receivablesSpec);
  const whoseHref = (seller: number | 'all') => paths.receivables.href(searchFor({ seller }));
  const today = useToday();
  const due = dueWindow(values, today);
  const bySeller = values.by === 'seller';
  const buckets = readBuckets(values.buckets);
  return (
    <section className="receivables-page">
      <PageHeader
        title={bySeller ? 'Collections by seller' : 'Receivables'}
        subtitle={
          bySeller
            ? 'Who owes past due today, under the seller of each contract, and each seller’s worklist'
            : 'What is owed and how late: unpaid invoices by days past due, per currency and per advertiser'
        }
      />
      <nav aria-label="Receivables views" className="receivables-views">
        <Link to={paths.receivables.href()} aria-current={bySeller ? undefined : 'page'}>
          By advertiser
        </Link>
        <Link
          to={paths.receivables.href(new URLSearchParams({ by: 'seller' }))}
          aria-current={bySeller ? 'page' : undefined}
        >
          By seller
        </Link>
      </nav>
      <CorrectionsNotice corrections={corrections} />
      {bySeller ? (
        <Collections
          seller={values.seller}
          today={today}
          onSeller={(seller) => change({ seller })}
          whoseHref={whoseHref}
        />
      ) : (
        <>
          <DateWindowForm
            label="Due dates"
            fields={DUE_FIELDS}
            value={due}
            defaults={defaultWindow(today)}
            onApply={(next) => change(next)}
            resetLabel="Default window"
          />
          <BucketsForm value={values.buckets} onApply={(buckets) => change({ buckets })} />
          {buckets.problem && (
            <p role="alert" className="filter-form__error">
              {buckets.problem}
            </p>
          )}
          <ReceivablesReport
            due={due}
            today={today}
            buckets={buckets.bounds}
            over={values.over ?? null}
            overHref={(days) => paths.receivables.href(searchFor({ over: days ?? undefined }))}
            seller={values.seller}
            whoseHref={whoseHref}
          />
        </>
      )}
    </section>
  );
}

// The aging buckets as the person wants them ("30,60,90"), checked as the server's view checks
// them (readDayBounds): a list it would refuse is said here, under the field, never sent.
/** The URL's bucket list read: the bounds, or why they cannot be used (then the account's are). */
function readBuckets(raw: string | undefined): {
  bounds: number[] | undefined;
  problem: string | null;
} {
  if (raw === undefined) return { bounds: undefined, problem: null };
  const bounds = readDayBounds(raw.replace(/\s+/g, ''));
  return bounds
    ? { bounds, problem: null }
    : {
        bounds: undefined,
        problem: `The buckets “${raw}” cannot be used: they must be ${DAY_BOUNDS_ALLOWED}. The account’s are shown.`,
      };
}

function BucketsForm({
  value,
  onApply,
}: {
  /** The URL's list as written ('' or undefined: the account's). */
  value: string | undefined;
  onApply: (buckets: string | undefined) => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <FilterForm
      label="Aging buckets"
      onSubmit={() => {
        const input = document.getElementById('receivables-buckets') as HTMLInputElement;
        const text = input.value.replace(/\s+/g, '');
        if (text && !readDayBounds(text)) {
          setProblem(`Buckets must be ${DAY_BOUNDS_ALLOWED}.`);
          return;
        }
        setProblem(null);
        onApply(text || undefined);
      }}
    >
      <label>
        <span>Buckets (days past due)</span>
        <input
          key={value ?? ''}
          id="receivables-buckets"
          name="buckets"
          defaultValue={value ?? ''}
          placeholder="30,60,90"
          inputMode="numeric"
          size={14}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'receivables-buckets-problem' : undefined}
        />
      </label>
      <button type="submit" className="button">
        Show these buckets
      </button>
      <FormProblem id="receivables-buckets-problem" problem={problem} />
    </FilterForm>
  );
}
