// Figure 4: /insertions with the whole list (~75,000 rows at DEMO_SCALE=50): navigation start to
// first rows painted, the longest main-thread task from navigation to the last row scrolled (the
// list is read in a worker and streamed in), and the list's bytes on the wire. Measured twice:
// plain (wall time, as a person sees it) and traced (the main thread's CPU time, less sensitive to
// whatever else the machine is doing).
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Request } from '@playwright/test';
import { appears, coldPage, describeMain, readState, recorded, ROW_SELECTOR } from './browser';
import { SCROLL_TO_END, type ScrollResult } from './probe';
import { budgetRow, medianRow, notMeasured, type Row } from './report';
import { startTrace, stopTrace, syncClock, within, type Task } from './trace';

const PAINT_MS = 1500;
const TASK_MS = 50;
const WIRE_MB = 8;
const PAINT_FIGURE = '/insertions: navigation start to first rows painted';
const HELD_RUNS = 5;
const HELD_FIGURE = `${PAINT_FIGURE}, the list held by the server (a teammate read it; median of ${HELD_RUNS})`;
/** The count line of the server's first screen (docs/decisions/0010-insertion-first-screen.md). */
const FIRST_SCREEN_TEXT = 'copy of the list.';
const TASK_FIGURE =
  '/insertions: longest main-thread task, navigation to last row scrolled, a sort and a search';
const WIRE_FIGURE = '/insertions: bytes on the wire (MB)';
const WHOLE = 'main >> text=/^The API returned [\\d,]+ insertions/';
const round = (ms: number) => Math.round(ms * 10) / 10;

interface Run {
  request: { start: number; responseEnd: number; wire: number; encoding: string };
  firstRowPaintedAt: number;
  /** When the count replaced the "Reading the list" progress: every row read. */
  wholeAt: number;
  scroll: ScrollResult;
  /** Sort (click on Description: text, the slowest to compare) and search ("opening"): start, sorted, searched, on the page's clock. */
  viewed: { start: number; sorted: number; end: number };
  /** From the page's longtask observer (wall time). */
  longTasks: Task[];
  /** From the trace, when traced. */
  traced: Task[] | null;
}

