// One invoice: header, line items with type names, checked totals, print view, not found.
import type { Page } from '@playwright/test';
import { advertiserName } from './demo-names';
import {
  expect,
  expectLinkTo,
  expectNoSeriousAxeViolations,
  serverQueryKeys,
  test,
} from './fixtures';

/** The invoice's totals (sub-total, discount, tax, total) are `figures`, and they add up. */
async function expectTotals(page: Page, figures: string[]) {
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals.getByRole('definition')).toHaveText(figures);
  await expect(page.getByText('The invoice’s figures do not add up')).toHaveCount(0);
}

test('an invoice shows its header, named line items and totals, and is remembered', async ({
  page,
}) => {
  let typeRequests = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/secondary/invoiceLineItemTypes/')) typeRequests += 1;
  });
  await page.goto('/invoices/50011');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invoice 50011Paid');
  // The server's loader asked for the line item types (their answer is in the page's state).
  const typeKeys = (await serverQueryKeys(page)).filter((key) => key[0] === 'invoiceLineItemTypes');
  expect(typeKeys).toEqual([['invoiceLineItemTypes', 'list']]);
  const facts = page.getByRole('definition');
  await expectLinkTo(page, 'Contract 1003', '/contracts/1003');
  await expect(facts.filter({ hasText: 'Nov 2, 2024, 16:06' })).toHaveCount(1);
  await expect(facts.filter({ hasText: 'Dec 2, 2024' })).toHaveCount(1);
  await expect(page.getByText('227 Wharf Road')).toBeVisible();
  await expect(page.getByText('Portsmouth, NH 03801')).toBeVisible();
  await expect(page.getByRole('link', { name: 'accounts@cafe-manana.example' })).toBeVisible();

  const lines = page.getByRole('table', { name: 'Line items' });
  await expect(lines.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveText([
    'harborcitygazette.com – Medium Rectangle, from 2024-11-23AdvertisingFee100015Yes$350.00$350.00',
    'Design fee: Two design revisions includedDesign feeFeewhole contractYes$250.00$250.00',
    'Prepayment credit: Prepaid by checkPrepayment creditDiscountwhole contractNo-$35.00-$35.00',
  ]);
  await expectLinkTo(lines, '100015', '/contracts/1003#insertion-100015');

  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals.getByRole('term')).toHaveText([
    'Sub-total',
    'Discount',
    'Tax (7.25% of taxable lines, after discount)',
    'Total',
  ]);
  await expectTotals(page, ['$600.00', '-$35.00', '$40.96', '$605.96']);
  await expectNoSeriousAxeViolations(page);

  // The line item types are fetched once (by the server) and cached: neither the hydrated page nor
  // a second invoice opened in the browser asks for them.
  await expect(page.getByRole('region', { name: 'Bill to' })).toContainText(
    `${advertiserName(1)} #1`,
  );
  await page.getByRole('link', { name: 'their invoices' }).click();
  await page.getByRole('link', { name: '50012' }).click();
  await expect(page.getByRole('table', { name: 'Line items' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Advertising' }).first()).toBeVisible();
  expect(typeRequests).toBe(0);

  await page.goto('/');
  const recent = page.getByRole('region', { name: 'Recently viewed' });
  await expect(recent.getByRole('link', { name: 'Invoice 50012' })).toBeVisible();
  await expect(recent.getByRole('link', { name: 'Invoice 50011' })).toBeVisible();
  await expect(recent.getByRole('listitem').nth(1)).toHaveText(
    `Invoice 50011 · ${advertiserName(1)} · $605.96 · Paid`,
  );
});

test('an invoice whose lines do not add up shows the difference (demo invoice 50098)', async ({
  page,
}) => {
  await page.goto('/invoices/50098');
  const warning = page
    .getByRole('status')
    .filter({ hasText: 'The invoice’s figures do not add up' });
  await expect(warning.getByRole('listitem')).toHaveText([
    'The fee lines do not add up to the sub-total: the parts give $396.00, the invoice says $396.01 (difference +$0.01).',
    'Sub-total − discount + tax does not add up to the total: the parts give $396.01, the invoice says $396.00 (difference -$0.01).',
  ]);
  await expectNoSeriousAxeViolations(page);
});

test('a euro invoice shows euros and its exchange rate', async ({ page }) => {
  await page.goto('/invoices/50069');
  await expect(page.getByRole('definition').filter({ hasText: /^EUR$/ })).toHaveCount(1);
  await expect(page.getByRole('definition').filter({ hasText: /^0\.921$/ })).toHaveCount(1);
  await expectTotals(page, ['€4,263.34', '-€451.33', '€0.00', '€3,812.01']);
});

test('the print view shows the invoice without the app around it', async ({ page }) => {
  await page.goto('/invoices/50011');
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('heading', { name: /Invoice 50011/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Line items' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Totals' }).getByText('$605.96')).toBeVisible();
  // The lines are not in a scroll box on paper.
  const overflow = await page
    .getByRole('region', { name: 'Line items' })
    .evaluate((el) => getComputedStyle(el).overflow);
  expect(overflow).toBe('visible');

  // Paper is white even when the screen is dark.
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('heading', { name: /Invoice 50011/ })).toBeVisible();
  const colours = await page.evaluate(() => [
    getComputedStyle(document.body).backgroundColor,
    getComputedStyle(document.body).color,
  ]);
  expect(colours).toEqual(['rgb(255, 255, 255)', 'rgb(0, 0, 0)']);
});

test('a missing invoice shows a not-found page naming the number', async ({ page }) => {
  await page.goto('/invoices/999999');
  await expect(page.getByRole('heading', { name: 'Invoice 999999 not found' })).toBeVisible();
  await expect(page.getByText('There is no invoice number 999999 in this account.')).toBeVisible();
  await expectLinkTo(page, 'Browse the invoice list', '/invoices');
  await expectNoSeriousAxeViolations(page);

  await page.goto('/invoices/abc');
  await expect(page.getByRole('heading', { name: 'Invoice abc not found' })).toBeVisible();
});
