// A contract as the API sends it (endpoint 7) and as the app and the server read it: parties,
// terms, insertions and line items; a bad embedded insertion or line item is left out and reported.
import { z } from 'zod/mini';
import { contractLineItemSchema, type ContractLineItem } from './contract-line-items';
import { readInsertion } from './insertion-reader';
import { insertionSchema } from './insertion-schema';
import type { Insertion } from './insertion-types';
import { parseList, type ParseProblem } from './parse';
import {
  readInt,
  renamer,
  wire,
  wireBool,
  wireEnumOrNull,
  wireId,
  wireIdOrNull,
  wireNumber,
  wireNumberOrNull,
  wireOrNull,
  wireRecord,
  wireTextOrNull,
  wireTimestamp,
  type Timestamp,
  type WireShape,
} from './wire';
import {
  wireAddressRefOrNull,
  wireContactOrNull,
  type AddressRef,
  type Contact,
} from './wire-objects';

export const CONTRACT_STATUSES = ['Won', 'Lost', 'Open'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export interface TaxRate {
  id: number | null;
  name: string | null;
  /** Percent, e.g. 7.25. */
  rate: number;
}

export interface Terms {
  id: number | null;
  name: string | null;
  active: boolean;
  dateCreated: Timestamp | null;
  dateDeleted: Timestamp | null;
}

/** A contract's own fields, as both /contracts/{id} and the contract list send them. */
export interface ContractHead {
  id: number;
  advertiserId: number;
  agencyId: number | null;
  billingAddress: AddressRef | null;
  billingEmail: Contact | null;
  productionEmail: Contact | null;
  soldToEmail: Contact | null;
  soldToAddress: AddressRef | null;
  /** The wire's `sold_by_user` (a user id string, or a user object): resolve from the users list. */
  soldByUserId: number | null;
  currencyExchange: number | null;
  dateCreated: Timestamp | null;
  dateSold: Timestamp | null;
  /** Amount to be paid before the first ad. */
  downPayment: number | null;
  insertionOrderNumber: string | null;
  isProposal: boolean;
  notes: string | null;
  percentDiscount: number;
  /** null when the API sends an empty status. */
  status: ContractStatus | null;
  taxRate: TaxRate | null;
  total: number;
  terms: Terms | null;
}

export interface Contract extends ContractHead {
  insertions: Insertion[];
  /** Embedded insertions that could not be read (left out of `insertions`). */
  insertionProblems: ParseProblem[];
  /** Empty both when the contract has none and when the API sent `line_items: null`. */
  lineItems: ContractLineItem[];
  /** False when the API sent `line_items: null`: ask endpoint 8 (contractLineItemListQuery). */
  lineItemsRecorded: boolean;
  lineItemProblems: ParseProblem[];
  /**
   * False when the server's answer left the line items out (x-gateway-without: its copy of the
   * account has not read them): not known yet, which is not "none". contractRecordQuery reads them.
   */
  lineItemsRead: boolean;
}

/** A user id string or number, or a user object with an id. */
function readUserId(value: unknown): number | null | undefined {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'object' && !Array.isArray(value) && 'id' in value) {
    return readInt((value as { id: unknown }).id);
  }
  return readInt(value);
}

const taxRateSchema = wireOrNull(() =>
  z.object({ id: wireIdOrNull, name: wireTextOrNull, rate: wireNumber }),
);

const termsSchema = wireOrNull(() =>
  wireRecord<Terms>()(() => ({
    id: wireIdOrNull,
    name: wireTextOrNull,
    active: wireBool,
    date_created: wireTimestamp,
    date_deleted: wireTimestamp,
  })),
);

/** The wire fields of a contract's own (not its insertions or line items). */
const HEAD_RENAMES = { soldByUserId: 'sold_by_user' } as const;

export const contractHeadShape = {
  id: wireId,
  advertiser_id: wireId,
  agency_id: wireIdOrNull,
  billing_address: wireAddressRefOrNull,
  billing_email: wireContactOrNull,
  production_email: wireContactOrNull,
  sold_to_email: wireContactOrNull,
  sold_to_address: wireAddressRefOrNull,
  sold_by_user: wire(readUserId, 'a user id or null'),
  currency_exchange: wireNumberOrNull,
  date_created: wireTimestamp,
  date_sold: wireTimestamp,
  down_payment: wireNumberOrNull,
  insertion_order_number: wireTextOrNull,
  is_proposal: wireBool,
  notes: wireTextOrNull,
  percent_discount: wireNumber,
  status: wireEnumOrNull(CONTRACT_STATUSES),
  tax_rate: taxRateSchema,
  total: wireNumber,
  terms: termsSchema,
} satisfies WireShape<ContractHead, typeof HEAD_RENAMES>;

/** A contract's own fields from its parsed wire object (contractHeadShape's). */
export const contractHeadOf = renamer<ContractHead>(contractHeadShape, HEAD_RENAMES);

export const contractSchema = z.lazy(() =>
  z.pipe(
    z.object({
      ...contractHeadShape,
      insertions: z.nullish(z.array(z.unknown())),
      line_items: z.nullish(z.array(z.unknown())),
    }),
    z.transform((w): Contract => {
      const endpoint = `base /contracts/${w.id}`; // as the API layer names it (endpointLabel)
      const insertions = parseList(insertionSchema, w.insertions ?? [], endpoint, readInsertion);
      const lineItems = parseList(contractLineItemSchema, w.line_items ?? [], endpoint);
      return {
        ...contractHeadOf(w),
        insertions: insertions.items,
        insertionProblems: insertions.problems,
        lineItems: lineItems.items,
        lineItemsRecorded: Array.isArray(w.line_items),
        lineItemProblems: lineItems.problems,
        lineItemsRead: true,
      };
    }),
  ),
);
