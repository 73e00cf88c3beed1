// Small labels: a tone-coloured badge, a yes/no badge, and the status badges of contracts and invoices.
import type { ReactNode } from 'react';
import './badge.css';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export function Badge({
  tone = 'neutral',
  children,
  title,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  title?: string;
}) {
  return (
    <span className={`badge badge--${tone}`} title={title}>
      {children}
    </span>
  );
}

/** Says the answer in words, never only by colour. */
export function BoolBadge({
  value,
  yes = 'Yes',
  no = 'No',
}: {
  value: boolean;
  yes?: string;
  no?: string;
}) {
  return <Badge tone={value ? 'success' : 'neutral'}>{value ? yes : no}</Badge>;
}

const STATUS_TONES: Record<string, BadgeTone> = {
  Won: 'success',
  Lost: 'danger',
  Open: 'info',
  Paid: 'success',
  Unpaid: 'warning',
  'Past due': 'danger',
  Proposal: 'info',
  Cancelled: 'danger',
  Deleted: 'danger',
};

export function StatusBadge({ status }: { status: string | null }) {
  if (!status) return <Badge>No status</Badge>;
  return <Badge tone={STATUS_TONES[status] ?? 'neutral'}>{status}</Badge>;
}
