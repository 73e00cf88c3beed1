// Figure 5: opening a contract in a fresh tab once a teammate has looked at something of the same
// products (its insertions list): the upstream calls it costs (the gateway's ledger, /api/status),
// with the browser's API requests beside them (the demo server's count, /__demo/requests); then
// again within a minute after going elsewhere in the app.
import { watchRequests, withColdPage } from './browser';
import { getJson, status, type OnServer } from './server';
import { atMost, budgetRow, firstLine, notMeasured, type Row } from './report';

const CONTRACT_ID = 1003;

interface Counts {
  total: number;
  byPath: Record<string, number>;
}

const takeCounts = (baseUrl: string) => getJson<Counts>(`${baseUrl}/__demo/requests?reset`);
/** Upstream calls so far (the gateway's ledger). */
const upstreamUsed = async (baseUrl: string) => (await status(baseUrl)).quota.used;

const listed = (counts: Counts) =>
  Object.entries(counts.byPath)
    .map(([path, n]) => `${path} ×${n}`)
    .join(', ') || 'none';

export async function measureContract({
  browser,
  url: baseUrl,
  details,
}: OnServer): Promise<Row[]> {
  const coldFigure = `open /contracts/${CONTRACT_ID} in a fresh tab, a teammate having opened the same products: upstream calls`;
  const againFigure = `open it again within a minute (in-app links): API requests`;
  // The teammate: the contract's insertions, with their products' sizes, rates and sections named.
  await withColdPage(browser, baseUrl, ({ page }) =>
    page.goto(`/insertions?contract_id=${CONTRACT_ID}`, {
      waitUntil: 'networkidle',
      timeout: 30_000,
    }),
  );
  return withColdPage(browser, baseUrl, async ({ page }) => {
    await takeCounts(baseUrl);
    const upstreamBefore = await upstreamUsed(baseUrl);
    await page.goto(`/contracts/${CONTRACT_ID}`, { waitUntil: 'networkidle', timeout: 30_000 });
    const upstream = (await upstreamUsed(baseUrl)) - upstreamBefore;
    const cold = await takeCounts(baseUrl);
    if (!Object.keys(cold.byPath).some((path) => path.startsWith('/api/base/contracts'))) {
      throw new Error(
        `the contract page asked for no contract (requests: ${listed(cold)}); placeholder page?`,
      );
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
    details.contract = { upstream, cold, away, again, how };
    return [
      budgetRow(
        coldFigure,
        upstream,
        atMost(2, 'calls'),
        `browser API requests: ${cold.total} (${listed(cold)})`,
      ),
      budgetRow(
        againFigure,
        again.total,
        atMost(0, 'requests'),
        `${how}; ${listed(again)}; requests on home in between: ${away.total}`,
      ),
    ];
  }).catch((error: unknown) => {
    const reason = firstLine(error);
    return [
      notMeasured(coldFigure, atMost(2, 'calls'), reason),
      notMeasured(againFigure, atMost(0, 'requests'), reason),
    ];
  });
}
