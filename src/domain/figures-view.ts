// The pipeline's and bookings' figures as the server's views answer them (server/mirror/views/
// figures.ts, decisions 9 and 13): worked out from its copy of the contracts, one request, never
// the contract list's pages. Each says what it rests on (how many contracts, read whole or not).
import type { ContractRow } from './contract-list';
import type { Bookings } from './sales-figures';
import {
  defineView,
  seller,
  windowCheck,
  windowParams,
  type Coverage,
  type PerSeller,
} from './view-contract';

/** What the pipeline shows of an open contract (the list's rows carry much more). */
export type PipelineRow = Pick<
  ContractRow,
  'id' | 'advertiserId' | 'soldByUserId' | 'dateCreated' | 'isProposal' | 'total' | 'currency'
>;

export interface PipelineView {
  /** Open contracts, oldest created first. */
  rows: PipelineRow[];
  coverage: Coverage;
}

export interface BookingsView {
  sets: Bookings[];
  /** Won contracts without a sale date in the window (left out). */
  undated: number;
  /** Won contracts sold in the window. */
  count: number;
  coverage: Coverage;
}

// The copy changes with the server's passes, not with each look.
const STALE_MS = 60_000;

export const pipelineContract = defineView<PerSeller<PipelineView>>()({
  path: '/pipeline',
  params: { seller: seller() },
  answerKeys: ['rows', 'coverage'],
  staleMs: STALE_MS,
});

export const bookingsContract = defineView<PerSeller<BookingsView>>()({
  path: '/bookings',
  params: { ...windowParams(), seller: seller() },
  check: windowCheck(),
  answerKeys: ['sets', 'coverage'],
  staleMs: STALE_MS,
});
