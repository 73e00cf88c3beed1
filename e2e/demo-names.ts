// The demo's advertiser names, read from the names file the demo server serves, so expectations
// come from the data and not from the page.
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';

const file = new URL('../server/demo/advertiser-names.csv', import.meta.url);
const rows = parse(readFileSync(file, 'utf8'), { columns: true, bom: true }) as {
  id: string;
  name: string;
}[];
const names = new Map(rows.map((row) => [Number(row.id), row.name]));

/** The name the demo gives advertiser `id` (a test error when it has none). */
export function advertiserName(id: number): string {
  const name = names.get(id);
  if (name === undefined) throw new Error(`the demo names file has no advertiser ${id}`);
  return name;
}

/** The first advertiser whose name matches, for tests of hostile names. */
export function advertiserIdNamed(pattern: RegExp): number {
  for (const [id, name] of names) if (pattern.test(name)) return id;
  throw new Error(`no demo advertiser name matches ${pattern}`);
}
