import { chromium } from 'playwright';
import { chromiumLaunchOptions } from './scripts/chromium';
const origin = process.argv[2]!;
const used = async () => ((await (await fetch(`${origin}/api/status`)).json()) as { quota: { used: number } }).quota.used;
const browser = await chromium.launch(chromiumLaunchOptions);
const pages: [string, string][] = [
  ['/contracts', 'table'],
  ['/contracts?status=Open&sort_by=total&page=2', 'table'],
  ['/contracts/pipeline', 'table'],
  ['/bookings', 'svg[role=img]'],
  ['/advertisers/1', 'table'],
];
for (const round of ['cold', 'warm']) {
  for (const [path, sel] of pages) {
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    const api: string[] = [];
    page.on('request', (r) => { const p = new URL(r.url()).pathname; if (p.startsWith('/api/base') || p.startsWith('/api/secondary') || p === '/api/capabilities') api.push(p); });
    const before = await used();
    await page.goto(`${origin}${path}`);
    await page.locator(sel).first().waitFor();
    await page.waitForLoadState('networkidle');
    const after = await used();
    console.log(`${round} ${path}: upstream ${after - before}; browser API requests ${api.length} (${api.join(' ')})`);
    await ctx.close();
  }
}
await browser.close();
