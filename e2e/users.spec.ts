// Users: roles, dates and mailto links on the demo's known users; the API's exact filters in the
// URL and the request; the in-browser search and sort; corrections and error states.
import type { Locator, Page } from '@playwright/test';
import { KNOWN } from '../server/demo/known';
import {
  expect,
  expectLinkTo,
  expectNoSeriousAxeViolations,
  expectRateLimitAlert,
  injectFault,
  serverQueryKeys,
  test,
} from './fixtures';

const U = KNOWN.users;

function usersTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Users' });
}
function names(table: Locator): Locator {
  return table.getByRole('row').locator('td:first-child');
}
function userRow(table: Locator, name: string): Locator {
  return table.getByRole('row', { name: new RegExp(`^${name}`) });
}

test('the users list shows names, mailto links, roles, status and dates', async ({ page }) => {
  await page.goto('/users');
  const table = usersTable(page);
  await expect(names(table)).toHaveCount(U.count);
  await expect(page.getByText(`${U.count} users`, { exact: true })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(names(table).first()).toHaveText('Aisha Bello');

  const dana = userRow(table, 'Dana Whitfield');
  await expectLinkTo(dana, U.knownEmail, `mailto:${U.knownEmail}`);
  await expect(dana.getByRole('list', { name: 'Roles' }).getByRole('listitem')).toHaveText([
    'Administrator',
    'Sales manager',
    'Sales',
    'Metrics',
  ]);
  await expect(dana.getByRole('cell').nth(4)).toHaveText('Feb 5, 2018');

  // User 13: every role false.
  const guest = userRow(table, 'Guest Viewer');
  await expect(guest.getByRole('cell').nth(2)).toHaveText('no roles');
  await expect(guest.getByRole('list', { name: 'Roles' })).toHaveCount(0);

  // User 14: inactive and deleted.
  const rosa = userRow(table, 'Rosa Delgado');
  await expect(rosa.getByRole('cell').nth(3)).toHaveText('Inactive');
  await expect(rosa.getByRole('cell').nth(5)).toHaveText('Aug 29, 2025');
  // User 11's date_deleted is the placeholder 0000-00-00 00:00:00: not a deletion.
  await expect(userRow(table, 'Harriet Nguyen').getByRole('cell').nth(5)).toHaveText('not deleted');
  await expect(userRow(table, 'Frank Haddad').getByRole('cell').nth(4)).toHaveText('no date');
  await expectNoSeriousAxeViolations(page);
});

test('the first-name filter is sent to the API and kept in the URL', async ({ page }) => {
  await page.goto('/users');
  const table = usersTable(page);
  await expect(names(table)).toHaveCount(U.count);
  const filters = page.getByRole('search', { name: 'Filter users' });
  await expect(filters.getByLabel('First name')).toHaveAttribute('placeholder', /matched exactly/);
  await expect(filters.getByLabel('E-mail')).toHaveAttribute('placeholder', /matches exactly/);

  const request = page.waitForRequest(
    (r) => r.url().includes('/api/secondary/users/') && r.url().includes('first_name=Maria'),
  );
  await filters.getByLabel('First name').fill(U.sharedFirstName);
  await filters.getByRole('button', { name: 'Apply' }).click();
  await request;
  await expect(page).toHaveURL(/\/users\?first_name=Maria$/);
  await expect(names(table)).toHaveText(['Maria Chen', 'Maria Lopez']);

  // The API matches exactly: part of a name finds nobody, and the page says why.
  const partial = page.waitForRequest(
    (r) => r.url().includes('first_name=Mar&') || r.url().endsWith('first_name=Mar'),
  );
  await filters.getByLabel('First name').fill('Mar');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await partial;
  await expect(table).toContainText('The API found no user with exactly these filters.');

  await page.goBack();
  await expect(names(table)).toHaveText(['Maria Chen', 'Maria Lopez']);
  await expect(filters.getByLabel('First name')).toHaveValue('Maria');
  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(names(table)).toHaveCount(U.count);
});

test('an e-mail in the URL is sent to the API and finds that one user', async ({ page }) => {
  await page.goto(`/users?email=${encodeURIComponent(U.knownEmail)}`);
  // The server's loader asked for it (its answer is in the page).
  expect(await serverQueryKeys(page)).toContainEqual(['users', 'list', { email: U.knownEmail }]);
  const table = usersTable(page);
  await expect(names(table)).toHaveText(['Dana Whitfield']);
  await expect(page.getByRole('search', { name: 'Filter users' }).getByLabel('E-mail')).toHaveValue(
    U.knownEmail,
  );
  await expectNoSeriousAxeViolations(page);
});

test('spaces around a filter are dropped with a note before the request', async ({ page }) => {
  await page.goto('/users?first_name=%20Maria%20');
  expect(await serverQueryKeys(page)).toContainEqual(['users', 'list', { first_name: 'Maria' }]);
  await expect(
    page.getByRole('status').filter({ hasText: 'Part of the address was corrected' }),
  ).toContainText('first_name had spaces around it');
  await expect(names(usersTable(page))).toHaveText(['Maria Chen', 'Maria Lopez']);
});

test('the search and the sort work on the loaded list without asking the API again', async ({
  page,
}) => {
  await page.goto('/users');
  const table = usersTable(page);
  await expect(names(table)).toHaveCount(U.count);
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/secondary/users/')) requests.push(r.url());
  });

  await page
    .getByRole('search', { name: 'Search the loaded users' })
    .getByLabel('Search')
    .pressSequentially('accounting');
  await expect(page).toHaveURL(/\/users\?q=accounting$/);
  await expect(names(table)).toHaveText([
    'Grace Kim',
    'Harriet Nguyen',
    'Maria Chen',
    'Mei Tanaka',
    'Priya Raman',
  ]);
  await expect(page.getByText('5 users match “accounting” of 25 users loaded')).toBeVisible();

  await table.getByRole('button', { name: 'Created' }).click();
  await expect(table.getByRole('columnheader', { name: 'Created' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(names(table)).toHaveText([
    'Maria Chen',
    'Priya Raman',
    'Harriet Nguyen',
    'Grace Kim',
    'Mei Tanaka',
  ]);
  await table.getByRole('button', { name: 'Created' }).click();
  await expect(names(table).first()).toHaveText('Mei Tanaka');

  await page.getByLabel('Search', { exact: true }).fill('');
  await expect(names(table)).toHaveCount(U.count);
  // Newest first; the user without a creation date stays last.
  await expect(names(table).first()).toHaveText('Mei Tanaka');
  await expect(names(table).last()).toHaveText('Frank Haddad');
  expect(requests).toEqual([]);
});

test('a rate-limited users request shows the wait in place', async ({ page }) => {
  await injectFault(page, '**/api/secondary/users/**', '429');
  await page.goto('/users');
  await expectRateLimitAlert(page);
  await expect(page.getByRole('search', { name: 'Filter users' })).toBeVisible();
});

test('a drifted user record is named while the others are listed', async ({ page }) => {
  await injectFault(page, '**/api/secondary/users/**', 'drift');
  await page.goto('/users');
  await expect(page.getByText('1 of the users could not be read and is not shown.')).toBeVisible();
  await expect(names(usersTable(page))).toHaveCount(U.count - 1);
});
