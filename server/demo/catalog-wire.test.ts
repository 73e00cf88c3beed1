// Contract tests, part 1: the exact wire format of products, insertions, ad sizes, rates, sections.
import { describe, expect, it } from 'vitest';
import { KNOWN } from './known';
import { BOOL01, DATE, getJson, ID, MONEY, TIMESTAMP, type Json, type Rec } from '../testing/demo';

const allStringsOrNull = (rec: Json, fields: string[]) => {
  for (const f of fields) expect(rec[f] === null || typeof rec[f] === 'string', f).toBe(true);
};

describe('GET /base/products/', () => {
  it('is a bare array of products with string ids and 0/1 flags', async () => {
    const products = await getJson<Rec[]>('/base/products/');
    expect(Array.isArray(products)).toBe(true);
    expect(products).toHaveLength(KNOWN.products.count);
    for (const p of products) {
      expect(p.id).toMatch(ID);
      expect(p.active).toMatch(BOOL01);
      const t = p.product_type as Json;
      expect(t.id).toMatch(ID);
      for (const flag of ['has_ad_size', 'has_issues', 'has_time', 'is_digital_display']) {
        expect(t[flag]).toMatch(BOOL01);
      }
      expect([null, 'Inches', 'Pixels', 'Feet', 'mm']).toContain(t.ad_unit);
      expect([null, 'Copies', 'CPM']).toContain(t.quantity_unit);
      expect(['Timeline', 'Custom']).toContain(t.schedule_method);
    }
  });

  it('has exactly one type with has_deliver_date "127" and had_deliver_date only sometimes', async () => {
    const products = await getJson<Rec[]>('/base/products');
    const types = new Map(
      products.map((p) => [(p.product_type as Rec).id, p.product_type as Json]),
    );
    const odd = [...types.values()].filter((t) => t.has_deliver_date === '127');
    expect(odd.map((t) => t.id)).toEqual([String(KNOWN.products.deliverDate127ProductTypeId)]);
    const withHad = [...types.values()].filter((t) => 'had_deliver_date' in t);
    expect(withHad.length).toBeGreaterThan(0);
    expect(withHad.length).toBeLessThan(types.size / 2);
    const units = new Set([...types.values()].map((t) => t.ad_unit));
    expect(units).toEqual(new Set(['Inches', 'Pixels', 'Feet', 'mm', null]));
  });

  it('includes the hostile product name verbatim', async () => {
    const products = await getJson<Rec[]>('/base/products');
    const hostile = products.find((p) => p.id === String(KNOWN.products.hostileProductId));
    expect(hostile?.name).toBe(KNOWN.products.hostileProductName);
    const inactive = products.find((p) => p.id === String(KNOWN.products.inactiveProductId));
    expect(inactive?.active).toBe('0');
    const digital = products.find((p) => p.id === String(KNOWN.products.digitalProductId));
    expect(digital?.name).toBe(KNOWN.products.digitalProductName);
    expect(digital?.product_type).toMatchObject({ ad_unit: 'Pixels', is_digital_display: '1' });
    const inches = products.find((p) => p.id === String(KNOWN.products.productWithDeletedSizesId));
    expect((inches?.product_type as Json).ad_unit).toBe('Inches');
    const odd = products.find((p) => p.id === String(KNOWN.products.deliverDate127ProductId));
    expect((odd?.product_type as Json).has_deliver_date).toBe('127');
  });
});

