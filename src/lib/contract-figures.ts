// The pipeline's and bookings' figures as one query each: every contract of a filter read from the
// contract list (collectList, 100 a request, bulk reads) and cut down to what the page shows. The
// server computes them (in the page's HTML and state, or for the browser at /api/figures/<kind>,
// streamed with its progress); the browser reads the contract list itself only where no server
// computes them (static hosting). Decision 9.
import { QueryClient, queryOptions } from '@tanstack/react-query';
import { ApiError, type ApiErrorInit } from '../api/api-error';
import { loadConfig } from '../api/config';
import {
  contractListQuery,
  fetchContractList,
  type ContractListParams,
  type ContractRow,
} from '../api/contract-list';
import { LIST_STALE_MS } from '../api/query-client';
import type { CollectProgress } from './collect-pages';
import { keptByCopy } from './kept-by-copy';
import { askServer, serverError, type Coverage } from './mirror-views';
import { bookingsOf, type Bookings } from './sales-figures';
import { collectList, EXPORT_PAGE_SIZE } from './use-collect-list';

export type FiguresParams = { kind: 'pipeline' } | { kind: 'bookings'; from: string; to: string };

/** What the pipeline shows of an open contract (the list's rows carry much more). */
export type PipelineRow = Pick<
  ContractRow,
  'id' | 'advertiserId' | 'soldByUserId' | 'dateCreated' | 'isProposal' | 'total' | 'currency'
>;

/** How the read went, for the sentence under the figures. */
interface ReadNote {
  /** Contracts read. */
  count: number;
  problemCount: number;
  requests: number;
  /** When the oldest page was read from the API. */
  storedAt: number;
  /**
   * From the server's mirror of the account (decision 13): the contracts it holds and whether
   * that is the whole list (an account without the contract list: only those read so far).
   */
  coverage?: Coverage;
}

export type Figures =
  | (ReadNote & { status: 'done'; kind: 'pipeline'; rows: PipelineRow[] })
  | (ReadNote & { status: 'done'; kind: 'bookings'; sets: Bookings[]; undated: number })
  | { status: 'over-limit'; requests: number }
  | { status: 'cancelled'; progress: CollectProgress };

export interface FiguresReadOptions {
  signal: AbortSignal;
  /** Ask the API again, past the server's copy (a Refresh). */
  fresh?: boolean;
  onProgress?: (progress: CollectProgress, total: number | null) => void;
}

/** The contract list's filter and order behind each figure set. */
export function figuresListParams(params: FiguresParams): ContractListParams {
  if (params.kind === 'pipeline') {
    return { status: 'Open', sort_by: 'date_created', sort_order: 'asc' };
  }
  return {
    status: 'Won',
    date_sold_after: params.from,
    date_sold_before: params.to,
    sort_by: 'date_sold',
    sort_order: 'asc',
  };
}

const CONTRACT_PAGES = { query: contractListQuery, fetch: fetchContractList };

/** A contract list row cut to what the pipeline shows (also the mirror's tests' reference). */
export const pipelineRowOf = (c: ContractRow): PipelineRow => ({
  id: c.id,
  advertiserId: c.advertiserId,
  soldByUserId: c.soldByUserId,
  dateCreated: c.dateCreated,
  isProposal: c.isProposal,
  total: c.total,
  currency: c.currency,
});

/**
 * Reads every contract of the figures' filter through `queryClient` (its pages shared with other
 * reads of the same client) and computes the figures. An error (a 429, a page failing mid-way)
 * is thrown: the query shows it with Retry, on the server as in the browser.
 */
export async function collectFigures(
  queryClient: QueryClient,
  params: FiguresParams,
  options: FiguresReadOptions,
): Promise<Figures> {
  const end = await collectList(queryClient, CONTRACT_PAGES, figuresListParams(params), options);
  if (end.status === 'error') throw end.error;
  if (end.status !== 'done') return end;
  const note = {
    count: end.items.length,
    problemCount: end.problemCount,
    requests: end.requests,
    storedAt: end.storedAt,
  };
  if (params.kind === 'pipeline') {
    return { status: 'done', kind: 'pipeline', rows: end.items.map(pipelineRowOf), ...note };
  }
  return { status: 'done', kind: 'bookings', ...bookingsOf(end.items, params), ...note };
}

/** One line of /api/figures/<kind>'s answer (newline-delimited JSON). */
export type FiguresLine =
  | { progress: CollectProgress; total: number | null }
  | { figures: Figures }
  /** The error as the browser's own read would have met it (its endpoint, status, wait). */
  | { error: ApiErrorInit };

/** The server's address for these figures: /api/figures/pipeline, /api/figures/bookings?from=… */
export function figuresPath(root: string, params: FiguresParams, fresh = false): string {
  const search = new URLSearchParams();
  if (params.kind === 'bookings') {
    search.set('from', params.from);
    search.set('to', params.to);
  }
  if (fresh) search.set('fresh', '1');
  const query = search.toString();
  return `${root}/${params.kind}${query ? `?${query}` : ''}`;
}

