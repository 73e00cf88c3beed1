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
  const byContract = new Map<number, { found: FoundContract; spans: (DateRange | null)[] }>();
  for (const insertion of insertions) {
    let entry = byContract.get(insertion.contractId);
    if (!entry) {
      entry = {
        found: {
          contractId: insertion.contractId,
          productIds: [],
          insertionCount: 0,
          cancelledCount: 0,
          span: null,
        },
        spans: [],
      };
      byContract.set(insertion.contractId, entry);
    }
    const { found } = entry;
    found.insertionCount += 1;
    if (insertion.dateCanceled) found.cancelledCount += 1;
    if (!found.productIds.includes(insertion.productId)) found.productIds.push(insertion.productId);
    entry.spans.push(scheduleSpan(insertion.schedule));
  }
  return [...byContract.values()]
    .map(({ found, spans }) => ({
      ...found,
      productIds: found.productIds.sort((a, b) => a - b),
      span: mergeSpans(spans),
    }))
    .sort((a, b) => a.contractId - b.contractId);
}
