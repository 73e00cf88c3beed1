// A large names file (issue 38): 200,000 advertisers (about 5 MB, under the 8 MB cap). 40 contract
// pages at 20 parallel, their time and the largest document; before the names were indexed, each
// render carried the whole file (25 s for 100 pages at 50 parallel, 6.6 MB a page).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { budgetRow, infoRow, kb, type Row, under } from './report';
import { pool, startServer, type BenchContext } from './server';

const ROWS = 200_000;
const PAGES = 40;
const PARALLEL = 20;

export async function measureNames(context: BenchContext): Promise<Row[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-names-'));
  const file = join(dir, 'names.csv');
  const lines = Array.from({ length: ROWS }, (_, i) => `${i + 1},Advertiser Number ${i + 1}`);
  writeFileSync(file, `id,name\n${lines.join('\n')}\n`);
  const server = await startServer({
    ...context,
    port: context.port + 9,
    scale: 1,
    env: { ADVERTISER_NAMES_FILE: file, SYNC_DAILY_BUDGET: '0' },
  });
  try {
    const page = () =>
      fetch(`${server.baseUrl}/contracts/1003`).then(async (response) => ({
        status: response.status,
        bytes: (await response.arrayBuffer()).byteLength,
      }));
    await page(); // warm: the route modules loaded, the index built
    const started = performance.now();
    const results: { status: number; bytes: number }[] = [];
    await pool(PAGES, PARALLEL, async () => void results.push(await page()));
    const ms = Math.round(performance.now() - started);
    const failed = results.filter((r) => r.status !== 200).length;
    const largest = Math.max(...results.map((r) => r.bytes));
    const note = `${ROWS.toLocaleString('en')} names; ${failed} of ${PAGES} pages not 200`;
    return [
      infoRow(
        `${PAGES} contract pages at ${PARALLEL} parallel, a names file of 200,000`,
        ms,
        'ms',
        note,
      ),
      budgetRow('the largest of those pages (KB, uncompressed)', kb(largest), under(500, 'KB')),
    ];
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
