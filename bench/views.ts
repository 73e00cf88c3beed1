// The server's views of its copy of the account (server/mirror/views) at the bench's scale: the
// server time of a search and of a sort over every insertion (75,000 at DEMO_SCALE=50), of a
// week's run sheet, renewals and a product's availability (medians of RUNS, after one warm-up).
// Run alone: `npx tsx bench/views.ts [scale]`; in `npm run bench` as BENCH_ONLY=views.
import { fileURLToPath } from 'node:url';
import { filledMirror } from '../server/testing/mirror';
import { activityView } from '../server/mirror/views/activity';
import { availabilityAllView, availabilityView } from '../server/mirror/views/availability';
import { sellerContracts } from '../server/mirror/views/seller-contracts';
import { changesFeed } from '../server/mirror/views/changes';
import {
  agingFigures,
  bookingsFigures,
  collectionsBySeller,
  pipelineRows,
} from '../server/mirror/views/figures';
import { insertionListView } from '../server/mirror/views/insertion-list';
import { pacingView } from '../server/mirror/views/pacing';
import { renewalsView } from '../server/mirror/views/renewals';
import { runSheetView } from '../server/mirror/views/run-sheet';
import { addDays, mondayOf } from '../src/domain/date-only';
import { medianRow, type Row } from './report';

const RUNS = 7;
const LIMIT_MS = 150;

async function timed(run: () => unknown): Promise<number[]> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times;
}

export async function measureViews({ scale }: { scale: number }): Promise<Row[]> {
  const started = performance.now();
  const { db } = await filledMirror({ scale });
  const passMs = Math.round(performance.now() - started);
  const count = db.prepare('SELECT COUNT(*) FROM insertions').pluck().get() as number;
  const over = `over ${count.toLocaleString('en')} insertions (scale ${scale}; the mirror filled in ${passMs} ms)`;
  const today = new Date().toISOString().slice(0, 10);
  const monday = mondayOf(today);
  // The product with the most insertions among those with an inventory-controlled size (the
  // availability page is for those only).
  const product = db
    .prepare(
      `SELECT i.product_id FROM insertions i
       WHERE i.product_id IN (SELECT product_id FROM ad_sizes
         WHERE json_extract(data, '$.scheduleConcurrentLimit') IS NOT NULL)
       GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1`,
    )
    .pluck()
    .get() as number;
  // The seller with the most contracts.
  const seller = db
    .prepare(
      'SELECT sold_by_user_id FROM contracts WHERE sold_by_user_id IS NOT NULL GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1',
    )
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
    [
      'availability across products, 3 months',
      () => availabilityAllView(db, { from: monday, to: addDays(monday, 91) }),
    ],
    [
      "one seller's contracts, by total, first page",
      () => sellerContracts(db, { sold_by_user: seller, sort_by: 'total', sort_order: 'desc' }),
    ],
    // The questions of issue 39 and the figures, over the contracts and invoices.
    [
      'pacing by seller',
      () => pacingView(db, { asOf: today, by: 'seller', detail: null, goals: null }),
    ],
    [
      'pacing by product',
      () => pacingView(db, { asOf: today, by: 'product', detail: null, goals: null }),
    ],
    [
      'lapsed advertisers, first 100',
      () => activityView(db, { activity: 'lapsed', asOf: today, limit: 100 }),
    ],
    [
      'new advertisers, first 100',
      () => activityView(db, { activity: 'new', asOf: today, limit: 100 }),
    ],
    ['collections by seller', () => collectionsBySeller(db, { today, seller: null })],
    [
      'receivables aging, 24 months',
      () =>
        agingFigures(db, { dueAfter: addDays(today, -730), dueBefore: addDays(today, 60), today }),
    ],
    ['pipeline', () => pipelineRows(db)],
    [
      'bookings, this year',
      () => bookingsFigures(db, { from: `${today.slice(0, 4)}-01-01`, to: today }),
    ],
    [
      'what changed, last 7 days',
      () =>
        changesFeed(db, {
          since: Date.now() - 7 * 86_400_000,
          seller: null,
          kind: null,
          invoices: true,
        }),
    ],
  ];
  const rows: Row[] = [];
  for (const [name, run] of views) {
    rows.push(medianRow(`view: ${name}, server time`, await timed(run), LIMIT_MS, over));
  }
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const scale = Number(process.argv[2] ?? process.env.BENCH_SCALE ?? 50);
  for (const row of await measureViews({ scale })) {
    console.log(`${row.value} ms\t${row.met ? 'met' : 'MISSED'}\t${row.figure}\t${row.note ?? ''}`);
  }
}
