// Names, not numbers: advertiser names wherever an advertiser appears (hostile ones as literal text),
// the advertiser combobox on three lists, section and product dropdowns, and insertion links that
// land on their highlighted row. Expected names come from the demo's names file.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { KNOWN } from '../server/demo/known';
import { advertiserIdNamed, advertiserName } from './demo-names';
import { expect, serverDataKeys, test } from './fixtures';
import { mirrorReady } from './mirror-ready';

const IMG_ID = advertiserIdNamed(/^<img /); // "<img src=x onerror=alert('names')> Picture Framing"
const QUOTES_ID = advertiserIdNamed(/"Partners"/); // 'Smith, Jones & "Partners" Advertising'
const LONG_ID = advertiserIdNamed(/^The Greater Harbor City/);
const EMOJI_ID = advertiserIdNamed(/🌊/);
const CAFE = KNOWN.contracts.advertiserId;

/** The advertiser's name as a link to their page, within `scope`. */
function nameLink(scope: Page | Locator, id: number): Locator {
  return scope.getByRole('link', { name: advertiserName(id), exact: true });
}

async function expectNameLink(scope: Page | Locator, id: number) {
  await expect(nameLink(scope, id).first()).toBeVisible();
  await expect(nameLink(scope, id).first()).toHaveAttribute('href', `/advertisers/${id}`);
}

test('the invoice list, an invoice, its print view and the recent records name the advertiser', async ({
  page,
}) => {
  await page.goto(`/invoices?advertiser_id=${IMG_ID}`);
  const table = page.getByRole('table', { name: /^Invoices/ });
  await expect(table.getByRole('row').nth(1)).toContainText(advertiserName(IMG_ID));
  await expectNameLink(table, IMG_ID);
  await expect(page.getByRole('main').locator('img')).toHaveCount(0);
  const first = table.getByRole('row').nth(1).getByRole('link').first();
  const invoiceId = (await first.textContent())!.trim();

  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Invoice ${invoiceId}`);
  const billTo = page.getByRole('region', { name: 'Bill to' });
  // Name and number: accounting matches invoices by number.
  await expect(billTo).toContainText(`${advertiserName(IMG_ID)} #${IMG_ID}`);
  await expectNameLink(billTo, IMG_ID);
  await expect(page.getByRole('main').locator('img')).toHaveCount(0);
  await page.emulateMedia({ media: 'print' });
  await expect(billTo.getByText(advertiserName(IMG_ID), { exact: true })).toBeVisible();
  await expect(billTo.getByRole('link', { name: 'their invoices' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  await page.goto('/');
  const recent = page.getByRole('region', { name: 'Recently viewed' });
  await expect(recent.getByRole('listitem').first()).toContainText(
    `Invoice ${invoiceId} · ${advertiserName(IMG_ID)} · `,
  );
  await expectNameLink(recent, IMG_ID);
});

test('a contract, found contracts and the insertions list name the advertiser', async ({
  page,
}) => {
  // The long name wraps within the page (no sideways scroll), as text.
  await page.setViewportSize({ width: 390, height: 844 });
  const contractId = 1218; // an invoice's contract of advertiser LONG_ID in the demo
  await page.goto(`/contracts/${contractId}`);
  const subtitle = page.getByRole('main').getByText(/· \d+ insertions?$/);
  await expect(subtitle).toContainText(advertiserName(LONG_ID));
  const facts = page.getByRole('region', { name: 'Terms and totals' });
  await expect(facts).toContainText(`${advertiserName(LONG_ID)} #${LONG_ID}`);
  await expectNameLink(facts, LONG_ID);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );

  await page.goto(`/insertions?advertiser_id=${EMOJI_ID}`);
  await expect(page.getByText(`Filtered by ${advertiserName(EMOJI_ID)}`)).toBeVisible();
  await expectNameLink(page.getByRole('main'), EMOJI_ID);

  await page.goto(`/contracts?advertiser_id=${QUOTES_ID}`);
  const found = page.getByRole('table', { name: 'Contracts found' });
  // (At 390 px each contract's row has its details in a second row under it.)
  await expect(found.getByRole('link', { name: /^Contract \d+$/ })).toHaveCount(4);
  await expect(nameLink(found, QUOTES_ID)).toHaveCount(4);
});

test('found contracts by product and section: advertisers looked up on request, then grouped', async ({
  page,
}) => {
  await page.goto('/contracts?product_id=1&section_id=8');
  const found = page.getByRole('table', { name: 'Contracts found' });
  const text = await page.getByText(/^\d+ contracts found in 43 insertions/).textContent();
  const count = Number(/^(\d+)/.exec(text ?? '')![1]);
  await expect(found.locator('tbody > tr')).toHaveCount(count);
  await expect(found.getByText('on the contract')).toHaveCount(0);
  await expect(found.getByText('not looked up yet')).toHaveCount(count);

  const contracts: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/base\/contracts\/\d+$/.test(new URL(r.url()).pathname)) contracts.push(r.url());
  });
  const batch = Math.min(count, 25);
  await page
    .getByRole('button', { name: /^Look up (\d+ of )?their advertisers$/ })
    .first()
    .click();
  await expect(found.getByText('not looked up yet')).toHaveCount(count - batch);
  expect(contracts).toHaveLength(batch);
  // Contract 1003 is Café Mañana's: sorted by advertiser, their contracts group together.
  const row1003 = found.getByRole('row').filter({ hasText: 'Contract 1003' });
  await expectNameLink(row1003, CAFE);
  // Every lookup answered before sorting: a row still "looking up…" sorts with the unknown ones.
  await expect(found.getByText('looking up…')).toHaveCount(0);
  await found.getByRole('button', { name: 'Advertiser' }).click();
  const names = await found.locator('tbody > tr > td:nth-child(2)').allTextContents();
  const known = names.filter((n) => n !== 'not looked up yet');
  expect(known).toEqual([...known].sort((a, b) => a.localeCompare(b)));
});

