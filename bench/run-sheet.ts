// The run sheet's first screen of a week at the bench's scale (issue 49 item 8): the bytes of the
// server's HTML for /schedule (as sent before compression) and the DOM nodes once the page has
// hydrated, at 390 and 1920 px (38,000 nodes and 873 KB on 2026-11-28, when the week was one page).
import type { OnServer } from './server';
import { budgetRow, kb, type Row, under } from './report';

const PATH = '/schedule';
const NODES = 3000;
const HTML_KB = 150;

export async function measureRunSheet({
  browser,
  url: baseUrl,
  details,
}: OnServer): Promise<Row[]> {
  const record: Record<string, number | undefined> = {};
  for (const width of [390, 1920]) {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width, height: 900 },
    });
    try {
      const page = await context.newPage();
      await page.goto(PATH);
      await page
        .getByRole('status')
        .filter({ hasText: /insertions? on/ })
        .waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      record[`nodes${width}`] = await page.evaluate(() => {
        const walker = document.createTreeWalker(document, NodeFilter.SHOW_ALL);
        let count = 1;
        while (walker.nextNode()) count += 1;
        return count;
      });
    } finally {
      await context.close();
    }
  }
  // The HTML with the page in it: a cold render on a busy machine can pass SSR_WAIT_MS and send
  // the header and skeleton alone (a few KB), which is not the figure.
  for (let attempt = 1; attempt <= 3 && record.htmlLines === undefined; attempt++) {
    const html = await (await fetch(baseUrl + PATH)).text();
    record.htmlBytes = Buffer.byteLength(html);
    if (html.includes('run-sheet__summary')) {
      record.htmlLines = html.match(/<a [^>]*href="\/insertions\/\d+"/g)?.length ?? 0;
    }
  }
  details.runSheet = record;
  return [
    budgetRow(
      `${PATH}, a week's first screen: HTML`,
      record.htmlLines === undefined ? null : kb(record.htmlBytes!),
      under(HTML_KB, 'KB'),
      record.htmlLines === undefined
        ? 'not measured: the server sent the skeleton alone three times (SSR_WAIT_MS passed)'
        : `uncompressed, ${record.htmlLines} lines in it`,
    ),
    ...[390, 1920].map((width) =>
      budgetRow(
        `${PATH}, a week's first screen at ${width} px: DOM nodes`,
        record[`nodes${width}`]!,
        under(NODES, 'nodes'),
        'every node (elements, text), once hydrated',
      ),
    ),
  ];
}
