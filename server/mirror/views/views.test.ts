// Each view of the mirror against the page's own computations (src/lib) over the same demo
// account, and the wire quirks' effect: a cancelled insertion is on no sheet and in no count, the
// all-null schedule entry of an unscheduled one makes it run on no day.
import { beforeAll, describe, expect, it } from 'vitest';
import { KNOWN } from '../../demo/index';
import type { AdSize } from '../../../src/domain/ad-sizes';
import type { Insertion } from '../../../src/domain/insertion-types';
import { addDays } from '../../../src/domain/date-only';
import { availability } from '../../../src/domain/inventory';
import { checkRenewal, lastDayOf, windowEnd } from '../../../src/domain/renewals';
import { compareLines, sheetLines, sheetPage } from '../../../src/domain/run-sheet';
import { SHEET_PAGE_LINES, type RunSheetView } from '../../../src/domain/run-sheet-view';
import { openGatewayDb, MEMORY } from '../../gateway/database';
import { filledMirror, mirrorHarness } from '../../testing/mirror';
import { availabilityAllView, availabilityView, controlledSizeList } from './availability';
import { insertionListView } from './insertion-list';
import { renewalsView } from './renewals';
import { runSheetView } from './run-sheet';
import { NotReady } from './state';
import { viewRoutes } from './registry';
import { DEFAULT_POLICY } from '../../auth/policy';

const routesOf = (db: Parameters<typeof viewRoutes>[0]['db']) => viewRoutes({ db }, DEFAULT_POLICY);

type Harness = Awaited<ReturnType<typeof filledMirror>>;
let mirror: Harness;
let all: Insertion[];
let advertiserOf: Map<number, number>;
const rich = KNOWN.contracts.rich;

beforeAll(async () => {
  mirror = await filledMirror();
  all = (
    mirror.db.prepare('SELECT data FROM insertions ORDER BY id').pluck().all() as string[]
  ).map((data) => JSON.parse(data) as Insertion);
  advertiserOf = new Map(
    mirror.db.prepare('SELECT id, advertiser_id FROM contracts').raw().all() as [number, number][],
  );
});

/** The demo's dates are around today: a window where the sheet and renewals have lines. */
const busiest = () => {
  const days = all
    .map(lastDayOf)
    .filter((d): d is string => d !== null)
    .sort();
  return days[Math.floor(days.length / 2)]!;
};

