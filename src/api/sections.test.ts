import { describe, expect, it } from 'vitest';
import { KNOWN } from '../../server/demo/index';
import {
  fetchSecondarySections,
  fetchSections,
  secondarySectionListQuery,
  sectionKeys,
  sectionListQuery,
} from './sections';
import { sectionSchema } from '../domain/sections';
import { queryOf, withDemoFetch } from '../testing/demo-fetch';

const net = withDemoFetch();

const productId = KNOWN.products.sectionsProductId;

describe('sections (base, endpoint 5)', () => {
  it("a product's sections", async () => {
    const { items, problems } = await fetchSections(productId);
    expect(problems).toEqual([]);
    expect(items).toHaveLength(KNOWN.products.sectionsCount);
    expect(net.urls[0]).toMatch(/^\/api\/base\/sections\//);
    expect(queryOf(net.urls[0])).toEqual({ product_id: String(productId) });
    expect(items.find((s) => s.id === 7)).toEqual({
      id: 7,
      productId: 1,
      name: 'Obituaries',
      dateCreated: '2025-03-14 09:30:00',
    });
  });

  it('drift: the record missing its name is reported', async () => {
    net.headers['x-demo-fault'] = 'drift';
    const { items, problems } = await fetchSections(productId);
    expect(items).toHaveLength(KNOWN.products.sectionsCount - 1);
    expect(problems[0]).toMatchObject({ endpoint: 'base /sections/', recordId: '1' });
    expect(problems[0]?.message).toMatch(/name: expected text, got nothing/);
  });
});

describe('sections (secondary, endpoint 6)', () => {
  it('filters by creation date and id on the secondary base', async () => {
    const { date, id } = KNOWN.products.sectionCreatedOn;
    const byDate = await fetchSecondarySections({ product_id: productId, date_created: date });
    expect(byDate.items.map((s) => String(s.id))).toEqual([id]);
    expect(net.urls[0]).toMatch(/^\/api\/secondary\/sections\//);
    expect(queryOf(net.urls[0])).toEqual({ product_id: '1', date_created: date });
    const march = await fetchSecondarySections({ product_id: productId, date_created: '2025-03' });
    expect(march.items.map((s) => String(s.id))).toEqual([...KNOWN.products.march2025SectionIds]);
    const one = await fetchSecondarySections({ product_id: productId, id: 8 });
    expect(one.items.map((s) => s.name)).toEqual(['Food & Dining']);
  });
});

describe('section quirks and keys', () => {
  it('numbers as JSON, a placeholder date', () => {
    expect(
      sectionSchema.parse({ id: 3, product_id: 1, name: 'B', date_created: '0000-00-00 00:00:00' }),
    ).toEqual({ id: 3, productId: 1, name: 'B', dateCreated: null });
    expect(sectionSchema.safeParse({ id: '3', product_id: null, name: 'B' }).success).toBe(false);
  });

  it('the two endpoints have different keys under sections', () => {
    expect(sectionListQuery(1).queryKey).toEqual(['sections', 'list', 1]);
    expect(secondarySectionListQuery({ product_id: 1 }).queryKey).toEqual([
      'sections',
      'secondaryList',
      { product_id: 1 },
    ]);
    expect(sectionKeys.all).toEqual(['sections']);
  });
});
