// The sync's leader killed in the middle of a pass: the other server takes the lead, copies what
// the dead one published (its pass and the page it had reached) and finishes that pass, reading
// the invoice pages the dead one had not read rather than starting again.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDemoApi } from '../demo/index';
import { startFakeApi, type FakeApi } from '../testing/gateway';
import { startCluster, type Cluster } from './pg-cluster';
import { startServerProcess, until, type ServerProcess } from '../testing/replica-harness';

let cluster: Cluster;
let api: FakeApi;
const servers: ServerProcess[] = [];
const demo = createDemoApi({ scale: 1, contractList: true });
/** The invoice list pages the API was asked for, in order (`page` of each). */
const invoicePages: number[] = [];
const INVOICE_LIST = /^\/base-host\/invoices\/?\?/;

/** The demo's answer, each page of the invoice list slow enough that a pass can be caught in it. */
function answer(req: IncomingMessage, res: ServerResponse) {
  const url = (req.url ?? '')
    .replace(/^\/base-host/, '/base')
    .replace(/^\/legacy-host/, '/secondary');
  const invoiceList = INVOICE_LIST.test(req.url ?? '');
  if (invoiceList) invoicePages.push(Number(new URL(url, 'http://x').searchParams.get('page')));
  void (async () => {
    if (invoiceList) await new Promise((r) => setTimeout(r, 1_000));
    const response = await demo.app.fetch(new Request(`http://demo.invalid${url}`));
    res.writeHead(response.status, { 'content-type': 'application/json' });
    res.end(Buffer.from(await response.arrayBuffer()));
  })();
}

interface Pass {
  kind: string;
  outcome: string;
}
const lastPass = async (server: ServerProcess) =>
  (
    (await (await fetch(`${server.url}/api/status`)).json()) as {
      mirror: { lastPass: Pass | null };
    }
  ).mirror.lastPass;

beforeAll(async () => {
  cluster = await startCluster();
  cluster.createDatabase('takeover');
  api = await startFakeApi();
  api.override = answer;
}, 60_000);

afterAll(async () => {
  for (const server of servers) server.process.kill('SIGKILL');
  await api?.close();
  cluster?.stop();
});

it('finishes the pass the killed leader was in, from the page it had reached', async () => {
  const start = async (name: string) => {
    const server = await startServerProcess(name, {
      database: cluster.urlOf('takeover'),
      apiRoot: api.root,
      env: { AUTH_MODE: 'none', SYNC_DAILY_BUDGET: '1000' },
    });
    servers.push(server);
    return server;
  };
  const first = await start('A');
  await until(
    () => first.ledAt() !== null,
    15_000,
    () => first.logs.join('\n'),
  );
  const second = await start('B');
  const total = Math.ceil((demo.stats.invoices + 1) / 100);
  // The leader is in the invoice list and has published its place there (about every second).
  const publishedCursor = () =>
    Number(
      cluster.psql("SELECT cursor FROM mirror_streams WHERE stream = 'invoices'", 'takeover') || 0,
    );
  await until(() => publishedCursor() >= 3, 40_000);
  const readBefore = new Set(invoicePages);
  first.process.kill('SIGKILL');
  const killedAt = invoicePages.length;

  await until(
    () => second.ledAt() !== null,
    10_000,
    () => second.logs.join('\n'),
  );
  let pass: Pass | null = null;
  const deadline = Date.now() + 40_000;
  while (!pass && Date.now() < deadline) {
    pass = await lastPass(second);
    if (!pass) await new Promise((r) => setTimeout(r, 200));
  }
  expect(pass).toMatchObject({ kind: 'full', outcome: 'complete' });
  const after = invoicePages.slice(killedAt);
  console.log(
    `invoice pages: ${total} in all, ${readBefore.size} read by the leader before it was killed, ` +
      `${after.length} by the new leader (${after.join(', ')})`,
  );
  // It went on from where the dead leader was (a page in flight may be read again), not page 1.
  expect(after[0]).toBeGreaterThan(2);
  expect(after.length).toBeLessThan(total);
  expect(new Set([...readBefore, ...after]).size).toBe(total);
}, 120_000);
