// Waiting for a viewer's copy of the account (the mirror), which the demo's sync fills in the
// first seconds after the server starts: the pages that read its views (decisions 13 and 15) are
// deterministic once it is read.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { freePort, startOwnViewer, type OwnViewer } from './own-viewer';

type Status = {
  mirror?: {
    resources?: Record<string, { complete: boolean }>;
    lastPass: { startedAt: string; outcome: string } | null;
    currentPass: unknown;
  };
};

/** Waits until the insertion list has been read whole (the suite's server, at its start). */
export async function mirrorReady(request: APIRequestContext, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const status = (await (await request.get('/api/status')).json()) as Status;
    const resources = status.mirror?.resources ?? {};
    if (resources.insertions?.complete) return;
    if (Date.now() > until) throw new Error('the server did not read the account within a minute');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Waits for a full pass begun at or after `after` (ms since the epoch) to end complete. */
export async function mirrorPassAfter(request: APIRequestContext, origin: string, after = 0) {
  await expect
    .poll(
      async () => {
        const { mirror } = (await (await request.get(`${origin}/api/status`)).json()) as Status;
        const last = mirror?.lastPass;
        return !mirror?.currentPass && last && Date.parse(last.startedAt) >= after
          ? last.outcome
          : 'running';
      },
      { timeout: 60_000 },
    )
    .toBe('complete');
}

/**
 * A viewer of the spec's own whose mirror holds the whole account (its demo answers the contract
 * list; the quota is never what stops it): started before the file's tests, which begin once its
 * first full pass is complete, and stopped after them. Its origin is there once they run.
 */
export function useMirrorViewer(): { readonly origin: string } {
  let viewer: OwnViewer | undefined;
  test.beforeAll(async ({ request }) => {
    viewer = await startOwnViewer(await freePort(), {
      LOG_LEVEL: 'warn',
      API_DAILY_QUOTA: '1000000',
    });
    await mirrorPassAfter(request, viewer.origin);
  });
  test.afterAll(() => viewer?.stop());
  return {
    get origin() {
      if (!viewer)
        throw new Error('the mirror viewer starts in beforeAll: ask its origin in a test');
      return viewer.origin;
    },
  };
}