test('the CSV export has the advertiser’s number and name, quoted where needed', async ({
  page,
  request,
}) => {
  // The export answers from the server's copy once it has read the invoices whole.
  await mirrorReady(request);
  await page.goto(`/invoices?advertiser_id=${QUOTES_ID}&contract_id=1211`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const text = await readFile(await (await download).path(), 'utf8');
  const [header, ...rows] = text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(header).toMatch(/^Number,Advertiser id,Advertiser,Contract,/);
  const quoted = `"${advertiserName(QUOTES_ID).replaceAll('"', '""')}"`;
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows)
    expect(row).toMatch(new RegExp(`^\\d+,${QUOTES_ID},${escape(quoted)},1211,`));
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('/insertions names sizes, rates and sections at once: the lists of the products on screen, each read once', async ({
  page,
}) => {
  const seen: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    // Not the header's quota meter (/api/status): it costs no API request.
    if (url.pathname.startsWith('/api/') && url.pathname !== '/api/status')
      seen.push(referenceOfUrl(url) ?? url.pathname);
  });
  await page.goto(`/insertions?contract_id=${KNOWN.contracts.richContractId}`);
  const table = page.getByRole('table', { name: 'Insertions' });
  const first = table.getByRole('row').filter({ hasText: '100013' });
  await expect(first).toContainText('Medium Rectangle');
  await expect(first).toContainText('Run of site (CPM)');
  await expect(table.getByRole('row').filter({ hasText: '100015' })).toContainText('Homepage');
  await page.waitForLoadState('networkidle');
  // The product names are the server's, in the page's state (no advertiser is shown: no name).
  // When the gateway already held this contract's list, so is its first screen, with the reference
  // lists of its products. The browser asks for the list and the reference lists it was not sent.
  const serverKeys = await serverDataKeys(page);
  const sent = serverKeys.flatMap((key) => referenceOfKey(key) ?? []);
  const others = serverKeys
    .filter((key) => referenceOfKey(key) === null)
    .map((key) => JSON.stringify(key))
    .sort();
  expect(others).toContain('["products","list"]');
  // Names reach the page one by one as it shows them, never as the whole file (issue 38).
  expect(others.filter((key) => key.startsWith('["advertisers"'))).not.toContain(
    '["advertisers","list"]',
  );
  // The rows come from the server's view of its copy (decision 15), never the API's whole list.
  expect(seen.filter((path) => path.startsWith('/api/base/insertions'))).toEqual([]);
  // Three lists for each of the contract's two products, each read once, by the server or here.
  const read = [...sent, ...seen.filter((path) => !path.startsWith('/'))].sort();
  const products = new Set(read.map((name) => name.split(' ')[1]));
  expect(products.size).toBe(2);
  expect(read).toEqual(
    [...products].flatMap((id) => [`rates ${id}`, `sections ${id}`, `sizes ${id}`]).sort(),
  );
});

/** A reference list's request as "sizes 4", "rates 4" or "sections 4"; null for any other. */
function referenceOfUrl(url: URL): string | null {
  const size = /^\/api\/base\/adSizes\/product\/(\d+)\/?$/.exec(url.pathname);
  if (size) return `sizes ${size[1]}`;
  const product = url.searchParams.get('product_id');
  if (/^\/api\/base\/adRates\/?$/.test(url.pathname)) return `rates ${product}`;
  if (/^\/api\/base\/sections\/?$/.test(url.pathname)) return `sections ${product}`;
  return null;
}

/** A reference list's query key (src/api/ad-sizes.ts, ad-rates.ts, sections.ts) the same way. */
function referenceOfKey(key: unknown[]): string | null {
  const [kind, list, params] = key;
  if (list !== 'list') return null;
  const product = (params as { product_id?: number } | undefined)?.product_id;
  if (kind === 'adSizes') return `sizes ${product}`;
  if (kind === 'adRates') return `rates ${product}`;
  if (kind === 'sections') return `sections ${String(params)}`;
  return null;
}
