// The bench's rows, the printed table and bench/results.json. A row is a figure beside its budget.
import { writeFileSync } from 'node:fs';

export interface Row {
  figure: string;
  /** null when the figure could not be measured (see note). */
  value: number | null;
  /** KB, MB, ms, requests, calls, req/s, points, ×, scripts, %, nodes. */
  unit: string;
  budget: string;
  /** true met, false missed, null no budget or not measured. */
  met: boolean | null;
  note?: string;
}

/** A budget: at most `limit` `unit`, or under it when `strict`. */
export interface Budget {
  limit: number;
  unit: string;
  strict: boolean;
}

export const atMost = (limit: number, unit: string): Budget => ({ limit, unit, strict: false });
export const under = (limit: number, unit: string): Budget => ({ limit, unit, strict: true });

/** A figure against its budget. */
export function budgetRow(
  figure: string,
  value: number | null,
  { limit, unit, strict }: Budget,
  note?: string,
): Row {
  const budget = `${strict ? '<' : '≤'} ${limit} ${unit}`;
  const met = value === null ? null : strict ? value < limit : value <= limit;
  return { figure, value, unit, budget, met, ...(note ? { note } : {}) };
}

type Calls = { upstream: number; views: number };

/** Issue 42's budget: twice the views add under 20 % to the upstream calls of `one`. */
export function doublingRow(figure: string, one: Calls, twice: Calls): Row {
  const growth = Math.round(((twice.upstream - one.upstream) / one.upstream) * 100);
  const note = `${one.upstream} calls for ${one.views} views, ${twice.upstream} for ${twice.views}`;
  return budgetRow(figure, growth, under(20, '%'), note);
}

/** A figure the design sets no budget for. */
export function infoRow(figure: string, value: number, unit: string, note?: string): Row {
  return { figure, value, unit, budget: '—', met: null, ...(note ? { note } : {}) };
}

/** A figure that could not be measured: its budget, or its unit when it has none. */
export function notMeasured(figure: string, budget: Budget | string, reason: string): Row {
  const row =
    typeof budget === 'string' ? infoRow(figure, 0, budget) : budgetRow(figure, null, budget);
  return { ...row, value: null, met: null, note: `not measured: ${reason}` };
}

/**
 * `count` results of `once` in a row, after `warmUps` unrecorded runs (a server's first query of a
 * kind is slower than the rest).
 */
export async function repeat<T>(count: number, once: () => Promise<T>, warmUps = 0): Promise<T[]> {
  const results: T[] = [];
  for (let run = -warmUps; run < count; run++) {
    const result = await once();
    if (run >= 0) results.push(result);
  }
  return results;
}

/** How long `run` took, in milliseconds. */
export async function timeOf(run: () => unknown): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/** The first line of a thrown error's message, for a "not measured" note. */
export const firstLine = (error: unknown) => (error as Error).message.split('\n')[0]!;

export function kb(bytes: number): number {
  return Math.round((bytes / 1024) * 10) / 10;
}

/** Milliseconds to one decimal, as every figure shows them. */
export const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * A timing over several runs: their median against a strict budget of `limit` ms, the fastest
 * and slowest run (and `note`, if any) in the note.
 */
export function medianRow(figure: string, times: number[], limit: number, note?: string): Row {
  const sorted = [...times].sort((a, b) => a - b);
  const range = `min ${round(sorted[0]!)} ms, max ${round(sorted.at(-1)!)} ms`;
  return budgetRow(
    figure,
    round(median(times)),
    under(limit, 'ms'),
    note ? `${range}; ${note}` : range,
  );
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const DIGITS: Record<string, number> = { KB: 1, MB: 2 };

function shown({ value, unit }: Row): string {
  if (value === null) return '—';
  const digits =
    unit === 'ms' && value < 100 ? 1 : (DIGITS[unit] ?? (Number.isInteger(value) ? 0 : 2));
  return `${value.toFixed(digits)} ${unit}`;
}

export function printTable(rows: Row[]): void {
  const header = ['Figure', 'Measured', 'Budget', 'Result'];
  const cells = rows.map((row) => [
    row.figure,
    shown(row),
    row.budget,
    row.met === null ? (row.value === null ? 'not measured' : '—') : row.met ? 'met' : 'MISSED',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((text, i) => text.padEnd(widths[i]!)).join(' | ');
  console.log('');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const c of cells) console.log(line(c));
  const notes = rows.filter((r) => r.note);
  if (notes.length) {
    console.log('');
    for (const row of notes) console.log(`* ${row.figure}: ${row.note}`);
  }
}

export function writeResults(path: string, rows: Row[], details: Record<string, unknown>): void {
  writeFileSync(path, JSON.stringify({ date: new Date().toISOString(), rows, details }, null, 2));
}
