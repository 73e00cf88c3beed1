import { chromium } from '@playwright/test';
const [,, url, width = '1920'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: Number(width), height: 1000 } });
await page.goto(url);
await page.waitForTimeout(3000);
console.log(await page.evaluate((w) => {
  const out = [document.documentElement.scrollWidth, document.body.scrollWidth];
  for (const e of document.querySelectorAll('body *')) { const r = e.getBoundingClientRect(); if (r.right > w + 5) { out.push(e.tagName + '.' + e.className + ' ' + Math.round(r.right) + ' ' + getComputedStyle(e).position); if (out.length > 12) break; } }
  for (const e of document.querySelectorAll('.availability__scroll')) out.push('scroll ' + e.getBoundingClientRect().width + ' ' + getComputedStyle(e).position + ' ' + getComputedStyle(e).overflowX);
  return out.join('\n');
}, Number(width)));
await browser.close();
