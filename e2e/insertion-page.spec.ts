// /insertions/:insertionId: an insertion's own page (issue 49), opened from the list and from its
// contract's row, in the server's HTML with JavaScript off, and a number that is no insertion.
import { KNOWN } from '../server/demo/known';
import { expect, expectNoSeriousAxeViolations, test } from './fixtures';
import { mirrorReady } from './mirror-ready';
import { withoutScript } from './without-script';

test.beforeAll(async ({ request }) => mirrorReady(request));

const CONTRACT = KNOWN.contracts.richContractId;
// The insertion with the contract's rush fee line item (Artwork arrived after deadline).
const INSERTION = Number(KNOWN.contracts.rich.insertionLineItemInsertionId);

/** What the page says of insertion INSERTION, with or without script. */
async function expectInsertion(page: import('@playwright/test').Page) {
  await expect(
    page.getByRole('heading', { level: 1, name: `Insertion ${INSERTION}` }),
  ).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^Insertion ${INSERTION} · .+ · Ad-sales viewer$`));
  const facts = page.getByRole('main').locator('dl').first();
  await expect(facts.getByRole('link', { name: `Contract ${CONTRACT}` })).toHaveAttribute(
    'href',
    `/contracts/${CONTRACT}#insertion-${INSERTION}`,
  );
  await expect(facts.getByRole('link', { name: 'Café Mañana' })).toHaveAttribute(
    'href',
    `/advertisers/${KNOWN.contracts.rich.advertiserId}`,
  );
  for (const label of ['Product', 'Section', 'Issue', 'Quantity']) {
    await expect(facts.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(
    page.getByRole('heading', { name: `Schedule of insertion ${INSERTION}` }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: `Schedule entries of insertion ${INSERTION}` })
      .getByRole('row'),
  ).not.toHaveCount(0);
  await expect(
    page.getByText(`Line item ${KNOWN.contracts.rich.insertionLineItemId}: $75.00`),
  ).toBeVisible();
}

test('opened from the insertion list, it shows the insertion and passes axe', async ({ page }) => {
  await page.goto(`/insertions?contract_id=${CONTRACT}`);
  await page
    .getByRole('table', { name: 'Insertions' })
    .getByRole('link', { name: String(INSERTION), exact: true })
    .click();
  await expect(page).toHaveURL(`/insertions/${INSERTION}`);
  await expectInsertion(page);
  await expectNoSeriousAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousAxeViolations(page);
  // Its contract's link lands on its row there.
  await page.getByRole('link', { name: `Contract ${CONTRACT}` }).click();
  await expect(page).toHaveURL(`/contracts/${CONTRACT}#insertion-${INSERTION}`);
});

test("the contract page's expanded row links to the insertion's page", async ({ page }) => {
  await page.goto(`/contracts/${CONTRACT}`);
  const table = page.getByRole('table', { name: 'Insertions of this contract' });
  await table
    .getByRole('row', { name: new RegExp(String(INSERTION)) })
    .getByRole('button', { name: 'Show details' })
    .click();
  await page.getByRole('link', { name: `Insertion ${INSERTION} on a page of its own` }).click();
  await expect(page).toHaveURL(`/insertions/${INSERTION}`);
  await expectInsertion(page);
});

for (const width of [390, 1920]) {
  test(`a deep link with JavaScript off shows the insertion from the server (${width} px)`, async ({
    browser,
  }) => {
    await withoutScript(browser, `/insertions/${INSERTION}`, expectInsertion, width);
  });
}

test('a number that is no insertion, or no number, offers the contract number search', async ({
  page,
}) => {
  await page.goto('/insertions/999999999');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Insertion 999999999 not found' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Insertion 999999999 not found · Ad-sales viewer');
  const search = page.getByRole('main').getByRole('form', { name: 'Go to a contract' });
  await search.getByRole('textbox', { name: 'Contract number' }).fill(String(CONTRACT));
  await search.getByRole('button', { name: 'Open contract' }).click();
  await expect(page).toHaveURL(`/contracts/${CONTRACT}`);
  await page.goto('/insertions/abc');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Not an insertion number' }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
