// The server's views on its mirror of the account (server/mirror/views): the answers' types, shared
// by the server that computes them and the pages that read them, and the pages' queries. They
// need the viewer's server: static hosting has none (the pages say so).
import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';
import { viewerFetch } from '../api/viewer-fetch';
import type { AgingFigures } from './aging';

/** What an answer's figures rest on: the contracts held, and whether that is the whole list. */
export interface Coverage {
  /** Contracts the mirror holds. */
  contracts: number;
  /** The contract list was read whole (false: only the contracts read one by one so far). */
  complete: boolean;
  /** When the contracts were last read, ISO; null when never. */
  asOf: string | null;
}

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
  /** The seller asked for (user id), or null for everyone. */
  seller: number | null;
  /** The user whose e-mail is the signed-in person's, or null. */
  me: NamedUser | null;
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
  seller: number | null;
  kind: ChangeKind | null;
  me: NamedUser | null;
  sellers: NamedUser[];
  changes: FeedChange[];
  /** More matched than the answer holds: the oldest were left out. */
  more: boolean;
}

/** Asks the viewer's server (in-process on the server); a network failure as an ApiError. */
export async function askServer(
  path: string,
  endpoint: string,
  signal: AbortSignal | undefined,
  accept = 'application/json',
): Promise<Response> {
  try {
    return await viewerFetch(path, { headers: { accept }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({ kind: 'network', endpoint, message: 'The server could not be reached' });
  }
}

/** The server's refusal as an ApiError: its own message (`{"error"}`) and its wait, if any. */
export async function serverError(response: Response, endpoint: string): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  const retry = Number(response.headers.get('retry-after'));
  return new ApiError({
    kind: 'http',
    endpoint,
    status: response.status,
    message:
      typeof body?.error === 'string' ? body.error : `The server answered ${response.status}`,
    ...(retry > 0 ? { retryAfterSeconds: retry } : {}),
  });
}

/** A view's answer as JSON, or its error as an ApiError (the server's message). */
export async function fetchView<T>(path: string, signal?: AbortSignal): Promise<T> {
  const endpoint = `server ${path.split('?')[0]}`;
  const response = await askServer(path, endpoint, signal);
  if (!response.ok) throw await serverError(response, endpoint);
  return (await response.json()) as T;
}

const search = (params: Record<string, string | number | null | undefined>) => {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== '') out.set(key, String(value));
  }
  const text = out.toString();
  return text ? `?${text}` : '';
};

/** A short time: the mirror's figures change with each pass, not with each look. */
const VIEW_STALE_MS = 30_000;

export function collectionsQuery(params: { today: string; seller: number | null }) {
  return queryOptions({
    queryKey: ['views', 'collections', params],
    queryFn: ({ signal }) =>
      fetchView<CollectionsAnswer & { coverage: Coverage }>(
        `/api/views/receivables/by-seller${search(params)}`,
        signal,
      ),
    staleTime: VIEW_STALE_MS,
    retry: false,
  });
}

export function changesQuery(params: {
  since: string | null;
  seller: number | null;
  kind: ChangeKind | null;
}) {
  return queryOptions({
    queryKey: ['views', 'changes', params],
    queryFn: ({ signal }) =>
      fetchView<ChangesAnswer & { coverage: Coverage }>(
        `/api/views/changes${search(params)}`,
        signal,
      ),
    staleTime: VIEW_STALE_MS,
    retry: false,
  });
}
