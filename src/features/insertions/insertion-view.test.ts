// The list service's search and sort (src/lib/insertion-view.ts) against what TanStack Table shows:
// a plain search filter, then getSortedRowModel over the page's own columns.
import type { SortingState } from '@tanstack/react-table';
import { describe, expect, it } from 'vitest';
import type { Insertion } from '../../api/insertions';
import { tanstackTable } from '../../lib/sort-order-reference';
import { firstOfView, insertionView, sortOf, spanOf } from '../../lib/insertion-view';
import type { ProductReference } from '../../lib/use-product-references';
import { insertionColumns } from './insertion-columns';
import { SORT_COLUMNS } from './insertions-params';

// A deterministic pseudo-random generator, so failures reproduce.
function random(seed: number) {
  return () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

function insertions(n: number): Insertion[] {
  const next = random(11);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const texts = [
    'Weekend special',
    'weekend Special',
    'Banner 300x250',
    'banner 12',
    'banner 9',
    'Zeta',
    'ällo',
  ];
  const dates = ['2025-01-05', '2024-12-18', '2025-03-01', '2025-01-05'];
  return Array.from({ length: n }, (_, i) => ({
    id: 5000 - i * 3,
    adId: null,
    adRateId: pick([31, 32, 33, 34]),
    adSizeId: pick([16, 17, 18]),
    contractId: pick([1003, 1060, 1200, 990]),
    dateCanceled: next() < 0.2 ? pick(dates) : null,
    dateDelivery: null,
    description: next() < 0.15 ? null : pick(texts),
    discount: pick([0, 12.5, 3]),
    issueId: next() < 0.3 ? null : pick([7, 8, 70]),
    locationId: null,
    placement: next() < 0.5 ? null : pick(['Back page', 'Front']),
    productId: pick([1, 2, 3, 4]),
    quantity: pick([1, 10, 2, 50000]),
    sectionId: next() < 0.4 ? null : pick([5, 6, 9]),
    taxable: next() < 0.5,
    schedule:
      next() < 0.25
        ? []
        : [
            {
              id: i,
              insertionId: null,
              dateStart: pick(dates),
              dateEnd: next() < 0.5 ? null : pick(dates),
              dateCreated: null,
              dateDeleted: null,
              order: 1,
              duration: null,
            },
          ],
  }));
}

const products: [number, string][] = [
  [1, 'Harbor City Gazette'],
  [2, 'harbor city gazette'],
  [3, 'Radio 7'],
];
const sizes: [number, string][] = [
  [16, 'Full page'],
  [17, 'Half page'],
];
const sections: [number, string][] = [
  [5, 'Sports'],
  [9, 'news'],
];
const productName = (id: number) => new Map(products).get(id) ?? null;
const named = (pairs: [number, string][]) => new Map(pairs.map(([id, name]) => [id, { name }]));
// Product 1's sizes and sections are loaded, the others' not (the page names only what is cached).
const references = new Map<number, ProductReference>([
  [
    1,
    {
      sizes: named(sizes),
      rates: null,
      sections: named(sections),
      isFetching: false,
      error: null,
      refetch: () => {},
    } as unknown as ProductReference,
  ],
]);
const columns = insertionColumns(productName, references);

/** The search as a reference: every word in the id, contract, description, placement or product. */
function search(data: readonly Insertion[], query: string): Insertion[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return data.filter((r) => {
    const text = [r.id, r.contractId, r.description, r.placement, productName(r.productId)]
      .join('\n')
      .toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** What the table shows: the search, then TanStack's sorted row model. */
function before(data: readonly Insertion[], query: string, sorting: SortingState): number[] {
  const shown = search(data, query);
  return tanstackTable(shown, columns, sorting)
    .getRowModel()
    .rows.map((row) => row.original.id);
}

function after(data: readonly Insertion[], query: string, sort: string | undefined): number[] {
  const kind = sort?.replace('-', '');
  const lists = kind === 'size' ? sizes : kind === 'section' ? sections : null;
  const order = insertionView(data, {
    sort: sortOf(sort),
    query,
    products,
    references: lists ? [[1, lists]] : [],
  });
  return order ? Array.from(order, (i) => data[i]!.id) : data.map((r) => r.id);
}

describe('insertionView', () => {
  const data = insertions(400);
  const sorts = [undefined, ...SORT_COLUMNS.flatMap((c) => [c, `-${c}`])];
  const queries = ['', 'weekend', 'harbor 1003', 'BANNER', 'nothing-matches'];

  it.each(sorts)('sorts as the table did: sort=%s', (sort) => {
    for (const query of queries) {
      const sorting = sort ? [{ id: sort.replace('-', ''), desc: sort.startsWith('-') }] : [];
      expect(after(data, query, sort), `q=${query}`).toEqual(before(data, query, sorting));
    }
  });

  it('searches every word, case-insensitively, across id, contract, text, placement and product', () => {
    const ids = (query: string) => after(data, query, undefined);
    expect(ids('harbor WEEKEND')).toEqual(search(data, 'harbor weekend').map((r) => r.id));
    expect(ids('harbor WEEKEND').length).toBeGreaterThan(0);
    expect(ids('back 1060').length).toBeGreaterThan(0);
    expect(ids(String(data[7]!.id))).toEqual([data[7]!.id]);
    expect(ids('ällo radio').every((id) => data.find((r) => r.id === id)!.productId === 3)).toBe(
      true,
    );
    expect(ids('weekend banner')).toEqual([]);
  });

  it('gives null for every row in the list order, and indices of the matches otherwise', () => {
    const request = { sort: null, query: '  ', products, references: [] };
    expect(insertionView(data, request)).toBeNull();
    const found = insertionView(data.slice(0, 20), { ...request, query: 'radio' });
    const expected = data.slice(0, 20).flatMap((r, i) => (r.productId === 3 ? [i] : []));
    expect(Array.from(found!)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
  });

  it('puts missing values last in both directions', () => {
    for (const sort of ['description', '-description', 'first', '-first']) {
      const ids = after(data, '', sort);
      const missing = (id: number) => {
        const row = data.find((r) => r.id === id)!;
        return sort.endsWith('description') ? row.description === null : row.schedule.length === 0;
      };
      const firstMissing = ids.findIndex(missing);
      expect(firstMissing).toBeGreaterThan(0);
      expect(ids.slice(firstMissing).every(missing)).toBe(true);
    }
  });
});

describe('firstOfView', () => {
  const data = insertions(400);
  const sorts = [undefined, ...SORT_COLUMNS.flatMap((c) => [c, `-${c}`])];

  it.each(sorts)("is insertionView's first rows, a slice at a time: sort=%s", async (sort) => {
    for (const query of ['', 'weekend', 'nothing-matches']) {
      for (const count of [1, 30, 500]) {
        const kind = sort?.replace('-', '');
        const lists = kind === 'size' ? sizes : kind === 'section' ? sections : null;
        const request = { sort: sortOf(sort), query, products, references: [] as never[] };
        if (lists) request.references = [[1, lists]] as never[];
        let pauses = 0;
        const first = await firstOfView(data, request, count, async () => void (pauses += 1), 64);
        const whole = after(data, query, sort);
        expect(
          first?.map((i) => data[i]!.id),
          `q=${query} count=${count}`,
        ).toEqual(whole.slice(0, count));
        if (sort && query === '') expect(pauses).toBe(Math.ceil(data.length / 64) - 1);
      }
    }
  });
});

describe('firstOfView on a long list', () => {
  it('gives none when its rows would hold one without a value (their order is the whole sort)', async () => {
    const data = insertions(2001);
    const pause = async () => undefined;
    const request = { sort: sortOf('description'), query: '', products, references: [] };
    const described = data.filter((row) => row.description !== null).length;
    expect(await firstOfView(data, request, described + 1, pause)).toBeNull();
    const first = await firstOfView(data, request, described, pause);
    expect(first?.map((i) => data[i]!.id)).toEqual(
      after(data, '', 'description').slice(0, described),
    );
  });
});

describe('spanOf', () => {
  it('gives the scheduled span (kept), or null when nothing is scheduled', () => {
    const [record] = insertions(1);
    const entry = { ...record!.schedule[0]!, dateStart: '2024-12-05', dateEnd: '2024-12-18' };
    const scheduled = { ...record!, schedule: [entry, { ...entry, dateStart: '2024-12-01' }] };
    expect(spanOf(scheduled)).toEqual({ start: '2024-12-01', end: '2024-12-18' });
    expect(spanOf(scheduled)).toBe(spanOf(scheduled));
    expect(spanOf({ ...record!, schedule: [] })).toBeNull();
  });
});
