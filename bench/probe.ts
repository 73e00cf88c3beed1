// In-page timing, installed with page.addInitScript before the app's own scripts run. Written as
// plain JavaScript text: functions compiled by tsx would carry helpers the page does not have.
//
// window.__bench records, in performance.now() time (milliseconds since navigation start):
// - firstRowAt: the first data row (a body row holding a link) of a table in <main> was inserted;
//   firstRowPaintedAt: the frame after it was painted (rAF, then a message: runs after the paint);
// - after arm(): clickAt (capture-phase click listener) and changedAt / changedPaintedAt, when the
//   first data row's text differs from what it was at the click;
export const PROBE_SCRIPT = `(() => {
  const bench = {
    firstRowAt: null, firstRowPaintedAt: null,
    armed: false, textAtClick: null, clickAt: null, changedAt: null, changedPaintedAt: null,
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
})();`;

/** Resolves when the page is idle (after the current work, such as parsing a response). */
export const IDLE = `new Promise((resolve) => requestIdleCallback(() => resolve(true), { timeout: 2000 }))`;

export interface BenchState {
  firstRowAt: number | null;
  firstRowPaintedAt: number | null;
  clickAt: number | null;
  changedAt: number | null;
  changedPaintedAt: number | null;
}

export const READ_STATE = `(() => { const b = window.__bench; return { ...b, arm: undefined }; })()`;
