// /receivables: what is owed across the account and how late, per currency and per advertiser, of
// the invoices due in a window; or, with by=seller, collections by seller (collections.tsx). Both
// are views of the server's copy of the account, in the page's HTML.
import type { QueryClient } from '@tanstack/react-query';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../app/paths';
import { DateWindowForm } from '../../components/date-window-form';
import { todayIso } from '../../domain/format';
import { viewQuery } from '../../api/view-query';
import { collectionsContract } from '../../domain/mirror-views';
import { agingViewQuery } from '../../api/invoice-views';
import { PageHeader } from '../../components/page-header';
import { CorrectionsNotice } from '../../components/corrections-notice';
import { useToday } from '../../lib/use-today';
import { useListParams } from '../../lib/use-list-params';
import { ReceivablesReport } from './receivables-report';
import {
  defaultWindow,
  dueWindow,
  parseReceivables,
  receivablesSpec,
  type DueWindow,
} from './receivables-params';
import { Collections } from './collections';
import './receivables.css';

const DUE_FIELDS = [
  { name: 'date_due_after', label: 'Due from' },
  { name: 'date_due_before', label: 'Due to' },
] as const;

/** Both views are the server's (its mirror): in the page's HTML. */
export async function prefetch(queryClient: QueryClient, { request }: LoaderFunctionArgs) {
  const { values } = parseReceivables(new URL(request.url).searchParams);
  const today = todayIso();
  await (values.by === 'seller'
    ? queryClient.prefetchQuery(viewQuery(collectionsContract, { today, seller: values.seller }))
    : queryClient.prefetchQuery(agingViewQuery({ ...dueWindow(values, today), today })));
}

export function Component() {
  const { values, corrections, change } = useListParams(receivablesSpec);
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
          seller={values.seller ?? null}
          today={today}
          onSeller={(seller) => change({ seller: seller ?? undefined })}
        />
      ) : (
        <ByAdvertiser due={due} today={today} onApply={(next) => change(next)} />
      )}
    </section>
  );
}

function ByAdvertiser({
  due,
  today,
  onApply,
}: {
  due: DueWindow;
  today: string;
  onApply: (next: Partial<DueWindow>) => void;
}) {
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
      <ReceivablesReport due={due} today={today} />
    </>
  );
}
