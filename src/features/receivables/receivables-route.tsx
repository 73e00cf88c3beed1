// /receivables: what is owed across the account and how late, per currency and per advertiser, of
// the invoices due in a window; or, with by=seller, collections by seller (collections.tsx). Both
// are views of the server's copy of the account, in the page's HTML.
import type { QueryClient } from '@tanstack/react-query';
import { Link, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../app/paths';
import { DateWindowForm } from '../../components/date-window-form';
import { todayIso } from '../../domain/format';
import { viewQuery } from '../../api/view-query';
import { collectionsContract } from '../../domain/mirror-views';
import { agingViewQuery } from '../../api/invoice-views';
import { PageHeader } from '../../components/page-header';
import { CorrectionsNotice } from '../../components/corrections-notice';
import { useToday } from '../../lib/use-today';
import { parseListParams } from '../../lib/list-params';
import { useListParams } from '../../lib/use-list-params';
import { ReceivablesReport } from './receivables-report';
import { defaultWindow, dueWindow, receivablesSpec, type DueWindow } from './receivables-params';
import { Collections } from './collections';
import { BucketsForm, readBuckets } from './buckets-form';
import './receivables.css';

const DUE_FIELDS = [
  { name: 'date_due_after', label: 'Due from' },
  { name: 'date_due_before', label: 'Due to' },
] as const;

/** Both views are the server's (its mirror): in the page's HTML. */
export async function prefetch(queryClient: QueryClient, { request }: LoaderFunctionArgs) {
  const { values } = parseListParams(receivablesSpec, new URL(request.url).searchParams);
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
        <ByAdvertiser
          due={due}
          today={today}
          buckets={values.buckets}
          over={values.over ?? null}
          onApply={(next) => change(next)}
          seller={values.seller}
          whoseHref={whoseHref}
        />
      )}
    </section>
  );
}

function ByAdvertiser({
  due,
  today,
  buckets,
  over,
  onApply,
  ...whose
}: {
  due: DueWindow;
  today: string;
  /** The URL's bucket list as written. */
  buckets: string | undefined;
  over: number | null;
  onApply: (next: Partial<DueWindow & { buckets: string; over: number }>) => void;
  seller: number | 'all' | undefined;
  whoseHref: (seller: number | 'all') => string;
}) {
  const read = readBuckets(buckets);
  const [search] = useSearchParams();
  const overHref = (days: number | null) => {
    const next = new URLSearchParams(search);
    if (days === null) next.delete('over');
    else next.set('over', String(days));
    return paths.receivables.href(next);
  };
  return (
    <>
      <DateWindowForm
        label="Due dates"
        fields={DUE_FIELDS}
        value={due}
        defaults={defaultWindow(today)}
        onApply={onApply}
        resetLabel="Default window"
      />
      <BucketsForm value={buckets} onApply={(next) => onApply({ buckets: next })} />
      {read.problem && (
        <p role="alert" className="filter-form__error">
          {read.problem}
        </p>
      )}
      <ReceivablesReport
        due={due}
        today={today}
        buckets={read.bounds}
        over={over}
        overHref={overHref}
        {...whose}
      />
    </>
  );
}
