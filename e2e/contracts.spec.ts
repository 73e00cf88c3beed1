// The contract page and the contracts finder, against the demo's known data.
import type { Page, Request } from '@playwright/test';
import { KNOWN } from '../server/demo/known';
import { advertiserName } from './demo-names';
import { expect, expectLinkTo, expectNoSeriousAxeViolations, injectFault, test } from './fixtures';

const rich = KNOWN.contracts.rich;
const RICH = KNOWN.contracts.richContractId;

/** Counts the API requests the page makes, by path (ids folded), from now on. */
function countApiRequests(page: Page) {
  const seen: string[] = [];
  const listener = (request: Request) => {
    const url = new URL(request.url());
    // The API's two roots and the names list; not the header's quota meter (/api/status).
    if (/^\/api\/(base\/|secondary\/|advertisers$)/.test(url.pathname))
      seen.push(url.pathname.replace(/\/\d+\/?$/, '/:id'));
  };
  page.on('request', listener);
  return {
    get paths() {
      return [...seen].sort();
    },
    reset: () => void seen.splice(0),
  };
}

test('a deep link shows the exact header, parties and insertion count', async ({ page }) => {
  await page.goto(`/contracts/${RICH}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Contract ${RICH}${rich.status}`,
  );
  const facts = page.getByRole('region', { name: 'Terms and totals' });
  const fact = (name: string) =>
    facts.locator('div').filter({ has: page.getByText(name, { exact: true }) });
  await expect(fact('Sold by').locator('dd')).toHaveText(
    `${rich.soldByUserName} chloe.marchand@harborcitymedia.com`,
  );
  await expect(fact('Total').locator('dd')).toHaveText('$10,589.00');
  await expect(fact('Sold').locator('dd')).toHaveText('Oct 17, 2024');
  await expect(fact('Created').locator('dd')).toHaveText('Oct 14, 2024');
  await expect(fact('Insertion order').locator('dd')).toHaveText('IO-2024-0865');
  await expect(fact('Terms').locator('dd')).toHaveText('Net 30');
  await expect(fact('Tax rate').locator('dd')).toHaveText(
    `${rich.taxRate}% (Harbor County sales tax)`,
  );
  await expect(fact('Percent discount').locator('dd')).toHaveText('0%');
  await expect(fact('Down payment').locator('dd')).toHaveText('none');
  await expect(page.getByText('No notes.')).toBeVisible();

  const parties = page.getByRole('region', { name: 'Parties' });
  await expect(parties.locator('address').first()).toHaveText(
    '227 Wharf RoadAttn: MarketingPortsmouth, NH 03801United States',
  );
  await expectLinkTo(parties, 'owner@cafe-manana.example', 'mailto:owner@cafe-manana.example');
  await expectLinkTo(
    parties,
    'accounts@cafe-manana.example',
    'mailto:accounts@cafe-manana.example',
  );
  await expect(parties.getByRole('link', { name: 'ads@cafe-manana.example' })).toBeVisible();

  const insertions = page.getByRole('table', { name: 'Insertions of this contract' });
  await expect(page.getByText('7 insertions, 1 cancelled, 1 not scheduled.')).toBeVisible();
  await expect(insertions.locator('tbody > tr')).toHaveCount(rich.insertionCount);
  await expectNoSeriousAxeViolations(page);
});

test('insertions expand to schedules; unscheduled, cancelled and HTML text are shown as they are', async ({
  page,
}) => {
  await page.goto(`/contracts/${RICH}`);
  const table = page.getByRole('table', { name: 'Insertions of this contract' });
  const row = (id: number) =>
    table
      .locator('tbody > tr')
      .filter({ hasText: String(id) })
      .first();

  await row(rich.unscheduledInsertionId).getByRole('button', { name: 'Show details' }).click();
  await expect(table.getByText('Not scheduled', { exact: true })).toBeVisible();

  await expect(row(rich.canceledInsertionId)).toContainText('Cancelled Oct 19, 2024');

  await row(100016).getByRole('button', { name: 'Show details' }).click();
  const schedule = page.getByRole('table', { name: 'Schedule entries of insertion 100016' });
  await expect(schedule.locator('tbody > tr')).toHaveText([
    'Dec 9, 2024Dec 9, 20241—',
    'Dec 12, 2024Dec 12, 20242—',
  ]);

  // Markup in a description is text, never HTML (the fixture would fail on the alert).
  await expect(
    row(rich.htmlDescriptionInsertionId).getByText(
      '<b>Grand opening</b> <script>alert("x")</script> & <i>more</i>',
      { exact: true },
    ),
  ).toBeVisible();
  await expect(table.locator('b, i, script')).toHaveCount(0);
});

