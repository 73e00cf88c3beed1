// The contracts found through insertions: the API has no contract list, so the browse view groups the
// insertions it read by contract.
import type { Insertion } from '../domain/insertion-types';
import { mergeSpans, scheduleSpan, type DateRange } from '../domain/insertion-schedule';

export interface FoundContract {
  contractId: number;
  productIds: number[];
  insertionCount: number;
  cancelledCount: number;
  /** First and last scheduled date over the contract's insertions found; null if none scheduled. */
  span: DateRange | null;
}

export function groupByContract(insertions: readonly Insertion[]): FoundContract[] {
  const byContract = new Map<number, Insertion[]>();
  for (const insertion of insertions) {
    const group = byContract.get(insertion.contractId);
    if (group) group.push(insertion);
    else byContract.set(insertion.contractId, [insertion]);
  }
  return [...byContract]
    .map(([contractId, group]) => ({
      contractId,
      productIds: [...new Set(group.map((i) => i.productId))].sort((a, b) => a - b),
      insertionCount: group.length,
      cancelledCount: group.filter((i) => i.dateCanceled).length,
      span: mergeSpans(group.map((i) => scheduleSpan(i.schedule))),
    }))
    .sort((a, b) => a.contractId - b.contractId);
}