/** The figures' parameters from /api/figures/<kind>'s path and query, or null when malformed. */
export function figuresParamsOf(kind: string, search: URLSearchParams): FiguresParams | null {
  if (kind === 'pipeline') return { kind };
  if (kind !== 'bookings') return null;
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const date = /^\d{4}-\d{2}-\d{2}$/;
  if (!date.test(from) || !date.test(to) || from > to) return null;
  return { kind, from, to };
}

const endpointOf = (params: FiguresParams) => `server /api/figures/${params.kind}`;

/** Reads the server's streamed answer: progress lines, then the figures or the error. */
export async function readFiguresStream(
  body: ReadableStream<Uint8Array>,
  params: FiguresParams,
  onProgress?: FiguresReadOptions['onProgress'],
): Promise<Figures> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    buffer += decoder.decode(value, { stream: !done });
    const lines = buffer.split('\n');
    buffer = done ? '' : lines.pop()!;
    for (const text of lines) {
      if (!text.trim()) continue;
      let line: FiguresLine;
      try {
        line = JSON.parse(text) as FiguresLine;
      } catch {
        throw new ApiError({
          kind: 'parse',
          endpoint: endpointOf(params),
          message: 'The server answered with something that is not JSON',
        });
      }
      if ('figures' in line) return line.figures;
      if ('error' in line) {
        throw new ApiError(line.error);
      }
      onProgress?.(line.progress, line.total);
    }
    if (done) break;
  }
  throw new ApiError({
    kind: 'network',
    endpoint: endpointOf(params),
    message: 'The server stopped before the figures were complete',
  });
}

/** Asks the server for the figures; null when it has no figures to give (a 404: no server bundle). */
async function fetchFigures(
  root: string,
  params: FiguresParams,
  { signal, fresh, onProgress }: FiguresReadOptions,
): Promise<Figures | null> {
  const endpoint = endpointOf(params);
  const response = await askServer(
    figuresPath(root, params, fresh),
    endpoint,
    signal,
    'application/x-ndjson',
  );
  if (response.status === 404) return null;
  if (!response.ok || !response.body) throw await serverError(response, endpoint);
  return readFiguresStream(response.body, params, onProgress);
}

/**
 * The figures for the page: from the server where one computes them (the configuration's
 * `figuresUrl`), else read in this tab through `queryClient`. Cancel (the signal) ends the read
 * as `cancelled`.
 */
export async function readFigures(
  queryClient: QueryClient,
  params: FiguresParams,
  options: FiguresReadOptions,
): Promise<Figures> {
  const { figuresUrl } = await loadConfig();
  let progress: CollectProgress = { requests: 0, rows: 0 };
  const own: FiguresReadOptions = {
    ...options,
    onProgress: (p, total) => {
      progress = p;
      options.onProgress?.(p, total);
    },
  };
  try {
    const figures = figuresUrl ? await fetchFigures(figuresUrl, params, own) : null;
    return figures ?? (await collectFigures(queryClient, params, own));
  } catch (error) {
    if (options.signal.aborted) return { status: 'cancelled', progress };
    throw error;
  }
}

/**
 * The tag of the gateway's copy of the figures' first page as this person reads it, asked of the
 * copy only (no upstream request); null when none is held or the person is refused (the full read
 * then meets the refusal and shows it).
 */
async function firstPageTag(params: FiguresParams, signal: AbortSignal): Promise<string | null> {
  let tag: string | null = null;
  try {
    await fetchContractList(
      { ...figuresListParams(params), page: 1, per_page: EXPORT_PAGE_SIZE },
      signal,
      { bulk: true, onlyIfCached: true, onAnswer: (headers) => (tag = headers.get('etag')) },
    );
  } catch {
    return null;
  }
  return tag;
}

/** The server's figures, kept by the copy they were read from (src/lib/kept-by-copy.ts). */
export const serverFigures = keptByCopy<FiguresParams, Figures, FiguresReadOptions>({
  tagOf: firstPageTag,
  // A query client of its own: the pages are the gateway's to keep, not this server's memory.
  read: (params, options) => collectFigures(new QueryClient(), params, options),
  keepable: (figures) => figures.status === 'done',
});

export const contractFiguresKeys = {
  all: ['contract-figures'] as const,
  of: (params: FiguresParams) => [...contractFiguresKeys.all, params] as const,
};

/**
 * The figures' query. The page's state carries the figures and not the pages they came from.
 */
export function contractFiguresQuery(params: FiguresParams) {
  return queryOptions({
    queryKey: contractFiguresKeys.of(params),
    // On the server too through /api/figures (in-process): the mirror answers it, or, while the
    // mirror holds no contract, the server bundle's read of the contract list (decision 13).
    queryFn: ({ signal, client }) => readFigures(client, params, { signal }),
    staleTime: LIST_STALE_MS,
    // A read that failed is retried by the person (Retry), not by the cache: each try costs pages.
    retry: false,
    // A cancelled read is started again when the page is opened again.
    refetchOnMount: (query) => (query.state.data?.status === 'cancelled' ? 'always' : true),
  });
}
