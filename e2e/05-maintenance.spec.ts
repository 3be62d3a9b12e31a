import {
  PORTALS,
  expect,
  expectAccessible,
  freshContext,
  loginButton,
  logoutButton,
  maintenanceIsOn,
  setMaintenanceViaApi,
  signIn,
  test,
  text,
  url,
} from './fixtures';

// Journey 5: an admin turns maintenance mode on in Settings; every portal shows the maintenance page to
// everyone else; the bypass link keeps the admin working; the admin turns it off again. Whatever happens in
// between, the site is put back online at the end (finally).
test('journey 5: maintenance mode on every portal, bypass link for the admin, then off again', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin', 'admin', '/settings');
  await expect(page.getByRole('heading', { level: 1, name: text('pages.settings.title') })).toBeVisible();
  await expectAccessible(page, 'settings');
  const maintenanceSwitch = page.getByRole('switch', { name: text('pages.settings.maintenance.switch') });
  await expect(maintenanceSwitch).not.toBeChecked();

  const visitor = await freshContext(context);
  try {
    await maintenanceSwitch.click();
    await expect(page.getByRole('dialog')).toContainText(text('pages.settings.maintenance.confirm.title'));
    await expectAccessible(page, 'confirm dialog');
    await page.getByRole('button', { name: text('pages.settings.maintenance.confirm.ok') }).click();
    await expect(page.getByText(text('pages.settings.maintenance.turned_on')).first()).toBeVisible();
    await expect(maintenanceSwitch).toBeChecked();
    expect(await maintenanceIsOn(request)).toBe(true);
    await expectAccessible(page, 'maintenance on');

    // Everyone else sees the maintenance page on every portal.
    const p = await visitor.newPage();
    for (const portal of PORTALS) {
      await p.goto(url(portal));
      await expect(p.getByRole('heading', { name: text('pages.generic.maintenance.title') })).toBeVisible();
      await expect(p.getByText(text('pages.generic.maintenance.message'))).toBeVisible();
      await expect(loginButton(p)).toHaveCount(0);
      await expectAccessible(p, `${portal} under maintenance`);
    }

    // The admin follows the bypass link shown in Settings and keeps working.
    const bypass = page.getByRole('link', { name: /maintenance_hash=/ });
    await expect(bypass).toBeVisible();
    const href = await bypass.getAttribute('href');
    expect(href).toContain(url('admin'));
    await page.goto(href ?? '');
    await expect(page.getByRole('heading', { name: text('pages.generic.maintenance.title') })).toHaveCount(0);
    await expect(logoutButton(page)).toBeVisible();
    await page
      .getByRole('navigation', { name: text('shell.main_menu') })
      .getByRole('link', { name: text('portals.menu.settings') })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: text('pages.settings.title') })).toBeVisible();
    await expectAccessible(page, 'settings through the bypass link');

    // … and turns maintenance off: the portals are back for everyone.
    await expect(maintenanceSwitch).toBeChecked();
    await maintenanceSwitch.click();
    await expect(page.getByText(text('pages.settings.maintenance.turned_off')).first()).toBeVisible();
    await expect(maintenanceSwitch).not.toBeChecked();
    expect(await maintenanceIsOn(request)).toBe(false);
    await p.goto(url('youth'));
    await expect(loginButton(p)).toBeVisible();
    await expectAccessible(p, 'youth back online');
  } finally {
    if (await maintenanceIsOn(request)) await setMaintenanceViaApi(request, page, false);
    await visitor.close();
  }
});

// The gateway cannot be reached: the portal shows the maintenance page (spec §7: a failed check means "on").
test('gateway down → every portal shows the maintenance page', async ({ page }) => {
  await page.route('**/config.json', async (route) => {
    const config = (await (await route.fetch()).json()) as Record<string, string>;
    await route.fulfill({
      json: { ...config, gatewayUrl: 'http://localhost:9', oidcAuthority: 'http://localhost:9/oidc' },
    });
  });
  for (const portal of PORTALS) {
    await page.goto(url(portal));
    await expect(page.getByRole('heading', { name: text('pages.generic.maintenance.title') })).toBeVisible();
    await expectAccessible(page, `${portal} with the gateway down`);
  }
});
