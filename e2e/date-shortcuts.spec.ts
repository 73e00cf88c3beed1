// Date shortcuts (src/components/date-shortcuts.tsx, one menu everywhere): on the run sheet, every
// product's availability, receivables and "since" on /changes, a shortcut sets the page's dates
// to its days counted from the account's today (the suite's server runs in this machine's zone,
// its ACCOUNT_TIME_ZONE default); weeks run Monday to Sunday. Axe at 390 and 1920 px.
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, test } from './fixtures';
import { mirrorReady } from './mirror-ready';
import { localToday } from './receivables-expected';

/** `day` (YYYY-MM-DD) moved by `days`, worked out here on UTC dates. */
const plus = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** The Monday on or before `day`. */
const mondayOf = (day: string) => plus(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

const shortcut = (page: Page, title: string) => page.getByLabel(`${title}: quick pick`);

test.beforeEach(async ({ request }) => {
  await mirrorReady(request);
});

test('a shortcut sets the run sheet’s dates: next week is next Monday to Sunday', async ({
  page,
}) => {
  const today = localToday();
  const monday = plus(mondayOf(today), 7);
  await page.goto('/schedule');
  const form = page.getByRole('search', { name: 'Dates of the run sheet' });
  await shortcut(page, 'Dates').selectOption('Next week');
  await expect(page).toHaveURL(new RegExp(`/schedule\\?from=${monday}&to=${plus(monday, 6)}$`));
  await expect(form.getByLabel('From')).toHaveValue(monday);
  await expect(form.getByLabel('To')).toHaveValue(plus(monday, 6));
  // This week is the run sheet's default: chosen, the address goes back to no dates.
  await shortcut(page, 'Dates').selectOption('This week');
  await expect(page).toHaveURL(/\/schedule$/);
  await expect(form.getByLabel('From')).toHaveValue(mondayOf(today));
  await shortcut(page, 'Dates').selectOption('Yesterday');
  await expect(page).toHaveURL(new RegExp(`\\?from=${plus(today, -1)}&to=${plus(today, -1)}$`));
});

test('the same menu on availability and receivables sets their dates', async ({ page }) => {
  const today = localToday();
  const [y, m] = today.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  const last = new Date(Date.UTC(m === 12 ? y + 1 : y, m === 12 ? 1 : m + 1, 0)).getUTCDate();
  await page.goto('/availability');
  await shortcut(page, 'Dates').selectOption('Next month');
  await expect(page).toHaveURL(new RegExp(`\\?from=${next}-01&to=${next}-${last}$`));
  await page.goto('/receivables');
  await shortcut(page, 'Dates').selectOption('Last 7 days');
  await expect(page).toHaveURL(
    new RegExp(`\\?date_due_after=${plus(today, -6)}&date_due_before=${today}$`),
  );
  await expect(page.getByLabel('Due from')).toHaveValue(plus(today, -6));
});

test('"since" is a date picker with the shortcuts that look back', async ({ page }) => {
  const today = localToday();
  await page.goto('/changes?since=2020-01-01');
  const since = page.getByLabel('Since', { exact: true });
  await expect(since).toHaveAttribute('type', 'date');
  await expect(since).toHaveValue('2020-01-01');
  // Only the shortcuts whose first day is in the past or today.
  await expect(shortcut(page, 'Since').getByRole('option')).toHaveText([
    'Choose a range…',
    'Yesterday',
    'Today',
    'This week',
    'Last 7 days',
    'This month',
    'Last month',
    'Last 30 days',
  ]);
  await shortcut(page, 'Since').selectOption('This week');
  await expect(page).toHaveURL(new RegExp(`/changes\\?since=${mondayOf(today)}$`));
  await expect(since).toHaveValue(mondayOf(today));
  await since.fill('2025-06-01');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/\/changes\?since=2025-06-01$/);
  // A shortcut in the address is a "since" that moves with the days; an unknown one says the
  // allowed ones where the changes would be.
  await page.goto('/changes?since=this-week');
  await expect(page.getByText(/^\d+ changes? since /)).toContainText(
    new Date(`${mondayOf(today)}T12:00:00Z`).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }),
  );
  await page.goto('/changes?since=fortnight');
  await expect(
    page.getByText(/one of yesterday, today, this-week, last-7, /).first(),
  ).toBeVisible();
});

for (const width of [390, 1920]) {
  test(`the run sheet and changes with their shortcuts at ${width} px: axe`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width < 600 ? 844 : 1080 });
    for (const path of ['/schedule', '/changes?since=2020-01-01']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    }
  });
}
