import { readFile } from 'node:fs/promises';
import {
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  PHONE,
  signIn,
  test,
  text,
  textWith,
} from './fixtures';

// The platform's youth in the admin portal (issue 17 item 4, ADR 0082): the demo admin finds the demo youth Rahim
// Uddin by name on /youths, narrows by gender, opens the profile — the public CV, hidden sections absent — and
// downloads its PDF; back keeps the search. Axe on every page, 360 px. Reads the seed only.

test('youths: admin finds the demo youth by name, opens the public CV and downloads its PDF', async ({
  page,
}) => {
  await signIn(page, 'admin', 'admin', '/youths');
  await expect(page.getByRole('heading', { level: 1, name: text('admin_youths.list.title') })).toBeVisible();
  await expect(page.getByRole('table', { name: text('admin_youths.list.title') })).toBeVisible();
  await expectAccessible(page, 'youths list');
  await expectNoSidewaysScroll(page, 'youths list');

  await page.getByRole('searchbox', { name: text('admin_youths.list.search') }).fill('Rahim');
  await page.getByRole('button', { name: text('admin_youths.list.search_submit') }).click();
  await expect(page).toHaveURL(/[?&]search=Rahim/);
  const open = page.getByRole('link', { name: textWith('admin_youths.list.open', { name: 'Rahim Uddin' }) });
  await expect(open).toBeVisible();
  const row = page.getByRole('row').filter({ has: open });
  await expect(row.getByText('01711000008')).toBeVisible();
  await expect(row.getByText(text('registration.gender.1'))).toBeVisible();
  await page.getByLabel(text('admin_youths.list.filter.gender')).selectOption(text('registration.gender.2'));
  await expect(page).toHaveURL(/[?&]gender=2/);
  await expect(open).toHaveCount(0);
  await page.getByLabel(text('admin_youths.list.filter.gender')).selectOption(text('registration.gender.1'));
  await expect(open).toBeVisible();
  await expectAccessible(page, 'youths list, searched');

  await open.click();
  await expect(page).toHaveURL(/\/youths\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rahim Uddin' })).toBeVisible();
  await expect(page.getByText(text('admin_youths.profile.hidden_note'))).toBeVisible();
  // Rahim keeps his addresses hidden (the default): the public CV does not show them, nor does the admin's view
  await expect(page.getByRole('region', { name: text('profile.section.addresses') })).toHaveCount(0);
  await expectAccessible(page, 'youth profile');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: text('admin_youths.profile.download') }).click(),
  ]);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(page.getByText(text('admin_youths.profile.downloaded'))).toBeVisible();

  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page, 'youth profile at 360 px');
  await expectAccessible(page, 'youth profile at 360 px');
  await page.getByRole('link', { name: text('admin_youths.profile.back') }).click();
  await expect(page).toHaveURL(/\/youths\?.*search=Rahim/);
  await expect(open).toBeVisible();
  await expectNoSidewaysScroll(page, 'youths list at 360 px');
  await expectAccessible(page, 'youths list at 360 px');
});
