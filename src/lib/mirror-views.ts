// Asking the viewer's server for a view (src/api/view-query.ts), and its refusals as ApiErrors. The
// views need the viewer's server: static hosting has none.
import { ApiError } from '../domain/api-error';
import { viewerFetch } from '../api/viewer-fetch';

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
