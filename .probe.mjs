import { chromium } from '@playwright/test';
const [,, url, width = '1920'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: Number(width), height: 1000 } });
await page.goto(url);
await page.waitForTimeout(3000);
console.log(await page.evaluate(() => {
  const out = [document.documentElement.scrollWidth];
  for (const e of document.querySelectorAll('body *')) { const r = e.getBoundingClientRect(); if (r.right > 1930 && !e.closest('table')) out.push('wide: ' + e.tagName + '.' + e.className + ' ' + r.right); }
  let el = null;
  while (el) { out.push(`${el.tagName}.${el.className} ${el.getBoundingClientRect().width} ${getComputedStyle(el).display}`); el = el.parentElement; }
  return out.join('\n');
}));
await browser.close();
