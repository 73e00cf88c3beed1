import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { resolveTheme, THEME_STORAGE_KEY } from './theme';

// public/theme.js runs before the app (a classic script, so the static shell paints in the right
// theme); it must read the same key and decide as resolveTheme does.
const bootScript = readFileSync(new URL('../../public/theme.js', import.meta.url), 'utf8');

function boot(stored: string | null | Error, systemDark: boolean): string | undefined {
  const dataset: Record<string, string> = {};
  const window = {
    localStorage: {
      getItem: (key: string) => {
        if (stored instanceof Error) throw stored;
        return key === THEME_STORAGE_KEY ? stored : null;
      },
    },
    matchMedia: (query: string) => ({
      matches: query === '(prefers-color-scheme: dark)' && systemDark,
    }),
  };
  runInNewContext(bootScript, { window, document: { documentElement: { dataset } } });
  return dataset.theme;
}

describe('the theme before the app runs (public/theme.js)', () => {
  it.each([
    ['"dark"', false, 'dark'],
    ['"light"', true, 'light'],
    ['"system"', true, 'dark'],
    ['"system"', false, 'light'],
    [null, true, 'dark'],
    ['not json', true, 'dark'],
    ['"purple"', false, 'light'],
  ])('stored %s with a dark system %s gives %s', (stored, systemDark, expected) => {
    expect(boot(stored, systemDark)).toBe(expected);
  });

  it('follows the system when storage throws', () => {
    expect(boot(new Error('SecurityError'), true)).toBe('dark');
  });

  it('agrees with resolveTheme for every choice', () => {
    for (const choice of ['system', 'light', 'dark'] as const) {
      for (const systemDark of [false, true]) {
        expect(boot(JSON.stringify(choice), systemDark)).toBe(resolveTheme(choice, systemDark));
      }
    }
  });
});
