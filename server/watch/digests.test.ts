// Watches and the morning digest end to end on the demo: people follow records through the API, the
// demo plays a next day, the mirror's pass records it, and the digests go through a real SMTP
// server (in-process): their content, the role filter, the one-click unsubscribe, a retry after a
// refused send, two senders sending each digest once, and each person's watches their own.
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_POLICY, type Role } from '../auth/policy';
import { createDemoApi } from '../demo/index';
import { playNextDay, type PlayedDay } from '../demo/next-day';
import { MEMORY, openGatewayDb } from '../gateway/database';
import { appUpstream } from '../gateway/upstream';
import { filledMirror } from '../testing/mirror';
import type { WatchesAnswer } from '../../src/domain/watches';
import { readDigestConfig } from './config';
import { createDigests } from './digests';
import { watchRoutes } from './routes';
import { createWatchStore } from './store';
import { sqliteSql } from '../store/sql';
import { header, part, startSmtp } from '../testing/smtp';

const BASE = 'https://viewer.example.com';
const demo = createDemoApi({ scale: 1 });
let harness: Awaited<ReturnType<typeof filledMirror>>;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let skew = 0;
const clock = () => Date.now() + skew;
const store = createWatchStore(sqliteSql(openGatewayDb(MEMORY)));
const config = readDigestConfig({
  SMTP_URL: 'smtp://127.0.0.1:1',
  PUBLIC_URL: `${BASE}/`,
  DIGEST_HOUR: '0',
  ACCOUNT_TIME_ZONE: 'UTC',
  DIGEST_FROM: 'Viewer <viewer@example.com>',
});

const sender = () =>
  createDigests({
    store,
    mirrorDb: harness.db,
    policy: DEFAULT_POLICY,
    config: { ...config, smtpUrl: smtp.url },
    anonymous: false,
    isLeader: () => true,
    passDone: () => !harness.sync.running(),
    now: clock,
    currency: 'USD',
  });
let digests: ReturnType<typeof sender>;

/** The API as this person (the sign-in's middleware sets `person` the same way). */
function as(email: string, roles: Role[]) {
  const routes = watchRoutes({
    store,
    digests,
    mirrorDb: harness.db,
    policy: DEFAULT_POLICY,
    config,
    currency: 'USD',
  });
  const app = new Hono();
  app.use('*', async (c, next) => {
    c.set('person', { email, name: email, roles });
    await next();
  });
  app.route('/api', routes.api);
  return Object.assign(app, { unsubscribe: routes.unsubscribe });
}
const post = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const mailTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));

const demoIds = (sql: string) => demo.db.prepare(sql).pluck().get() as number;

let played: PlayedDay;
let seller: string;
const production = 'pat.production@example.com';

beforeAll(async () => {
  harness = await filledMirror({ upstream: appUpstream(demo.app), sync: { free: true } });
  smtp = await startSmtp();
  digests = sender();
}, 60_000);
afterAll(() => smtp.close());