test('the timeline draws every insertion and says the same in words', async ({ page }) => {
  await page.goto(`/contracts/${RICH}`);
  const figure = page.getByRole('figure');
  await expect(figure.locator('figcaption')).toContainText(
    '6 of 7 insertions scheduled, Nov 23, 2024 to Mar 30, 2025.',
  );
  await figure.getByText('Schedule as text').click();
  const items = figure.getByRole('listitem');
  await expect(items).toHaveText([
    'Insertion 100013 (harborcitygazette.com): Dec 5, 2024 – Dec 18, 2024',
    'Insertion 100014 (harborcitygazette.com): Feb 14, 2025 – Feb 27, 2025',
    'Insertion 100015 (harborcitygazette.com): Nov 23, 2024 – Dec 13, 2024',
    'Insertion 100016 (Harbor City Gazette): Dec 9, 2024; Dec 12, 2024',
    'Insertion 100017 (harborcitygazette.com): Dec 4, 2024 – Dec 31, 2024',
    'Insertion 100018 (harborcitygazette.com): not scheduled',
    'Insertion 100019 (harborcitygazette.com): Mar 10, 2025 – Mar 30, 2025; cancelled on Oct 19, 2024',
  ]);
  await expect(figure.getByText('Not scheduled', { exact: true })).toBeVisible();
});