describe('GET /base/insertions/', () => {
  it('wraps insertions with a string count and string-typed fields', async () => {
    const body = await getJson<{ insertions: Rec[]; count: unknown }>('/base/insertions/');
    expect(body.count).toBe(String(body.insertions.length));
    expect(body.insertions.length).toBeGreaterThan(1000);
    for (const i of body.insertions.slice(0, 300)) {
      expect(i.id).toMatch(ID);
      expect(i.contract_id).toMatch(ID);
      expect(i.discount).toMatch(MONEY);
      expect(i.taxable).toMatch(BOOL01);
      expect(i.quantity).toMatch(ID);
      allStringsOrNull(i, ['ad_id', 'issue_id', 'location_id', 'section_id', 'date_canceled']);
      const schedule = i.schedule as Json[];
      expect(schedule.length).toBeGreaterThan(0);
      if (i.date_canceled !== null) expect(i.date_canceled).toMatch(DATE);
      if (i.date_delivery !== null) expect(i.date_delivery).toMatch(DATE);
    }
  });

  it('gives unscheduled insertions one schedule entry with every member null', async () => {
    const { insertions } = await getJson<{ insertions: Rec[] }>(
      `/base/insertions?id=${KNOWN.contracts.rich.unscheduledInsertionId}`,
    );
    const members = 'id insertion_id date_start date_end date_created date_deleted order duration';
    expect(insertions[0]?.schedule).toEqual([
      Object.fromEntries(members.split(' ').map((name) => [name, null])),
    ]);
  });

  it('keeps emoji in descriptions', async () => {
    const { insertions } = await getJson<{ insertions: Rec[] }>(
      `/base/insertions?id=${KNOWN.contracts.emojiInsertionId}`,
    );
    expect(insertions[0]?.description).toMatch(/^🎉/u);
  });

  it('sends scheduled entries with date-only start and end', async () => {
    const { insertions } = await getJson<{ insertions: Rec[] }>('/base/insertions?product_id=1');
    const entry = (
      insertions.find((i) => (i.schedule as Json[])[0]?.id !== null)?.schedule as Json[]
    )[0];
    expect(entry?.date_start).toMatch(DATE);
    expect(entry?.date_end).toMatch(DATE);
    expect(entry?.date_created).toMatch(TIMESTAMP);
    expect(entry?.order).toMatch(ID);
  });
});

describe('ad sizes, rates, sections', () => {
  it('ad sizes: strings for sizes, placeholder key_date, empty and null enums', async () => {
    const { ad_sizes } = await getJson<{ ad_sizes: Rec[] }>('/base/adSizes/product/1?active=false');
    const card = ad_sizes.find((s) => s.id === String(KNOWN.products.placeholderKeyDateAdSizeId));
    expect(card).toMatchObject({ key_date: '0000-00-00', date_created: null, width: '3.25' });
    expect(ad_sizes[0]).toMatchObject({ width: '10', height: '21', scheduling_units: null });
    const web = await getJson<{ ad_sizes: Rec[] }>('/base/adSizes/product/4');
    const banner = web.ad_sizes.find((s) => s.id === String(KNOWN.products.emptyEnumAdSizeId));
    expect(banner?.scheduling_units).toBe('');
    expect(web.ad_sizes.some((s) => s.description === '')).toBe(true);
  });

  it('ad rates: money strings and ad_size_id as a string', async () => {
    const { ad_rates } = await getJson<{ ad_rates: Rec[] }>('/base/adRates/?product_id=1');
    expect(ad_rates.length).toBeGreaterThan(5);
    for (const r of ad_rates) {
      expect(r.rate).toMatch(MONEY);
      expect(typeof r.ad_size_id).toBe('string');
      expect(r.publication_id).toBe('1');
      expect(r.date_created).toMatch(TIMESTAMP);
    }
  });

  it('sections: both hosts send the same shape', async () => {
    const base = await getJson<{ sections: Rec[] }>('/base/sections/?product_id=1');
    const secondary = await getJson<{ sections: Rec[] }>('/secondary/sections/?product_id=1');
    expect(base.sections).toHaveLength(KNOWN.products.sectionsCount);
    expect(secondary.sections).toEqual(base.sections);
    expect(Object.keys(base.sections[0] ?? {})).toEqual([
      'id',
      'product_id',
      'name',
      'date_created',
    ]);
  });
});
