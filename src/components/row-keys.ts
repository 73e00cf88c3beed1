// One Tab stop for a table's rows (a roving tabindex, as a grid has): Tab reaches the current row
// and leaves the table; ArrowUp/ArrowDown, Home and End move between rows; Enter opens the row's
// first link (or presses its first button). The links and buttons inside rows are left out of the
// Tab order (tabindex -1) but still work by mouse and by Enter on the row. Issue 40: 51 Tabs
// reached the invoice list's first row, three a row.

/** Marks a table's main rows (not its phone details or spacer rows). */
export const ROW_ATTRIBUTE = 'data-row';

/** Marks the link Enter opens on a row, when it is not the row's first (a run sheet's contract). */
export const ROW_OPENS_ATTRIBUTE = 'data-row-opens';

/** What can take focus inside a row (each inside a `tr`: not the rows themselves). */
const INNER_FOCUSABLE = ['a[href]', 'button', 'input', 'select', 'textarea', '[tabindex]']
  .map((selector) => `tr ${selector}`)
  .join(', ');

function rowsOf(body: HTMLElement): HTMLElement[] {
  return [...body.querySelectorAll<HTMLElement>(`tr[${ROW_ATTRIBUTE}]`)];
}

/**
 * Gives the rows of `body` one Tab stop: the row focused last (else the first) has tabindex 0, the
 * others -1, and what is inside every row -1. Run again whenever rows come or go (a virtual list's
 * window moves, a page of rows arrives): returns the observer's disconnect.
 */
export function rovingRows(body: HTMLElement): () => void {
  let current: HTMLElement | null = null;
  const apply = () => {
    const rows = rowsOf(body);
    if (!current || !current.isConnected) current = rows[0] ?? null;
    for (const row of rows) {
      const tabIndex = row === current ? '0' : '-1';
      if (row.getAttribute('tabindex') !== tabIndex) row.setAttribute('tabindex', tabIndex);
    }
    for (const inner of body.querySelectorAll<HTMLElement>(INNER_FOCUSABLE)) {
      if (inner.getAttribute('tabindex') !== '-1') inner.setAttribute('tabindex', '-1');
    }
  };
  const focusin = (event: FocusEvent) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>(`tr[${ROW_ATTRIBUTE}]`);
    if (row && row !== current) {
      current = row;
      apply();
    }
  };
  const keydown = (event: KeyboardEvent) => {
    const row = event.target as HTMLElement;
    if (!row.matches(`tr[${ROW_ATTRIBUTE}]`)) return;
    const rows = rowsOf(body);
    const at = rows.indexOf(row);
    const to =
      event.key === 'ArrowDown'
        ? rows[at + 1]
        : event.key === 'ArrowUp'
          ? rows[at - 1]
          : event.key === 'Home'
            ? rows[0]
            : event.key === 'End'
              ? rows.at(-1)
              : undefined;
    if (to) {
      event.preventDefault();
      to.focus();
      return;
    }
    if (event.key === 'Enter') {
      const target =
        row.querySelector<HTMLElement>(`[${ROW_OPENS_ATTRIBUTE}]`) ??
        row.querySelector<HTMLElement>('a[href], button');
      if (target) {
        event.preventDefault();
        target.click();
      }
    }
  };
  apply();
  const observer = new MutationObserver(apply);
  observer.observe(body, { childList: true, subtree: true });
  body.addEventListener('focusin', focusin);
  body.addEventListener('keydown', keydown);
  return () => {
    observer.disconnect();
    body.removeEventListener('focusin', focusin);
    body.removeEventListener('keydown', keydown);
  };
}

/**
 * A ref for a table (or its body) whose rows marked `data-row` are one Tab stop: React 19 runs the
 * returned cleanup when the element goes. Module-level, so React does not run it again each render.
 */
export function rowKeysRef(element: HTMLElement | null): (() => void) | undefined {
  return element ? rovingRows(element) : undefined;
}