describe('the insertion list', () => {
  it('every insertion, in number order, paged, with its advertiser', () => {
    const first = insertionListView(mirror.db, { limit: 10 });
    expect(first.total).toBe(all.length);
    expect(first.matched).toBe(all.length);
    expect(first.complete).toBe(true);
    expect(first.rows.map((r) => r.id)).toEqual(all.slice(0, 10).map((i) => i.id));
    const next = insertionListView(mirror.db, { offset: 10, limit: 10 });
    expect(next.rows.map((r) => r.id)).toEqual(all.slice(10, 20).map((i) => i.id));
    const { advertiserId, ...insertion } = first.rows[0]!;
    expect(insertion).toEqual(all[0]);
    expect(advertiserId).toBe(advertiserOf.get(all[0]!.contractId));
  });

  it("contract 1003's insertions: the cancelled one listed, the unscheduled one last by first day either way", () => {
    const up = insertionListView(mirror.db, {
      contract_id: KNOWN.contracts.richContractId,
      sort: 'first',
    });
    expect(up.total).toBe(rich.insertionCount);
    expect(up.rows.map((r) => r.id)).toContain(rich.canceledInsertionId);
    const unscheduled = up.rows.find((r) => r.id === rich.unscheduledInsertionId)!;
    expect(unscheduled.schedule).toEqual([]);
    expect(up.rows.at(-1)!.id).toBe(rich.unscheduledInsertionId);
    const down = insertionListView(mirror.db, { contract_id: 1003, sort: '-first' });
    expect(down.rows.at(-1)!.id).toBe(rich.unscheduledInsertionId);
    expect(down.rows[0]!.id).not.toBe(up.rows[0]!.id);
  });

  it('by advertiser: the insertions of their contracts', () => {
    const advertiserId = rich.advertiserId;
    const expected = all.filter((i) => advertiserOf.get(i.contractId) === advertiserId);
    const view = insertionListView(mirror.db, { advertiser_id: advertiserId, limit: 500 });
    expect(view.total).toBe(expected.length);
    expect(view.rows.map((r) => r.id)).toEqual(expected.map((i) => i.id));
  });

  it('a search: every word in the text or the product name, counted, as the page searched', () => {
    const products = new Map(
      mirror.db.prepare('SELECT id, name FROM products').raw().all() as [number, string][],
    );
    const words = ['weekend', 'special'];
    const expected = all.filter((i) => {
      const text = [i.id, i.contractId, i.description ?? '', i.placement ?? '']
        .join('\n')
        .toLowerCase();
      const product = (products.get(i.productId) ?? '').toLowerCase();
      return words.every((w) => text.includes(w) || product.includes(w));
    });
    expect(expected.length).toBeGreaterThan(0);
    const view = insertionListView(mirror.db, { q: ' Weekend  SPECIAL ', limit: 500 });
    expect(view.total).toBe(all.length);
    expect(view.matched).toBe(expected.length);
    expect(view.rows.map((r) => r.id)).toEqual(expected.slice(0, 500).map((i) => i.id));
    const name = products.get(all[0]!.productId)!;
    const byProduct = insertionListView(mirror.db, { q: name });
    const ofProduct = all.filter((i) => i.productId === all[0]!.productId).length;
    expect(byProduct.matched).toBeGreaterThanOrEqual(ofProduct);
  });

  it('a sort by quantity, descending, ties by number', () => {
    const expected = [...all].sort((a, b) => b.quantity - a.quantity || a.id - b.id);
    const view = insertionListView(mirror.db, { sort: '-quantity', limit: 50 });
    expect(view.rows.map((r) => r.id)).toEqual(expected.slice(0, 50).map((i) => i.id));
  });

  it('a sort by description: empty ones last both ways', () => {
    const up = insertionListView(mirror.db, {
      sort: 'description',
      limit: 500,
      offset: all.length - 5,
    });
    const down = insertionListView(mirror.db, {
      sort: '-description',
      limit: 500,
      offset: all.length - 5,
    });
    if (all.some((i) => i.description === null)) {
      expect(up.rows.at(-1)!.description).toBeNull();
      expect(down.rows.at(-1)!.description).toBeNull();
    }
    const first = insertionListView(mirror.db, { sort: 'description', limit: 1 }).rows[0]!;
    const lowest = all
      .flatMap((i) => (i.description === null ? [] : [i.description.toLowerCase()]))
      .sort()[0];
    expect(first.description!.toLowerCase()).toBe(lowest);
  });

  it('an unknown sort is refused with the columns it may be', async () => {
    const response = await routesOf(mirror.db).request('/insertions?sort=colour');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ param: 'sort', allowed: /quantity/ });
  });
});

