// The operator's reference promises every variable the server reads: a variable added to the code
// without a row in docs/operations.md fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** Names read as env.NAME, env['NAME'], or through a reader such as numberFrom(env, 'NAME', …). */
export function variablesRead(text: string): string[] {
  const patterns = [
    /\benv\.([A-Z][A-Z0-9_]{2,})/g,
    /\benv\[['"]([A-Z][A-Z0-9_]{2,})['"]\]/g,
    /\(\s*env\s*,\s*['"]([A-Z][A-Z0-9_]{2,})['"]/g,
  ];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]!));
}

// Not the server's settings: the shell's PATH (passed on to child processes).
const NOT_SETTINGS = new Set(['PATH']);

describe('docs/operations.md', () => {
  const read = new Set(
    sources(join(root, 'server'))
      .flatMap((file) => variablesRead(readFileSync(file, 'utf8')))
      .filter((name) => !NOT_SETTINGS.has(name)),
  );
  const table = readFileSync(join(root, 'docs/operations.md'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .join('\n');

  it('finds the variables the server reads', () => {
    expect(read).toContain('API_BASE_URL');
    expect(read).toContain('SYNC_DAILY_BUDGET');
    expect(read.size).toBeGreaterThan(30);
  });

  it('has a row for every variable the server reads', () => {
    const missing = [...read].filter((name) => !table.includes(`\`${name}\``)).sort();
    expect(missing).toEqual([]);
  });

  it('reads the three ways a variable is read', () => {
    expect(
      variablesRead("env.ONE; env['TWO']; numberFrom(env, 'THREE', 1); process.env.FOUR"),
    ).toEqual(['ONE', 'FOUR', 'TWO', 'THREE']);
  });
});
