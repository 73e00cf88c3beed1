// The pages of the server's views (decision 13) answer from its copy of the account, which the
// demo's sync fills in the first seconds after the server starts: a spec of those pages waits for
// its first full pass (GET /api/status says each table's state) before its first test.
import type { APIRequestContext } from '@playwright/test';

export async function mirrorReady(request: APIRequestContext, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const status = (await (await request.get('/api/status')).json()) as {
      mirror?: { resources?: Record<string, { complete: boolean }> };
    };
    const resources = status.mirror?.resources ?? {};
    if (resources.insertions?.complete) return;
    if (Date.now() > until) throw new Error('the server did not read the account within a minute');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
