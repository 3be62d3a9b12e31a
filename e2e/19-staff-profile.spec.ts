import {
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  fieldLabel,
  PHONE,
  signIn,
  test,
  text,
  textWith,
} from './fixtures';

// A staff user's own profile (issue 17 item 9): the lms `trainer` (no other journey signs in as them) opens
// /my-profile from the header, edits the designation and English name on /profile-edit (rules shown before any error),
// sees the header follow, and sets a photo; the pages are axe-clean and fit a 360 px phone.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('staff profile: a trainer edits their name and designation and sets a photo', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const nameEn = `Trainer ${stamp}`;
  const designation = `Lead trainer ${stamp}`;

  await signIn(page, 'lms', 'trainer');
  const header = page.getByRole('banner');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'lms home');
  await header.getByRole('link', { name: new RegExp(`^${text('shell.profile.title')}: `) }).click();
  await expect(page.getByRole('heading', { level: 1, name: text('shell.profile.title') })).toBeVisible();
  await expectAccessible(page, 'my profile');

  await page.getByRole('link', { name: text('shell.profile.edit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text('shell.profile.edit_title') })).toBeVisible();
  await expect(page.getByText(text('shell.profile.name_rule'))).toBeVisible();
  await expectAccessible(page, 'edit profile');
  const name = page.getByRole('textbox', { name: fieldLabel('users.fields.full_name') });
  const kept = await name.inputValue();
  await name.fill('');
  await page.getByRole('button', { name: text('common.save') }).click();
  await expect(page.getByText(text('validation.required'))).toBeVisible();
  await expectAccessible(page, 'edit profile with an error');
  await name.fill(kept);
  await page.getByRole('textbox', { name: fieldLabel('users.fields.full_name_en') }).fill(nameEn);
  await page.getByRole('textbox', { name: fieldLabel('users.fields.designation') }).fill(designation);
  await page.getByRole('button', { name: text('common.save') }).click();

  await expect(page.getByRole('heading', { level: 1, name: text('shell.profile.title') })).toBeVisible();
  await expect(page.getByText(text('shell.profile.saved'))).toBeVisible();
  await expect(page.getByRole('main').getByText(designation)).toBeVisible();
  await expect(
    header.getByRole('link', { name: textWith('shell.profile.link', { name: nameEn }) }),
  ).toBeVisible();

  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(
    page.getByRole('img', { name: textWith('profile.photo.alt', { name: nameEn }) }),
  ).toBeVisible();
  await expectAccessible(page, 'my profile with a photo');

  // after a reload the gateway's record is what shows
  await page.reload();
  await expect(page.getByRole('main').getByText(designation)).toBeVisible();
  await expect(
    page.getByRole('img', { name: textWith('profile.photo.alt', { name: nameEn }) }),
  ).toBeVisible();

  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page, 'my profile at 360 px');
  await page.getByRole('link', { name: text('shell.profile.edit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text('shell.profile.edit_title') })).toBeVisible();
  await expectNoSidewaysScroll(page, 'edit profile at 360 px');
  await expectAccessible(page, 'edit profile at 360 px');
});