describe('the run sheet', () => {
  /** The sheet of `window` as src/lib lays it out over every insertion of the account. */
  const expected = (window: { from: string; to: string }, keep = (_: Insertion) => true) =>
    all
      .filter(keep)
      .flatMap((i) => sheetLines(i, window))
      .sort(compareLines);
  /** A sheet's lines as `product section date id run`, page after page. */
  const linesOf = (view: RunSheetView) =>
    view.parts.flatMap((part) => {
      const { productId, sectionId } = view.groups[part.group]!;
      return part.days.flatMap((d) =>
        d.lines.map((l) => `${productId} ${sectionId} ${d.date} ${l.id} ${l.start}-${l.end}`),
      );
    });

  it("a week's lines by product, section and date, a page at a time, each contract with its advertiser", async () => {
    const from = busiest();
    const window = { from, to: addDays(from, 6) };
    const lines = expected(window);
    const whole = await runSheetView(mirror.db, { ...window, per_page: lines.length });
    expect(whole.pages).toBe(1);
    expect(linesOf(whole)).toEqual(
      lines.map((l) => `${l.productId} ${l.sectionId} ${l.date} ${l.id} ${l.start}-${l.end}`),
    );
    // Pages of SHEET_PAGE_LINES by default; pages of 7, together the whole sheet, every group on each.
    const byDefault = await runSheetView(mirror.db, window);
    expect(byDefault.pages).toBe(Math.max(1, Math.ceil(lines.length / SHEET_PAGE_LINES)));
    const first = await runSheetView(mirror.db, { ...window, per_page: 7 });
    expect(lines.length).toBeGreaterThan(14);
    expect(first.pages).toBe(Math.ceil(lines.length / 7));
    expect(first.groups).toEqual(sheetPage(lines, 1, 7).groups);
    const pages = [first];
    for (let page = 2; page <= first.pages; page++) {
      pages.push(await runSheetView(mirror.db, { ...window, page, per_page: 7 }));
    }
    expect(pages.flatMap(linesOf)).toEqual(linesOf(whole));
    expect(pages.map((p) => linesOf(p).length)).toEqual(
      pages.map((_, i) => Math.min(7, lines.length - i * 7)),
    );
    // Each page names its own contracts' advertisers and ad sizes, and every section of the sheet.
    const contracts = new Set(
      first.parts.flatMap((p) => p.days.flatMap((d) => d.lines.map((l) => l.contractId))),
    );
    expect(first.advertisers).toEqual(
      [...contracts].sort((a, b) => a - b).map((id) => [id, advertiserOf.get(id)]),
    );
    expect(first.sizes.length).toBeGreaterThan(0);
    expect(first.sections.map(([id]) => id)).toEqual(
      [...new Set(lines.flatMap((l) => (l.sectionId === null ? [] : [l.sectionId])))].sort(
        (a, b) => a - b,
      ),
    );
    // A page past the last is answered with the last.
    const past = await runSheetView(mirror.db, { ...window, page: first.pages + 5, per_page: 7 });
    expect(past.page).toBe(first.pages);
    expect(linesOf(past)).toEqual(linesOf(pages.at(-1)!));
  });

  it('the cancelled insertion and the unscheduled one are on no sheet', async () => {
    const cancelled = all.find((i) => i.id === rich.canceledInsertionId)!;
    const span = cancelled.schedule.find((e) => e.dateStart)!;
    const view = await runSheetView(mirror.db, {
      from: span.dateStart!,
      to: span.dateStart!,
      product_id: cancelled.productId,
      per_page: 10_000,
    });
    const ids = view.parts.flatMap((p) => p.days.flatMap((d) => d.lines.map((l) => l.id)));
    expect(ids).not.toContain(rich.canceledInsertionId);
    expect(ids).not.toContain(rich.unscheduledInsertionId);
  });

  it("a product's, a section's and a size's sheet", async () => {
    const from = busiest();
    const window = { from, to: addDays(from, 13) };
    const { productId, sectionId, adSizeId } = expected(window).find((l) => l.sectionId !== null)!;
    for (const [filter, keep] of [
      [{ product_id: productId }, (i: Insertion) => i.productId === productId],
      [{ section_id: sectionId! }, (i: Insertion) => i.sectionId === sectionId],
      [{ ad_size_id: adSizeId }, (i: Insertion) => i.adSizeId === adSizeId],
    ] as const) {
      const view = await runSheetView(mirror.db, { ...window, ...filter });
      expect(view.groups, JSON.stringify(filter)).toEqual(
        sheetPage(expected(window, keep), 1, SHEET_PAGE_LINES).groups,
      );
    }
  });
});

describe('availability', () => {
  it('booked of limit per period as src/domain/inventory.ts counts over every insertion', async () => {
    const sizes = (
      mirror.db.prepare('SELECT data FROM ad_sizes ORDER BY id').pluck().all() as string[]
    ).map((d) => JSON.parse(d) as AdSize);
    const from = busiest();
    const window = { from, to: addDays(from, 90) };
    let counted = 0;
    for (const productId of new Set(sizes.map((s) => s.productId))) {
      const expected = availability(
        sizes.filter((s) => s.productId === productId),
        all.filter((i) => i.productId === productId),
        window,
      );
      const view = await availabilityView(mirror.db, { product_id: productId, ...window });
      expect(view.sizes).toEqual(expected);
      counted += expected.reduce((n, r) => n + r.cells.reduce((m, c) => m + c.booked, 0), 0);
    }
    expect(counted).toBeGreaterThan(0);
  });
});

