// The allowlist: only the 12 endpoints of api-spec.md pass, on their own host, and no trick in the
// path or the query gets anything else (or the browser's own apiKey) to the API.
import { describe, expect, it } from 'vitest';
import { isCredentialParam, matchEndpoint } from './endpoints';
import { total } from './metrics';
import { fakeApiForFile, makeGateway } from '../testing/gateway';

const { api } = fakeApiForFile();

describe('matchEndpoint', () => {
  it.each([
    ['/base/products', '/products/'],
    ['/base/products/', '/products/'],
    ['/base/insertions/', '/insertions/'],
    ['/base/adSizes/product/12', '/adSizes/product/12'],
    ['/base/adSizes/product/12/', '/adSizes/product/12'],
    ['/base/adRates/', '/adRates/'],
    ['/base/sections/', '/sections/'],
    ['/secondary/sections', '/sections/'],
    ['/base/contracts/1003', '/contracts/1003'],
    ['/secondary/contractLineItems/', '/contractLineItems/'],
    ['/base/invoices/5001', '/invoices/5001'],
    ['/base/invoices', '/invoices/'],
    ['/secondary/invoiceLineItemTypes/', '/invoiceLineItemTypes/'],
    ['/secondary/users/', '/users/'],
  ])('passes %s as %s', (path, upstream) => {
    expect(matchEndpoint(path, '')?.path).toBe(upstream);
  });

  it.each([
    '/base/..%2F..%2Fadmin',
    '/base/contracts/..%2F..%2Fadmin',
    '/base/contracts/1%2F..%2F2',
    '/base/contracts/%2e%2e',
    '/base/invoices/1%5C..%5Cadmin',
    '/base/invoices/1\\..\\admin',
    '/base/./products/',
    '/base/products/../users/',
    '/base/products/..',
    '/base//products/',
    '/base/products/%2F',
    '/base/admin/',
    '/base/users/',
    '/secondary/products/',
    '/secondary/contracts/1',
    '/base/contractLineItems/',
    '/base/contracts/',
    '/base/contracts/1/insertions',
    '/base/adSizes/product/',
    '/other/products/',
    '/base',
    '/products/',
  ])('refuses %s', (path) => {
    expect(matchEndpoint(path, '')).toBeNull();
  });

  it('drops apiKey in any spelling and sorts the rest', () => {
    const match = matchEndpoint(
      '/base/invoices/',
      '?page=2&apiKey=a&APIKEY=b&apikey=c&apiKey[]=d&ApiKey%5B0%5D=e&api%4Bey=f&contract_id=1',
    );
    expect(match?.query).toBe('contract_id=1&page=2');
    for (const name of ['apiKey', 'APIKEY', 'apiKey[]', 'apikey[x]', 'ApIkEy']) {
      expect(isCredentialParam(name)).toBe(true);
    }
    expect(isCredentialParam('api_key_name')).toBe(false);
  });

  it.each([
    ['/base/products/', '?n=1&zzz=2&page=3', ''],
    ['/base/contracts/1003', '?a=1&include=all', ''],
    ['/secondary/invoiceLineItemTypes/', '?per_page=100', ''],
    ['/base/invoices/', '?zzz=1&per_page=100&sort_order=asc', 'per_page=100&sort_order=asc'],
    ['/base/adRates/', '?product_id=3&active=false&x=1', 'active=false&product_id=3'],
    ['/base/adSizes/product/3', '?active=false&product_id=4', 'active=false'],
    ['/secondary/sections/', '?id=2&product_id=3&name=x', 'id=2&product_id=3'],
    ['/secondary/users/', '?email=a%40b.com&last_name=x', 'email=a%40b.com'],
    ['/base/insertions/', '?contract_id=1&page=2', 'contract_id=1'],
  ])('keeps only the parameters %s defines (%s)', (path, query, kept) => {
    expect(matchEndpoint(path, query)?.query).toBe(kept);
  });

  it('folds a parameter repeated with the same value into one, keeps different values', () => {
    expect(matchEndpoint('/base/invoices/', '?per_page=10&per_page=10&page=2')?.query).toBe(
      'page=2&per_page=10',
    );
    expect(matchEndpoint('/base/invoices/', '?per_page=10&per_page=20')?.query).toBe(
      'per_page=10&per_page=20',
    );
  });
});

describe('the allowlist in front of the API', () => {
  it.each([
    '/api/base/..%2F..%2Fadmin',
    '/api/base/contracts/..%2F..%2Fadmin',
    '/api/base/invoices/%2e%2e%2fadmin',
    '/api/base/invoices/1%5Cadmin',
    '/api/base/unknown/',
    '/api/secondary/invoices/',
    '/api/base/invoices/%2E%2E',
    '/api/base/contracts/1%00',
    '/api/base/contracts/1;x',
  ])('answers %s with a JSON 404 and no upstream call', async (path) => {
    const { app, close } = makeGateway(api);
    const res = await app.request(path);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toHaveProperty('error');
    expect(api.seen).toHaveLength(0);
    close();
  });

  it('builds the upstream URL from the match, never from the request', async () => {
    const { app, close } = makeGateway(api);
    await app.request('/api/secondary/users/?apiKey=x&apiKey%5B%5D=y&APIKEY=z&a=1&email=e');
    expect(api.seen[0]!.url).toBe('/legacy-host/users/?email=e');
    close();
  });

  it('answers a request with parameters the endpoint does not define from the same copy', async () => {
    const { app, gateway, close } = makeGateway(api);
    for (const query of ['', '?n=1', '?zzz=2', '?n=1&zzz=2&apiKey=k']) {
      const res = await app.request(`/api/base/products/${query}`);
      expect(res.status, query).toBe(200);
    }
    expect(api.seen.map((s) => s.url)).toEqual(['/base-host/products/']);
    expect(await total(gateway.metrics.cacheHits)).toBe(3);
    close();
  });
});
