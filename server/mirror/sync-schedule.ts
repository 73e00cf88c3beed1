// When the sync's passes run: a full pass on first start, after a day without one and at a quiet
// hour; short passes every few minutes in working hours; a pass interrupted resumes first.
import type { PassKind } from './sync-steps';

export interface PassTimes {
  /** The hour (server time, 0-23) of the daily full pass. */
  fullHour: number;
  /** Minutes between short passes in working hours. */
  intervalMinutes: number;
  /** Working hours [from, to) in server time: short passes run then. */
  workFrom: number;
  workTo: number;
}

export interface PassHistory {
  /** The kind of the pass interrupted, to resume. */
  interrupted: PassKind | null;
  /** When the last full pass completed (0: never). */
  lastFull: number;
  /** When the last pass ended (null: none has). */
  lastEnd: number | null;
}

const DAY_MS = 24 * 3600_000;

/** What is due at `at`: a pass interrupted, the first or daily full pass, a short one, or nothing. */
export function duePass(times: PassTimes, history: PassHistory, at: number): PassKind | null {
  if (history.interrupted) return history.interrupted;
  const { lastFull } = history;
  const hour = new Date(at).getHours();
  if (lastFull === 0 || at - lastFull > DAY_MS) return 'full';
  if (hour === times.fullHour && at - lastFull > DAY_MS / 2) return 'full';
  const working = hour >= times.workFrom && hour < times.workTo;
  if (working && at - (history.lastEnd ?? 0) >= times.intervalMinutes * 60_000) return 'short';
  return null;
}

/** When the next pass is expected (ms): now if one is due, else an interval after the last. */
export function nextPassAt(times: PassTimes, history: PassHistory, at: number): number {
  if (duePass(times, history, at)) return at;
  return (history.lastEnd ?? at) + times.intervalMinutes * 60_000;
}
