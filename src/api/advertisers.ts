// Advertiser names: not an API endpoint but the viewer's own server (`GET /api/names`, read from
// ADVERTISER_NAMES_FILE). A page asks for the names it shows (one query a number, asked together),
// a search for its best matches, the list page for one page: never the whole file, which may hold
// 200,000 names. Reference data for the day: kept long, asked again rarely.
import { queryOptions, useQueries, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { ApiError, apiGet, endpointLabel, type QueryParams } from './client';
import { listIn, parseList, type ParsedList } from '../domain/parse';

export interface Advertiser {
  id: number;
  name: string;
}

export const advertiserSchema = z.lazy(() =>
  z.object({
    id: z.number().check(z.int(), z.positive()),
    name: z.string(),
  }),
);

const PATH = '/api/names';
/** The names change when an administrator replaces the file: rarely, and never urgently. */
export const ADVERTISER_STALE_MS = 60 * 60_000;
/** Kept for the day, so a name costs one request a day at most. */
export const ADVERTISER_GC_MS = 24 * 60 * 60_000;
/** Numbers asked in one request (the server takes up to 500). */
const IDS_PER_REQUEST = 200;

export interface NamesPage extends ParsedList<Advertiser> {
  /** How many match (a page or a search), or how many were given. */
  total: number;
  /** How many the file names (a page or a search). */
  all: number;
}

/** One answer of GET /api/names: its names, and the total when it is a page or a search. */
async function askNames(params: QueryParams, signal?: AbortSignal): Promise<NamesPage> {
  const endpoint = endpointLabel('server', PATH);
  let data: unknown;
  try {
    data = await apiGet('server', PATH, params, signal);
  } catch (error) {
    // Hosted without the viewer's server (static files only): no names, every advertiser by number.
    if (error instanceof ApiError && error.status === 404) {
      return { items: [], problems: [], total: 0, all: 0 };
    }
    throw error;
  }
  const list = parseList(advertiserSchema, listIn(data, 'advertisers', endpoint), endpoint);
  const count = (key: 'total' | 'all') => {
    const value = (data as Record<string, unknown>)[key];
    return typeof value === 'number' ? value : list.items.length;
  };
  return { ...list, total: count('total'), all: count('all') };
}

/** The names of `ids` the file has (asked in requests of IDS_PER_REQUEST numbers). */
export async function fetchAdvertiserNames(
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  for (let at = 0; at < ids.length; at += IDS_PER_REQUEST) {
    const answer = await askNames({ ids: ids.slice(at, at + IDS_PER_REQUEST).join(',') }, signal);
    for (const a of answer.items) names.set(a.id, a.name);
  }
  return names;
}

export const advertiserKeys = {
  all: ['advertisers'] as const,
  name: (id: number) => ['advertisers', 'name', id] as const,
  search: (typed: string, limit: number) => ['advertisers', 'search', typed, limit] as const,
  page: (params: AdvertiserPageParams) => ['advertisers', 'page', params] as const,
};

/**
 * The numbers whose names were asked for in this turn of the event loop, asked in one request:
 * a page of 50 rows costs one request, not 50.
 */
function createNameBatcher() {
  type Waiting = { resolve: (name: string | null) => void; reject: (error: unknown) => void };
  let pending = new Map<number, Waiting[]>();
  const flush = async () => {
    const asked = pending;
    pending = new Map();
    try {
      const names = await fetchAdvertiserNames([...asked.keys()]);
      for (const [id, waiting] of asked) for (const w of waiting) w.resolve(names.get(id) ?? null);
    } catch (error) {
      for (const waiting of asked.values()) for (const w of waiting) w.reject(error);
    }
  };
  return (id: number) =>
    new Promise<string | null>((resolve, reject) => {
      if (pending.size === 0) setTimeout(() => void flush(), 0);
      pending.set(id, [...(pending.get(id) ?? []), { resolve, reject }]);
    });
}

const nameOf = createNameBatcher();

/** The name of advertiser `id`, null when the file does not name it. */
export const advertiserNameQuery = (id: number) =>
  queryOptions({
    queryKey: advertiserKeys.name(id),
    queryFn: () => nameOf(id),
    staleTime: ADVERTISER_STALE_MS,
    gcTime: ADVERTISER_GC_MS,
  });

/**
 * A page or a search of the names, asked with `params`. The names it answers are names known:
 * opening one of them asks nothing.
 */
const namesQuery = (queryKey: readonly unknown[], params: QueryParams, enabled = true) =>
  queryOptions({
    queryKey,
    queryFn: async ({ signal, client }) => {
      const page = await askNames(params, signal);
      for (const a of page.items) {
        if (client.getQueryData(advertiserKeys.name(a.id)) === undefined) {
          client.setQueryData(advertiserKeys.name(a.id), a.name);
        }
      }
      return page;
    },
    enabled,
    staleTime: ADVERTISER_STALE_MS,
  });

/** The best matches for what was typed (the number, names starting with it, then holding it). */
export const advertiserSearchQuery = (typed: string, limit: number) =>
  namesQuery(
    advertiserKeys.search(typed.trim(), limit),
    { q: typed.trim(), per_page: limit },
    typed.trim() !== '',
  );

export interface AdvertiserPageParams {
  q: string;
  page: number;
  perPage: number;
  sort: 'name' | 'id';
  order: 'asc' | 'desc';
}

/** One page of the list, searched and sorted by the server. */
export const advertiserPageQuery = (params: AdvertiserPageParams) =>
  namesQuery(advertiserKeys.page(params), {
    ...(params.q.trim() ? { q: params.q.trim() } : {}),
    page: params.page,
    per_page: params.perPage,
    sort: params.sort,
    order: params.order,
  });

/** id -> name for the advertisers `ids` (those known so far; the rest follow as they come). */
export function useAdvertiserNames(ids: readonly number[]): Map<number, string> {
  const unique = [...new Set(ids)];
  return useQueries({
    queries: unique.map((id) => advertiserNameQuery(id)),
    combine: (results) => {
      const names = new Map<number, string>();
      results.forEach((result, i) => {
        if (typeof result.data === 'string') names.set(unique[i]!, result.data);
      });
      return names;
    },
  });
}

/** The names of `ids` for an export: those cached, the rest asked together; none when that fails. */
export async function advertiserNamesFor(
  queryClient: QueryClient,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const asked = [...new Set(ids)].map(async (id) => {
    const name = await queryClient.fetchQuery(advertiserNameQuery(id)).catch(() => null);
    return typeof name === 'string' ? [[id, name] as const] : [];
  });
  return new Map((await Promise.all(asked)).flat());
}

/** How an advertiser is called on screen: the name, or "Advertiser N" when none is known. */
export function advertiserLabel(id: number, name: string | null | undefined): string {
  return name ?? `Advertiser ${id}`;
}

/** An advertiser's two columns in an export file: its number, then its name (or "Advertiser N"). */
export const ADVERTISER_CSV_HEADER = ['Advertiser id', 'Advertiser'] as const;

/** The cells under ADVERTISER_CSV_HEADER: `names` are the advertiser names known. */
export function advertiserCsvCells(id: number, names: ReadonlyMap<number, string>) {
  return [id, advertiserLabel(id, names.get(id))] as const;
}
