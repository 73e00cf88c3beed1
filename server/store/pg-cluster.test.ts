// The throwaway cluster every Postgres test uses: it starts, `pg` connects to it, and it stops.
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type Cluster, startCluster } from './pg-cluster';

let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster();
}, 60_000);
afterAll(() => cluster?.stop());

test('a throwaway cluster answers the pg client and holds a database of its own', async () => {
  cluster.createDatabase('scratch');
  const client = new pg.Client({ connectionString: cluster.urlOf('scratch') });
  await client.connect();
  try {
    const { rows } = await client.query<{ db: string; sum: number }>(
      'SELECT current_database() AS db, 2 + 3 AS sum',
    );
    expect(rows).toEqual([{ db: 'scratch', sum: 5 }]);
  } finally {
    await client.end();
  }
  expect(cluster.psql('SELECT count(*) FROM pg_database WHERE datname = $$scratch$$').trim()).toBe(
    '1',
  );
});
