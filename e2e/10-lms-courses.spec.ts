import type { Page } from '@playwright/test';
import {
  escapeRegExp,
  expect,
  expectAccessible,
  signIn,
  test,
  text,
  textWith,
  fieldLabel as label,
  said,
} from './fixtures';

// Issue 15 item 1 end to end in Chromium, every page checked with axe (and at 360 px): the provider of Rajshahi
// Technical Training Institute signs in to the lms portal, creates a course with a cover image (the date rule said
// and kept first), finds it in the list by searching, edits it, publishes it and reads it; the home counts it and
// charts the institute's course activity.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function choose(page: Page, fieldId: string, optionId: string) {
  await page.getByRole('combobox', { name: label(fieldId) }).click();
  await page.getByRole('option', { name: text(optionId), exact: true }).click();
}

test.use({ actionTimeout: 20_000 });

test('lms courses: the provider creates a course with a cover, finds it, edits, publishes and reads it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const titleEn = `E2E course ${stamp}`;

  await test.step('the provider opens the course list from the menu', async () => {
    await signIn(page, 'lms', 'provider');
    // the home counts the institute's courses by status, each count a link to the list
    await expect(page.getByRole('heading', { name: text('lms_home.courses.title') })).toBeVisible();
    // below it, once scrolled to: the institute's course activity of the last 12 months — a chart and its numbers
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByRole('heading', { name: text('statistics.course.title') })).toBeVisible();
    const activity = page.getByRole('table', { name: text('statistics.course.table') });
    await expect(
      activity.getByRole('columnheader', { name: text('statistics.family.course_completions') }),
    ).toBeVisible();
    await expect(activity.getByRole('row', { name: new RegExp(text('statistics.total')) })).toBeVisible();
    await expect(page.getByRole('figure', { name: text('statistics.course.chart') })).toBeVisible();
    await expectAccessible(page, 'lms home');
    await page.getByRole('link', { name: text('lms_home.courses.open') }).click();
    await expect(page.getByRole('heading', { level: 1, name: text('courses.list.title') })).toBeVisible();
    await expectAccessible(page, 'course list');
  });

  await test.step('creates a course: rules said first, the date rule kept, a cover uploaded', async () => {
    await page.getByRole('link', { name: text('courses.list.create') }).click();
    await expect(page).toHaveURL(/\/courses\/create$/);
    await expect(
      page.getByRole('heading', { level: 1, name: text('courses.form.create_title') }),
    ).toBeVisible();
    await said(page, 'courses.form.rules');
    await expectAccessible(page, 'create course');
    await page.getByRole('textbox', { name: label('courses.field.title') }).fill(`ই২ই কোর্স ${stamp}`);
    await page.getByRole('textbox', { name: label('courses.field.title_en') }).fill(titleEn);
    await choose(page, 'courses.field.course_type', 'courses.type.1');
    await choose(page, 'courses.field.level', 'courses.level.2');
    await page.getByRole('spinbutton', { name: label('courses.field.duration_hours') }).fill('24');
    await page
      .getByRole('textbox', { name: label('courses.field.overview_en') })
      .fill('Spreadsheets\nand charts');
    await page.getByLabel(text('courses.field.start_date')).fill('2027-03-01');
    await page.getByLabel(text('courses.field.end_date')).fill('2027-03-01');
    await page.getByRole('button', { name: text('courses.form.save') }).click();
    await said(page, 'validation.course_end_after_start');
    await expectAccessible(page, 'create course: the date rule');
    await page.getByLabel(text('courses.field.end_date')).fill('2027-04-15');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('cover.png')).toBeVisible();
    await expect(page.getByRole('img', { name: text('courses.field.cover') })).toBeVisible();
    await page.getByRole('button', { name: text('courses.form.save') }).click();
    await said(page, 'courses.success.saved');
    await expect(page).toHaveURL(/\/courses\/\d+\/read$/);
    await expect(page.getByRole('heading', { name: titleEn })).toBeVisible();
    await expect(
      page.getByRole('img', { name: textWith('courses.cover.alt', { name: titleEn }) }),
    ).toBeVisible();
    await expectAccessible(page, 'read course');
  });

  await test.step('finds it in the list by searching', async () => {
    await page.getByRole('link', { name: text('courses.read.back') }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await page.getByLabel(text('courses.list.search')).fill(stamp);
    await page.getByRole('button', { name: text('courses.list.search_submit') }).click();
    await expect(page).toHaveURL(new RegExp(`search=${stamp}`));
    const row = page.getByRole('row', { name: new RegExp(escapeRegExp(titleEn)) });
    await expect(row).toBeVisible();
    await expect(row.getByText(text('courses.publication.draft'))).toBeVisible();
    await expectAccessible(page, 'course list: searched');
    await row.getByRole('link', { name: textWith('courses.list.edit_label', { name: titleEn }) }).click();
  });

  await test.step('edits it', async () => {
    await expect(page).toHaveURL(/\/courses\/\d+\/edit$/);
    const fee = page.getByRole('spinbutton', { name: label('courses.field.fee') });
    await expect(page.getByRole('textbox', { name: label('courses.field.title_en') })).toHaveValue(titleEn);
    await expectAccessible(page, 'edit course');
    await fee.fill('250');
    await page.getByRole('button', { name: text('courses.form.save') }).click();
    await said(page, 'courses.success.saved');
    await expect(page).toHaveURL(/\/courses\/\d+\/read$/);
    await expect(page.getByText(textWith('courses.fee', { fee: 250 }))).toBeVisible();
  });

  await test.step('publishes it and reads it', async () => {
    await page.getByRole('button', { name: text('courses.read.publish') }).click();
    await said(page, 'courses.success.published');
    await expect(page.getByRole('button', { name: text('courses.read.unpublish') })).toBeVisible();
    await expect(page.getByText(text('courses.publication.published')).first()).toBeVisible();
    await expect(page.getByText('Spreadsheets')).toBeVisible();
    await expectAccessible(page, 'read course: published');
  });
});
