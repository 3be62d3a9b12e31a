import { expect, expectAccessible, expectNoSidewaysScroll, PHONE, signIn, test, text } from './fixtures';

// The platform's activity over time (issue 17 item 3, ADR 0087): the admin follows the home's link to /statistics,
// sees a total per family, the chart and the same numbers as a table (the last 30 days by default); a reversed range
// is refused with the spec's "End date is before start date"; a long range is counted by the month. Reads the seed
// only. Axe on every page, 360 px.

test('statistics: the admin sees the platform’s activity by the day and by the month', async ({ page }) => {
  await signIn(page, 'admin', 'admin', '/');
  await expect(page.getByRole('link', { name: text('statistics.home_link') })).toBeVisible();
  await expectAccessible(page, 'admin home');
  await page.getByRole('link', { name: text('statistics.home_link') }).click();
  await expect(page).toHaveURL(/\/statistics$/);
  await expect(page.getByRole('heading', { level: 1, name: text('statistics.title') })).toBeVisible();
  await expect(page.getByText(text('statistics.rules'))).toBeVisible();
  const table = page.getByRole('table', { name: text('statistics.table') });
  await expect(table).toBeVisible();
  // 30 days, a header row and the total row
  await expect(table.getByRole('row')).toHaveCount(32);
  const totalRow = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: text('statistics.total') }) });
  // the seed registered its youth today: the total of youth registered is at least one
  await expect(totalRow.getByRole('cell').first()).not.toHaveText('0');
  await expect(
    page
      .getByRole('figure', { name: text('statistics.chart') })
      .locator('svg')
      .first(),
  ).toBeVisible();
  await expectAccessible(page, 'statistics, last 30 days');

  const from = page.getByLabel(text('statistics.from'), { exact: true });
  const to = page.getByLabel(text('statistics.to'), { exact: true });
  await to.fill('2025-01-01');
  await from.fill('2025-02-01');
  await page.getByRole('button', { name: text('statistics.show') }).click();
  await expect(page.getByText(text('validation.report_end_before_start'))).toBeVisible();
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'statistics, reversed range');

  await from.fill('2025-01-01');
  await to.fill('2025-12-31');
  await page.getByRole('button', { name: text('statistics.show') }).click();
  await expect(page).toHaveURL(/from=2025-01-01&to=2025-12-31/);
  await expect(table.getByRole('row')).toHaveCount(14);
  await expectAccessible(page, 'statistics by the month');

  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page, 'statistics at 360 px');
  await expectAccessible(page, 'statistics at 360 px');
});
