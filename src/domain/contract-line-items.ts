// A contract's line item as the API sends it and as the app and the server read it.
import { wireId, wireIdOrNull, wireNumber, wireRecord, wireTextOrNull } from './wire';

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

export const contractLineItemSchema = wireRecord<ContractLineItem>()(
  () => ({
    id: wireId,
    contract_id: wireId,
    contract_line_item_type_id: wireId,
    apply_to_insertion_id: wireIdOrNull,
    amount: wireNumber,
    notes: wireTextOrNull,
  }),
  { typeId: 'contract_line_item_type_id' },
);
