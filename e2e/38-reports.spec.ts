import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import {
  dhakaDay,
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  PHONE,
  signIn,
  test,
  text,
} from './fixtures';

// Report management (issue 17 item 3, ADR 0101): the platform admin opens /report from the menu's address, reads the
// range rule before typing, picks the job applications report for a range that holds the demo applications, sees
// their rows (name, position, qualification, experience, age), and downloads the report as a PDF (drawn by the
// gateway) and as an .xlsx. Axe on every page shown; 360 px without sideways scrolling.

test('reports: the admin picks job applications for a range, sees the rows and downloads the PDF and the .xlsx', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const from = dhakaDay(-1800);
  const to = dhakaDay(0);

  await signIn(page, 'admin', 'admin', '/report');
  await expect(page.getByRole('heading', { level: 1, name: text('reports.title') })).toBeVisible();
  await expect(page.getByText(text('common.date_range.end_after_start'), { exact: false })).toBeVisible();
  await expectAccessible(page, 'report management, youth registrations');

  await page
    .getByLabel(text('reports.kind_label'), { exact: true })
    .selectOption({ label: text('reports.kind.job_applications') });
  await page.getByLabel(text('reports.from'), { exact: true }).fill(from);
  await page.getByLabel(text('reports.to'), { exact: true }).fill(to);
  await page.getByRole('button', { name: text('reports.show') }).click();
  await expect(page).toHaveURL(new RegExp(`kind=job_applications.*from=${from}.*to=${to}`));
  const table = page.getByRole('table', { name: text('reports.list.title') });
  for (const header of ['name', 'position', 'qualification', 'experience_years', 'age'])
    await expect(table.getByRole('columnheader', { name: text(`reports.col.${header}`) })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Junior Web Developer' }).first()).toBeVisible();
  await expectAccessible(page, 'report management, job applications');

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: text('reports.download_pdf') }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe(`report-job_applications-${from}-${to}.pdf`);
  expect(
    readFileSync(await pdf.path())
      .subarray(0, 4)
      .toString('latin1'),
  ).toBe('%PDF');
  await expect(page.getByText(text('reports.downloaded_pdf'))).toBeVisible();

  const [sheet] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: text('reports.download_xlsx') }).click(),
  ]);
  expect(sheet.suggestedFilename()).toBe(`report-job_applications-${from}-${to}.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await sheet.path());
  const rows = book.worksheets[0];
  expect(rows?.getRow(1).values).toEqual(
    expect.arrayContaining([text('reports.col.name'), text('reports.col.age')]),
  );
  const jobs = Array.from({ length: (rows?.rowCount ?? 1) - 1 }, (_, i) =>
    ((rows?.getRow(i + 2).values ?? []) as unknown[]).join('|'),
  );
  expect(jobs.some((row) => row.includes('Junior Web Developer'))).toBe(true);

  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page, 'report management at 360 px');
  await expectAccessible(page, 'report management at 360 px');
});
