// Full passes started by hand (the status page's button, POST /api/mirror/refresh): one at a time,
// a cooldown between them, and never with the share of the daily budget the scheduled passes need.
// Twenty in a row once cost 838 upstream calls and left the schedule no budget for a day (issue 52).
import type { Mirror } from './index';
import type { Sync, SyncSettings } from './sync';
import { LINE_ITEM_CONTRACTS, PAGE_SIZE } from './sync-steps';
import { mirrorMeta } from './tables';

/** Why a pass by hand cannot start now: its HTTP status, the sentence, and when to ask again. */
interface HandRefusal {
  status: 409 | 429;
  error: string;
  /** When it may be asked again (ISO); null when it depends on the budget freeing up. */
  retryAt: string | null;
}

const KEY = 'byHand';

export function handPasses(
  mirror: Mirror,
  sync: Sync,
  settings: Pick<SyncSettings, 'dailyBudget' | 'free' | 'refreshCooldownMinutes'>,
  now: () => number,
) {
  const meta = mirrorMeta(mirror.db);
  const cooldownMs = (settings.refreshCooldownMinutes ?? 0) * 60_000;
  const count = (table: string) =>
    mirror.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
  const pages = (table: string) => Math.floor(count(table) / PAGE_SIZE) + 1;

  /** What a full pass costs, from what the mirror holds: its list pages and line item reads. */
  const fullPassCost = () =>
    4 + 3 * count('products') + pages('invoices') + pages('contracts') + LINE_ITEM_CONTRACTS;

  function refusal(): HandRefusal | null {
    if (sync.running()) {
      return {
        status: 409,
        error: 'A pass was already running. It goes on, and this page shows when it ends.',
        retryAt: null,
      };
    }
    const last = Number(meta.get(KEY) ?? 0);
    if (last > 0 && now() < last + cooldownMs) {
      const retryAt = new Date(last + cooldownMs).toISOString();
      return {
        status: 429,
        error: `A pass by hand ended less than ${settings.refreshCooldownMinutes} minutes ago: the next may start at ${retryAt.slice(11, 16)} UTC.`,
        retryAt,
      };
    }
    if (settings.free) return null;
    const cost = fullPassCost();
    const used = sync.status().callsToday;
    if (used + 2 * cost > settings.dailyBudget) {
      return {
        status: 429,
        error:
          `The passes used ${used} of their ${settings.dailyBudget} API requests in the last 24 hours, ` +
          `and a full pass costs about ${cost}: a pass by hand now would leave the scheduled passes ` +
          'too little. It may start once the day’s earlier requests age out.',
        retryAt: null,
      };
    }
    return null;
  }

  return {
    refusal,
    /** Starts a full pass by hand, or says why not. */
    start(): HandRefusal | null {
      const refused = refusal();
      if (refused) return refused;
      meta.set(KEY, String(now()));
      // By hand: every product's references too, not only those due in the nightly rotation.
      sync
        .start('full', { everything: true, reserve: settings.free ? 0 : fullPassCost() })
        .catch(() => undefined)
        // The cooldown counts from its end.
        .finally(() => meta.set(KEY, String(now())));
      return null;
    },
    /** For the status page: why the button would be refused now (null: it would start). */
    status: () => {
      const refused = refusal();
      return refused && refused.status === 429
        ? { refused: refused.error, retryAt: refused.retryAt }
        : null;
    },
  };
}

export type HandPasses = ReturnType<typeof handPasses>;
