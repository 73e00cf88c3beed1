// In-page timing, installed with page.addInitScript before the app's own scripts run. Written as
// plain JavaScript text: functions compiled by tsx would carry helpers the page does not have.
//
// window.__bench records, in performance.now() time (milliseconds since navigation start):
// - firstRowAt: the first data row (a body row holding a link) of a table in <main> was inserted;
//   firstRowPaintedAt: the frame after it was painted (rAF, then a message: runs after the paint);
// - after arm(): clickAt (capture-phase click listener) and changedAt / changedPaintedAt, when the
//   first data row's text differs from what it was at the click;
// - longTasks: every PerformanceObserver 'longtask' entry (buffered) as { start, duration }.
export const PROBE_SCRIPT = `(() => {
  const bench = {
    firstRowAt: null, firstRowPaintedAt: null,
    armed: false, textAtClick: null, clickAt: null, changedAt: null, changedPaintedAt: null,
    longTasks: [],
  };
  window.__bench = bench;
  const afterPaint = (done) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => done(performance.now());
    channel.port2.postMessage(0);
  });
  const firstRow = () => {
    const link = document.querySelector('main table tbody tr a');
    return link ? link.closest('tr') : null;
  };
  const rowObserver = new MutationObserver(() => {
    const row = firstRow();
    if (!row) return;
    bench.firstRowAt = performance.now();
    rowObserver.disconnect();
    afterPaint((t) => { bench.firstRowPaintedAt = t; });
  });
  rowObserver.observe(document, { childList: true, subtree: true });

  const changeObserver = new MutationObserver(() => {
    if (bench.clickAt === null || bench.changedAt !== null) return;
    const row = firstRow();
    if (!row || row.textContent === bench.textAtClick) return;
    bench.changedAt = performance.now();
    changeObserver.disconnect();
    afterPaint((t) => { bench.changedPaintedAt = t; });
  });
  bench.arm = () => {
    bench.armed = true;
    bench.clickAt = bench.changedAt = bench.changedPaintedAt = null;
    changeObserver.observe(document, { childList: true, subtree: true, characterData: true });
  };
  document.addEventListener('click', () => {
    if (!bench.armed) return;
    bench.armed = false;
    const row = firstRow();
    bench.textAtClick = row ? row.textContent : null;
    bench.clickAt = performance.now();
  }, true);

  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) bench.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch (error) {
    bench.longTaskError = String(error);
  }
})();`;

/** Scrolls the first table's scroll container (or the page) to the end: small steps, then jumps. */
export const SCROLL_TO_END = `(async () => {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  let box = document.querySelector('main table');
  while (box && box !== document.body) {
    const style = getComputedStyle(box);
    if (/auto|scroll/.test(style.overflowY) && box.scrollHeight > box.clientHeight + 10) break;
    box = box.parentElement;
  }
  if (!box || box === document.body) box = document.scrollingElement;
  const start = performance.now();
  let steps = 0;
  for (let i = 0; i < 40 && box.scrollTop + box.clientHeight < box.scrollHeight; i++, steps++) {
    box.scrollTop += 400;
    await frame(); await frame();
  }
  const jump = Math.max(400, Math.ceil(box.scrollHeight / 150));
  while (box.scrollTop + box.clientHeight < box.scrollHeight - 1 && steps < 400) {
    box.scrollTop += jump;
    steps++;
    await frame(); await frame();
  }
  await frame(); await frame();
  const rows = box.querySelectorAll('tbody tr[aria-rowindex]');
  const last = rows.length ? rows[rows.length - 1].getAttribute('aria-rowindex') : null;
  const table = document.querySelector('main table');
  return {
    start, end: performance.now(), steps, scrollHeight: box.scrollHeight,
    container: box === document.scrollingElement ? 'page' : box.tagName.toLowerCase() + '.' + box.className,
    lastRowIndex: last === null ? null : Number(last),
    rowCount: table && table.getAttribute('aria-rowcount') ? Number(table.getAttribute('aria-rowcount')) : null,
  };
})()`;

/** Resolves when the page is idle (after the current work, such as parsing a response). */
export const IDLE = `new Promise((resolve) => requestIdleCallback(() => resolve(true), { timeout: 2000 }))`;

export interface BenchState {
  firstRowAt: number | null;
  firstRowPaintedAt: number | null;
  clickAt: number | null;
  changedAt: number | null;
  changedPaintedAt: number | null;
  longTasks: { start: number; duration: number }[];
  longTaskError?: string;
}

export interface ScrollResult {
  start: number;
  end: number;
  steps: number;
  scrollHeight: number;
  container: string;
  lastRowIndex: number | null;
  rowCount: number | null;
}

export const READ_STATE = `(() => { const b = window.__bench; return { ...b, arm: undefined }; })()`;
