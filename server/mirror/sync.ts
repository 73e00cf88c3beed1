// The sync: keeps the mirror current when nobody is looking, within a daily budget of the quota.
// A full pass (every list, every page) on first start and at a quiet hour; short passes in working
// hours read the recent windows again (the insertion list, the newest invoices and contracts).
// Every read goes through the gateway as a bulk read of the sync's own, so page views come first:
// the reserve, the circuit and the budget stop a pass, and the next one resumes where it stopped
// (its step and its page are saved after every read).
//
// This module composes the parts: the budget (sync-budget.ts), the steps (sync-steps.ts) and when
// passes are due (sync-schedule.ts).
import type { MirrorRead } from '../gateway';
import type { Ingested } from './ingest';
import type { Mirror } from './index';
import { createBudget, Stop, type BudgetSettings } from './sync-budget';
import { duePass, nextPassAt, type PassHistory, type PassTimes } from './sync-schedule';
import { createSteps, stepsOf, type PassKind, type PassReport, type SavedPass } from './sync-steps';
import { mirrorMeta } from './tables';

export interface SyncSettings extends BudgetSettings, PassTimes {
  /**
   * How long the mirror answers a product's sizes, rates and sections after their read
   * (MIRROR_REFERENCE_FRESH_MINUTES): a full pass reads again the products whose read would be
   * older than this before the next night's pass, and a share of the oldest, so that the reads
   * spread over the nights. Absent or a day or less: every product, every night.
   */
  referenceFreshMs?: number;
  /** Minutes between full passes started by hand (MIRROR_REFRESH_COOLDOWN_MINUTES; by-hand.ts). */
  refreshCooldownMinutes?: number;
  /** Whether this server runs the passes (one of several on one database); absent: it does. */
  isLeader?: () => boolean;
}

export const SYNC_DEFAULTS = {
  dailyBudget: 1000,
  fullHour: 3,
  intervalMinutes: 30,
  workFrom: 7,
  workTo: 19,
  // Three days (MIRROR_REFERENCE_FRESH_MINUTES, server/config.ts says why).
  referenceFreshMs: 3 * 24 * 3600_000,
  free: false,
  refreshCooldownMinutes: 15,
} satisfies SyncSettings;

interface SyncDeps {
  mirror: Mirror;
  read: (path: string, query: string, free: boolean) => Promise<MirrorRead>;
  /** Whether the account answers the contract list (null: not known yet). */
  contractList: () => Promise<boolean | null>;
  /** Calls the sync made in the rolling day, as the ledger counts them. */
  callsToday: () => number;
  now: () => number;
  settings: SyncSettings;
}

export function createSync(deps: SyncDeps) {
  const { mirror, now, settings } = deps;
  const meta = mirrorMeta(mirror.db);
  const saved = () => JSON.parse(meta.get('pass') ?? 'null') as SavedPass | null;
  const lastOf = (key: string) => JSON.parse(meta.get(key) ?? 'null') as PassReport | null;
  const budget = createBudget(settings, deps.callsToday, now);
  /** Whether this server runs the passes (another may lead on a shared database). */
  const leads = () => settings.isLeader?.() !== false;
  const off = () => settings.dailyBudget <= 0 && !settings.free;

  /** One read; a refusal, a failure or the budget spent stops the pass. */
  async function read(path: string, query: string): Promise<Ingested | null> {
    if (!leads()) throw new Stop('another server leads the sync now');
    budget.check();
    const result = await deps.read(path, query, settings.free);
    if (result.ok || result.sent) budget.spent();
    if (!result.ok) {
      if (result.stop) throw new Stop(`${path}: ${result.message}`);
      return null;
    }
    if (result.ingested === 'empty') return null;
    // The answer came but could not be written (a full or read-only disk): the pass stops, so a
    // list read page by page is never taken as ended (and its unseen rows dropped) for want of rows.
    if (result.ingested === null) {
      throw new Stop(
        `${path}: ${mirror.problem() ?? 'its answer could not be written to the mirror'}`,
      );
    }
    return result.ingested as Ingested;
  }

  const { runStep } = createSteps({
    mirror,
    read,
    contractList: deps.contractList,
    lastPass: () => lastOf('last'),
    passCalls: budget.passCalls,
    now,
    referenceFreshMs: settings.referenceFreshMs,
  });

  let running: Promise<PassReport> | null = null;

  async function run(pass: SavedPass, keep: number): Promise<PassReport> {
    budget.newPass(keep);
    const report: PassReport = {
      kind: pass.kind,
      startedAt: new Date(pass.startedAt).toISOString(),
      endedAt: null,
      calls: 0,
      outcome: 'running',
    };
    meta.set('pass', JSON.stringify(pass));
    meta.set('current', JSON.stringify(report));
    const steps = stepsOf(pass.kind);
    try {
      for (; pass.step < steps.length; pass.step++) {
        await runStep(steps[pass.step]!, pass);
        meta.set('pass', JSON.stringify({ ...pass, step: pass.step + 1 }));
      }
      await mirror.idle();
      mirror.changes.prune();
      meta.drop('pass');
      report.outcome = 'complete';
    } catch (error) {
      if (!(error instanceof Stop)) throw error;
      report.outcome = `stopped: ${error.message}`;
    }
    report.calls = budget.passCalls();
    report.endedAt = new Date(now()).toISOString();
    meta.set('last', JSON.stringify(report));
    if (pass.kind === 'full' && report.outcome === 'complete') meta.set('lastFull', String(now()));
    meta.drop('current');
    return report;
  }

  /**
   * Starts a pass unless one runs (then that one's promise). `everything`: a full pass reads every
   * product's references, not only those due (an administrator's Refresh); `reserve`: the calls
   * of the daily budget it must leave unspent (it stops there, and the schedule resumes it).
   */
  function start(
    kind: PassKind,
    { reserve = 0, ...options }: { everything?: boolean; reserve?: number } = {},
  ): Promise<PassReport> {
    if (running) return running;
    const pass = saved() ?? { kind, startedAt: now(), step: 0, ...options };
    running = run(pass, reserve).finally(() => {
      running = null;
    });
    return running;
  }

  const history = (): PassHistory => {
    const endedAt = lastOf('last')?.endedAt;
    return {
      interrupted: saved()?.kind ?? null,
      lastFull: Number(meta.get('lastFull') ?? 0),
      lastEnd: endedAt ? Date.parse(endedAt) : null,
    };
  };
  /** What the clock says is due: a pass interrupted, the first or daily full pass, a short one. */
  const due = (): PassKind | null => (off() ? null : duePass(settings, history(), now()));

  let timer: NodeJS.Timeout | null = null;
  return {
    start,
    due,
    leads,
    /** Checks every minute what is due; the first check at once. */
    schedule(logger: { error: (o: object, m: string) => void }) {
      const check = () => {
        const kind = due();
        if (kind && !running && leads()) {
          start(kind).catch((error: unknown) =>
            logger.error({ err: String(error) }, 'mirror: a pass failed'),
          );
        }
      };
      check();
      timer = setInterval(check, 60_000);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
    },
    running: () => running !== null,
    status() {
      return {
        resources: mirror.resources(),
        lastPass: lastOf('last'),
        currentPass: running ? lastOf('current') : null,
        nextPass: off() ? null : new Date(nextPassAt(settings, history(), now())).toISOString(),
        callsToday: budget.callsToday(),
        dailyBudget: settings.free ? null : settings.dailyBudget,
        problem: mirror.problem(),
      };
    },
  };
}

export type Sync = ReturnType<typeof createSync>;
