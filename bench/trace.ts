// Main-thread tasks from a Chromium trace, with their thread CPU time as well as wall time: on a busy
// machine a task's wall time grows with every other process, its CPU time much less, so the CPU
// time is the better estimate of what a quiet machine would see.
import { writeFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { causeOf, samplesOf, type TraceEvent } from './trace-causes';

export interface Task {
  /** performance.now() time of the page (ms since navigation start). */
  start: number;
  wall: number;
  cpu: number;
  /** For tasks of at least CAUSE_FROM_MS CPU: what they did (trace-causes.ts). */
  cause?: { events: string[]; functions: string[] };
}

/** Tasks of this much CPU time or more are explained. */
const CAUSE_FROM_MS = 30;

const SYNC_MARK = 'bench-clock-sync';

export async function startTrace(browser: Browser, page: Page): Promise<void> {
  // RunTask (one task of a thread) is in the DevTools timeline category; marks in user_timing; what
  // a task did in devtools.timeline (script, style, layout, GC) and the sampling profiler.
  await browser.startTracing(page, {
    categories: [
      'disabled-by-default-devtools.timeline',
      'devtools.timeline',
      'blink.user_timing',
      'v8',
      'disabled-by-default-v8.cpu_profiler',
    ],
  });
}

/** Call in the page before stopTrace, so trace time maps onto performance.now(). */
export async function syncClock(page: Page): Promise<void> {
  await page.evaluate(`performance.mark('${SYNC_MARK}')`);
}

export async function stopTrace(browser: Browser): Promise<Task[] | null> {
  const buffer = await browser.stopTracing();
  // BENCH_TRACE_FILE=/tmp/x.json keeps the raw trace (open it in DevTools' Performance panel).
  if (process.env.BENCH_TRACE_FILE) writeFileSync(process.env.BENCH_TRACE_FILE, buffer);
  const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
  const mark = traceEvents.find((e) => e.name === SYNC_MARK);
  const markTime = mark?.args?.data?.startTime;
  if (!mark || markTime === undefined) return null;
  // trace microseconds → page milliseconds
  const offset = mark.ts / 1000 - markTime;
  // The mark was made on the page's main thread: its tasks are the ones on that thread.
  const thread = traceEvents.filter((e) => e.pid === mark.pid && e.tid === mark.tid);
  const samples = samplesOf(traceEvents, mark.pid, mark.tid);
  return thread
    .filter((e) => e.name === 'RunTask' && e.ph === 'X')
    .map((e) => {
      const cpu = (e.tdur ?? e.dur ?? 0) / 1000;
      return {
        start: e.ts / 1000 - offset,
        wall: (e.dur ?? 0) / 1000,
        cpu,
        ...(cpu >= CAUSE_FROM_MS && { cause: causeOf(e, thread, samples) }),
      };
    });
}

/** Tasks that overlap [from, to]. */
export function within(tasks: Task[], from: number, to: number): Task[] {
  return tasks.filter((t) => t.start + t.wall >= from && t.start <= to);
}

/** CPU time spent in [from, to]: a task reaching over an edge counts for the part inside. */
export function cpuWithin(tasks: Task[], from: number, to: number): number {
  return within(tasks, from, to).reduce((sum, t) => {
    const inside = Math.min(to, t.start + t.wall) - Math.max(from, t.start);
    return sum + (t.wall > 0 ? (t.cpu * Math.max(0, inside)) / t.wall : 0);
  }, 0);
}
