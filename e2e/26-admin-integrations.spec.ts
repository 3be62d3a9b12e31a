import {
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  fieldLabel,
  GATEWAY,
  PHONE,
  signIn,
  test,
  text,
  textWith,
} from './fixtures';

// External vendor and LMS integrations (issue 17 item 7, ADR 0086): the admin adds an integration whose token address
// is the demo gateway's stub vendor, with a wrong secret — the connection test says the vendor refused it; the admin
// types the right secret on the edit page (the kept one is never shown) and the test connects, the list showing the
// kept token's expiry. Own data: a vendor code unique to this run. Axe on every page, 360 px.

test('integrations: an admin adds an LMS, the wrong secret is refused, the right one connects', async ({
  page,
}) => {
  const code = `e2e-lms-${Date.now().toString(36)}`;
  const vendor = `E2E Moodle ${code}`;
  await signIn(page, 'admin', 'admin', '/lms-integrations');
  await expect(page.getByRole('heading', { level: 1, name: text('integrations.list.title') })).toBeVisible();
  await expectAccessible(page, 'integrations list');

  await page.getByRole('link', { name: text('integrations.list.add') }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: text('integrations.form.create_title') }),
  ).toBeVisible();
  // the rules show before the first error
  await expect(page.getByText(text('integrations.form.rules').replace(/'/g, ''))).toBeVisible();
  await expectAccessible(page, 'new integration');
  await page.getByRole('textbox', { name: fieldLabel('integrations.field.vendor') }).fill(vendor);
  await page.getByRole('textbox', { name: fieldLabel('integrations.field.vendor_code') }).fill(code);
  await page.getByRole('textbox', { name: fieldLabel('integrations.field.client_id') }).fill('platform-e2e');
  await page.getByLabel(fieldLabel('integrations.field.client_secret_new')).fill('not-the-secret');
  const tokenUrl = page.getByRole('textbox', { name: fieldLabel('integrations.field.token_url') });
  await tokenUrl.fill('http://vendor.example.org/token');
  await page.getByRole('button', { name: text('integrations.form.save') }).click();
  await expect(tokenUrl).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'new integration with an error');
  await tokenUrl.fill(`${GATEWAY}/dev/vendor-token`);
  await page
    .getByRole('textbox', { name: fieldLabel('integrations.field.config_data') })
    .fill('{"course_sync": true}');
  await page.getByRole('button', { name: text('integrations.form.save') }).click();
  await expect(page.getByText(text('integrations.success.saved')).first()).toBeVisible();
  await expect(page).toHaveURL(/\/lms-integrations$/);

  await page.getByRole('searchbox', { name: text('integrations.list.search') }).fill(code);
  await page.getByRole('button', { name: text('integrations.list.search_submit') }).click();
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row.getByText(text('integrations.list.never_tested'))).toBeVisible();
  await row.getByRole('button', { name: textWith('integrations.list.test', { name: vendor }) }).click();
  const status = page.getByRole('status').filter({ hasText: vendor });
  await expect(status).toContainText(textWith('integrations.test.refused', { status: 401 }));
  await expect(row.getByText(text('integrations.test.outcome.refused'), { exact: false })).toBeVisible();
  await expectAccessible(page, 'integrations list after a refused test');

  await row.getByRole('link', { name: textWith('integrations.list.edit', { name: vendor }) }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: text('integrations.form.edit_title') }),
  ).toBeVisible();
  const secret = page.getByLabel(fieldLabel('integrations.field.client_secret'));
  await expect(secret).toHaveValue('');
  await expect(page.getByText(text('integrations.field.client_secret_kept'))).toBeVisible();
  await expectAccessible(page, 'edit integration');
  await secret.fill('stub-secret');
  await page.getByRole('button', { name: text('integrations.form.save') }).click();
  await expect(page).toHaveURL(/\/lms-integrations$/);

  await page.getByRole('searchbox', { name: text('integrations.list.search') }).fill(code);
  await page.getByRole('button', { name: text('integrations.list.search_submit') }).click();
  await row.getByRole('button', { name: textWith('integrations.list.test', { name: vendor }) }).click();
  await expect(status).toContainText(text('integrations.test.connected').split(':')[0] ?? '');
  await expect(row.getByText(text('integrations.test.outcome.connected'), { exact: false })).toBeVisible();
  await expect(row.getByText(text('integrations.list.no_token'), { exact: true })).toHaveCount(0);
  await expectAccessible(page, 'integrations list, connected');

  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page, 'integrations list at 360 px');
  await expectAccessible(page, 'integrations list at 360 px');
});
