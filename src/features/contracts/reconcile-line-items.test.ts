import { describe, expect, it } from 'vitest';
import type { ContractLineItem } from '../../domain/contract-line-items';
import { reconcileLineItems } from './reconcile-line-items';

const item = (over: Partial<ContractLineItem>): ContractLineItem => ({
  id: 3,
  contractId: 1003,
  typeId: 3,
  applyToInsertionId: null,
  amount: 75,
  notes: 'Rush fee',
  ...over,
});

describe('reconcileLineItems', () => {
  it('agrees when both sources hold the same items, and sums to the cent', () => {
    const items = [
      item({ id: 3, amount: 75, applyToInsertionId: 100013 }),
      item({ id: 4, amount: 250 }),
      item({ id: 5, amount: -35 }),
      item({ id: 6, amount: 0.1 }),
      item({ id: 7, amount: 0.2 }),
    ];
    const result = reconcileLineItems(
      items,
      items.map((i) => ({ ...i })),
    );
    expect(result.disagreements).toEqual([]);
    expect(result.rows.map((r) => [r.id, r.inContract, r.inList])).toEqual([
      [3, true, true],
      [4, true, true],
      [5, true, true],
      [6, true, true],
      [7, true, true],
    ]);
    expect(result.contractTotal).toBe(290.3);
    expect(result.listTotal).toBe(290.3);
  });

  it('names the differing amount and shows the list record', () => {
    const result = reconcileLineItems(
      [item({ id: 13, amount: 350 })],
      [item({ id: 13, amount: 375 })],
    );
    expect(result.disagreements).toEqual([
      'Line item 13: amount 350.00 in the contract, 375.00 in the list.',
    ]);
    expect(result.rows[0]!.shown.amount).toBe(375);
    expect(result.contractTotal).toBe(350);
    expect(result.listTotal).toBe(375);
  });

  it('reads line_items null as none recorded and says the list has some', () => {
    const result = reconcileLineItems(null, [
      item({ id: 7, applyToInsertionId: 100036, amount: 1260 }),
    ]);
    expect(result.contractTotal).toBeNull();
    expect(result.listTotal).toBe(1260);
    expect(result.rows.map((r) => [r.id, r.inContract, r.inList])).toEqual([[7, false, true]]);
    expect(result.disagreements).toEqual([
      'The contract record has no line items recorded (line_items is null), but the line item list has 1.',
    ]);
  });

  it('reports items found on one side only, and other differing fields', () => {
    const result = reconcileLineItems(
      [item({ id: 1 }), item({ id: 2, applyToInsertionId: 5, notes: 'a' })],
      [item({ id: 2, applyToInsertionId: null, notes: 'b', typeId: 9 }), item({ id: 3 })],
    );
    expect(result.disagreements).toEqual([
      'Line item 1 is in the contract record but not in the line item list.',
      'Line item 2: applies to insertion 5 in the contract, the whole contract in the list; type 3 in the contract, 9 in the list; the notes differ.',
      'Line item 3 is in the line item list but not in the contract record.',
    ]);
  });

  it('compares nothing while the list is not there', () => {
    const result = reconcileLineItems([item({})], undefined);
    expect(result.disagreements).toEqual([]);
    expect(result.listTotal).toBeNull();
    expect(result.rows).toHaveLength(1);
  });
});
