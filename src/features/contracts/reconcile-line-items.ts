// A contract's line items come twice: embedded in the contract and from the secondary list. Both are
// read; this puts them side by side and says where they disagree, so neither is silently trusted.
import type { ContractLineItem } from '../../domain/contract-line-items';
import { formatMoney } from '../../domain/format';

export interface ReconciledLineItem {
  id: number;
  /** The secondary list's record when it has one, else the contract's. */
  shown: ContractLineItem;
  inContract: boolean;
  inList: boolean;
  /** One phrase per field whose values differ, e.g. "amount 350.00 in the contract, 375.00 in the list". */
  differences: string[];
}

export interface LineItemReconciliation {
  rows: ReconciledLineItem[];
  /** Sentences for the notice; empty when both sources agree. */
  disagreements: string[];
  /** Sums in cents-exact arithmetic; null when that source has nothing recorded or did not load. */
  contractTotal: number | null;
  listTotal: number | null;
}

const cents = (amount: number) => Math.round(amount * 100);
const sum = (items: readonly ContractLineItem[]) =>
  items.reduce((total, item) => total + cents(item.amount), 0) / 100;

function differencesOf(a: ContractLineItem, b: ContractLineItem): string[] {
  const out: string[] = [];
  if (cents(a.amount) !== cents(b.amount)) {
    out.push(
      `amount ${formatMoney(a.amount)} in the contract, ${formatMoney(b.amount)} in the list`,
    );
  }
  if (a.applyToInsertionId !== b.applyToInsertionId) {
    const where = (id: number | null) => (id === null ? 'the whole contract' : `insertion ${id}`);
    out.push(
      `applies to ${where(a.applyToInsertionId)} in the contract, ${where(b.applyToInsertionId)} in the list`,
    );
  }
  if (a.typeId !== b.typeId) out.push(`type ${a.typeId} in the contract, ${b.typeId} in the list`);
  if ((a.notes ?? '') !== (b.notes ?? '')) out.push('the notes differ');
  return out;
}

/**
 * `embedded` is the contract's `line_items` (null: none recorded); `list` is the secondary list,
 * undefined while it loads or when it failed (then nothing is compared).
 */
export function reconcileLineItems(
  embedded: readonly ContractLineItem[] | null,
  list: readonly ContractLineItem[] | undefined,
): LineItemReconciliation {
  const contractItems = embedded ?? [];
  const byId = new Map<number, ReconciledLineItem>();
  const only = (shown: ContractLineItem, inContract: boolean): ReconciledLineItem => ({
    id: shown.id,
    shown,
    inContract,
    inList: !inContract,
    differences: [],
  });
  for (const item of contractItems) byId.set(item.id, only(item, true));
  for (const item of list ?? []) {
    const existing = byId.get(item.id);
    if (!existing) {
      byId.set(item.id, only(item, false));
      continue;
    }
    existing.differences = differencesOf(existing.shown, item);
    existing.shown = item;
    existing.inList = true;
  }
  const rows = [...byId.values()].sort((a, b) => a.id - b.id);

  const disagreements: string[] = [];
  if (list !== undefined) {
    if (embedded === null && list.length > 0) {
      disagreements.push(
        `The contract record has no line items recorded (line_items is null), but the line item list has ${list.length}.`,
      );
    }
    for (const row of rows) {
      if (row.inContract && !row.inList) {
        disagreements.push(
          `Line item ${row.id} is in the contract record but not in the line item list.`,
        );
      } else if (!row.inContract && row.inList && embedded !== null) {
        disagreements.push(
          `Line item ${row.id} is in the line item list but not in the contract record.`,
        );
      } else if (row.differences.length > 0) {
        disagreements.push(`Line item ${row.id}: ${row.differences.join('; ')}.`);
      }
    }
  }

  return {
    rows,
    disagreements,
    contractTotal: embedded === null ? null : sum(contractItems),
    listTotal: list === undefined ? null : sum(list),
  };
}
