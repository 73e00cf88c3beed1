// Takes screenshots of the running viewer (default http://127.0.0.1:8080) for review and the README.
// Usage: [WIDTH=390] [FULL=1] npx tsx scripts/screenshots.ts [baseUrl] [outDir] [path...]
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { chromiumLaunchOptions } from './chromium';

const [baseUrl = 'http://127.0.0.1:8080', outDir = '/tmp/shots', ...pages] = process.argv.slice(2);
const shown = pages.length ? pages : ['/'];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
for (const scheme of ['light', 'dark'] as const) {
  const page = await browser.newPage({
    viewport: { width: Number(process.env.WIDTH || 1360), height: 900 },
    colorScheme: scheme,
  });
  for (const path of shown) {
    await page.goto(baseUrl + path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const slug = path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';
    const name = `${slug}-${process.env.WIDTH || 1360}-${scheme}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: process.env.FULL === '1' });
    console.log(`${outDir}/${name}`);
  }
  await page.close();
}
await browser.close();
