// Every query parameter of the demo endpoints, their defaults, and the exact 400/404/405 bodies.
import { beforeAll, describe, expect, it } from 'vitest';
import { INSERTION_PARAMS } from '../gateway/endpoints';
import { KNOWN } from './known';
import { demo, getError, getJson, type Rec } from '../testing/demo';

beforeAll(() => {
  demo();
});

type Insertions = { insertions: Rec[]; count: string };

describe('insertion filters', () => {
  it('filters by each parameter', async () => {
    const all = (await getJson<Insertions>('/base/insertions')).insertions;
    const sample = all.find((i) => i.section_id !== null && i.issue_id !== null);
    const located = all.find((i) => i.location_id !== null);
    // Ids as the wire has them (strings): a sample without them would filter on "undefined".
    expect(sample).toMatchObject({ section_id: expect.any(String), issue_id: expect.any(String) });
    expect(located).toMatchObject({ location_id: expect.any(String) });
    const cases: [string, string, (i: Rec) => boolean][] = [
      ['contract_id', '1003', (i) => i.contract_id === '1003'],
      ['id', String(sample?.id), (i) => i.id === sample?.id],
      ['issue_id', String(sample?.issue_id), (i) => i.issue_id === sample?.issue_id],
      ['location_id', String(located?.location_id), (i) => i.location_id === located?.location_id],
      ['product_id', '4', (i) => i.product_id === '4'],
      ['section_id', String(sample?.section_id), (i) => i.section_id === sample?.section_id],
    ];
    // Every filter the gateway lets through is tried here (advertiser_id in the next test).
    expect([...cases.map(([name]) => name), 'advertiser_id'].sort()).toEqual(
      [...INSERTION_PARAMS].sort(),
    );
    for (const [name, value, keep] of cases) {
      const body = await getJson<Insertions>(`/base/insertions/?${name}=${value}`);
      const expected = all.filter(keep);
      // Some but not all: a parameter the demo ignored would answer every insertion.
      expect(expected.length, name).toBeGreaterThan(0);
      expect(expected.length, name).toBeLessThan(all.length);
      expect(
        body.insertions.map((i) => i.id),
        name,
      ).toEqual(expected.map((i) => i.id));
      expect(body.count).toBe(String(expected.length));
    }
  });

  it('filters by advertiser through the contract', async () => {
    const body = await getJson<Insertions>(
      `/base/insertions?advertiser_id=${KNOWN.contracts.advertiserId}`,
    );
    const contracts = new Set(body.insertions.map((i) => Number(i.contract_id)));
    expect([...contracts].sort()).toEqual([...KNOWN.contracts.advertiserContractIds]);
  });

  it('combines filters and answers an empty list with count "0"', async () => {
    const body = await getJson<Insertions>('/base/insertions?contract_id=1003&product_id=1');
    expect(body.insertions.every((i) => i.contract_id === '1003' && i.product_id === '1')).toBe(
      true,
    );
    expect(await getJson('/base/insertions?contract_id=999999')).toEqual({
      insertions: [],
      count: '0',
    });
  });

  it('rejects non-integer filter values with the upstream message', async () => {
    for (const name of INSERTION_PARAMS) {
      expect(await getError(`/base/insertions?${name}=abc`)).toEqual({
        status: 400,
        body: { error: `${name} must be an integer` },
      });
    }
  });
});

