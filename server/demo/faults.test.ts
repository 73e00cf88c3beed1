// Fault injection headers, drift per endpoint, determinism across builds and stability across scales.
import { describe, expect, it } from 'vitest';
import { DRIFT_FIELDS } from './faults';
import { createDemoApi } from './index';
import { KNOWN } from './known';
import { demo } from '../testing/demo';

const request = (path: string, headers: Record<string, string>) =>
  demo().app.request(path, { headers });

describe('x-demo-fault', () => {
  it('answers each error status with its body', async () => {
    const cases: [string, number, string][] = [
      ['403', 403, 'Invalid API credentials'],
      ['404', 404, 'Not found'],
      ['429', 429, 'Rate limit exceeded'],
      ['500', 500, 'Internal server error'],
    ];
    for (const [fault, status, error] of cases) {
      const res = await request('/base/products/', { 'x-demo-fault': fault });
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual({ error });
      if (status === 429) expect(res.headers.get('retry-after')).toBe('30');
    }
  });

  it('times out with 504 after x-demo-delay', async () => {
    const started = Date.now();
    const res = await request('/base/products/', {
      'x-demo-fault': 'timeout',
      'x-demo-delay': '50',
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(res.status).toBe(504);
    expect(await res.json()).toEqual({ error: 'Upstream did not answer in time' });
  });

  it('delays a normal response with x-demo-delay', async () => {
    const started = Date.now();
    const res = await request('/secondary/users/', { 'x-demo-delay': '60' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
    expect(res.status).toBe(200);
  });

  it('sends invalid JSON with status 200 when malformed', async () => {
    for (const path of ['/base/products/', '/secondary/users/', '/base/contracts/1003']) {
      const res = await request(path, { 'x-demo-fault': 'malformed' });
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text.length).toBeGreaterThan(0);
      expect(() => JSON.parse(text)).toThrow();
    }
  });

  it('drifts the first record of lists and the single record, as DRIFT_FIELDS says', async () => {
    const paths: Record<keyof typeof DRIFT_FIELDS, string> = {
      products: '/base/products/',
      insertions: '/base/insertions/?contract_id=1003',
      adSizes: '/base/adSizes/product/1',
      adRates: '/base/adRates/?product_id=1',
      sections: '/base/sections/?product_id=1',
      secondarySections: '/secondary/sections/?product_id=1',
      contract: '/base/contracts/1003',
      contractLineItems: '/secondary/contractLineItems/?contract_id=1003',
      contractList: '/secondary/contracts/?status=Open',
      invoice: '/base/invoices/50004',
      invoices: '/base/invoices/',
      invoiceLineItemTypes: '/secondary/invoiceLineItemTypes/',
      users: '/secondary/users/',
    };
    for (const [name, path] of Object.entries(paths)) {
      const spec = DRIFT_FIELDS[name as keyof typeof DRIFT_FIELDS];
      const good = await (await demo().app.request(path)).json();
      const res = await request(path, { 'x-demo-fault': 'drift' });
      expect(res.status).toBe(200);
      const body = await res.json();
      type Row = Record<string, unknown>;
      const records = (b: unknown): Row[] =>
        spec.list === null
          ? [b as Row]
          : spec.list === ''
            ? (b as Row[])
            : ((b as Record<string, Row[]>)[spec.list] ?? []);
      const [first, ...rest] = records(body);
      const [goodFirst, ...goodRest] = records(good);
      expect(first?.id, name).toEqual({ value: goodFirst?.id });
      if (spec.breakage === 'removed') expect(first && spec.field in first, name).toBe(false);
      else
        expect(
          Number.isNaN(Number(first?.[spec.field])) || typeof first?.[spec.field] === 'number',
          name,
        ).toBe(true);
      expect(first?.[spec.field], name).not.toEqual(goodFirst?.[spec.field]);
      expect(rest, name).toEqual(goodRest);
    }
  });
});

describe('determinism and scale', () => {
  it('builds the same data twice', async () => {
    const other = createDemoApi({ scale: 1 });
    expect(other.stats).toEqual(demo().stats);
    for (const path of [
      '/base/insertions/',
      '/base/invoices/?per_page=100&page=3',
      '/base/contracts/1150',
      '/base/products/',
    ]) {
      const a = await (await demo().app.request(path)).text();
      const b = await (await other.app.request(path)).text();
      expect(b, path).toBe(a);
    }
  });

  it('keeps every first-block record identical at a larger scale', async () => {
    const big = createDemoApi({ scale: 2 });
    expect(big.stats.contracts).toBe(2 * demo().stats.contracts);
    for (const id of [KNOWN.contracts.richContractId, KNOWN.contracts.longNoteContractId, 1299]) {
      const a = await (await demo().app.request(`/base/contracts/${id}`)).text();
      expect(await (await big.app.request(`/base/contracts/${id}`)).text()).toBe(a);
    }
    for (const id of [KNOWN.invoices.normalInvoiceId, KNOWN.invoices.mismatchedInvoiceId]) {
      const a = await (await demo().app.request(`/base/invoices/${id}`)).text();
      expect(await (await big.app.request(`/base/invoices/${id}`)).text()).toBe(a);
    }
    const adv = await (
      await big.app.request(`/base/insertions?advertiser_id=${KNOWN.contracts.advertiserId}`)
    ).json();
    const contracts = new Set(
      (adv as { insertions: { contract_id: string }[] }).insertions.map((i) =>
        Number(i.contract_id),
      ),
    );
    expect([...contracts].sort()).toEqual([...KNOWN.contracts.advertiserContractIds]);
  });

  it('sizes a scale-1 account as the design says', () => {
    const s = demo().stats;
    expect(s).toMatchObject({ products: 12, contracts: 300, users: 25 });
    expect(s.insertions).toBeGreaterThan(1300);
    expect(s.invoices).toBeGreaterThan(750);
  });
});
