// Each role gets exactly its pages and API paths, checked at the server after a real sign-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAuthConfig } from './config';
import { DEV_CLIENT, startDevIdp, type DevIdp } from './dev-idp';
import { TinyBrowser } from '../testing/browser';
import { startViewer, type TestViewer } from '../testing/viewer';

let idp: DevIdp;
let viewer: TestViewer;

beforeAll(async () => {
  viewer = await startViewer(async (url) => {
    idp = await startDevIdp({ redirectUris: [`${url}/auth/callback`] });
    return readAuthConfig(
      {
        AUTH_MODE: 'oidc',
        OIDC_ISSUER: idp.issuer,
        OIDC_CLIENT_ID: DEV_CLIENT.id,
        OIDC_CLIENT_SECRET: DEV_CLIENT.secret,
        PUBLIC_URL: url,
        SESSION_SECRET: 'another-test-session-secret-32-characters-long',
      },
      '127.0.0.1',
    );
  });
});

afterAll(async () => {
  await viewer?.close();
  await idp?.close();
});

type Section =
  | 'products'
  | 'contracts'
  | 'insertions'
  | 'invoices'
  | 'receivables'
  | 'bookings'
  | 'statements'
  | 'users';

const PAGES: Record<Section, string[]> = {
  products: ['/products', '/products/3/ad-rates'],
  contracts: ['/contracts', '/contracts/1003'],
  insertions: ['/insertions?product_id=2', '/schedule', '/renewals'],
  invoices: ['/invoices?page=2', '/invoices/5001'],
  receivables: ['/receivables'],
  bookings: ['/bookings', '/bookings?date_sold_after=2026-01-01'],
  statements: ['/advertisers/7/statement'],
  users: ['/users'],
};

const API: Partial<Record<Section, string[]>> = {
  products: [
    '/api/base/products/',
    '/api/base/adSizes/product/3',
    '/api/secondary/sections/?product_id=3',
  ],
  contracts: [
    '/api/base/contracts/1003',
    '/api/secondary/contractLineItems/?contract_id=1003',
    '/api/secondary/contracts/?status=Open',
  ],
  insertions: ['/api/base/insertions/?product_id=2'],
  invoices: [
    '/api/base/invoices/?page=2',
    '/api/base/invoices/5001',
    '/api/secondary/invoiceLineItemTypes/',
  ],
  users: ['/api/secondary/users/', '/api/secondary/users/?email=a%40b.example'],
};

const EVERYONE: Section[] = ['products', 'contracts', 'insertions'];
const ALL: Section[] = [...EVERYONE, 'invoices', 'receivables', 'bookings', 'statements', 'users'];
const MATRIX: [login: string, sections: Section[]][] = [
  ['frank.haddad', ALL],
  ['dana.whitfield', ALL],
  ['maria.chen', [...EVERYONE, 'invoices', 'receivables', 'bookings', 'statements']],
  ['lena.kowalski', [...EVERYONE, 'invoices', 'receivables', 'bookings', 'statements']],
  // A salesperson: receivables and bookings for her own records (the policy's sales:own).
  ['marcus.bell', [...EVERYONE, 'invoices', 'receivables', 'bookings']],
  ['tom.okafor', EVERYONE],
  ['ivan.petrov', EVERYONE],
  ['guest.viewer', EVERYONE],
];

describe.each(MATRIX)('%s', (login, allowed) => {
  const b = new TinyBrowser();
  beforeAll(async () => {
    await b.signIn(viewer.url, login);
  });

  it('gets exactly its pages (403 on the others)', async () => {
    const seen: Record<string, number> = {};
    const want: Record<string, number> = {};
    for (const section of ALL) {
      for (const path of PAGES[section]) {
        const response = await b.request(viewer.url + path);
        await response.body?.cancel();
        seen[path] = response.status;
        want[path] = allowed.includes(section) ? 200 : 403;
      }
    }
    expect(seen).toEqual(want);
  });

  it('gets exactly its API paths; the others answer 403 {error} without reaching the API', async () => {
    for (const section of ALL) {
      for (const path of API[section] ?? []) {
        const response = await b.request(viewer.url + path);
        const body = (await response.json()) as Record<string, unknown>;
        if (allowed.includes(section)) {
          expect([path, response.status]).toEqual([path, 200]);
          // The stand-in API answers the users list itself and echoes every other path.
          if (section !== 'users') expect(body.path).toBe(path.split('?')[0]);
        } else {
          expect([path, response.status]).toEqual([path, 403]);
          expect(Object.keys(body)).toEqual(['error']);
          expect(body.error).toMatch(/^Not for your role: /);
        }
      }
    }
  });

  it('is told which pages to hide', async () => {
    const response = await b.request(`${viewer.url}/auth/me`);
    const body = (await response.json()) as { forbidden: { label: string; pages: string[] }[] };
    const hidden = ALL.filter((s) => !allowed.includes(s));
    expect(body.forbidden.map((f) => f.label.toLowerCase())).toEqual(hidden);
    for (const f of body.forbidden) {
      const section = f.label.toLowerCase() as Section;
      expect(f.pages.length).toBeGreaterThan(0);
      // The pattern the app will match covers the page the server refused.
      expect(PAGES[section].some((p) => p.startsWith(f.pages[0]!.split('*')[0]!))).toBe(true);
    }
  });
});

it('refuses an upstream path that no section names, whatever the role', async () => {
  const b = new TinyBrowser();
  await b.signIn(viewer.url, 'frank.haddad');
  const response = await b.request(`${viewer.url}/api/base/advertisers/`);
  expect(response.status).toBe(403);
  expect(await response.json()).toEqual({ error: expect.stringContaining('no section') });
});
