import { describe, expect, it } from 'vitest';
import { documentTitle } from './page-title';

describe('documentTitle', () => {
  it('names the record, then its party, then the app', () => {
    expect(documentTitle(['Contract 10004', 'Harbor Bakery'])).toBe(
      'Contract 10004 · Harbor Bakery · Ad-sales viewer',
    );
  });

  it('leaves out a part not known yet (a name still loading)', () => {
    expect(documentTitle(['Contract 10004', undefined, null, ''])).toBe(
      'Contract 10004 · Ad-sales viewer',
    );
  });

  it('names the app once: the home page is headed with its name', () => {
    expect(documentTitle(['Ad-sales viewer'])).toBe('Ad-sales viewer');
    expect(documentTitle([])).toBe('Ad-sales viewer');
  });
});
