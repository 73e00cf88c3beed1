// A contract's line item as the API sends it and as the app and the server read it.
import { z } from 'zod/mini';
import { wireId, wireIdOrNull, wireNumber, wireTextOrNull } from './wire';

export interface ContractLineItem {
  id: number;
  contractId: number;
  /** The line item's kind (a fee or a discount). */
  typeId: number;
  /** The insertion it is invoiced with; null when it applies to the whole contract. */
  applyToInsertionId: number | null;
  /** Negative for discounts and credits. */
  amount: number;
  notes: string | null;
}

export const contractLineItemSchema = z.lazy(() =>
  z.pipe(
    z.object({
      id: wireId,
      contract_id: wireId,
      contract_line_item_type_id: wireId,
      apply_to_insertion_id: wireIdOrNull,
      amount: wireNumber,
      notes: wireTextOrNull,
    }),
    z.transform((w): ContractLineItem => ({
      id: w.id,
      contractId: w.contract_id,
      typeId: w.contract_line_item_type_id,
      applyToInsertionId: w.apply_to_insertion_id,
      amount: w.amount,
      notes: w.notes,
    })),
  ),
);
