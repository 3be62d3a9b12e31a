import {
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  freshContext,
  signIn,
  test,
  text,
  url,
} from './fixtures';

// The CMS against the real gateway (issue 17 item 1): an admin edits the about-us page in both languages (a script
// in the text is dropped on save), adds a slider with an image and a notice; a visitor of the youth portal sees the
// page in English and Bengali, the slider on the home and the notice in the notices area. Own data (a stamp).

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const today = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Dhaka',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(new Date())
    .slice(0, 10);
const heading1 = (page: import('@playwright/test').Page, name: string) =>
  page.getByRole('heading', { level: 1, name });

test('cms: admin edits about us, adds a slider and a notice; the youth portal shows them', async ({
  page,
  context,
}) => {
  const stamp = Date.now().toString(36);
  const aboutEn = `About the platform ${stamp}`;
  const aboutBn = `প্ল্যাটফর্ম পরিচিতি ${stamp}`;
  const sliderEn = `Skills week ${stamp}`;
  const noticeEn = `Admission open ${stamp}`;

  // --- admin: the about-us page ------------------------------------------------------------------------------
  await signIn(page, 'admin', 'admin', '/static-contents');
  await expect(heading1(page, text('cms.static.title'))).toBeVisible();
  await expectAccessible(page, 'static pages');
  await page
    .getByRole('link', { name: text('cms.static.edit').replace('{page}', text('pages.about_us.title')) })
    .click();
  await expect(page).toHaveURL(url('admin', '/static-contents/about_us'));
  const titleBn = page.getByRole('textbox', { name: text('cms.static.field.title') });
  await expect(titleBn).not.toHaveValue('');
  await expectAccessible(page, 'edit about us');
  await titleBn.fill(aboutBn);
  await page.getByRole('textbox', { name: text('cms.static.field.title_en') }).fill(aboutEn);
  await page.getByRole('textbox', { name: text('cms.static.field.body') }).fill(`<p>বাংলা লেখা ${stamp}</p>`);
  await page
    .getByRole('textbox', { name: text('cms.static.field.body_en') })
    .fill(
      `<p>English text ${stamp}</p><script>window.__cms = 1</script><img src=x onerror="window.__cms = 2">`,
    );
  await page.getByRole('button', { name: text('cms.static.save') }).click();
  await expect(page.getByText(text('cms.static.saved'))).toBeVisible();
  // what was stored comes back without the script and the image
  await expect(page.getByRole('textbox', { name: text('cms.static.field.body_en') })).toHaveValue(
    `<p>English text ${stamp}</p>`,
  );
  await expectAccessible(page, 'about us saved');

  // --- admin: a slider ---------------------------------------------------------------------------------------
  await page.goto(url('admin', '/sliders/create'));
  const save = page.getByRole('button', { name: text('common.save') });
  await expect(save).toBeVisible();
  await expectAccessible(page, 'create slider');
  await page
    .getByLabel(text('resources.common.fields.title'), { exact: false })
    .first()
    .fill(`দক্ষতা সপ্তাহ ${stamp}`);
  await page.getByLabel(text('resources.common.fields.title_en'), { exact: false }).fill(sliderEn);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText(text('resources.file.uploaded'))).toBeVisible();
  await page.getByLabel(text('resources.sliders.fields.link'), { exact: false }).fill('/jobs');
  await page.getByLabel(text('resources.sliders.fields.display_order'), { exact: false }).fill('0');
  await save.click();
  await expect(page).toHaveURL(/\/sliders\/\d+$/);
  await expect(page.getByText(sliderEn).first()).toBeVisible();
  await expectAccessible(page, 'slider saved');

  // --- admin: a notice ---------------------------------------------------------------------------------------
  await page.goto(url('admin', '/notices/create'));
  await expect(save).toBeVisible();
  await expectAccessible(page, 'create notice');
  await page.getByLabel(text('resources.notices.fields.notice_type'), { exact: false }).click();
  await page.getByRole('option', { name: text('enums.notice_type.1') }).click();
  await page
    .getByLabel(text('resources.common.fields.title'), { exact: false })
    .first()
    .fill(`ভর্তি চলছে ${stamp}`);
  await page.getByLabel(text('resources.common.fields.title_en'), { exact: false }).fill(noticeEn);
  await page.getByLabel(text('resources.notices.fields.details'), { exact: false }).fill('ভর্তির বিস্তারিত');
  await page
    .getByLabel(text('resources.notices.fields.details_en'), { exact: false })
    .fill(`Apply by Friday ${stamp}`);
  await page.getByLabel(text('resources.notices.fields.published_on'), { exact: false }).fill(today());
  await save.click();
  await expect(page).toHaveURL(/\/notices\/\d+$/);
  await expectAccessible(page, 'notice saved');

  // --- a visitor of the youth portal -------------------------------------------------------------------------
  const visitor = await (await freshContext(context)).newPage();
  await visitor.goto(url('youth', '/about-us'));
  await expect(heading1(visitor, aboutEn)).toBeVisible();
  await expect(visitor.getByText(`English text ${stamp}`)).toBeVisible();
  expect(await visitor.evaluate(() => (window as { __cms?: number }).__cms)).toBeUndefined();
  await expect(visitor.locator('main img, main script')).toHaveCount(0);
  await expectAccessible(visitor, 'about us (en)');

  await visitor.goto(url('youth', '/'));
  const slider = visitor.getByRole('link', { name: sliderEn });
  await slider.scrollIntoViewIfNeeded();
  await expect(slider).toHaveAttribute('href', '/jobs');
  await expectAccessible(visitor, 'home with the slider');
  await expectNoSidewaysScroll(visitor, 'home with the slider at 360 px');

  await visitor.goto(url('youth', '/notices'));
  await expect(heading1(visitor, text('cms.notices.title'))).toBeVisible();
  await expect(visitor.getByRole('link', { name: noticeEn })).toBeVisible();
  await expectAccessible(visitor, 'notices and news');
  await expectNoSidewaysScroll(visitor, 'notices and news at 360 px');
  await visitor.getByRole('link', { name: noticeEn }).click();
  await expect(heading1(visitor, noticeEn)).toBeVisible();
  await expect(visitor.getByText(`Apply by Friday ${stamp}`)).toBeVisible();
  await expectAccessible(visitor, 'notice');

  // the same page in Bengali
  await visitor.evaluate(() => localStorage.setItem('platform.locale', 'bn-BD'));
  await visitor.goto(url('youth', '/about-us'));
  await expect(heading1(visitor, aboutBn)).toBeVisible();
  await expect(visitor.getByText(`বাংলা লেখা ${stamp}`)).toBeVisible();
  await expectAccessible(visitor, 'about us (bn)');
  await visitor.context().close();
});
