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
import { medianRow, repeat, type Row, timeOf } from './report';

const RUNS = 7;
const LIMIT_MS = 150;

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
  const year = `${today.slice(0, 4)}-01-01`;
  const view = <P>(name: string, run: (on: typeof db, params: P) => unknown, params: P) =>
    [name, () => run(db, params)] as const;
  const views = [
    view('a search ("weekend special"), first block and counts', insertionListView, {
      q: 'weekend special',
    }),
    view('a sort by description, first block', insertionListView, { sort: 'description' }),
    view('a sort by last day, descending, block 50', insertionListView, {
      sort: '-last',
      offset: 5000,
    }),
    view('a sort by ad size name', insertionListView, { sort: 'size' }),
    view('a search and a sort by product', insertionListView, { q: 'special', sort: 'product' }),
    view("this week's run sheet", runSheetView, { from: monday, to: addDays(monday, 6) }),
    view('renewals within 60 days', renewalsView, { as_of: monday, within: 60 }),
    view(`availability of product ${product}, 90 days`, availabilityView, {
      product_id: product,
      from: monday,
      to: addDays(monday, 90),
    }),
    view('availability across products, 3 months', availabilityAllView, {
      from: monday,
      to: addDays(monday, 91),
    }),
    view("one seller's contracts, by total, first page", sellerContracts, {
      sold_by_user: seller,
      sort_by: 'total',
      sort_order: 'desc',
    }),
    // The questions of issue 39 and the figures, over the contracts and invoices.
    view('pacing by seller', pacingView, { asOf: today, by: 'seller', detail: null, goals: null }),
    view('pacing by product', pacingView, {
      asOf: today,
      by: 'product',
      detail: null,
      goals: null,
    }),
    view('lapsed advertisers, first 100', activityView, {
      activity: 'lapsed',
      asOf: today,
      limit: 100,
    }),
    view('new advertisers, first 100', activityView, { activity: 'new', asOf: today, limit: 100 }),
    view('collections by seller', collectionsBySeller, { today, seller: null }),
    view('receivables aging, 24 months', agingFigures, {
      dueAfter: addDays(today, -730),
      dueBefore: addDays(today, 60),
      today,
    }),
    view('pipeline', pipelineRows, undefined),
    view('bookings, this year', bookingsFigures, { from: year, to: today }),
    view('what changed, last 7 days', changesFeed, {
      since: Date.now() - 7 * 86_400_000,
      seller: null,
      kind: null,
      invoices: true,
    }),
  ];
  const rows: Row[] = [];
  for (const [name, run] of views) {
    const times = await repeat(RUNS, () => timeOf(run), 1);
    rows.push(medianRow(`view: ${name}, server time`, times, LIMIT_MS, over));
  }
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const scale = Number(process.argv[2] ?? process.env.BENCH_SCALE ?? 50);
  for (const row of await measureViews({ scale })) {
    console.log(`${row.value} ms\t${row.met ? 'met' : 'MISSED'}\t${row.figure}\t${row.note ?? ''}`);
  }
}
