// Figure 5: API requests the server receives to open a contract cold, and again within a minute
// after going elsewhere in the app (counted by the demo server at /__demo/requests).
import type { Browser } from '@playwright/test';
import { coldPage, watchRequests } from './browser';
import { budgetRow, notMeasured, type Row } from './report';

const CONTRACT_ID = 1003;

interface Counts {
  total: number;
  byPath: Record<string, number>;
}

async function takeCounts(baseUrl: string): Promise<Counts> {
  const response = await fetch(`${baseUrl}/__demo/requests?reset`);
  return (await response.json()) as Counts;
}

const listed = (counts: Counts) =>
  Object.entries(counts.byPath)
    .map(([path, n]) => `${path} ×${n}`)
    .join(', ') || 'none';

export async function measureContract(
  browser: Browser,
  baseUrl: string,
  details: Record<string, unknown>,
): Promise<Row[]> {
  const coldFigure = `open /contracts/${CONTRACT_ID} cold: API requests`;
  const againFigure = `open it again within a minute (in-app links): API requests`;
  const { context, page } = await coldPage(browser, baseUrl);
  try {
    await takeCounts(baseUrl);
    await page.goto(`/contracts/${CONTRACT_ID}`, { waitUntil: 'networkidle', timeout: 30_000 });
    const cold = await takeCounts(baseUrl);
    if (!Object.keys(cold.byPath).some((path) => path.startsWith('/api/base/contracts'))) {
      const reason = `the contract page asked for no contract (requests: ${listed(cold)}); placeholder page?`;
      return [
        notMeasured(coldFigure, 'requests', '≤ 4 requests', reason),
        notMeasured(againFigure, 'requests', '≤ 0 requests', reason),
      ];
    }

    // Elsewhere (home, which reads nothing from the API), then back through a link.
    const leaving = watchRequests(page);
    await page.getByRole('link', { name: 'Ad-sales viewer' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await leaving.quiet();
    const away = await takeCounts(baseUrl);
    const recent = page.getByRole('main').getByRole('link', { name: `Contract ${CONTRACT_ID}` });
    const returning = watchRequests(page);
    let how: string;
    if (await recent.count()) {
      how = 'back through "Recently viewed" on home';
      await recent.first().click();
    } else {
      how = 'back through the header\'s "go to" box (no recently-viewed link)';
      const box = page.getByRole('banner').getByRole('search');
      await box.getByLabel('Contract number').fill(String(CONTRACT_ID));
      await box.getByLabel('Contract number').press('Enter');
    }
    await page.waitForURL((url) => url.pathname === `/contracts/${CONTRACT_ID}`);
    await returning.quiet();
    const again = await takeCounts(baseUrl);
    details.contract = { cold, away, again, how };
    return [
      budgetRow(coldFigure, cold.total, 'requests', 4, false, listed(cold)),
      budgetRow(
        againFigure,
        again.total,
        'requests',
        0,
        false,
        `${how}; ${listed(again)}; requests on home in between: ${away.total}`,
      ),
    ];
  } catch (error) {
    const reason = (error as Error).message.split('\n')[0]!;
    return [
      notMeasured(coldFigure, 'requests', '≤ 4 requests', reason),
      notMeasured(againFigure, 'requests', '≤ 0 requests', reason),
    ];
  } finally {
    await context.close();
  }
}