describe('availability across products', () => {
  const window = () => {
    const from = busiest();
    return { from, to: addDays(from, 90) };
  };

  it("every product's inventory-controlled sizes, each row equal to its product's own view", async () => {
    const w = window();
    const view = await availabilityAllView(mirror.db, w);
    const productIds = new Set(view.rows.map((r) => r.size.productId));
    // The demo has more than one product with such sizes: the grid is across products.
    expect(productIds.size).toBeGreaterThan(1);
    let compared = 0;
    for (const productId of productIds) {
      const own = (await availabilityView(mirror.db, { product_id: productId, ...w })).sizes;
      const rows = view.rows.filter((r) => r.size.productId === productId);
      expect(rows.map(({ productName: _name, ...row }) => row)).toEqual(own);
      compared += own.length;
    }
    expect(compared).toBe(view.rows.length);
    expect(view.controlled).toBe(view.rows.length);
    expect(view.rows.some((r) => r.cells.some((c) => c.booked > 0))).toBe(true);
  });

  it('rows by product name, with the product named on each', async () => {
    const view = await availabilityAllView(mirror.db, window());
    const names = new Map(
      (mirror.db.prepare('SELECT id, name FROM products').raw().all() as [number, string][]).map(
        ([id, name]) => [id, name],
      ),
    );
    for (const row of view.rows) expect(row.productName).toBe(names.get(row.size.productId));
    const order = view.rows.map((r) => r.productName);
    expect(order).toEqual([...order].sort((a, b) => a.localeCompare(b)));
  });

  it('q finds sizes by size or product name, any case, accents optional, every word', async () => {
    const w = window();
    const every = (await availabilityAllView(mirror.db, w)).rows;
    const size = every[0]!.size.name;
    const bySize = (await availabilityAllView(mirror.db, { ...w, q: size.toUpperCase() })).rows;
    expect(bySize.length).toBeGreaterThan(0);
    expect(bySize.length).toBeLessThan(every.length);
    for (const row of bySize) expect(row.size.name.toLowerCase()).toContain(size.toLowerCase());
    const product = every.at(-1)!.productName;
    const byProduct = (await availabilityAllView(mirror.db, { ...w, q: product })).rows;
    expect(byProduct.map((r) => r.size.id)).toEqual(
      every.filter((r) => r.productName === product).map((r) => r.size.id),
    );
    // Both words: the size of that product only.
    const both = (await availabilityAllView(mirror.db, { ...w, q: `${product} ${size}` })).rows;
    expect(both.every((r) => r.productName === product)).toBe(true);
    // Accents folded both ways: an accented query finds the plain name.
    const accented = size.replace(/e/, 'é');
    if (accented !== size) {
      expect((await availabilityAllView(mirror.db, { ...w, q: accented })).rows).toEqual(bySize);
    }
    expect((await availabilityAllView(mirror.db, { ...w, q: 'no such size zzz' })).rows).toEqual(
      [],
    );
  });

  it('the sizes Ctrl+K finds: each controlled size with its product', async () => {
    const list = controlledSizeList(mirror.db);
    const view = await availabilityAllView(mirror.db, window());
    expect(list.map((s) => s.id).sort()).toEqual(view.rows.map((r) => r.size.id).sort());
    expect(list[0]!.productName).toBe(
      view.rows.find((r) => r.size.id === list[0]!.id)!.productName,
    );
  });

  it('over HTTP: one grid, and bad input refused with why', async () => {
    const routes = routesOf(mirror.db);
    const w = window();
    const ok = await routes.request(`/availability/all?from=${w.from}&to=${w.to}`);
    expect(ok.status).toBe(200);
    expect((await ok.json()).rows.length).toBe(
      (await availabilityAllView(mirror.db, w)).rows.length,
    );
    for (const [path, message] of [
      ['/availability/all?from=2025-01-01', /to is required/],
      ['/availability/all?from=2025-03-01&to=2025-01-01', /is after to/],
      [`/availability/all?from=2025-01-01&to=2025-02-01&q=${'x'.repeat(201)}`, /at most 200/],
    ] as const) {
      const response = await routes.request(path);
      expect(response.status, path).toBe(400);
      expect((await response.json()).error).toMatch(message);
    }
  });
});

