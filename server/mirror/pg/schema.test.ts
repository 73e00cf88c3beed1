// The Postgres schema made from the tables' declaration, against a real Postgres (a throwaway
// cluster): every table with its declared columns and types, and a row of every table published
// and read back as SQLite holds it. Also what docs/data.md tells a DBA to grant.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, test } from 'vitest';
import { clusterForFile } from '../../store/pg-cluster';
import { CHANGES, CHILD_TABLES, RECORD_TABLES, STREAMS, type TableSpec } from '../tables';
import { sampleRow } from '../../testing/sample-rows';
import { ALL_TABLES } from '../tables';
import { fromPg, migrateMirrorSchema, pgUpsertSql, toPg } from './schema';

test('the grants docs/data.md gives in SQL name exactly the tables the role command grants', () => {
  const doc = readFileSync(new URL('../../../docs/data.md', import.meta.url), 'utf8');
  const grant = /GRANT SELECT ON ([\s\S]+?) TO viewer_reports;/.exec(doc)?.[1];
  expect(grant?.split(',').map((name) => name.trim())).toEqual(ALL_TABLES);
});

test('a column goes to Postgres typed and comes back as SQLite holds it', () => {
  expect(toPg({ name: 'active', kind: 'bool' })).toBe('(x.active <> 0)');
  expect(toPg({ name: 'date_due', kind: 'date' })).toBe('mirror_date(x.date_due)');
  expect(fromPg({ name: 'total', kind: 'money' })).toBe('total::float8 AS total');
  expect(fromPg({ name: 'date_sold', kind: 'timestamp' })).toBe(
    "to_char(date_sold, 'YYYY-MM-DD HH24:MI:SS') AS date_sold",
  );
});

describe('on Postgres', () => {
  const { freshDatabase } = clusterForFile('schema');
  let client: pg.Client;
  beforeAll(async () => {
    client = new pg.Client({ connectionString: freshDatabase().url });
    await client.connect();
    await migrateMirrorSchema(client);
  });
  afterAll(() => client.end());

  const PG_TYPE = {
    int: 'bigint',
    text: 'text',
    money: 'numeric',
    bool: 'boolean',
    date: 'date',
    timestamp: 'timestamp without time zone',
    ms: 'timestamp with time zone',
    jsonb: 'jsonb',
    json: 'json',
  };
  const tables: TableSpec[] = [...RECORD_TABLES, ...CHILD_TABLES, CHANGES, STREAMS];

  it.each(tables.map((spec) => [spec.name, spec] as const))(
    '%s is made with the declared columns and types',
    async (_, spec) => {
      const { rows } = await client.query<{ column_name: string; data_type: string }>(
        `SELECT column_name, data_type FROM information_schema.columns
         WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position`,
        [spec.name],
      );
      // Postgres's own columns: the publishing order, the changes' numbering.
      const own = rows.filter(
        (r) => r.column_name !== 'pub_seq' && !(spec.serial && r.column_name === 'id'),
      );
      expect(own).toEqual(
        spec.columns.map((col) => ({ column_name: col.name, data_type: PG_TYPE[col.kind] })),
      );
    },
  );

  it.each([...RECORD_TABLES, ...CHILD_TABLES, STREAMS].map((spec) => [spec.name, spec] as const))(
    'a row of %s is published typed and read back as SQLite holds it',
    async (_, spec) => {
      const row = sampleRow(spec, 1);
      await client.query(pgUpsertSql(spec, !spec.parent && spec !== STREAMS), [
        JSON.stringify([row]),
      ]);
      const { rows } = await client.query<Record<string, unknown>>(
        `SELECT ${spec.columns.map(fromPg).join(', ')} FROM ${spec.name}`,
      );
      // node-postgres gives a bigint as text; SQLite takes it back as the integer.
      const asSqlite = (r: Record<string, unknown>) =>
        Object.fromEntries(
          spec.columns.map((col) => {
            const value = r[col.name];
            const integer = (col.kind === 'int' || col.kind === 'ms') && value !== null;
            return [col.name, integer ? Number(value) : value];
          }),
        );
      expect(rows.map(asSqlite)).toEqual([row]);
    },
  );
});
