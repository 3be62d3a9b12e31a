import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import {
  apiAs,
  escapeRegExp,
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  freshContext,
  PHONE,
  signIn,
  test,
  text,
  textWith,
  url,
} from './fixtures';

// Monthly progress reports (issue 18 item 3, ADR 0093): the demo institute admin (`instituteadmin`) files a
// training-centre report of a centre it made for this run (through the API), watching the totals add up as it types,
// and submits it; the platform admin (`admin`) finds it in the list filtered by month, opens it and approves it; the
// report page gives it as a PDF, the list then shows it approved and downloads the filtered list as .xlsx. Axe on every page, 360 px on the form.

const box = (page: Page, sectionId: string, fieldId: string) =>
  page.getByRole('region', { name: text(`progress_reports.section.${sectionId}`) }).getByRole('textbox', {
    name: new RegExp(`^${escapeRegExp(text(`progress_reports.field.${fieldId}`))}`),
  });

test('progress reports: an institute files a training-centre report, the platform approves it', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const centre = `Bogura centre ${stamp}`;
  const month = '2026-01';

  await signIn(page, 'admin', 'instituteadmin', '/progress-reports');
  await expect(
    page.getByRole('heading', { level: 1, name: text('progress_reports.list.title') }),
  ).toBeVisible();
  await apiAs(request, page)('POST', '/private/training-centers', {
    title: `বগুড়া কেন্দ্র ${stamp}`,
    title_en: centre,
    row_status: 1,
  });
  await expectAccessible(page, 'progress reports list (institute)');

  await page.getByRole('link', { name: text('progress_reports.list.add_training_center') }).click();
  await expect(page).toHaveURL(url('admin', '/progress-reports/new/training_center'));
  await expect(page.getByText(text('progress_reports.form.rules'))).toBeVisible();
  await expectAccessible(page, 'new training-centre report');

  const lookup = page.getByRole('combobox', {
    name: new RegExp(`^${escapeRegExp(text('progress_reports.field.training_center_id'))}`),
  });
  await lookup.click();
  await lookup.fill(stamp);
  await page.getByRole('option', { name: centre, exact: true }).click();
  await page
    .getByLabel(new RegExp(`^${escapeRegExp(text('progress_reports.field.reporting_month'))}`))
    .fill(month);
  const figures: [string, string, string][] = [
    ['trades', 'trades_running', '3'],
    ['admitted', 'admitted_men', '12'],
    ['admitted', 'admitted_women', '9'],
    ['admitted', 'admitted_disabled', '1'],
    ['admitted', 'admitted_others', '0'],
    ['registered', 'registered_men', '11'],
    ['registered', 'registered_women', '9'],
    ['registered', 'registered_disabled', '1'],
    ['registered', 'registered_others', '0'],
    ['members', 'members_general', '25'],
    ['members', 'members_lifetime', '4'],
    ['members', 'members_patron', '1'],
    ['committee', 'subscriptions', '7500'],
    ['committee', 'grants', '20000'],
    ['committee', 'meetings', '2'],
  ];
  for (const [section, field, value] of figures) await box(page, section, field).fill(value);
  // the totals add up as the figures are typed
  const total = (id: string, n: number) =>
    page.getByText(
      textWith('progress_reports.form.total_live', {
        label: text(`progress_reports.field.${id}`),
        total: String(n),
      }),
    );
  await expect(total('admitted_total', 22)).toBeVisible();
  await expect(total('registered_total', 21)).toBeVisible();
  await expect(total('members_total', 30)).toBeVisible();
  await expectAccessible(page, 'training-centre report form, filled');
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page, 'report form at 360 px');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: text('progress_reports.form.save') }).click();
  await expect(page.getByText(text('progress_reports.success.saved')).first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(url('admin', '/progress-reports/'))}\\d+$`));
  const reportUrl = page.url();
  await expect(page.getByText(text('progress_reports.status.draft')).first()).toBeVisible();
  await expectAccessible(page, 'draft report page');
  await page.getByRole('button', { name: text('progress_reports.detail.submit') }).click();
  await expect(page.getByText(text('progress_reports.success.submitted')).first()).toBeVisible();
  await expect(page.getByText(text('progress_reports.status.submitted')).first()).toBeVisible();
  await expect(page.getByRole('button', { name: text('progress_reports.detail.submit') })).toHaveCount(0);

  // the platform's administrator
  const other = await freshContext(context);
  const admin = await other.newPage();
  await signIn(
    admin,
    'admin',
    'admin',
    `/progress-reports?from_month=${month}&to_month=${month}&search=${stamp}`,
  );
  const row = admin.getByRole('row').filter({ hasText: centre });
  await expect(row).toContainText(text('progress_reports.status.submitted'));
  await expect(row).toContainText('22');
  await expectAccessible(admin, 'progress reports list (platform), filtered');
  await row.getByRole('link', { name: text('progress_reports.list.open_short') }).click();
  await expect(admin).toHaveURL(reportUrl);
  await expectAccessible(admin, 'submitted report page (platform)');
  await admin.getByRole('button', { name: text('progress_reports.detail.approve') }).click();
  await expect(admin.getByText(text('progress_reports.success.approved')).first()).toBeVisible();
  await expect(admin.getByText(text('progress_reports.status.approved')).first()).toBeVisible();
  const [pdf] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('button', { name: text('progress_reports.detail.download_pdf') }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/^progress-report-\d+-2026-01\.pdf$/);
  expect(
    readFileSync(await pdf.path())
      .subarray(0, 4)
      .toString('latin1'),
  ).toBe('%PDF');

  await admin.goto(url('admin', `/progress-reports?from_month=${month}&to_month=${month}&search=${stamp}`));
  await expect(admin.getByRole('row').filter({ hasText: centre })).toContainText(
    text('progress_reports.status.approved'),
  );
  await expectAccessible(admin, 'progress reports list, approved');
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('button', { name: text('progress_reports.list.download') }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^progress-reports-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0];
  expect(sheet?.rowCount).toBe(2);
  const values = (sheet?.getRow(2).values ?? []) as unknown[];
  expect(values).toContain(centre);
  expect(values).toContain(text('progress_reports.status.approved'));
  expect(values).toContain(22);
  await other.close();
});
