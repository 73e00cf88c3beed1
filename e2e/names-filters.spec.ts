// Filters by name: the advertiser combobox on three lists (keyboard only), the product and section
// dropdowns, insertion links landing on their highlighted row, and axe on these pages in both themes.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { KNOWN } from '../server/demo/known';
import { advertiserIdNamed, advertiserName } from './demo-names';
import { expect, expectNoSeriousAxeViolations, inBothSchemes, test } from './fixtures';

const IMG_ID = advertiserIdNamed(/^<img /);
const EMOJI_ID = advertiserIdNamed(/🌊/);
const CAFE = KNOWN.contracts.advertiserId;

/** Types part of a name, moves to the first match with the arrow key and picks it with Enter. */
async function pickByKeyboard(scope: Locator, typed: string, id: number) {
  const box = scope.getByRole('combobox', { name: 'Advertiser' });
  await box.focus();
  await box.pressSequentially(typed);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const listbox = scope.getByRole('listbox');
  await expect(listbox.getByRole('option').first()).toContainText(advertiserName(id));
  await box.press('ArrowDown');
  await expect(listbox.getByRole('option', { selected: true })).toContainText(advertiserName(id));
  await box.press('Enter');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toHaveValue(advertiserName(id));
}

/**
 * The advertiser's insertions as the API counts them. The suite's account has no contract list, so
 * the server learns whose an insertion is from its contract's record: those are read through the
 * server first, and its view of the list is waited for until it counts them all.
 */
async function insertionCount(request: APIRequestContext, advertiserId: number) {
  const wire = await (
    await request.get(`/api/base/insertions/?advertiser_id=${advertiserId}`)
  ).json();
  const contracts = new Set<string>(
    wire.insertions.map((i: { contract_id: string }) => i.contract_id),
  );
  for (const id of contracts) await request.get(`/api/base/contracts/${id}`);
  const count = Number(wire.count);
  await expect
    .poll(async () => {
      const view = await (
        await request.get(`/api/views/insertions?advertiser_id=${advertiserId}&limit=1`)
      ).json();
      return view.total as number;
    })
    .toBe(count);
  return { count, contracts };
}

test('the combobox filters the invoice list by name, by keyboard', async ({ page }) => {
  await page.goto('/invoices');
  const bar = page.getByRole('search', { name: 'Filter invoices' });
  // Escape closes the list first, then clears the field.
  const box = bar.getByRole('combobox', { name: 'Advertiser' });
  await box.fill('pict');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.press('Escape');
  await expect(box).toHaveValue('');

  await pickByKeyboard(bar, 'picture fram', IMG_ID);
  await expect(page).toHaveURL(`/invoices?advertiser_id=${IMG_ID}`);
  const rows = page.getByRole('table', { name: /^Invoices/ }).locator('tbody > tr');
  await expect(rows.first()).toContainText(advertiserName(IMG_ID));
  const cells = await rows.locator('td:nth-child(2)').allTextContents();
  expect(cells.length).toBeGreaterThan(0);
  expect(new Set(cells)).toEqual(new Set([advertiserName(IMG_ID)]));
  await expect(page.getByRole('main').locator('img')).toHaveCount(0);

  // Text that names no one is refused where it was typed.
  await box.fill('zzzz nobody');
  await bar.getByRole('button', { name: 'Apply filters' }).click();
  await expect(bar.getByRole('alert')).toHaveText(
    'Choose an advertiser from the list of names, or type their number.',
  );
  await expect(page).toHaveURL(`/invoices?advertiser_id=${IMG_ID}`);
});

test('the combobox filters /insertions and contract browsing by name', async ({
  page,
  request,
}) => {
  const emoji = await insertionCount(request, EMOJI_ID);
  await page.goto('/insertions');
  const form = page.getByRole('form', { name: 'Insertion filters' });
  await pickByKeyboard(form, 'wave run', EMOJI_ID);
  await expect(page).toHaveURL(`/insertions?advertiser_id=${EMOJI_ID}`);
  await expect(page.getByText(/^[\d,]+ insertions?\.$/)).toHaveText(
    `${emoji.count} insertion${emoji.count === 1 ? '' : 's'}.`,
  );
  const contracts = await page
    .getByRole('table', { name: 'Insertions' })
    .getByRole('link', { name: /^Contract / })
    .allTextContents();
  expect(new Set(contracts)).toEqual(emoji.contracts);

  await page.goto('/contracts');
  const browse = page.getByRole('form', { name: 'Browse contracts' });
  await pickByKeyboard(browse, 'cafe man', CAFE);
  await expect(page).toHaveURL(`/contracts?advertiser_id=${CAFE}`);
  const found = page.getByRole('table', { name: 'Contracts found' });
  await expect(found.getByRole('link', { name: /^Contract / })).toHaveText(
    KNOWN.contracts.advertiserContractIds.map((id) => `Contract ${id}`),
  );
});

