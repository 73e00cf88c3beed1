// Lapsed and new advertisers at their boundaries (a sale exactly one and two years before as_of,
// on as_of, after it), the contract shown, two currencies; the routes' answers for bad input and
// an empty mirror.
import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY, sectionOfPage } from '../../auth/policy';
import { filledMirror } from '../../testing/mirror';
import { activityView } from './activity';
import { VIEWS, viewRoutes } from './registry';
import { addContracts, emptyMirror } from '../../testing/view-rows';

const asOf = '2026-06-15';

function boundaryMirror() {
  const db = emptyMirror();
  addContracts(db, [
    // 10: only sale exactly a year before as_of: the 12 months before the last 12 → lapsed.
    { id: 1, advertiser: 10, sold: '2025-06-15 18:00:00', total: 100 },
    // 11: a day later: inside the last 12 months, nothing before → new.
    { id: 2, advertiser: 11, sold: '2025-06-16 00:00:00', total: 200 },
    // 12: exactly two years before: in neither period → neither.
    { id: 3, advertiser: 12, sold: '2024-06-15', total: 300 },
    // 13: before, and on as_of → still buying: neither.
    { id: 4, advertiser: 13, sold: '2024-06-16', total: 400 },
    { id: 5, advertiser: 13, sold: '2026-06-15 23:59:59', total: 1 },
    // 14: only after as_of → nothing yet.
    { id: 6, advertiser: 14, sold: '2026-06-16', total: 500 },
    // 15: long ago and recently → not new, not lapsed.
    { id: 7, advertiser: 15, sold: '2020-01-01', total: 600 },
    { id: 8, advertiser: 15, sold: '2026-01-01', total: 700 },
    // 16: lapsed with three contracts in two currencies; the last is 10 (seller 4).
    { id: 9, advertiser: 16, sold: '2024-09-01', total: 1000, seller: 3 },
    { id: 10, advertiser: 16, sold: '2025-05-01', total: 2000, seller: 4 },
    { id: 11, advertiser: 16, sold: '2025-01-01', total: 50, currency: 'EUR' },
    // 17: a lost sale in the previous period and a placeholder: no won, dated sale → nothing.
    { id: 12, advertiser: 17, sold: '2025-01-01', total: 900, status: 'Lost' },
    { id: 13, advertiser: 17, sold: null, total: 900 },
    // 11 again: a second sale in the last 12 months; the first stays the one shown.
    { id: 14, advertiser: 11, sold: '2026-02-01', total: 5000, seller: 9 },
  ]);
  return db;
}

describe('activityView', () => {
  it('finds lapsed advertisers, a sale exactly a year before as_of included', () => {
    const answer = activityView(boundaryMirror(), { activity: 'lapsed', asOf });
    expect(answer.last).toEqual({ after: '2025-06-15', to: '2026-06-15' });
    expect(answer.previous).toEqual({ after: '2024-06-15', to: '2025-06-15' });
    expect(answer.count).toBe(2);
    expect(answer.sets.map((s) => [s.currency, s.total])).toEqual([
      ['', 310000],
      ['EUR', 5000],
    ]);
    expect(answer.sets[0]!.rows).toEqual([
      {
        advertiserId: 16,
        bookings: 300000,
        contracts: 2,
        contract: {
          id: 10,
          dateSold: '2025-05-01',
          sellerId: 4,
          sellerName: null,
          total: 200000,
          currency: '',
        },
      },
      {
        advertiserId: 10,
        bookings: 10000,
        contracts: 1,
        contract: {
          id: 1,
          dateSold: '2025-06-15',
          sellerId: 1,
          sellerName: null,
          total: 10000,
          currency: '',
        },
      },
    ]);
    expect(answer.sets[1]!.rows.map((r) => [r.advertiserId, r.bookings, r.contract.id])).toEqual([
      [16, 5000, 10],
    ]);
  });

  it('finds new advertisers with their first contract and the last 12 months’ bookings', () => {
    const answer = activityView(boundaryMirror(), { activity: 'new', asOf });
    expect(answer.period).toBe('last');
    expect(answer.sets).toHaveLength(1);
    expect(answer.sets[0]!.rows).toEqual([
      {
        advertiserId: 11,
        bookings: 520000,
        contracts: 2,
        contract: {
          id: 2,
          dateSold: '2025-06-16',
          sellerId: 1,
          sellerName: null,
          total: 20000,
          currency: '',
        },
      },
    ]);
  });

  it('says its figures are incomplete without the contract list', async () => {
    const { db } = await filledMirror({ contractList: false });
    const answer = activityView(db, { activity: 'new', asOf: '2026-10-31' });
    expect(answer.coverage.complete).toBe(false);
    expect(answer.coverage.contracts).toBeGreaterThan(0);
  });
});

describe('pacing and activity over HTTP', () => {
  const routes = viewRoutes({ db: boundaryMirror(), today: () => asOf }, DEFAULT_POLICY);
  const get = async (path: string) => {
    const response = await routes.request(path);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('answers with today by default and the view over the mirror', async () => {
    const { status, body } = await get('/advertiser-activity?activity=lapsed');
    expect(status).toBe(200);
    expect(body).toMatchObject({ asOf, count: 2 });
    expect((await get('/pacing')).body).toMatchObject({ asOf, by: 'seller' });
  });

  it('keeps the first rows of each currency with limit, and says how many there are', async () => {
    const { body } = await get('/advertiser-activity?activity=lapsed&limit=1');
    expect(body.sets).toEqual([
      expect.objectContaining({
        currency: '',
        advertisers: 2,
        total: 310000,
        rows: [expect.objectContaining({ advertiserId: 16 })],
      }),
      expect.objectContaining({ currency: 'EUR', advertisers: 1 }),
    ]);
    expect((await get('/advertiser-activity?activity=lapsed&limit=0')).status).toBe(400);
  });

  it('refuses bad parameters with what is wrong', async () => {
    expect(await get('/pacing?as_of=2026-02-30')).toEqual({
      status: 400,
      body: {
        param: 'as_of',
        error: 'as_of must be a date written YYYY-MM-DD (a real day), not "2026-02-30"',
        allowed: 'a date written YYYY-MM-DD (a real day)',
      },
    });
    expect(await get('/pacing?by=advertiser')).toEqual({
      status: 400,
      body: {
        param: 'by',
        error: 'by must be one of seller, product, not "advertiser"',
        allowed: 'one of seller, product',
      },
    });
    expect(await get('/advertiser-activity')).toMatchObject({
      status: 400,
      body: { param: 'activity', error: 'activity is required (one of lapsed, new)' },
    });
    expect((await get('/pacing?key=x')).status).toBe(400);
  });

  it('answers 503 before the mirror read any contract', async () => {
    const empty = viewRoutes({ db: emptyMirror() }, DEFAULT_POLICY);
    const response = await empty.request('/pacing');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error:
        "The server has not read the account's contracts yet: the figures appear after its first pass",
    });
  });

  it('is gated with the bookings section', () => {
    const section = (path: string) => VIEWS.find((v) => v.view.path === path)?.section;
    expect(section('/pacing')).toBe('bookings');
    expect(section('/advertiser-activity')).toBe('bookings');
    expect(sectionOfPage('/pacing')).toBe('bookings');
  });
});
