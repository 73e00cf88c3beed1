// The fetch of the person whose page it is (see viewerFetch).
export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;
let fetchImpl: Fetch = (input, init) => fetch(input, init);

/**
 * Every request of the app goes through this: the browser's fetch, or on the server (src/entry-server.tsx)
 * one that asks the server's own API in-process as the person whose page is being rendered.
 */
export const viewerFetch: Fetch = (input, init) => fetchImpl(input, init);

/** The server's rendering sets its per-request fetch here (once, at start-up). */
export function setViewerFetch(implementation: Fetch): void {
  fetchImpl = implementation;
}

/** A POST or DELETE to the viewer's own server: its JSON answer, or its sentence as the error. */
export async function sendToServer(
  method: 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const response = await viewerFetch(path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    throw new Error(
      typeof answer.error === 'string' ? answer.error : `The server answered ${response.status}`,
    );
  }
  return answer;
}
