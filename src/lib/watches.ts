// Watches: what a person follows (a contract, an advertiser, an invoice, an ad size, a saved view)
// and what changed on it; the app's reads and writes (the kinds, answers and rules: src/domain).
import { queryOptions } from '@tanstack/react-query';
import { sendToServer as send } from '../api/viewer-fetch';
import { apiGet } from '../api/client';
import type { WatchKind, WatchesAnswer } from '../domain/watches';

export const watchKeys = { all: ['watches'] as const };

export const watchesQuery = () =>
  queryOptions({
    queryKey: watchKeys.all,
    queryFn: ({ signal }) => apiGet('server', '/api/watches', {}, signal) as Promise<WatchesAnswer>,
    staleTime: 60_000,
    retry: false,
  });

export const addWatch = (kind: WatchKind, target: string, label: string) =>
  send('POST', '/api/watches', { kind, target, label });
export const removeWatch = (id: number) => send('DELETE', `/api/watches/${id}`);
/** The person opened /watching: what changed until now is no longer new. */
export const markWatchesVisited = () => send('POST', '/api/watches/visit');