async function run(browser: Browser, baseUrl: string, traced: boolean): Promise<Run | string> {
  const { context, page, errors } = await coldPage(browser, baseUrl);
  let tracing = false;
  // The list is fetched by its worker: its timing comes from the browser's network events (the
  // page's own resource timing does not see a worker's requests).
  let answer: Request | null = null;
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname.replace(/\/+$/, '') === '/api/base/insertions') {
      answer = request;
    }
  });
  try {
    if (traced) {
      await startTrace(browser, page);
      tracing = true;
    }
    await page.goto('/insertions', { waitUntil: 'commit' });
    if (!(await appears(page, ROW_SELECTOR, 60_000))) return await describeMain(page, errors);
    await recorded(page, 'firstRowPaintedAt', 10_000);
    if (!(await appears(page, WHOLE, 60_000))) return await describeMain(page, errors);
    const wholeAt = (await page.evaluate('performance.now()')) as number;
    const request = await requestOf(page, answer);
    if (!request) return 'no /api/base/insertions request without filters was made';
    const scroll = (await page.evaluate(SCROLL_TO_END)) as ScrollResult;
    // Then a sort and a search of the whole list (done in the list's worker): their tasks count too.
    const viewed = await sortAndSearch(page);
    if (traced) await syncClock(page);
    const state = await readState(page);
    const tasks = traced ? await stopTrace(browser) : null;
    tracing = false;
    return {
      request,
      firstRowPaintedAt: state.firstRowPaintedAt!,
      wholeAt,
      scroll,
      viewed,
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

/** The list's request on the page's clock (ms after navigation start), and its size on the wire. */
export async function requestOf(
  page: Page,
  answer: Request | null,
): Promise<Run['request'] | null> {
  const response = await answer?.response();
  if (!answer || !response) return null;
  const origin = (await page.evaluate('performance.timeOrigin')) as number;
  const timing = answer.timing();
  const sizes = await answer.sizes();
  const start = timing.startTime - origin;
  return {
    start,
    responseEnd: start + timing.responseEnd,
    wire: sizes.responseBodySize + sizes.responseHeadersSize,
    encoding: (await response.allHeaders())['content-encoding'] ?? 'identity',
  };
}

const max = (tasks: Task[], key: 'wall' | 'cpu') => tasks.reduce((m, t) => Math.max(m, t[key]), 0);
const mb = (bytes: number) => Math.round((bytes / 1e6) * 100) / 100;

/** The answer's JSON size, and what it would weigh gzipped (level 6), as the gateway's compression would send it. */
async function sizesOf(baseUrl: string): Promise<{ json: number; gzip: number } | null> {
  try {
    const response = await fetch(`${baseUrl}/api/base/insertions/`, {
      headers: { 'accept-encoding': 'identity' },
    });
    const json = Buffer.from(await response.arrayBuffer());
    return { json: json.length, gzip: gzipSync(json, { level: 6 }).length };
  } catch {
    return null;
  }
}

export async function measureInsertions(
  browser: Browser,
  baseUrl: string,
  details: Record<string, unknown>,
): Promise<Row[]> {
  const plain = await run(browser, baseUrl, false);
  if (typeof plain === 'string') {
    return [
      notMeasured(PAINT_FIGURE, 'ms', `< ${PAINT_MS} ms`, plain),
      notMeasured(TASK_FIGURE, 'ms', `≤ ${TASK_MS} ms`, plain),
    ];
  }
  const { request, firstRowPaintedAt: painted, scroll } = plain;
  const allTasks = within(plain.longTasks, 0, plain.viewed.end);
  const reachedEnd =
    scroll.rowCount !== null && scroll.lastRowIndex !== null
      ? scroll.lastRowIndex === scroll.rowCount
      : null;
  const sizes = await sizesOf(baseUrl);
  const gzip = sizes?.gzip ?? null;
  const rows: Row[] = [
    budgetRow(
      PAINT_FIGURE,
      round(painted),
      'ms',
      PAINT_MS,
      true,
      `${scroll.rowCount ?? '?'} rows, ${sizes ? mb(sizes.json) : '?'} MB JSON; request ` +
        `${round(request.start)}–${round(request.responseEnd)} ms after navigation start, first ` +
        `rows painted at ${round(painted)} ms (${round(painted - request.responseEnd)} ms after ` +
        `the data arrived), every row read at ${round(plain.wholeAt)} ms`,
    ),
    budgetRow(
      TASK_FIGURE,
      round(max(allTasks, 'wall')),
      'ms',
      TASK_MS,
      false,
      `${allTasks.length} long tasks (wall time) from navigation to the end of ${scroll.steps} ` +
        `scroll steps (${scroll.container}), a sort and a search (sorted in ` +
        `${round(plain.viewed.sorted - plain.viewed.start)} ms, searched in ` +
        `${round(plain.viewed.end - plain.viewed.sorted)} ms); reached the last row: ` +
        `${reachedEnd === null ? 'unknown' : reachedEnd ? 'yes' : 'no'}`,
    ),
    budgetRow(
      WIRE_FIGURE,
      mb(request.wire),
      'MB',
      WIRE_MB,
      true,
      `content-encoding ${request.encoding}; the same answer gzipped (level 6) is ` +
        `${gzip === null ? '?' : `${mb(gzip)} MB`}`,
    ),
  ];
  details.insertions = { plain, gzipBytes: gzip };

  const traced = await run(browser, baseUrl, true);
  if (typeof traced === 'string' || !traced.traced?.length) {
    const reason = typeof traced === 'string' ? traced : 'the trace held no main-thread tasks';
    rows.push(notMeasured(`${TASK_FIGURE}, CPU`, 'ms', `≤ ${TASK_MS} ms`, reason));
    return rows;
  }
  const t = traced;
  const cpuTasks = within(t.traced!, 0, t.viewed.end);
  const over = cpuTasks.filter((task) => task.cpu > TASK_MS).length;
  const longest = top(cpuTasks)[0];
  // What the longest task did, so a task over budget is named (every explained task is in
  // bench/results.json under insertions.traced.longestTasks).
  const cause = longest?.cause
    ? `; longest at ${round(longest.start)} ms: ${[...longest.cause.events.slice(0, 2), ...longest.cause.functions.slice(0, 2)].join('; ')}`
    : '';
  rows.push(
    budgetRow(
      `${TASK_FIGURE}: CPU time`,
      round(max(cpuTasks, 'cpu')),
      'ms',
      TASK_MS,
      false,
      `traced run: first rows painted at ${round(t.firstRowPaintedAt)} ms, every row read at ` +
        `${round(t.wholeAt)} ms; ${over} of ${cpuTasks.length} tasks over ${TASK_MS} ms CPU; ` +
        `longest ${round(max(cpuTasks, 'wall'))} ms wall${cause}`,
    ),
  );
  details.insertions = {
    plain,
    gzipBytes: gzip,
    traced: { ...t, traced: undefined, longestTasks: top(cpuTasks) },
  };
  rows.push(await measureHeld(browser, baseUrl, details));
  return rows;
}

/**
 * First rows when the gateway already holds the list (the runs above read it): the server's HTML
 * has its first screen once a render has made it, so a few plain loads of the HTML first.
 */
async function measureHeld(
  browser: Browser,
  baseUrl: string,
  details: Record<string, unknown>,
): Promise<Row> {
  let made = false;
  for (let attempt = 0; attempt < 15 && !made; attempt++) {
    const html = await fetch(`${baseUrl}/insertions`)
      .then((response) => response.text())
      .catch(() => '');
    made = html.includes(FIRST_SCREEN_TEXT);
    if (!made) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  if (!made) {
    return notMeasured(HELD_FIGURE, 'ms', `< ${PAINT_MS} ms`, 'the server made no first screen');
  }
  const times: number[] = [];
  for (let run = 0; run < HELD_RUNS; run++) {
    const { context, page, errors } = await coldPage(browser, baseUrl);
    try {
      await page.goto('/insertions', { waitUntil: 'commit' });
      if (!(await appears(page, ROW_SELECTOR, 10_000))) {
        const reason = await describeMain(page, errors);
        return notMeasured(HELD_FIGURE, 'ms', `< ${PAINT_MS} ms`, reason);
      }
      await recorded(page, 'firstRowPaintedAt', 5000);
      times.push((await readState(page)).firstRowPaintedAt!);
    } finally {
      await context.close();
    }
  }
  details.insertionsHeld = { times: times.map(round) };
  return medianRow(HELD_FIGURE, times, PAINT_MS);
}

const top = (tasks: Task[]) => [...tasks].sort((a, b) => b.cpu - a.cpu).slice(0, 10);

const now = (page: Page) => page.evaluate('performance.now()') as Promise<number>;

/** Sorts the whole list by description, then searches it, waiting for each to show. */
async function sortAndSearch(page: Page): Promise<Run['viewed']> {
  const start = await now(page);
  const table = page.getByRole('table', { name: 'Insertions' });
  await table.getByRole('button', { name: 'Description' }).click();
  await page.waitForURL(/sort=-?description/);
  // The table is dimmed (aria-busy) while the worker sorts.
  await page.waitForFunction(() => !document.querySelector('.data-table--dimmed'), null, {
    timeout: 30_000,
  });
  const sorted = await now(page);
  await page.getByLabel('Search these rows').fill('opening');
  await page.getByText(/rows? match “opening”/).waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => !document.querySelector('.data-table--dimmed'), null, {
    timeout: 30_000,
  });
  return { start, sorted, end: await now(page) };
}
