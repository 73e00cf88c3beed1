// Advertiser names: not an API endpoint but the viewer's own server (`GET /api/advertisers`, read from
// ADVERTISER_NAMES_FILE). Reference data for the day: the server lets the browser cache it too.
import { z } from 'zod/mini';
import { ApiError, apiGet, endpointLabel } from './client';
import { listIn, parseList, type ParsedList } from './parse';
import { wholeListQuery } from './query-client';

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

const PATH = '/api/advertisers';
/** The names change when an administrator replaces the file: rarely, and never urgently. */
export const ADVERTISER_STALE_MS = 60 * 60_000;
/** Kept for the day, so the go-anywhere box and every name cost one request a day at most. */
export const ADVERTISER_GC_MS = 24 * 60 * 60_000;

export async function fetchAdvertisers(signal?: AbortSignal): Promise<ParsedList<Advertiser>> {
  const endpoint = endpointLabel('server', PATH);
  let data: unknown;
  try {
    data = await apiGet('server', PATH, {}, signal);
  } catch (error) {
    // Hosted without the viewer's server (static files only): no names, every advertiser by number.
    if (error instanceof ApiError && error.status === 404) return { items: [], problems: [] };
    throw error;
  }
  return parseList(advertiserSchema, listIn(data, 'advertisers', endpoint), endpoint);
}

export const { keys: advertiserKeys, listQuery: advertiserListQuery } = wholeListQuery(
  'advertisers',
  fetchAdvertisers,
  { staleTime: ADVERTISER_STALE_MS, gcTime: ADVERTISER_GC_MS },
);

// One map per loaded list, shared by every name on the page.
const maps = new WeakMap<ParsedList<Advertiser>, Map<number, string>>();

/** id -> name for a loaded list (built once per list). */
export function advertiserNames(list: ParsedList<Advertiser>): Map<number, string> {
  let map = maps.get(list);
  if (!map) {
    map = new Map(list.items.map((a) => [a.id, a.name]));
    maps.set(list, map);
  }
  return map;
}

/** How an advertiser is called on screen: the name, or "Advertiser N" when none is known. */
export function advertiserLabel(id: number, name: string | undefined): string {
  return name ?? `Advertiser ${id}`;
}

/** An advertiser's two columns in an export file: its number, then its name (or "Advertiser N"). */
export const ADVERTISER_CSV_HEADER = ['Advertiser id', 'Advertiser'] as const;

/** The cells under ADVERTISER_CSV_HEADER: `names` are the advertiser names known. */
export function advertiserCsvCells(id: number, names: ReadonlyMap<number, string>) {
  return [id, advertiserLabel(id, names.get(id))] as const;
}
