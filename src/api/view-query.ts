// The app's one reader of the server's views (server/mirror/views/registry.ts): from a view's
// contract (view-contract.ts), its query key, its fetch (in-process on the server, as the person)
// and its parse. It says plainly when the app is hosted without its server (no view to ask).
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiGet } from './client';
import { shouldRetry } from './query-client';
import { viewSearch, type RequestOf, type Shape, type ViewContract } from '../domain/view-contract';

export const NEEDS_SERVER =
  "This page needs the viewer's own server: it answers from the server's copy of the account, and this copy of the app is served as plain files without it.";

/** How errors name the views' endpoints: `server /api/views/...`. */
export const VIEW_ENDPOINT = 'server /api/views';

/** The request's parameters as sent: those set, as text, in the contract's order. */
const sent = (view: ViewContract, request: object) =>
  Object.fromEntries(new URLSearchParams(viewSearch(view, request)));

/** `['views', path, parameters]`: equal requests make equal keys. */
export function viewKey<S extends Shape>(view: ViewContract<S>, request: RequestOf<S>) {
  return ['views', view.path.slice(1), sent(view, request)] as const;
}

/** GETs the view's answer; a body without the contract's keys is not this view. */
export async function fetchView<S extends Shape, A, R>(
  view: ViewContract<S, A, R>,
  request: RequestOf<S>,
  signal?: AbortSignal,
): Promise<R> {
  const endpoint = `${VIEW_ENDPOINT}${view.path}`;
  let body: unknown;
  try {
    body = await apiGet('server', `/api/views${view.path}`, sent(view, request), signal);
  } catch (error) {
    // A static host answers a path it has no file for with 404, or with the app's page (not JSON).
    if (error instanceof ApiError && (error.status === 404 || error.kind === 'parse')) {
      throw new ApiError({ kind: 'http', endpoint, status: error.status, message: NEEDS_SERVER });
    }
    throw error;
  }
  const answer = body as Record<string, unknown> | null;
  if (!answer || typeof answer !== 'object' || view.answerKeys.some((key) => !(key in answer))) {
    throw new ApiError({
      kind: 'parse',
      endpoint,
      message: 'The server answered with something that is not this view',
    });
  }
  return view.parse ? view.parse(body as A, request) : (body as R);
}

/** The view's query options; a 503 (the copy cannot answer yet) is shown, not retried at once. */
export function viewQuery<S extends Shape, A, R>(
  view: ViewContract<S, A, R>,
  request: RequestOf<S>,
) {
  return queryOptions({
    queryKey: viewKey(view, request),
    queryFn: ({ signal }) => fetchView(view, request, signal),
    staleTime: view.staleMs ?? 60_000,
    retry: (count, error) =>
      shouldRetry(count, error) && !(error instanceof ApiError && error.status === 503),
  });
}
