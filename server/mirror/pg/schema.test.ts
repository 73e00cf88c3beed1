// The Postgres schema's description against what docs/data.md tells a DBA to grant, and the SQL
// that the description writes for each kind of column.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { fromPg, REPORT_TABLES, toPg } from './schema';

test('the grants docs/data.md gives in SQL name exactly the tables the role command grants', () => {
  const doc = readFileSync(new URL('../../../docs/data.md', import.meta.url), 'utf8');
  const grant = /GRANT SELECT ON ([\s\S]+?) TO viewer_reports;/.exec(doc)?.[1];
  expect(grant?.split(',').map((name) => name.trim())).toEqual(REPORT_TABLES);
});

test('a column goes to Postgres typed and comes back as SQLite holds it', () => {
  expect(toPg({ name: 'active', kind: 'bool' })).toBe('(x.active <> 0)');
  expect(toPg({ name: 'date_due', kind: 'date' })).toBe('mirror_date(x.date_due)');
  expect(fromPg({ name: 'total', kind: 'money' })).toBe('total::float8 AS total');
  expect(fromPg({ name: 'date_sold', kind: 'timestamp' })).toBe(
    "to_char(date_sold, 'YYYY-MM-DD HH24:MI:SS') AS date_sold",
  );
});
