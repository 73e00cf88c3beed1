// The operator's reference promises every variable the server reads: a variable added to the code
// without a row in docs/operations.md fails here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverVariables, variablesRead } from './testing/variables';

const root = join(__dirname, '..');

describe('docs/operations.md', () => {
  const read = serverVariables(join(root, 'server'));
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