describe('renewals by advertiser', () => {
  it('the advertisers due, as checkRenewal says over each one’s insertions', async () => {
    const asOf = busiest();
    const window = { asOf, within: 60 };
    const byAdvertiser = new Map<number, Insertion[]>();
    for (const i of all) {
      const id = advertiserOf.get(i.contractId);
      if (id === undefined) continue;
      byAdvertiser.set(id, [...(byAdvertiser.get(id) ?? []), i]);
    }
    const expected = [...byAdvertiser]
      .flatMap(([id, rows]) => {
        const check = checkRenewal(id, rows, window);
        return check.due ? [check.renewal] : [];
      })
      .sort((a, b) => a.lastDay.localeCompare(b.lastDay) || a.advertiserId - b.advertiserId);
    const view = await renewalsView(mirror.db, { as_of: asOf, within: 60 });
    expect(expected.length).toBeGreaterThan(0);
    // Each with the sellers of its contracts ending then.
    const sellerOf = mirror.db
      .prepare('SELECT sold_by_user_id FROM contracts WHERE id = ?')
      .pluck();
    const sellers = (ids: number[]) =>
      [...new Set(ids.map((id) => sellerOf.get(id) as number | null))]
        .filter((s) => s !== null)
        .sort((a, b) => a - b);
    expect(view.due).toEqual(expected.map((r) => ({ ...r, sellerIds: sellers(r.contractIds) })));
    // One seller's: those whose ending contracts include one of theirs, in the same order.
    const seller = view.due.find((r) => r.sellerIds.length > 0)!.sellerIds[0]!;
    const theirs = await renewalsView(mirror.db, { as_of: asOf, within: 60 }, undefined, seller);
    expect(theirs.due).toEqual(view.due.filter((r) => r.sellerIds.includes(seller)));
    expect(theirs.due.length).toBeLessThan(view.due.length);
    expect(view.end).toBe(windowEnd(window));
    expect(view.unknown).toEqual([]);
  });

  it('an advertiser booked again after the window is not due, even on another contract', async () => {
    const asOf = busiest();
    const view = await renewalsView(mirror.db, { as_of: asOf, within: 60 });
    for (const due of view.due) {
      const later = all.filter(
        (i) =>
          advertiserOf.get(i.contractId) === due.advertiserId && (lastDayOf(i) ?? '') > due.lastDay,
      );
      expect(later).toEqual([]);
    }
  });
});

describe('an empty or partial mirror', () => {
  it('says the server has not read the insertions (503 over HTTP)', async () => {
    const { db } = mirrorHarness({ db: openGatewayDb(MEMORY) });
    expect(() => insertionListView(db, {})).toThrow(NotReady);
    const response = await routesOf(db).request('/insertions');
    expect(response.status).toBe(503);
    expect((await response.json()).error).toMatch(/has not read the account's insertions/);
  });

  it('without the contract list, renewals list the contracts whose advertiser is unknown', async () => {
    const partial = await filledMirror({ contractList: false });
    const asOf = busiest();
    const view = await renewalsView(partial.db, { as_of: asOf, within: 60 });
    const known = partial.db.prepare('SELECT COUNT(*) FROM contracts').pluck().get() as number;
    if (known === 0) expect(view.due).toEqual([]);
    expect(view.unknown.length + view.due.length).toBeGreaterThan(0);
  });
});

describe('over HTTP', () => {
  it('answers a block as JSON and refuses bad input with why', async () => {
    const routes = routesOf(mirror.db);
    const ok = await routes.request('/insertions?contract_id=1003&sort=-id&limit=2');
    expect(ok.status).toBe(200);
    const body = await ok.json();
    expect(body.rows.map((r: { id: number }) => r.id)).toEqual([100019, 100018]);
    for (const [path, message] of [
      ['/insertions?limit=0', /limit must be a whole number from 1 to 500/],
      ['/insertions?product_id=abc', /product_id must be a whole number/],
      ['/run-sheet?from=2025-01-01', /to is required/],
      ['/run-sheet?from=2025-02-01&to=2025-01-01', /is after to/],
      ['/availability?from=2025-01-01&to=2025-02-01', /product_id is required/],
      ['/renewals?as_of=soon', /as_of must be a date/],
    ] as const) {
      const response = await routes.request(path);
      expect(response.status, path).toBe(400);
      expect((await response.json()).error).toMatch(message);
    }
  });
});