describe('active, product_id and section parameters', () => {
  it('ad sizes hide deleted ones unless active=false or 0', async () => {
    const p = KNOWN.products.productWithDeletedSizesId;
    const names = async (q: string) =>
      (await getJson<{ ad_sizes: Rec[] }>(`/base/adSizes/product/${p}${q}`)).ad_sizes;
    expect(await names('')).toHaveLength(KNOWN.products.productWithDeletedSizesActiveCount);
    expect(await names('?active=true')).toHaveLength(
      KNOWN.products.productWithDeletedSizesActiveCount,
    );
    const all = await names('?active=false');
    expect(all).toHaveLength(KNOWN.products.productWithDeletedSizesAllCount);
    expect(await names('/?active=0')).toEqual(all);
    expect(all.filter((s) => s.date_deleted !== null).map((s) => s.name)).toEqual(
      KNOWN.products.deletedSizeNames,
    );
  });

  it('ad rates need product_id and filter deleted rates by default', async () => {
    expect(await getError('/base/adRates/')).toEqual({
      status: 400,
      body: { error: 'product_id is a required field' },
    });
    expect(await getError('/base/adRates?product_id=x')).toEqual({
      status: 400,
      body: { error: 'product_id must be an integer' },
    });
    const live = (await getJson<{ ad_rates: Rec[] }>('/base/adRates?product_id=1')).ad_rates;
    const all = (await getJson<{ ad_rates: Rec[] }>('/base/adRates?product_id=1&active=false'))
      .ad_rates;
    expect(live.every((r) => r.date_deleted === null)).toBe(true);
    expect(all.length).toBeGreaterThan(live.length);
    expect(await getJson('/base/adRates?product_id=999999')).toEqual({ ad_rates: [] });
  });

  it('sections need product_id on both hosts', async () => {
    for (const path of [
      '/base/sections/',
      '/secondary/sections/',
      '/secondary/contractLineItems/',
    ]) {
      const name = path.includes('contract') ? 'contract_id' : 'product_id';
      expect(await getError(path)).toEqual({
        status: 400,
        body: { error: `${name} is a required field` },
      });
    }
  });

  it('secondary sections filter by date_created prefix and exact id', async () => {
    const get = async (q: string) =>
      (await getJson<{ sections: Rec[] }>(`/secondary/sections?product_id=1${q}`)).sections.map(
        (s) => s.id,
      );
    expect(await get('&date_created=2025-03')).toEqual(KNOWN.products.march2025SectionIds);
    expect(await get(`&date_created=${KNOWN.products.sectionCreatedOn.date}`)).toEqual([
      KNOWN.products.sectionCreatedOn.id,
    ]);
    expect(await get('&id=3')).toEqual(['3']);
    expect(await get('&id=9')).toEqual([]);
    expect(await get('&id=7&date_created=2025')).toEqual(['7']);
  });

  it('users filter by email and first_name, equal without regard to case (as the API)', async () => {
    const ids = async (q: string) =>
      (await getJson<{ users: Rec[] }>(`/secondary/users/?${q}`)).users.map((u) => u.id);
    expect(await ids(`email=${KNOWN.users.knownEmail}`)).toEqual([
      String(KNOWN.users.knownEmailUserId),
    ]);
    expect(await ids(`email=${KNOWN.users.knownEmail.toUpperCase()}`)).toEqual([
      String(KNOWN.users.knownEmailUserId),
    ]);
    expect(await ids(`first_name=${KNOWN.users.sharedFirstName}`)).toEqual(
      KNOWN.users.sharedFirstNameUserIds,
    );
    expect(await ids('first_name=maria')).toEqual(KNOWN.users.sharedFirstNameUserIds);
    expect(await ids('first_name=Mari')).toEqual([]);
    expect(await ids(`first_name=Maria&email=maria.chen@harborcitymedia.com`)).toEqual(['4']);
    expect(await ids(`first_name=${encodeURIComponent('Zoë')}`)).toEqual(['5']);
  });
});

describe('not found and methods', () => {
  it.each([
    [`/base/contracts/${KNOWN.unknownId}`, `Contract ${KNOWN.unknownId} not found`],
    ['/base/contracts/abc', 'Contract abc not found'],
    [`/base/invoices/${KNOWN.unknownId}`, `Invoice ${KNOWN.unknownId} not found`],
    ['/base/nothing/here', 'Not found'],
  ])('answers 404 with the record named: %s', async (path, error) => {
    expect(await getError(path)).toEqual({ status: 404, body: { error } });
  });

  it.each([
    '/base/products',
    '/secondary/users',
    '/secondary/invoiceLineItemTypes',
    '/base/contracts/1003',
    '/base/invoices/50004',
    '/base/adSizes/product/1',
  ])('answers %s with and without a trailing slash', async (path) => {
    expect((await demo().app.request(path)).status).toBe(200);
    expect((await demo().app.request(`${path}/`)).status).toBe(200);
  });

  it('answers 405 to anything but GET', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const res = await demo().app.request('/base/products/', { method });
      expect(res.status).toBe(405);
      expect(await res.json()).toEqual({ error: 'Method not allowed' });
    }
  });
});
