// /receivables: what is owed across the account and how late, per currency and per advertiser,
// from every invoice due in a window. Read only on request: it spends the team's daily quota.
import { DateWindowForm } from '../../components/date-window-form';
import { PageHeader } from '../../components/page-header';
import { CorrectionsNotice } from '../../components/corrections-notice';
import { useToday } from '../../lib/use-today';
import { useListParams } from '../../lib/use-list-params';
import { ReceivablesReport } from './receivables-report';
import { defaultWindow, dueWindow, receivablesSpec } from './receivables-params';
import './receivables.css';

const DUE_FIELDS = [
  { name: 'date_due_after', label: 'Due from' },
  { name: 'date_due_before', label: 'Due to' },
] as const;

export function Component() {
  const { values, corrections, change } = useListParams(receivablesSpec);
  const today = useToday();
  const due = dueWindow(values, today);
  const key = `${due.date_due_after}/${due.date_due_before}`;
  return (
    <section className="receivables-page">
      <PageHeader
        title="Receivables"
        subtitle="What is owed and how late: unpaid invoices by days past due, per currency and per advertiser"
      />
      <CorrectionsNotice corrections={corrections} />
      <DateWindowForm
        label="Due dates"
        fields={DUE_FIELDS}
        value={due}
        defaults={defaultWindow(today)}
        onApply={(next) => change(next)}
        resetLabel="Default window"
      />
      {/* A new window starts a new report: figures never outlive the dates they were read for. */}
      <ReceivablesReport key={key} due={due} today={today} />
    </section>
  );
}
