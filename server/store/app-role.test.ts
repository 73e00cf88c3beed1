// The compose file's Postgres role (deploy/postgres-init/app-role.sql.in): the viewer's login owns
// its database and schema, so it migrates both stores' tables at start-up, and is no superuser:
// it can neither create roles nor read what it does not own.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { migrateMirrorSchema } from '../mirror/pg/schema';
import { clusterForFile } from './pg-cluster';
import { openPostgres } from './postgres';
import { ROOT } from '../testing/replica-harness';

const { cluster } = clusterForFile('app_role');
const SQL = readFileSync(join(ROOT, 'deploy/postgres-init/app-role.sql.in'), 'utf8');

it('lets the viewer role migrate its schema, and nothing a superuser may', async () => {
  cluster().createDatabase('viewer');
  // What 10-app-role.sh passes with -v.
  cluster().psql(
    `\\set app_role viewer\n\\set app_password 'a-password-1234'\n\\set app_database viewer\n${SQL}`,
    'viewer',
  );
  const url = cluster().urlOf('viewer').replace('postgres@', 'viewer:a-password-1234@');
  const store = await openPostgres(url);
  try {
    expect(store.versions.to).toBeGreaterThan(0);
    const client = await store.pool.connect();
    try {
      expect(await migrateMirrorSchema(client)).toBeGreaterThan(0);
      const { rows } = await client.query<{ rolsuper: boolean; rolcreaterole: boolean }>(
        'SELECT rolsuper, rolcreaterole FROM pg_roles WHERE rolname = current_user',
      );
      expect(rows).toEqual([{ rolsuper: false, rolcreaterole: false }]);
      const owners = await client.query<{ owner: string }>(
        "SELECT DISTINCT tableowner AS owner FROM pg_tables WHERE schemaname = 'public'",
      );
      expect(owners.rows).toEqual([{ owner: 'viewer' }]);
      await expect(client.query('CREATE ROLE intruder')).rejects.toThrow(/permission denied/);
      await expect(client.query('SELECT * FROM pg_authid')).rejects.toThrow(/permission denied/);
    } finally {
      client.release();
    }
  } finally {
    await store.close();
  }
  // The server's own start on it again: nothing to migrate, no error.
  const again = await openPostgres(url);
  expect(again.versions.from).toBe(again.versions.to);
  await again.close();
}, 60_000);