describe('watches and the morning digest', () => {
  it("a salesperson watches a contract; the next day's pass sees it won; /watching and her digest say so", async () => {
    // The contract the demo's next day wins (its first open one) and the invoice it pays.
    const won = demoIds("SELECT id FROM contracts WHERE status = 'Open' ORDER BY id LIMIT 1");
    const paid = demoIds(
      `SELECT id FROM invoices WHERE json LIKE '%"status":"Unpaid"%' AND date_due < '2026-11-01'
       ORDER BY id LIMIT 1`,
    );
    seller =
      (harness.db
        .prepare(
          'SELECT u.email FROM contracts c JOIN users u ON u.id = c.sold_by_user_id WHERE c.id = ?',
        )
        .pluck()
        .get(won) as string | undefined) ?? 'seller@example.com';
    const sales = as(seller, ['sales']);
    for (const [kind, target] of [
      ['contract', won],
      ['invoice', paid],
      ['view', '/invoices?past_due=1'],
    ] as const) {
      const added = await sales.request(
        '/api/watches',
        post({ kind, target: String(target), label: `${kind} ${target}` }),
      );
      expect(added.status).toBe(201);
    }
    // Production follows the same contract and invoice.
    const prod = as(production, ['production']);
    await prod.request('/api/watches', post({ kind: 'contract', target: String(won), label: 'C' }));
    await prod.request('/api/watches', post({ kind: 'invoice', target: String(paid), label: 'I' }));

    played = playNextDay(demo.db);
    expect([played.won, played.paid]).toEqual([won, paid]);
    expect((await harness.sync.start('full')).outcome).toBe('complete');

    const answer = (await (await sales.request('/api/watches')).json()) as WatchesAnswer;
    expect(answer.changed).toBe(3);
    const contract = answer.watches.find((w) => w.kind === 'contract')!;
    expect(contract.href).toBe(`/contracts/${won}`);
    expect(contract.changes.map((c) => c.text)).toContainEqual(
      expect.stringMatching(
        new RegExp(`^Contract ${won}, .*: Open → Won, \\$[\\d,]+\\.\\d\\d, sold by `),
      ),
    );
    const invoice = answer.watches.find((w) => w.kind === 'invoice')!;
    expect(invoice.changes.map((c) => [c.text, c.href])).toContainEqual([
      expect.stringMatching(new RegExp(`^Invoice ${paid}, .* paid$`)),
      `/invoices/${paid}`,
    ]);
    // The invoice paid left the saved view of past-due invoices.
    expect(answer.watches.find((w) => w.kind === 'view')!.changes).toMatchObject([
      { text: `Invoice ${paid} left the view`, href: `/invoices/${paid}` },
    ]);
    expect(answer.mailTo).toBe(seller);

    expect(await digests.sendNow()).toEqual({ written: 2, sent: 2, failed: 0 });
    const [mail] = mailTo(seller);
    expect(mailTo(seller)).toHaveLength(1);
    expect(header(mail!.raw, 'Subject')).toMatch(
      /^\d+ changes on what you watch, \d{4}-\d\d-\d\d$/,
    );
    expect(header(mail!.raw, 'List-Unsubscribe')).toMatch(
      new RegExp(`^<${BASE}/unsubscribe\\?o=.+&r=.+&s=[\\w-]+>$`),
    );
    const text = part(mail!.raw, 'text/plain');
    expect(text).toContain(`contract ${won}  ${BASE}/contracts/${won}`);
    expect(text).toMatch(
      new RegExp(`- Contract ${won}, .*: Open → Won, .*  ${BASE}/contracts/${won}`),
    );
    expect(text).toMatch(new RegExp(`- Invoice ${paid}, .* paid  ${BASE}/invoices/${paid}`));
    expect(text).toContain(`- Invoice ${paid} left the view  ${BASE}/invoices/${paid}`);
    expect(text).toMatch(new RegExp(`Stop these e-mails \\(one click\\): ${BASE}/unsubscribe\\?`));
    const html = part(mail!.raw, 'text/html');
    expect(html).toContain(`<a href="${BASE}/contracts/${won}">`);
    expect(html).toMatch(/Open → Won/);
    // Nothing changed since: no second mail.
    expect(await digests.sendNow()).toEqual({ written: 0, sent: 0, failed: 0 });
  });

  it('never tells production what an invoice did (the role policy applies as to a page)', async () => {
    const [mail] = mailTo(production);
    const text = part(mail!.raw, 'text/plain');
    expect(text).toMatch(new RegExp(`Contract ${played.won}, .*: Open → Won`));
    expect(text).not.toMatch(/invoice/i);
    expect(part(mail!.raw, 'text/html')).not.toMatch(/invoice/i);
    // On /watching the invoice says why it shows nothing.
    const answer = (await (
      await as(production, ['production']).request('/api/watches')
    ).json()) as WatchesAnswer;
    expect(answer.watches.find((w) => w.kind === 'invoice')).toMatchObject({
      changes: [],
      note: 'Not for your role any more',
    });
  });

  it('unsubscribes with the signed link once, and refuses a forged one', async () => {
    const link = /Stop these e-mails \(one click\): (\S+)/.exec(
      part(mailTo(seller)[0]!.raw, 'text/plain'),
    )![1]!;
    const app = as(seller, ['sales']).unsubscribe;
    const path = link.slice(BASE.length);
    const forged = path.replace(/s=[\w-]+/, 's=' + 'A'.repeat(43));
    expect((await app.request(forged)).status).toBe(400);
    const other = path.replace(/o=[^&]+/, `o=${encodeURIComponent(production)}`);
    expect((await app.request(other)).status).toBe(400);
    const done = await app.request(path);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('no more morning e-mails');
    expect((await app.request(path, { method: 'POST' })).status).toBe(410);
    expect((await store.subscribers()).map((p) => p.owner)).not.toContain(seller.toLowerCase());
    const answer = (await (
      await as(seller, ['sales']).request('/api/watches')
    ).json()) as WatchesAnswer;
    expect(answer).toMatchObject({ mailTo: null, mailNote: 'You stopped the morning e-mail.' });
  });

  it('sends a refused digest again after its backoff, and /status says so meanwhile', async () => {
    await store.addDigest(
      {
        owner: 'x',
        run: 'retry',
        recipient: 'retry@example.com',
        subject: 'S',
        text: 'T',
        html: 'H',
      },
      clock(),
    );
    smtp.refuseNext(1);
    await digests.tick();
    expect(mailTo('retry@example.com')).toHaveLength(0);
    expect(digests.status().unsent).toMatchObject([
      {
        to: 'retry@example.com',
        status: 'pending',
        attempts: 1,
        lastError: expect.stringMatching(/450 Mailbox busy/),
      },
    ]);
    await digests.tick();
    expect(mailTo('retry@example.com')).toHaveLength(0);
    skew += 61_000;
    await digests.tick();
    expect(mailTo('retry@example.com')).toHaveLength(1);
    expect(digests.status().unsent).toEqual([]);
  });

  it('sends each digest once with two senders on one store', async () => {
    for (const n of [1, 2, 3]) {
      await store.addDigest(
        {
          owner: `p${n}`,
          run: 'twice',
          recipient: `p${n}@example.com`,
          subject: 'S',
          text: 'T',
          html: 'H',
        },
        clock(),
      );
    }
    const before = smtp.received.length;
    await Promise.all([digests.tick(), sender().tick()]);
    expect(
      smtp.received
        .slice(before)
        .map((m) => m.to[0])
        .sort(),
    ).toEqual(['p1@example.com', 'p2@example.com', 'p3@example.com']);
  });

  it('sends this machine’s digest (AUTH_MODE=none) only to DIGEST_TO', async () => {
    await store.savePerson('this machine', null, ['administrator']);
    await store.add(
      'this machine',
      { kind: 'contract', target: String(played.won), label: '<Won> & "so"', state: null },
      0,
    );
    const anonymous = (to: string | null) =>
      createDigests({
        store,
        mirrorDb: harness.db,
        policy: DEFAULT_POLICY,
        config: { ...config, smtpUrl: smtp.url, to },
        anonymous: true,
        isLeader: () => true,
        passDone: () => true,
        now: clock,
      });
    expect(await anonymous(null).sendNow()).toEqual({ written: 0, sent: 0, failed: 0 });
    expect(await anonymous('me@example.com').sendNow()).toEqual({ written: 1, sent: 1, failed: 0 });
    const [mail] = mailTo('me@example.com');
    expect(part(mail!.raw, 'text/plain')).toContain('<Won> & "so"  https://');
    // Every value escaped in the HTML.
    const html = part(mail!.raw, 'text/html');
    expect(html).toContain('&lt;Won&gt; &amp; &quot;so&quot;');
    expect(html).not.toContain('<Won>');
  });

  it("keeps a person's watches their own: another's id is a 404", async () => {
    const mine = (await (
      await as(seller, ['sales']).request('/api/watches')
    ).json()) as WatchesAnswer;
    const id = mine.watches[0]!.id;
    const other = as('someone.else@example.com', ['sales']);
    expect((await other.request(`/api/watches/${id}`, { method: 'DELETE' })).status).toBe(404);
    expect(((await (await other.request('/api/watches')).json()) as WatchesAnswer).watches).toEqual(
      [],
    );
    expect((await other.request('/api/watches/abc', { method: 'DELETE' })).status).toBe(404);
    const sales = as(seller, ['sales']);
    expect((await sales.request(`/api/watches/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await sales.request(`/api/watches/${id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('refuses a saved view that is not one of the app’s list pages', async () => {
    const sales = as(seller, ['sales']);
    const save = (target: string) =>
      sales.request('/api/watches', post({ kind: 'view', target, label: 'My view' }));
    for (const bad of [
      'https://evil.example/invoices',
      '//evil.example/invoices',
      '/nowhere',
      '/contracts/12',
      'invoices',
    ]) {
      const refused = await save(bad);
      expect(refused.status, bad).toBe(400);
      expect(((await refused.json()) as { error: string }).error).toMatch(/^Not a view to watch: /);
    }
    expect((await save('/invoices?status=past_due&sort_by=date_due')).status).toBe(201);
    expect(
      (await sales.request('/api/watches', post({ kind: 'contract', target: '12x', label: 'x' })))
        .status,
    ).toBe(400);
    expect(
      (await sales.request('/api/watches', post({ kind: 'bogus', target: '1', label: 'x' })))
        .status,
    ).toBe(400);
  });
});
