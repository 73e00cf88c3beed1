import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
const base = 'http://127.0.0.1:5420';
const used = async () => (await (await fetch(base + '/api/status')).json()).quota.used;
const pages = [
  ['availability', '/products/4/availability', 'main table.availability__grid tbody a'],
  ['run sheet (this week, all products)', '/schedule', 'text=/insertions? on/'],
  ['run sheet (one product)', '/schedule?product_id=4', 'text=/insertions? on/'],
  ['renewals', '/renewals', 'text=/last scheduled day from/'],
];
for (const [name, url, ready] of pages) {
  const server = spawn('node_modules/.bin/tsx', ['server/main.ts'], { env: { ...process.env, PORT: '5420', HOST: '127.0.0.1', DEMO_SCALE: '1', API_BASE_URL: '', API_SECONDARY_BASE_URL: '', DATA_DIR: ':memory:', API_DAILY_QUOTA: '1000000', LOG_LEVEL: 'warn' }, stdio: 'ignore' });
  for (let i = 0; i < 60; i++) { try { await fetch(base + '/config.json'); break; } catch { await new Promise((r) => setTimeout(r, 500)); } }
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const out = [];
  for (const round of ['cold', 'warm']) {
    const before = await used();
    const context = await browser.newContext();
    const page = await context.newPage();
    let browserApi = 0;
    page.on('request', (r) => { if (/\/api\/(base|secondary)\//.test(r.url())) browserApi++; });
    await page.goto(base + url);
    await page.waitForSelector(ready, { timeout: 30000 });
    await page.waitForTimeout(800);
    out.push(`${round}: upstream ${await used() - before}, browser API requests ${browserApi}`);
    if (name === 'renewals') {
      const b2 = await used();
      const check = page.getByRole('button', { name: /^Check the advertisers of/ });
      let clicks = 0;
      while (await check.isVisible()) { await check.click(); clicks++; await page.getByRole('button', { name: 'Checking…' }).waitFor({ state: 'detached', timeout: 60000 }).catch(() => {}); await page.waitForTimeout(500); }
      out.push(`  ${round} check (${clicks} clicks): upstream ${await used() - b2}`);
    }
    await context.close();
  }
  console.log(name, '|', out.join(' | '));
  await browser.close();
  server.kill();
  await new Promise((r) => setTimeout(r, 1500));
}
