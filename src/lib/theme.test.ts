import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { resolveTheme, THEME_STORAGE_KEY } from './theme';

// index.html's inline script runs before the app (a classic script, so the server's HTML paints in
// the right theme); it must read the same key and decide as resolveTheme does.
const indexHtml = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
const bootScript = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)?.[1] ?? '';

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

describe("the theme before the app runs (index.html's inline script)", () => {
  it('is in index.html', () => {
    expect(bootScript).toContain('adsales.theme.v1');
  });

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
