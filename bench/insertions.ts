// Figure 4: /insertions with the whole list (~75,000 rows at DEMO_SCALE=50): data received to first
// rows painted, and the longest task while scrolling the table to its end. Measured twice: plain
// (wall time, as a person sees it) and traced (the main thread's CPU time, less sensitive to
// whatever else the machine is doing).
import type { Browser } from '@playwright/test';
import { appears, coldPage, describeMain, readState, recorded, ROW_SELECTOR } from './browser';
import { SCROLL_TO_END, type ScrollResult } from './probe';
import { budgetRow, notMeasured, type Row } from './report';
import { cpuWithin, startTrace, stopTrace, syncClock, within, type Task } from './trace';

const PAINT_MS = 300;
const TASK_MS = 50;
const PAINT_FIGURE = '/insertions: data received to first rows painted';
const SCROLL_FIGURE = '/insertions: longest task while scrolling to the end';
const round = (ms: number) => Math.round(ms * 10) / 10;

interface Run {
  request: { start: number; responseEnd: number; bytes: number };
  firstRowPaintedAt: number;
  scroll: ScrollResult;
  /** From the page's longtask observer (wall time). */
  longTasks: Task[];
  /** From the trace, when traced. */
  traced: Task[] | null;
}

async function run(browser: Browser, baseUrl: string, traced: boolean): Promise<Run | string> {
  const { context, page, errors } = await coldPage(browser, baseUrl);
  let tracing = false;
  try {
    if (traced) {
      await startTrace(browser, page);
      tracing = true;
    }
    await page.goto('/insertions', { waitUntil: 'commit' });
    if (!(await appears(page, ROW_SELECTOR, 60_000))) return await describeMain(page, errors);
    await recorded(page, 'firstRowPaintedAt', 10_000);
    const request = (await page.evaluate(`(() => {
      const e = performance.getEntriesByType('resource')
        .find((r) => new URL(r.name).pathname.replace(/\\/+$/, '') === '/api/base/insertions');
      return e ? { start: e.startTime, responseEnd: e.responseEnd, bytes: e.decodedBodySize } : null;
    })()`)) as Run['request'] | null;
    if (!request) return 'no /api/base/insertions request without filters was made';
    const scroll = (await page.evaluate(SCROLL_TO_END)) as ScrollResult;
    if (traced) await syncClock(page);
    const state = await readState(page);
    const tasks = traced ? await stopTrace(browser) : null;
    tracing = false;
    return {
      request,
      firstRowPaintedAt: state.firstRowPaintedAt!,
      scroll,
      longTasks: state.longTasks.map((t) => ({ start: t.start, wall: t.duration, cpu: NaN })),
      traced: tasks,
    };
  } catch (error) {
    return (error as Error).message.split('\n')[0]!;
  } finally {
    if (tracing) await browser.stopTracing().catch(() => undefined);
    await context.close();
  }
}

const max = (tasks: Task[], key: 'wall' | 'cpu') => tasks.reduce((m, t) => Math.max(m, t[key]), 0);

export async function measureInsertions(
  browser: Browser,
  baseUrl: string,
  details: Record<string, unknown>,
): Promise<Row[]> {
  const plain = await run(browser, baseUrl, false);
  if (typeof plain === 'string') {
    return [
      notMeasured(PAINT_FIGURE, 'ms', `< ${PAINT_MS} ms`, plain),
      notMeasured(SCROLL_FIGURE, 'ms', `≤ ${TASK_MS} ms`, plain),
    ];
  }
  const { request, firstRowPaintedAt: painted, scroll } = plain;
  const loadTasks = within(plain.longTasks, request.responseEnd, painted);
  const scrollTasks = within(plain.longTasks, scroll.start, scroll.end);
  const reachedEnd =
    scroll.rowCount !== null && scroll.lastRowIndex !== null
      ? scroll.lastRowIndex === scroll.rowCount
      : null;
  const rows: Row[] = [
    budgetRow(
      PAINT_FIGURE,
      round(painted - request.responseEnd),
      'ms',
      PAINT_MS,
      true,
      `${scroll.rowCount ?? '?'} rows, ${(request.bytes / 1e6).toFixed(1)} MB JSON; request ` +
        `${round(request.start)}–${round(request.responseEnd)} ms after navigation start, rows ` +
        `painted at ${round(painted)} ms; longest task in between ${round(max(loadTasks, 'wall'))} ms`,
    ),
    budgetRow(
      SCROLL_FIGURE,
      round(max(scrollTasks, 'wall')),
      'ms',
      TASK_MS,
      false,
      `${scrollTasks.length} long tasks in ${scroll.steps} scroll steps over ` +
        `${Math.round(scroll.end - scroll.start)} ms (${scroll.container}); ` +
        `reached the last row: ${reachedEnd === null ? 'unknown' : reachedEnd ? 'yes' : 'no'}`,
    ),
  ];
  details.insertions = { plain };

  const traced = await run(browser, baseUrl, true);
  if (typeof traced === 'string' || !traced.traced?.length) {
    const reason = typeof traced === 'string' ? traced : 'the trace held no main-thread tasks';
    rows.push(notMeasured(`${PAINT_FIGURE}, CPU`, 'ms', `< ${PAINT_MS} ms`, reason));
    return rows;
  }
  const t = traced;
  const loadCpu = within(t.traced!, t.request.responseEnd, t.firstRowPaintedAt);
  const scrollCpu = within(t.traced!, t.scroll.start, t.scroll.end);
  const over = scrollCpu.filter((task) => task.cpu > TASK_MS).length;
  rows.push(
    budgetRow(
      `${PAINT_FIGURE}: main-thread CPU time`,
      round(cpuWithin(t.traced!, t.request.responseEnd, t.firstRowPaintedAt)),
      'ms',
      PAINT_MS,
      true,
      `traced run: ${round(t.firstRowPaintedAt - t.request.responseEnd)} ms wall; longest task ` +
        `${round(max(loadCpu, 'cpu'))} ms CPU`,
    ),
    budgetRow(
      `${SCROLL_FIGURE}: CPU time`,
      round(max(scrollCpu, 'cpu')),
      'ms',
      TASK_MS,
      false,
      `traced run: ${over} of ${scrollCpu.length} tasks over ${TASK_MS} ms CPU; longest ` +
        `${round(max(scrollCpu, 'wall'))} ms wall`,
    ),
  );
  details.insertions = {
    plain,
    traced: {
      ...t,
      traced: undefined,
      longestLoadTasks: top(loadCpu),
      longestScrollTasks: top(scrollCpu),
    },
  };
  return rows;
}

const top = (tasks: Task[]) => [...tasks].sort((a, b) => b.cpu - a.cpu).slice(0, 10);
