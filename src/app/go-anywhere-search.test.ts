import { describe, expect, it } from 'vitest';
import type { Product } from '../domain/products';
import type { User } from '../domain/users';
import { goAnywhereHits, PER_KIND } from './go-anywhere-search';

const advertisers = [
  { id: 1, name: 'Café Mañana' },
  { id: 9, name: 'Pier 9 Seafood' },
  { id: 51, name: '<b>Bold</b> & Brash Sign Co.' },
];
const products = [
  { id: 4, name: 'harborcitygazette.com', active: true },
  { id: 11, name: 'Harbor Talk Podcast', active: false },
] as Product[];
const sections = [{ id: 8, productId: 4, name: 'Food & Dining', dateCreated: null }];
const users = [
  { id: 3, firstName: 'Chloé', lastName: 'Marchand', email: 'chloe@x.example' },
] as User[];
const sources = { advertisers, products, sections, users };
const keys = (typed: string) => goAnywhereHits(typed, sources).map((h) => h.key);

describe('goAnywhereHits', () => {
  it('nothing typed, nothing offered', () => {
    expect(goAnywhereHits('  ', sources)).toEqual([]);
  });

  it('a number offers that contract and invoice first, then the advertiser with that number', () => {
    const hits = goAnywhereHits('#9', sources);
    expect(hits.slice(0, 3)).toEqual([
      { key: 'contract-9', kind: 'contract', label: 'Contract 9', href: '/contracts/9' },
      { key: 'invoice-9', kind: 'invoice', label: 'Invoice 9', href: '/invoices/9' },
      {
        key: 'advertiser-9',
        kind: 'advertiser',
        label: 'Pier 9 Seafood',
        detail: 'Advertiser 9',
        href: '/advertisers/9',
      },
    ]);
    // Not twice, though its name holds the digit too.
    expect(hits.filter((h) => h.key === 'advertiser-9')).toHaveLength(1);
  });

  it('a name finds advertisers, products, sections and users, accents optional', () => {
    expect(keys('cafe')).toEqual(['advertiser-1']);
    expect(keys('harbor')).toEqual(['product-11', 'product-4']);
    expect(goAnywhereHits('dining', sources)[0]).toMatchObject({
      kind: 'section',
      detail: 'Section of harborcitygazette.com',
      href: '/products/4/sections',
    });
    expect(goAnywhereHits('chloe', sources)[0]).toMatchObject({
      kind: 'user',
      label: 'Chloé Marchand',
      href: '/users?q=Chlo%C3%A9+Marchand',
    });
    expect(keys('<b>')).toEqual(['advertiser-51']);
  });

  it('names starting with the text come first, and each kind is capped', () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ id: 100 + i, name: `Shop ${i} Bay` }));
    const hits = goAnywhereHits('bay', { advertisers: [...many, { id: 5, name: 'Bayview' }] });
    expect(hits).toHaveLength(PER_KIND);
    expect(hits[0]?.label).toBe('Bayview');
  });
});

describe('ad sizes', () => {
  const sizes = [
    { id: 21, name: 'Leaderboard', productId: 4, productName: 'harborcitygazette.com' },
    { id: 31, name: 'Leaderboard ', productId: 11, productName: 'Harbor Talk Podcast' },
    { id: 22, name: 'Pré-roll', productId: 11, productName: 'Harbor Talk Podcast' },
  ];
  const hits = (typed: string) =>
    goAnywhereHits(typed, { ...sources, sizes }).filter((h) => h.kind === 'size');

  it('a size name found once however many products have it, opening availability across products', () => {
    expect(hits('leader')).toEqual([
      {
        key: 'size-21',
        kind: 'size',
        label: 'Leaderboard',
        detail: 'Ad size in 2 products: availability',
        href: '/availability?q=Leaderboard',
      },
    ]);
  });

  it("one product's size says which product; accents folded both ways", () => {
    for (const typed of ['pre-roll', 'Pré', 'PRE']) {
      expect(hits(typed).map((h) => [h.label, h.detail, h.href])).toEqual([
        [
          'Pré-roll',
          'Ad size of Harbor Talk Podcast: availability',
          '/availability?q=Pr%C3%A9-roll',
        ],
      ]);
    }
    expect(hits('billboard')).toEqual([]);
  });
});
