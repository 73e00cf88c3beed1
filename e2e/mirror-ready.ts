// Waits for a viewer's mirror: a full pass begun at or after `after` (ms since the epoch) ended
// complete. Pages whose figures the mirror answers are then deterministic (decision 13).
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

type Status = {
  mirror?: { lastPass: { startedAt: string; outcome: string } | null; currentPass: unknown };
};

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
