import { describe, expect, it } from 'vitest';
import { foldText, matchesText } from './search-text';

describe('matchesText', () => {
  it('ignores case and accents, and needs every word in any order', () => {
    expect(foldText('Café Mañana')).toBe('cafe manana');
    expect(matchesText('Café Mañana', 'cafe')).toBe(true);
    expect(matchesText('Café Mañana', 'MAÑANA café')).toBe(true);
    expect(matchesText('Café Mañana', 'cafe pizza')).toBe(false);
    expect(matchesText("O'Brien & Sons", "o'brien")).toBe(true);
    expect(matchesText('anything', '   ')).toBe(true);
  });
});