test('line items link to their insertion or read contract-wide, and are summed', async ({
  page,
}) => {
  await page.goto(`/contracts/${RICH}`);
  const table = page.getByRole('table', { name: 'Line items of this contract' });
  await table.scrollIntoViewIfNeeded();
  await expect(table.locator('tbody > tr')).toHaveText([
    `${rich.insertionLineItemId}Rush fee (fee)Insertion ${rich.insertionLineItemInsertionId}Artwork arrived after deadline$75.00Both`,
    /^4Design fee \(fee\)Contract-wideTwo design revisions included\$250\.00Both$/,
    /^5.*Contract-widePrepaid by check-\$35\.00Both$/,
  ]);
  await expect(page.getByText('Total of the line items: $290.00')).toBeVisible();
  await expect(page.getByText('disagree')).toHaveCount(0);
  await table.getByRole('link', { name: 'Insertion 100013' }).click();
  await expect(page).toHaveURL(/#insertion-100013$/);
});

test('the invoices of the contract link to each invoice and to the filtered list', async ({
  page,
}) => {
  await page.goto(`/contracts/${RICH}`);
  const table = page.getByRole('table', { name: `Invoices of contract ${RICH}` });
  await table.scrollIntoViewIfNeeded();
  const links = table.getByRole('link');
  await expect(links).toHaveText([...rich.invoiceIds].reverse().map((id) => `Invoice ${id}`));
  await expect(links.first()).toHaveAttribute('href', '/invoices/50014');
  await page.getByRole('link', { name: 'Open them in the invoice list' }).click();
  await expect(page).toHaveURL(`/invoices?contract_id=${RICH}`);
});

test("opening a contract cold asks the browser for nothing on its first screen (the server read it, advertiser names included); the insertions' names are read when scrolled to, and nothing again within a minute", async ({
  page,
}) => {
  const requests = countApiRequests(page);
  await page.goto(`/contracts/${RICH}`);
  await expect(page.getByText(rich.soldByUserName)).toBeVisible();
  await expect(page.getByRole('link', { name: 'harborcitygazette.com' }).first()).toBeVisible();
  await expect(
    page.getByRole('link', { name: advertiserName(rich.advertiserId) }).first(),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The first screen: the server's loaders read the contract, the seller and the products, and the
  // server adds its advertiser names (all in the page's state); the browser asks for nothing. The
  // insertions table is below it (1280 × 720), so its sizes, rates and sections wait.
  expect(requests.paths).toEqual([]);
  const state = (await page.locator('#viewer-state').textContent()) ?? '';
  expect(state).not.toContain('["advertisers","list"]');
  expect(state).not.toContain('["users","list"');
  for (const key of [
    '["contracts","detail",',
    '["products","list"]',
    // The seller's name from the server's copy (never the users list, which roles may not read).
    '["views","sellers",{}]',
    // The advertiser's name alone, never the whole names file (issue 38).
    `["advertisers","name",${rich.advertiserId}]`,
  ]) {
    expect(state).toContain(key);
  }
  const table = page.getByRole('table', { name: 'Insertions of this contract' });
  await expect(table.locator('tbody > tr').first()).not.toContainText('Medium Rectangle');

  // Scrolled to: three reference lists for each of the contract's two products, names without a click.
  requests.reset();
  await page.getByRole('heading', { name: 'Insertions', exact: true }).scrollIntoViewIfNeeded();
  await expect(table.locator('tbody > tr').first()).toContainText('Medium Rectangle');
  await expect(table.locator('tbody > tr').first()).toContainText('Run of site (CPM)');
  await expect(table.locator('tbody > tr').nth(2)).toContainText('Homepage');
  await expect(page.getByRole('button', { name: 'Show names' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(requests.paths).toEqual([
    '/api/base/adRates/',
    '/api/base/adRates/',
    '/api/base/adSizes/product/:id',
    '/api/base/adSizes/product/:id',
    '/api/base/sections/',
    '/api/base/sections/',
  ]);

  // Elsewhere in the app and back through "recently viewed": nothing is asked again.
  requests.reset();
  await page.getByRole('link', { name: 'Ad-sales viewer' }).click();
  await page
    .getByRole('main')
    .getByRole('link', { name: `Contract ${RICH}` })
    .click();
  await expect(page.getByText(rich.soldByUserName)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests.paths).toEqual([]);

  // What lies below the first screen is read when scrolled to: the secondary line item list and
  // the type names, then the invoices.
  await page.getByRole('heading', { name: 'Line items' }).scrollIntoViewIfNeeded();
  await expect(page.getByText('In the line item list3 line items')).toBeVisible();
  await expect(page.getByText('Rush fee')).toBeVisible();
  await page.getByRole('heading', { name: 'Invoices' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('link', { name: 'Invoice 50014' })).toBeVisible();
  expect(requests.paths).toEqual([
    '/api/base/invoices/',
    '/api/secondary/contractLineItems/',
    '/api/secondary/invoiceLineItemTypes/',
  ]);
});

test('a long note collapses and shows all 2,000 characters literally on "Show more"', async ({
  page,
  request,
}) => {
  const wire = await (
    await request.get(`/api/base/contracts/${KNOWN.contracts.longNoteContractId}`)
  ).json();
  expect(wire.notes).toHaveLength(KNOWN.contracts.longNoteLength);
  await page.goto(`/contracts/${KNOWN.contracts.longNoteContractId}`);
  const button = page.getByRole('button', { name: 'Show more (2,000 characters)' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  // The paragraph that starts like the note: cut short (ending in '…') until expanded.
  const notes = page.getByRole('paragraph').filter({ hasText: wire.notes.slice(0, 40).trim() });
  await expect(notes).toHaveText(/…$/);
  await button.click();
  await expect.poll(() => notes.textContent()).toBe(wire.notes);
  await expect(page.getByRole('button', { name: 'Show less' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

test('line_items null reads "none recorded", the list still shows its item', async ({ page }) => {
  await page.goto(`/contracts/${KNOWN.contracts.nullLineItemsContractId}`);
  const section = page.getByRole('region', { name: 'Line items', exact: true });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByText('In the contract recordnone recorded')).toBeVisible();
  await expect(section.getByRole('status')).toContainText(
    'The contract record has no line items recorded (line_items is null), but the line item list has 1.',
  );
  await expect(section.getByRole('table').locator('tbody > tr')).toHaveCount(
    KNOWN.contracts.nullLineItemsSecondaryCount,
  );
  await expect(section.getByRole('link', { name: 'Insertion 100036' })).toBeVisible();
});

test('disagreeing line items are named in a notice with both amounts', async ({ page }) => {
  await page.goto(`/contracts/${KNOWN.contracts.disagreeingLineItemsContractId}`);
  const section = page.getByRole('region', { name: 'Line items', exact: true });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('status')).toContainText(
    'Line item 13: amount $350.00 in the contract, $375.00 in the list.',
  );
  await expect(
    section.getByText('Total of the line item list: $375.00; of the contract record: $350.00'),
  ).toBeVisible();
  await expect(section.getByText('Both, differing')).toBeVisible();
});

test('emoji and a hostile product name are shown as text', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/contracts/1001');
  await expect(page.getByText('🎉 Holiday sale – 20% off everything 🎁').first()).toBeVisible();
  await page.goto(`/contracts/${KNOWN.contracts.hostileProductContractId}`);
  // Rendered as HTML, the name would lose its '<img …>' text (and might run its onerror).
  const name = KNOWN.products.hostileProductName;
  const link = page.getByRole('link', { name, exact: true }).first();
  await expect(link).toHaveText(name);
  expect(await link.textContent()).toBe(name);
  expect(dialogs).toEqual([]);
});

test('a missing contract says which one; a bad number says so', async ({ page }) => {
  await page.goto(`/contracts/${KNOWN.unknownId}`);
  await expect(
    page.getByRole('heading', { name: `Contract ${KNOWN.unknownId} not found` }),
  ).toBeVisible();
  await expect(page.getByText(`There is no contract number ${KNOWN.unknownId}`)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.goto('/contracts/abc');
  await expect(page.getByRole('heading', { name: 'Not a contract number' })).toBeVisible();
});

test('a server error shows in place with Retry, which recovers', async ({ page }) => {
  const stop = await injectFault(page, '**/api/base/contracts/**', '500');
  await page.goto(`/contracts/${RICH}`);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Contract 1003', { timeout: 15_000 });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await stop();
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Contract ${RICH}`);
});

test('find a contract by number, browse an advertiser, and see it among the recently viewed', async ({
  page,
}) => {
  await page.goto('/contracts');
  await expect(page.getByText('None yet.')).toBeVisible();
  const browse = page.getByRole('form', { name: 'Browse contracts' });
  // A bare number still works in the advertiser combobox.
  await browse
    .getByRole('combobox', { name: 'Advertiser' })
    .fill(String(KNOWN.contracts.advertiserId));
  await browse.getByRole('button', { name: 'Find contracts' }).click();
  await expect(page).toHaveURL(`/contracts?advertiser_id=${KNOWN.contracts.advertiserId}`);
  await expect(page.getByText('This list is built from insertions')).toBeVisible();
  await expect(
    page.getByText(
      `3 contracts found in 14 insertions for ${advertiserName(KNOWN.contracts.advertiserId)}.`,
    ),
  ).toBeVisible();
  const table = page.getByRole('table', { name: 'Contracts found' });
  await expect(table.getByRole('link', { name: /^Contract / })).toHaveText(
    KNOWN.contracts.advertiserContractIds.map((id) => `Contract ${id}`),
  );
  await expect(table.locator('tbody > tr').first()).toHaveText(
    `Contract 1003${advertiserName(KNOWN.contracts.advertiserId)}Harbor City Gazette, harborcitygazette.com7 (1 cancelled)Nov 23, 2024Mar 30, 2025`,
  );
  await expectNoSeriousAxeViolations(page);

  await table.getByRole('link', { name: 'Contract 1003' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Contract 1003');
  await page.goBack();
  await expect(page).toHaveURL(`/contracts?advertiser_id=${KNOWN.contracts.advertiserId}`);
  const recent = page.getByRole('region', { name: 'Recently viewed contracts' });
  await expect(recent.getByRole('link', { name: 'Contract 1003' })).toBeVisible();
  await expect(recent).toContainText(
    `Contract 1003 · ${advertiserName(KNOWN.contracts.advertiserId)} · Won · IO-2024-0865`,
  );
  await expect(
    recent.getByRole('link', { name: advertiserName(KNOWN.contracts.advertiserId) }),
  ).toHaveAttribute('href', `/advertisers/${KNOWN.contracts.advertiserId}`);

  const goto = page.getByRole('form', { name: 'Go to a contract' });
  await goto.getByLabel('Contract number').fill('12x');
  await goto.getByRole('button', { name: 'Open contract' }).click();
  await expect(goto.getByRole('alert')).toHaveText('Enter a contract number, for example 1003.');
  await goto.getByLabel('Contract number').fill('#1005');
  await goto.getByRole('button', { name: 'Open contract' }).click();
  await expect(page).toHaveURL('/contracts/1005');
});

test('browse by product and section, and a bad filter in the URL is corrected with a note', async ({
  page,
}) => {
  await page.goto('/contracts');
  const browse = page.getByRole('form', { name: 'Browse contracts' });
  await browse.getByLabel('Product').selectOption({ label: 'Harbor City Gazette' });
  await browse.getByLabel('Section').selectOption({ label: 'Food & Dining' });
  await browse.getByRole('button', { name: 'Find contracts' }).click();
  await expect(page).toHaveURL('/contracts?product_id=1&section_id=8');
  await expect(
    page.getByText(
      'found in 43 insertions for Product Harbor City Gazette, Section Food & Dining.',
    ),
  ).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Contracts found' })
      .getByRole('link', { name: 'Contract 1003' }),
  ).toBeVisible();

  await page.goto('/contracts?advertiser_id=abc');
  await expect(page.getByRole('status').filter({ hasText: 'could not be used' })).toContainText(
    'advertiser_id="abc" is not a record number',
  );
  await expect(page.getByText('Choose an advertiser, a product or a section:')).toBeVisible();
});
