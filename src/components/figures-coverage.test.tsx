import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FiguresCoverage } from './figures-coverage';

const html = (complete: boolean, asOf: string | null = '2026-11-26T14:02:00Z') =>
  renderToStaticMarkup(
    <FiguresCoverage coverage={{ contracts: 1234, complete, asOf }} counted="28 open contracts" />,
  );

describe('what the figures cover', () => {
  it('says where they come from and when, in UTC', () => {
    expect(html(true)).toContain(
      '28 open contracts, from the server’s copy of the account as of 26 Nov 2026, 14:02 UTC',
    );
    expect(html(true)).not.toContain('Incomplete');
    expect(html(true, null)).toContain('from the server’s copy of the account (no request');
    const held = renderToStaticMarkup(
      <FiguresCoverage coverage={{ contracts: 1234, complete: true, asOf: null }} />,
    );
    expect(held).toContain('From the 1,234 contracts the server holds of the account.');
  });

  it('warns that they are incomplete, with how many contracts they cover', () => {
    expect(html(false)).toContain('Incomplete figures');
    expect(html(false)).toContain('it holds 1,234 contracts read one by one so far');
    expect(html(false)).toContain(
      'These figures cover those 1,234 contracts only, and are incomplete.',
    );
  });
});
