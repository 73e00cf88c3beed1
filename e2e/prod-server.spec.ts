// The production server: the bundle `npm run build` makes (dist/server/main.js), on plain node with
// no TypeScript loader (what `npm run start:prod` and the Docker image run), serves the app, the
// demo API and the health probes, imports nothing the pruned image lacks, and drains on SIGTERM.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join } from 'node:path';
import { expect, test } from './fixtures';
import { freePort, PRODUCTION_SERVER, startOwnViewer, type OwnViewer } from './own-viewer';

const plainNode = { LOG_LEVEL: 'warn', NODE_OPTIONS: '' };
const viewers: OwnViewer[] = [];
test.afterAll(() => viewers.forEach((viewer) => viewer.stop()));

async function production(): Promise<OwnViewer> {
  const viewer = await startOwnViewer(await freePort(), plainNode);
  viewers.push(viewer);
  return viewer;
}

test('serves the app, the demo API and the probes on plain node', async ({ page, request }) => {
  const { origin } = await production();
  await page.goto(`${origin}/invoices`);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Invoices' }).locator('tbody tr')).toHaveCount(25);

  const products = await request.get(`${origin}/api/base/products/`);
  expect(products.status()).toBe(200);
  expect((await products.json()) as unknown[]).toHaveLength(12);
  expect(await (await request.get(`${origin}/livez`)).json()).toEqual({ status: 'live' });
  expect(await (await request.get(`${origin}/readyz`)).json()).toEqual({ status: 'ready' });
  // The bundle sits inside dist/ but is never served.
  expect((await request.get(`${origin}/server/main.js`)).status()).toBe(404);
});

test('imports only Node and the production dependencies (the pruned image has no others)', () => {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const importsOf = (file: string) =>
    [...readFileSync(file, 'utf8').matchAll(/^import .*? from "([^"]+)";$/gm)].map((m) => m[1]!);
  const isNode = (id: string) => builtinModules.includes(id.replace(/^node:/, ''));
  // The server, the operator's commands beside it (db-report-role, store-backup) and their chunks.
  const serverDir = dirname(PRODUCTION_SERVER);
  const entries = readdirSync(serverDir).filter((name) => name.endsWith('.js'));
  expect(entries).toEqual(
    expect.arrayContaining(['main.js', 'db-report-role.js', 'store-backup.js']),
  );
  const server = entries.flatMap((name) => importsOf(join(serverDir, name)));
  expect(server).toContain('better-sqlite3');
  const isRuntimeDep = (id: string) =>
    Object.keys(pkg.dependencies).some((dep) => id === dep || id.startsWith(`${dep}/`));
  const isChunk = (id: string) => /^\.\/[\w-]+\.js$/.test(id);
  expect(server.filter((id) => !isNode(id) && !isRuntimeDep(id) && !isChunk(id))).toEqual([]);
  // The rendering bundle carries its libraries: Node's modules and its own chunks only.
  const rendering = importsOf(join(dirname(PRODUCTION_SERVER), '..', '.ssr', 'entry-server.js'));
  expect(rendering.length).toBeGreaterThan(0);
  expect(rendering.filter((id) => !isNode(id) && !id.startsWith('./'))).toEqual([]);
  expect(pkg.dependencies).not.toHaveProperty('tsx');
});

test('runs the operator’s commands on plain node, as the image does', () => {
  const run = (script: string, ...args: string[]) =>
    spawnSync(process.execPath, [join(dirname(PRODUCTION_SERVER), script), ...args], {
      encoding: 'utf8',
      env: { ...process.env, NODE_OPTIONS: '', DATA_DIR: '/nonexistent-data-dir' },
    });
  const role = run('db-report-role.js');
  expect(role.status).toBe(2);
  expect(role.stderr).toContain('npm run db:report-role -- <role name>');
  const backup = run('store-backup.js', 'backup', '/tmp/never-written.sqlite');
  expect(backup.status).toBe(1);
  expect(backup.stderr).toContain('/nonexistent-data-dir/gateway.sqlite does not exist');
});

test('SIGTERM lets the request in flight finish, then exits 0', async () => {
  const viewer = await production();
  // The demo answers after 1.5 s: the signal comes while the gateway waits for it.
  const inFlight = fetch(`${viewer.origin}/api/base/products/`, {
    headers: { 'x-demo-delay': '1500' },
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  viewer.stop();
  const response = await inFlight;
  expect(response.status).toBe(200);
  expect((await response.json()) as unknown[]).toHaveLength(12);
  expect(await viewer.exited).toBe(0);
  expect(viewer.output()).toContain('SIGTERM: no new connections');
  await expect(fetch(`${viewer.origin}/livez`)).rejects.toThrow();
});
