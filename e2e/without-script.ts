// A page as the server's HTML shows it: a browser context with JavaScript off (at `width` px when
// given, with more of the context's `options` when given), the page answered 200.
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { expect } from './fixtures';

export async function withoutScript(
  browser: Browser,
  url: string,
  check: (page: Page) => Promise<void>,
  width?: number,
  options: BrowserContextOptions = {},
) {
  const context = await browser.newContext({
    ...options,
    javaScriptEnabled: false,
    ...(width === undefined ? {} : { viewport: { width, height: 900 } }),
  });
  try {
    const page = await context.newPage();
    expect((await page.goto(url))?.status()).toBe(200);
    await check(page);
  } finally {
    await context.close();
  }
}
