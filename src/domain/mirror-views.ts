// The server's views on its mirror of the account over receivables and changes (server/mirror/views):
// their contracts and the answers' types, shared by the server that computes them and the pages
// that read them (src/api/view-query.ts). They need the viewer's server: static hosting has none.
import {
  date,
  dayBounds,
  defineView,
  instantOr,
  int,
  oneOf,
  seller,
  type Coverage,
  type PerSeller,
} from './view-contract';
import type { AdvertiserAging, AgingFigures } from './aging';
import { SINCE_PICKS } from './date-quick-picks';

export type { Coverage };

export interface NamedUser {
  id: number;
  name: string;
}

/** One seller's collections in one currency: the aging of their customers' past-due invoices. */
export interface SellerCollections extends AgingFigures {
  /** The contracts' seller (user id); null when none is recorded or the contract is not held. */
  sellerId: number | null;
  sellerName: string | null;
  /** Past-due invoices whose contract the mirror does not hold (their seller is not known). */
  contractUnknown: boolean;
}

/** One line of a seller's worklist: an advertiser who owes, in one currency. */
export interface WorklistLine {
  sellerId: number | null;
  sellerName: string | null;
  advertiserId: number;
  currency: string | null;
  /** The oldest past-due invoice and its due date. */
  oldestInvoiceId: number;
  oldestDue: string;
  daysLate: number;
  invoices: number;
  /** Owed on the past-due invoices (money, not cents). */
  owed: number;
  /** The oldest invoice's billing e-mail, else its contract's; null when neither has one. */
  billingEmail: string | null;
}

export interface CollectionsAnswer {
  today: string;
  sellers: NamedUser[];
  /** Per seller and currency, the most past due first. */
  bySeller: SellerCollections[];
  worklist: WorklistLine[];
  /** Past-due invoices whose contract is not in the mirror (no seller to put them under). */
  withoutContract: number;
}

/** What a person can ask to see: `won` and `lost` are the status changes to those. */
export const CHANGE_KINDS = [
  'new',
  'won',
  'lost',
  'status',
  'total',
  'paid',
  'cancelled',
  'dates',
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

export interface FeedChange {
  seq: number;
  /** ISO time the mirror saw it. */
  when: string;
  record: 'contract' | 'invoice' | 'insertion';
  id: number;
  kind: string;
  before: unknown;
  after: unknown;
  contractId: number | null;
  advertiserId: number | null;
  sellerId: number | null;
  sellerName: string | null;
  /** The contract's or invoice's total and currency now. */
  total: number | null;
  currency: string | null;
}

export interface ChangesAnswer {
  since: string;
  kind: ChangeKind | null;
  sellers: NamedUser[];
  changes: FeedChange[];
  /** More matched than the answer holds: the oldest were left out. */
  more: boolean;
}

/** What the mirror holds of a table: rows, as of when (ISO), read whole at least once. */
export interface TableStatus {
  rows: number;
  asOf: string | null;
  complete: boolean;
}

/** Receivables of a due window: unpaid invoices by days past due `today`. */
export interface AgingAnswer {
  invoices: TableStatus;
  /** Invoices due in the window (paid or not), as the receivables report counts them. */
  count: number;
  /** The buckets' bounds in days (asked for, else the account's): agingBands(bounds) names them. */
  bounds: number[];
  byCurrency: AgingFigures[];
  byAdvertiser: AdvertiserAging[];
}

export const agingContract = defineView<PerSeller<AgingAnswer>>()({
  path: '/receivables/aging',
  params: {
    date_due_after: date({ required: true }),
    date_due_before: date({ required: true }),
    today: date(),
    seller: seller(),
    /** The buckets' bounds in days; absent: the account's (RECEIVABLES_BUCKETS). */
    buckets: dayBounds(),
    /** Also the total and advertisers more than this many days past due. */
    over: int(1, 3650),
  },
  staleMs: 30_000,
  answerKeys: ['bounds', 'byCurrency', 'byAdvertiser'],
});

/** Collections by seller: past-due invoices under their contract's seller (a user id, or all). */
export const collectionsContract = defineView<
  PerSeller<CollectionsAnswer & { coverage: Coverage; invoices: TableStatus }>
>()({
  path: '/receivables/by-seller',
  params: { today: date(), seller: seller() },
  staleMs: 30_000,
  answerKeys: ['bySeller', 'worklist', 'coverage'],
});

/** What changed between the mirror's passes: since a time (default a week ago), by seller, kind. */
export const changesContract = defineView<PerSeller<ChangesAnswer & { coverage: Coverage }>>()({
  path: '/changes',
  params: { since: instantOr(SINCE_PICKS), seller: seller(), kind: oneOf(CHANGE_KINDS) },
  staleMs: 30_000,
  answerKeys: ['changes', 'coverage'],
});
