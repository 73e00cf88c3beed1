// A throwaway PostgreSQL cluster for tests: Debian's `postgresql` binaries, a fresh data directory
// under the system's temporary directory, trust authentication on a Unix socket and a free TCP
// port, run as the `postgres` user when this process is root (initdb refuses root). `.ci/run`
// installs the package when it is missing; without it, `startCluster` throws and says so.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The newest installed PostgreSQL's bin directory, or null. */
export function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  const newest = versions[0];
  return newest === undefined ? null : join(root, newest, 'bin');
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function ownerIds(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const line = execFileSync('getent', ['passwd', 'postgres'], { encoding: 'utf8' });
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** psql as the superuser, quiet, tuples only, stopping at the first error. */
const PSQL_FLAGS = ['-U', 'postgres', '-XAtq', '-v', 'ON_ERROR_STOP=1'];

export async function startCluster() {
  const bin = postgresBin();
  if (!bin) {
    throw new Error(
      'PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb): ' +
        'apt-get install -y postgresql (.ci/run does this on a fresh machine).',
    );
  }
  const owner = ownerIds();
  const dir = mkdtempSync(join(tmpdir(), 'pg-test-'));
  const data = join(dir, 'data');
  if (owner) {
    chownSync(dir, owner.uid, owner.gid);
    chmodSync(dir, 0o700);
  }
  // As root, every command runs as `postgres` (initdb and the server refuse root).
  const run = (command: string, args: string[], input?: string) => {
    const [file, argv] = owner
      ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]]
      : [join(bin, command), args];
    const result = spawnSync(file, argv, { encoding: 'utf8', input, cwd: dir });
    if (result.status !== 0) {
      throw new Error(`${command} failed: ${result.stderr || result.stdout || result.error}`);
    }
    return result.stdout;
  };
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const start = () =>
    run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-o', settings, 'start']);
  start();
  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const psql = (sql: string, database = 'postgres') =>
    run('psql', ['-h', dir, '-p', String(port), '-d', database, ...PSQL_FLAGS], sql);
  let stopped = false;
  return {
    /** `postgres://postgres@127.0.0.1:PORT/postgres`: the superuser's URL. */
    url: urlOf('postgres'),
    port,
    /** A URL for another database of the same cluster (created by `createDatabase`). */
    urlOf,
    createDatabase: (name: string) => void psql(`CREATE DATABASE "${name.replace(/"/g, '""')}"`),
    /** Runs SQL as the superuser through psql (for setup and checks outside the code under test). */
    psql,
    /** Stops the server (fast: sessions are ended), keeping its data, and starts it again. */
    pause: () => void run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    resume: () => void start(),
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

/**
 * For a test file: one cluster started before its tests and stopped after them (`cluster()`),
 * and `freshDatabase()`, a new database of it for each test (named `<prefix>_<n>`).
 */
export function clusterForFile(prefix: string) {
  let cluster: Cluster | null = null;
  let databases = 0;
  beforeAll(async () => {
    cluster = await startCluster();
  }, 60_000);
  afterAll(() => cluster?.stop());
  const started = () => {
    if (!cluster) throw new Error('the cluster is started before the tests (beforeAll)');
    return cluster;
  };
  return {
    cluster: started,
    freshDatabase(): { name: string; url: string } {
      const name = `${prefix}_${++databases}`;
      started().createDatabase(name);
      return { name, url: started().urlOf(name) };
    },
  };
}
