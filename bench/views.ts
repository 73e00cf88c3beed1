// The server's views of its copy of the account (server/mirror/views) at the bench's scale: the
// server time of a search and of a sort over every insertion (75,000 at DEMO_SCALE=50), of a
// week's run sheet, renewals and a product's availability (medians of RUNS, after one warm-up).
// Run alone: `npx tsx bench/views.ts [scale]`; in `npm run bench` as BENCH_ONLY=views.
import { fileURLToPath } from 'node:url';
import { filledMirror } from '../server/mirror/test-helpers';
import { availabilityView } from '../server/mirror/views/availability';
import { insertionListView } from '../server/mirror/views/insertion-list';
import { renewalsView } from '../server/mirror/views/renewals';
import { runSheetView } from '../server/mirror/views/run-sheet';
import { addDays, mondayOf } from '../src/lib/date-only';
import { medianRow, type Row } from './report';

const RUNS = 7;
const LIMIT_MS = 150;

function timed(run: () => unknown): number[] {
  run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  return times;
}

export async function measureViews(scale: number): Promise<Row[]> {
  const started = performance.now();
  const { db } = await filledMirror({ scale });
  const passMs = Math.round(performance.now() - started);
  const count = db.prepare('SELECT COUNT(*) FROM insertions').pluck().get() as number;
  const over = `over ${count.toLocaleString('en')} insertions (scale ${scale}; the mirror filled in ${passMs} ms)`;
  const monday = mondayOf(new Date().toISOString().slice(0, 10));
  const product = db
    .prepare('SELECT product_id FROM ad_sizes GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1')
    .pluck()
    .get() as number;
  const views: [string, () => unknown][] = [
    [
      'a search ("weekend special"), first block and counts',
      () => insertionListView(db, { q: 'weekend special' }),
    ],
    ['a sort by description, first block', () => insertionListView(db, { sort: 'description' })],
    [
      'a sort by last day, descending, block 50',
      () => insertionListView(db, { sort: '-last', offset: 5000 }),
    ],
    ['a sort by ad size name', () => insertionListView(db, { sort: 'size' })],
    [
      'a search and a sort by product',
      () => insertionListView(db, { q: 'special', sort: 'product' }),
    ],
    ["this week's run sheet", () => runSheetView(db, { from: monday, to: addDays(monday, 6) })],
    ['renewals within 60 days', () => renewalsView(db, { as_of: monday, within: 60 })],
    [
      `availability of product ${product}, 90 days`,
      () => availabilityView(db, { product_id: product, from: monday, to: addDays(monday, 90) }),
    ],
  ];
  return views.map(([name, run]) =>
    medianRow(`view: ${name}, server time`, timed(run), LIMIT_MS, over),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const scale = Number(process.argv[2] ?? process.env.BENCH_SCALE ?? 50);
  for (const row of await measureViews(scale)) {
    console.log(`${row.value} ms\t${row.met ? 'met' : 'MISSED'}\t${row.figure}\t${row.note ?? ''}`);
  }
}