test('product and section dropdowns of names; a number in the address still works', async ({
  page,
  request,
}) => {
  const sections = (await (await request.get('/api/base/sections/?product_id=1')).json())
    .sections as { id: string; name: string }[];
  const section = sections.find((s) => s.name === 'Food & Dining')!;

  await page.goto('/insertions');
  const form = page.getByRole('form', { name: 'Insertion filters' });
  await expect(form.getByLabel('Section')).toBeDisabled();
  await form.getByLabel('Product').selectOption({ label: 'Harbor City Gazette' });
  await form.getByLabel('Section').selectOption({ label: 'Food & Dining' });
  await form.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(`/insertions?product_id=1&section_id=${section.id}`);
  await expect(
    page.getByText('Filtered by Product Harbor City Gazette, Section Food & Dining'),
  ).toBeVisible();
  await expect(page.getByText('43 insertions.', { exact: true })).toBeVisible();

  await page.goto('/insertions?product_id=1&section_id=999');
  await expect(form.getByLabel('Section')).toHaveValue('999');
  await expect(form.getByLabel('Section').locator('option:checked')).toHaveText('Section 999');

  // The product's insertions tab: the same dropdown, in the address.
  await page.goto('/products/1/insertions');
  const tab = page.getByLabel('Section');
  await tab.selectOption({ label: 'Food & Dining' });
  await expect(page).toHaveURL(`/products/1/insertions?section_id=${section.id}`);
  await expect(page.getByText('43 insertions in Food & Dining.', { exact: true })).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`an insertion's link to its contract lands on its highlighted row (${scheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    const insertion = KNOWN.contracts.rich.canceledInsertionId;
    await page.goto(`/insertions?contract_id=${KNOWN.contracts.richContractId}`);
    await page
      .getByRole('table', { name: 'Insertions' })
      .getByRole('link', { name: String(insertion), exact: true })
      .click();
    // The insertion's own page, and from it its row on the contract.
    await expect(page).toHaveURL(`/insertions/${insertion}`);
    // The address changes before the page does: wait for the insertion's own page.
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Insertion ${insertion}`);
    await page
      .getByRole('link', { name: `Contract ${KNOWN.contracts.richContractId}`, exact: true })
      .click();
    await expect(page).toHaveURL(
      `/contracts/${KNOWN.contracts.richContractId}#insertion-${insertion}`,
    );
    await expectLandedOn(page, insertion);
    await expectNoSeriousAxeViolations(page);

    // A cold deep link too: the row appears after the contract loads.
    await page.reload();
    await expectLandedOn(page, insertion);
  });
}

async function expectLandedOn(page: Page, insertion: number) {
  const table = page.getByRole('table', { name: 'Insertions of this contract' });
  const row = table
    .getByRole('row')
    .filter({ hasText: String(insertion) })
    .first();
  await expect(row).toBeInViewport();
  // The focus is on the row (its number), so the keyboard continues from there.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('tr')?.textContent ?? ''))
    .toContain(String(insertion));
  const other = table.locator('tbody > tr').first();
  const background = (locator: Locator) =>
    locator
      .locator('td')
      .nth(1)
      .evaluate((td) => getComputedStyle(td).backgroundColor);
  expect(await background(row)).not.toBe(await background(other));
}

test('axe on the pages with names and filters (light and dark)', async ({ page }) => {
  test.slow(); // four pages, eight scans
  const scan = () => inBothSchemes(page, () => expectNoSeriousAxeViolations(page));
  await page.goto(`/contracts/${KNOWN.contracts.richContractId}`);
  // The insertions' names are read once their table nears the screen.
  await page.getByRole('heading', { name: 'Insertions', exact: true }).scrollIntoViewIfNeeded();
  await expect(page.getByText('Medium Rectangle').first()).toBeVisible();
  await scan();

  await page.goto('/invoices');
  const bar = page.getByRole('search', { name: 'Filter invoices' });
  await bar.getByRole('combobox', { name: 'Advertiser' }).fill('har');
  await expect(bar.getByRole('listbox')).toBeVisible();
  await scan();

  await page.goto(`/insertions?product_id=4`);
  await expect(page.getByText('245 insertions.', { exact: true })).toBeVisible();
  await scan();

  await page.goto('/contracts?product_id=1&section_id=8');
  await expect(page.getByRole('table', { name: 'Contracts found' })).toBeVisible();
  await scan();
});
