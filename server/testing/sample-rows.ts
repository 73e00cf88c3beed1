// For the tables' tests: a row of a declared table with a value of its kind in every column, as
// SQLite holds it (variant 2 differs from 1 in every column, and is null where a column may be).
import type { Kind, TableSpec } from '../mirror/tables';

const VALUES: Record<Kind, [unknown, unknown]> = {
  int: [7, 8],
  text: ['a text', 'another'],
  money: [12.34, 0.1],
  bool: [1, 0],
  date: ['2026-11-28', '2027-01-31'],
  timestamp: ['2026-11-28 09:10:11', '2027-01-31 23:59:59'],
  ms: [1_764_320_000_000, 1_764_320_000_001],
  jsonb: ['{"a": 1}', '{"b": [2, 3]}'],
  json: ['{"c":1, "b":2}', '[1,2]'],
};

export function sampleRow(spec: TableSpec, variant: 1 | 2): Record<string, unknown> {
  return Object.fromEntries(
    spec.columns.map((col) => {
      const value = VALUES[col.kind][variant - 1];
      return [col.name, variant === 2 && !col.notNull ? null : value];
    }),
  );
}
