// The viewer's own server's views of the account (server/mirror/views, GET /api/views/...): small
// answers worked out from the server's copy of the account. One fetch for all of them, which says
// plainly when the app is hosted without its server (static files: no view to ask).
import { ApiError, apiGet, type QueryParams } from './client';

/** What every view answers beside its rows. */
export interface ViewMeta {
  /** When the server last read the account's insertions (ISO), or null when never. */
  asOf: string | null;
  /** False while the server is still reading the account for the first time: a partial view. */
  complete: boolean;
  /** Insertions the server holds so far (how far it has read, while incomplete). */
  held: number;
  /**
   * The contracts it holds, which name the insertions' advertisers (without the account's
   * contract list, only those it has read one by one).
   */
  contracts: { held: number; complete: boolean };
}

export const NEEDS_SERVER =
  "This page needs the viewer's own server: it answers from the server's copy of the account, and this copy of the app is served as plain files without it.";

/** How errors name the views' endpoints: `server /api/views/...`. */
export const VIEW_ENDPOINT = 'server /api/views';

/** GETs a view: `path` under /api/views (e.g. `/insertions`). */
export async function fetchView<T>(
  path: string,
  params: QueryParams,
  signal?: AbortSignal,
): Promise<T> {
  const endpoint = `/api/views${path}`;
  try {
    return (await apiGet('server', endpoint, params, signal)) as T;
  } catch (error) {
    // A static host answers a path it has no file for with 404, or with the app's page (not JSON).
    if (error instanceof ApiError && (error.status === 404 || error.kind === 'parse')) {
      throw new ApiError({
        kind: 'http',
        endpoint: `${VIEW_ENDPOINT}${path}`,
        status: error.status,
        message: NEEDS_SERVER,
      });
    }
    throw error;
  }
}
