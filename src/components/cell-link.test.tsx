// A cell's link: a plain anchor (the same HTML on the server and in the browser), whose plain left
// click the app follows and whose other clicks stay the browser's, as react-router's Link decides.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CellLink, followsInApp } from './cell-link';

const MODIFIERS = ['metaKey', 'altKey', 'ctrlKey', 'shiftKey'] as const;
const plain = {
  defaultPrevented: false,
  button: 0,
  ...(Object.fromEntries(MODIFIERS.map((key) => [key, false])) as Record<
    (typeof MODIFIERS)[number],
    boolean
  >),
};

describe('CellLink', () => {
  it('is an anchor to the whole path, with what it was given', () => {
    const html = renderToString(
      <CellLink to="/invoices/50011?from=list#items" className="num" aria-label="Invoice 50011">
        50011
      </CellLink>,
    );
    expect(html).toBe(
      '<a class="num" aria-label="Invoice 50011" href="/invoices/50011?from=list#items">50011</a>',
    );
  });

  it('leaves to the browser a modified, middle or handled click, or another target', () => {
    expect(followsInApp(plain, undefined)).toBe(true);
    expect(followsInApp(plain, '_self')).toBe(true);
    for (const key of MODIFIERS) {
      expect(followsInApp({ ...plain, [key]: true }, undefined)).toBe(false);
    }
    expect(followsInApp({ ...plain, button: 1 }, undefined)).toBe(false);
    expect(followsInApp({ ...plain, defaultPrevented: true }, undefined)).toBe(false);
    expect(followsInApp(plain, '_blank')).toBe(false);
  });
});
