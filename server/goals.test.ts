// The goals file: good rows, each kind of bad row skipped with a warning naming its line, and a
// file that cannot be used stopping the start with a ConfigError.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from './env';
import { MAX_GOALS_FILE_BYTES, parseGoalsCsv, readGoalsFile } from './goals';

const F = 'goals.csv';
const months = (g: ReturnType<typeof parseGoalsCsv>, email: string) =>
  Object.fromEntries(g.bySeller.get(email) ?? []);

describe('parseGoalsCsv', () => {
  it('reads goals in cents by lower-case e-mail and month, in any column order', () => {
    const g = parseGoalsCsv(
      '\ufeffamount,Seller_Email,month\r\n1500.5,Dana@Example.com,2026-01\r\n20,dana@example.com,2026-02\r\n',
      F,
    );
    expect(months(g, 'dana@example.com')).toEqual({ '2026-01': 150050, '2026-02': 2000 });
    expect(g.warnings).toEqual([]);
  });

  it('skips a bad row with a warning that names its line, and keeps the others', () => {
    const text = [
      'seller_email,month,amount',
      'a@example.com,2026-01,100',
      'a@example.com,2026-13,100',
      'not-an-address,2026-02,100',
      'b@example.com,2026-02,"1,000"',
      'b@example.com,2026-03,$5',
      'a@example.com,2026-01,300',
      'b@example.com,2026-04,250.75',
    ].join('\n');
    const g = parseGoalsCsv(text, F);
    expect(months(g, 'a@example.com')).toEqual({ '2026-01': 10000 });
    expect(months(g, 'b@example.com')).toEqual({ '2026-04': 25075 });
    expect(g.warnings).toEqual([
      'goals.csv line 3: month "2026-13" is not a month written YYYY-MM; row skipped',
      'goals.csv line 4: "not-an-address" is not an e-mail address; row skipped',
      expect.stringMatching(/^goals\.csv line 5: amount "1,000" is not a plain number/),
      expect.stringMatching(/^goals\.csv line 6: amount "\$5" is not a plain number/),
      "goals.csv line 7: a@example.com's goal for 2026-01 is already on line 2; row skipped",
    ]);
  });

  it('refuses a file without the three columns, naming what it found', () => {
    expect(() => parseGoalsCsv('email,month,goal\na@b.c,2026-01,1\n', F)).toThrow(
      new ConfigError(
        'GOALS_FILE goals.csv: the first line must be a header with "seller_email", "month" and ' +
          '"amount" columns (found: email, month, goal)',
      ),
    );
    expect(() => parseGoalsCsv('', F)).toThrow(/\(the file is empty\)/);
  });

  it('refuses a file with no usable row, with the first reasons', () => {
    expect(() => parseGoalsCsv('seller_email,month,amount\nx,2026-01,1\n', F)).toThrow(
      /^GOALS_FILE goals\.csv has no usable goal \(goals\.csv line 2: "x" is not an e-mail address/,
    );
    expect(() => parseGoalsCsv('seller_email,month,amount\n', F)).toThrow(
      'GOALS_FILE goals.csv has no usable goal (no rows after the header)',
    );
  });
});

describe('readGoalsFile', () => {
  const dir = mkdtempSync(join(tmpdir(), 'goals-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is null without a path, and reads a file', () => {
    expect(readGoalsFile(null)).toBeNull();
    const path = join(dir, 'ok.csv');
    writeFileSync(path, 'seller_email,month,amount\na@example.com,2026-05,7\n');
    const goals = readGoalsFile(path)!;
    expect(goals.source).toBe(path);
    expect(months(goals, 'a@example.com')).toEqual({ '2026-05': 700 });
  });

  it('stops the start for a missing or oversized file', () => {
    const missing = join(dir, 'missing.csv');
    expect(() => readGoalsFile(missing)).toThrow(
      new ConfigError(`GOALS_FILE ${missing} cannot be read (ENOENT)`),
    );
    const big = join(dir, 'big.csv');
    writeFileSync(big, 'x'.repeat(MAX_GOALS_FILE_BYTES + 1));
    expect(() => readGoalsFile(big)).toThrow(/is it the right file\?/);
  });

  it('reads the demo goals file without a warning', () => {
    const goals = readGoalsFile(new URL('./demo/goals.csv', import.meta.url).pathname)!;
    expect(goals.warnings).toEqual([]);
    expect(goals.bySeller.size).toBe(4);
  });
});
