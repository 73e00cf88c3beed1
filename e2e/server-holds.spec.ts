// What one request cannot do to the server: a route module missing from the server bundle is that
// page's error (500, the route's panel with Retry, nothing naming the server's files), and the
// server keeps answering.
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { freePort, startOwnViewer, type OwnViewer } from './own-viewer';

const CONTRACT = 1004;

/**
 * A viewer of the enclosing describe's own, started before its tests with `env()` over the
 * defaults (env runs first, e.g. to prepare a build) and stopped after; `origin` once started.
 */
function useViewer(env: () => Record<string, string>): { readonly origin: string } {
  let viewer: OwnViewer | undefined;
  test.beforeAll(async () => {
    viewer = await startOwnViewer(await freePort(), env());
  });
  test.afterAll(() => viewer?.stop());
  return {
    get origin() {
      return viewer!.origin;
    },
  };
}

test.describe('a route module missing from the server bundle', () => {
  let dist = '';
  const viewer = useViewer(() => {
    // A copy of the suite's build, half-deployed: the contract page's server module is gone.
    dist = mkdtempSync(join(tmpdir(), 'viewer-half-built-'));
    cpSync(process.env.DIST_DIR || 'dist', dist, { recursive: true });
    const assets = join(dist, '.ssr', 'assets');
    const chunk = readdirSync(assets).find((name) => name.startsWith('contract-route-'));
    expect(chunk, 'the build has a contract-route chunk in dist/.ssr/assets').toBeTruthy();
    rmSync(join(assets, chunk!));
    return { DIST_DIR: dist };
  });
  test.afterAll(() => rmSync(dist, { recursive: true, force: true }));

  test("is that page's error, 500 with Retry and no server path, and the server keeps answering", async ({
    request,
    browser,
  }) => {
    const url = `${viewer.origin}/contracts/${CONTRACT}`;
    for (let attempt = 1; attempt <= 3; attempt++) {
      const response = await request.get(url);
      expect({ attempt, status: response.status() }).toEqual({ attempt, status: 500 });
      const html = await response.text();
      expect(html).toContain('This page could not be prepared by the server');
      for (const leak of [dist, '.ssr', 'Cannot find module', 'entry-server', '    at ']) {
        expect(html, `the page names ${leak}`).not.toContain(leak);
      }
      // Other pages still render on the server.
      const home = await request.get(`${viewer.origin}/products`);
      expect(home.status()).toBe(200);
      expect(await home.text()).toContain('Harbor City Gazette');
    }

    // The panel as the HTML shows it, found as a person finds it.
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      expect((await page.goto(url))?.status()).toBe(500);
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('This page could not be prepared by the server');
      await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
    } finally {
      await context.close();
    }
  });
});

test.describe('behind an authenticating proxy, a salesperson', () => {
  const viewer = useViewer(() => ({ AUTH_MODE: 'proxy', TRUSTED_PROXIES: '127.0.0.1' }));

  test('gets a contract rendered by the server, the seller named, though the users list is not for their role', async ({
    request,
    browser,
  }) => {
    const as = { 'x-auth-request-email': 'marcus.bell@harborcitymedia.com' };
    const users = await request.get(`${viewer.origin}/api/secondary/users/`, { headers: as });
    expect(users.status()).toBe(403);
    const response = await request.get(`${viewer.origin}/contracts/${CONTRACT}`, {
      headers: as,
    });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('13,093.20');
    expect(html).not.toContain(`Loading contract ${CONTRACT}`);

    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: as });
    try {
      const page = await context.newPage();
      await page.goto(`${viewer.origin}/contracts/${CONTRACT}`);
      // The seller by name, from the server's copy: no list this person may not read.
      await expect(page.getByRole('main')).toContainText('Sold byMarcus Bell');
      await expect(page.getByRole('main')).not.toContainText('could not be loaded');
    } finally {
      await context.close();
    }
  });
});

test.describe('a names file of 200,000 advertisers', () => {
  const dir = mkdtempSync(join(tmpdir(), 'viewer-names-'));
  const file = join(dir, 'names.csv');
  const rows = Array.from({ length: 200_000 }, (_, i) => `${i + 1},Advertiser Number ${i + 1}`);
  const viewer = useViewer(() => {
    writeFileSync(file, `id,name\n${rows.join('\n')}\n`);
    return { ADVERTISER_NAMES_FILE: file };
  });
  test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('a page holds the names it shows, not the file', async ({ request }) => {
    test.setTimeout(120_000);
    const response = await request.get(`${viewer.origin}/contracts/${CONTRACT}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    // The contract's advertiser, by the file's name for it.
    const advertiser = /"advertiserId":(\d+)/.exec(html)?.[1];
    expect(html).toContain(`Advertiser Number ${advertiser}<`);
    // Another advertiser of the file is not in it, and the page stays small (the file is 5 MB).
    expect(html).not.toContain('Advertiser Number 199999');
    expect(html.length).toBeLessThan(300_000);
  });
});
