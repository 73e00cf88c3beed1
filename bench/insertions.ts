// Figure 4: /insertions with the whole list (~75,000 rows at DEMO_SCALE=50): data received to first
// rows painted, and the longest task while scrolling the table to its end.
import type { Browser } from '@playwright/test';
import { appears, coldPage, describeMain, readState, recorded, ROW_SELECTOR } from './browser';
import { SCROLL_TO_END, type BenchState, type ScrollResult } from './probe';
import { budgetRow, notMeasured, type Row } from './report';

const PAINT_MS = 300;
const TASK_MS = 50;
const round = (ms: number) => Math.round(ms * 10) / 10;

const longest = (tasks: BenchState['longTasks'], from: number, to: number) =>
  tasks
    .filter((t) => t.start + t.duration >= from && t.start <= to)
    .reduce((max, t) => Math.max(max, t.duration), 0);

export async function measureInsertions(
  browser: Browser,
  baseUrl: string,
  details: Record<string, unknown>,
): Promise<Row[]> {
  const paintFigure = '/insertions: data received to first rows painted';
  const scrollFigure = '/insertions: longest task while scrolling to the end';
  const { context, page, errors } = await coldPage(browser, baseUrl);
  try {
    await page.goto('/insertions', { waitUntil: 'commit' });
    if (!(await appears(page, ROW_SELECTOR, 60_000))) {
      const reason = await describeMain(page, errors);
      return [
        notMeasured(paintFigure, 'ms', `< ${PAINT_MS} ms`, reason),
        notMeasured(scrollFigure, 'ms', `≤ ${TASK_MS} ms`, reason),
      ];
    }
    await recorded(page, 'firstRowPaintedAt', 10_000);
    const timing = (await page.evaluate(`(() => {
      const e = performance.getEntriesByType('resource')
        .find((r) => new URL(r.name).pathname.replace(/\\/+$/, '') === '/api/base/insertions');
      return e ? { start: e.startTime, responseStart: e.responseStart, responseEnd: e.responseEnd,
        bytes: e.decodedBodySize } : null;
    })()`)) as { start: number; responseStart: number; responseEnd: number; bytes: number } | null;
    const loaded = await readState(page);
    if (!timing) {
      const reason = 'no /api/base/insertions request without filters was made';
      return [
        notMeasured(paintFigure, 'ms', `< ${PAINT_MS} ms`, reason),
        notMeasured(scrollFigure, 'ms', `≤ ${TASK_MS} ms`, reason),
      ];
    }
    const painted = loaded.firstRowPaintedAt!;
    const loadTask = longest(loaded.longTasks, timing.responseEnd, painted);
    const scroll = (await page.evaluate(SCROLL_TO_END)) as ScrollResult;
    const after = await readState(page);
    const scrollTask = longest(after.longTasks, scroll.start, scroll.end);
    const scrollTasks = after.longTasks.filter(
      (t) => t.start + t.duration >= scroll.start && t.start <= scroll.end,
    );
    details.insertions = {
      request: timing,
      firstRowAt: loaded.firstRowAt,
      firstRowPaintedAt: painted,
      longTasksWhileLoading: loaded.longTasks,
      scroll,
      longTasksWhileScrolling: scrollTasks,
      longTaskError: after.longTaskError,
    };
    const reachedEnd =
      scroll.rowCount !== null && scroll.lastRowIndex !== null
        ? scroll.lastRowIndex === scroll.rowCount
        : null;
    return [
      budgetRow(
        paintFigure,
        round(painted - timing.responseEnd),
        'ms',
        PAINT_MS,
        true,
        `${scroll.rowCount ?? '?'} rows, ${(timing.bytes / 1e6).toFixed(1)} MB JSON; request ` +
          `${round(timing.start)}–${round(timing.responseEnd)} ms after navigation start, rows ` +
          `painted at ${round(painted)} ms; longest task in between ${round(loadTask)} ms`,
      ),
      budgetRow(
        scrollFigure,
        round(scrollTask),
        'ms',
        TASK_MS,
        false,
        `${scrollTasks.length} long tasks in ${scroll.steps} scroll steps over ` +
          `${Math.round(scroll.end - scroll.start)} ms (${scroll.container}); ` +
          `reached the last row: ${reachedEnd === null ? 'unknown' : reachedEnd ? 'yes' : 'no'}`,
      ),
    ];
  } catch (error) {
    const reason = (error as Error).message.split('\n')[0]!;
    return [
      notMeasured(paintFigure, 'ms', `< ${PAINT_MS} ms`, reason),
      notMeasured(scrollFigure, 'ms', `≤ ${TASK_MS} ms`, reason),
    ];
  } finally {
    await context.close();
  }
}
