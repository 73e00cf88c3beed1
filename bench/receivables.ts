// /receivables at the bench's scale as accounting opens it: a cold page, JavaScript on, the browser's
// requests to the server and the time until the totals per currency show (issue 48: 429 requests
// and 21 s when the browser read every invoice page); and the server time of the aging view.
import { withColdPage } from './browser';
import type { OnServer } from './server';
import { budgetRow, infoRow, medianRow, repeat, round, type Row, timeOf, under } from './report';

const RUNS = 5;

export async function measureReceivables({ browser, url, details }: OnServer): Promise<Row[]> {
  const requests: string[] = [];
  let started = 0;
  await withColdPage(browser, url, async ({ page }) => {
    page.on('request', (request) => {
      if (request.url().startsWith(url)) requests.push(new URL(request.url()).pathname);
    });
    started = performance.now();
    await page.goto('/receivables');
    await page.getByRole('heading', { name: /^Owed per currency/ }).waitFor({ timeout: 120_000 });
    await page.locator('.aging-figures, .receivables-currencies').first().waitFor();
  });
  const toTotals = performance.now() - started;
  const data = requests.filter((path) => path.startsWith('/api/'));
  details.receivables = { requests, toTotalsMs: round(toTotals) };

  // The view's own time on the server: the aging of the page's default window, warm, over HTTP.
  const today = new Date().toISOString().slice(0, 10);
  const year = Number(today.slice(0, 4));
  const view = `${url}/api/views/receivables/aging?date_due_after=${year - 2}${today.slice(4)}&date_due_before=${year + 1}-01-31`;
  const once = async () => {
    const response = await fetch(view);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${view} answered ${response.status}`);
  };
  const times = await repeat(RUNS, () => timeOf(once), 1);
  return [
    budgetRow(
      'receivables: browser data requests to the totals',
      data.length,
      under(6, 'requests'),
      `${[...new Set(data)].join(', ')}; ${requests.length} requests in all with the page and its code`,
    ),
    infoRow(
      'receivables: open to the totals shown',
      round(toTotals),
      'ms',
      'cold page, JavaScript on',
    ),
    medianRow('receivables: the aging view, server time', times, 1000, 'over HTTP, warm'),
  ];
}
