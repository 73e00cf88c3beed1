// What changed in a record between the row the mirror held and the record just read: a status, a
// total, a payment, a cancellation or new run dates. A record the mirror did not hold is "new"
// only once its list has been read whole before (the first fill of an empty table is not a day
// of news). Pure: the writer logs what these return (changes.ts answers them).
import { scheduleSpan } from '../../src/domain/insertion-schedule';
import type { ContractInput, InsertionRow, InvoiceInput } from './record-rows';

export type ChangeKind = 'new' | 'status' | 'total' | 'paid' | 'cancelled' | 'dates';
export interface ChangeInput {
  record: 'contract' | 'invoice' | 'insertion';
  recordId: number;
  kind: ChangeKind;
  before: unknown;
  after: unknown;
  contractId: number | null;
}
type Change = Pick<ChangeInput, 'kind' | 'before' | 'after'>;

/** A record's changes, each named by the record. */
const of = (
  record: ChangeInput['record'],
  recordId: number,
  contractId: number | null,
  changes: (Change | false)[],
): ChangeInput[] =>
  changes
    .filter((c): c is Change => c !== false)
    .map((c) => ({ record, recordId, contractId, ...c }));

export function contractChanges(
  held: { status: string | null; total: number } | undefined,
  { contract }: Pick<ContractInput, 'contract'>,
  /** Whether the list was read whole before (a record not held is then new). */
  listRead: boolean,
): ChangeInput[] {
  const { id, status, total } = contract;
  return of('contract', id, id, [
    !held && listRead && { kind: 'new', before: null, after: { status, total } },
    !!held && held.status !== status && { kind: 'status', before: held.status, after: status },
    !!held && held.total !== total && { kind: 'total', before: held.total, after: total },
  ]);
}

export function invoiceChanges(
  held: { status: string | null } | undefined,
  { invoice }: Pick<InvoiceInput, 'invoice'>,
  listRead: boolean,
): ChangeInput[] {
  const { id, contractId, status, total } = invoice;
  return of('invoice', id, contractId, [
    !held && listRead && { kind: 'new', before: null, after: { total, status } },
    !!held &&
      held.status !== 'Paid' &&
      status === 'Paid' && { kind: 'paid', before: held.status, after: status },
  ]);
}

export function insertionChanges(
  held:
    { date_canceled: string | null; first_day: string | null; last_day: string | null } | undefined,
  { insertion }: Pick<InsertionRow, 'insertion'>,
): ChangeInput[] {
  if (!held) return [];
  const span = scheduleSpan(insertion.schedule);
  const [first, last] = [span?.start ?? null, span?.end ?? null];
  // Cancelled, or (not cancelled) run on other dates: never both.
  return of('insertion', insertion.id, insertion.contractId, [
    !held.date_canceled &&
      !!insertion.dateCanceled && {
        kind: 'cancelled',
        before: null,
        after: insertion.dateCanceled,
      },
    !insertion.dateCanceled &&
      (held.first_day !== first || held.last_day !== last) && {
        kind: 'dates',
        before: { first: held.first_day, last: held.last_day },
        after: { first, last },
      },
  ]);
}
