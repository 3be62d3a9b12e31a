import { expect, test } from '@playwright/test';
import { GATEWAY, PORTAL, bn, en, expectAccessible, reachSignIn, setMaintenanceViaApi, submitSignIn, url } from './fixtures';

test.describe('public youth portal', () => {
  test('home and static pages show the gateway content without signing in', async ({ page }) => {
    await page.goto(url('youth'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: en['common.login'] }).first()).toBeVisible();
    await expectAccessible(page);
    const pages: [string, string, string][] = [
      ['/about-us', 'About us', 'one place for the young people'],
      ['/privacy-policy', 'Privacy policy', 'never stored in plain text'],
      ['/term-of-use', 'Terms of use', 'real vacancies only'],
      ['/how-it-works', 'How it works', 'Sign up for free'],
    ];
    for (const [path, title, text] of pages) {
      await page.goto(url('youth', path));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(text)).toBeVisible();
      await expectAccessible(page);
    }
  });

  test('the contact form sends a message that reaches the outbox', async ({ page }) => {
    await page.goto(url('youth', '/contact-us'));
    await expect(page.getByText('Helpline: 16123')).toBeVisible();
    const send = page.getByRole('button', { name: en['pages.contact.form.submit'] });
    await send.click();
    await expect(page.getByText(en['validation.required']!).first()).toBeVisible();
    await expectAccessible(page);
    const subject = `Question ${Date.now()}`;
    const field = (id: string) => page.getByRole('textbox', { name: en[id], exact: false });
    await field('pages.contact.form.name').fill('Karim Ahmed');
    await field('pages.contact.form.email').fill('karim@example.com');
    await field('pages.contact.form.subject').fill(subject);
    await field('pages.contact.form.message').fill('When does the next web development course start?');
    await send.click();
    await expect(page.getByText(en['pages.contact.form.success']!)).toBeVisible();
    await expect
      .poll(async () => (await (await page.request.get(`${GATEWAY}/dev/outbox`)).text()).includes(subject), { timeout: 15_000 })
      .toBe(true);
  });

  test('an unknown route shows the 404 page', async ({ page }) => {
    await page.goto(url('youth', '/no-such-page'));
    await expect(page.getByText(en['pages.generic.not_found.message']!)).toBeVisible();
    await expectAccessible(page);
  });

  test('language and theme switch', async ({ page }) => {
    await page.goto(url('youth'));
    await page.getByRole('button', { name: new RegExp(`^${en['common.language']}`) }).click();
    await page.getByRole('menuitemradio', { name: bn['shell.language.bn'] }).click();
    await expect(page.getByRole('button', { name: bn['common.login'] }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByText(new Date().getFullYear().toString().replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!))).toBeVisible();
    await expectAccessible(page);
    for (const mode of ['shell.theme.dark', 'shell.theme.semi_dark', 'shell.theme.light']) {
      await page.getByRole('button', { name: new RegExp(`^${bn['common.theme']}`) }).click();
      await page.getByRole('menuitemradio', { name: bn[mode], exact: true }).click();
      await expectAccessible(page);
    }
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(bg).toBeTruthy();
  });
});

test.describe('sign-in', () => {
  test('youth signs in, stays signed in on reload, is signed in on the assessment portal by SSO, signs out', async ({ page }) => {
    await page.goto(url('youth'));
    await page.getByRole('button', { name: en['common.login'] }).first().click();
    await submitSignIn(page, 'youth');
    await expect(page).toHaveURL(new RegExp(`^${url('youth')}`));
    await expect(page.getByText('Junior Web Developer').first()).toBeVisible();
    await expectAccessible(page);
    await page.reload();
    await expect(page.getByText('Junior Web Developer').first()).toBeVisible();
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('oidc.')))).toEqual([]);

    await page.goto(url('assessment'));
    await expect(page.getByText('Junior Web Developer').first()).toBeVisible();
    await expect(page.getByLabel(en['signin.password']!)).toHaveCount(0);

    await page.goto(url('youth'));
    await page.getByRole('button', { name: en['common.logout'] }).click();
    await expect(page.getByRole('button', { name: en['common.login'] }).first()).toBeVisible({ timeout: 20_000 });
  });

  test('each staff portal signs in its own user type and shows name and designation', async ({ page }) => {
    const cases: [keyof typeof PORTAL, string, string][] = [
      ['admin', 'admin', 'Platform Administrator'],
      ['recruiter', 'recruiter', 'HR Manager, Dhaka Tech Ltd.'],
      ['lms', 'provider', 'Director, Rajshahi Technical Institute'],
    ];
    for (const [portal, user, designation] of cases) {
      await page.context().clearCookies();
      await page.goto(url(portal));
      await reachSignIn(page);
      await submitSignIn(page, user);
      await expect(page.getByText(designation).first()).toBeVisible();
      await expectAccessible(page);
    }
  });

  test('a youth on the admin portal gets the Unauthorized Access page', async ({ page }) => {
    await page.goto(url('admin'));
    await reachSignIn(page);
    await submitSignIn(page, 'youth');
    await expect(page.getByText(en['pages.generic.unauthorized.message']!)).toBeVisible();
    await expect(page.getByRole('button', { name: en['common.go_home'] }).or(page.getByRole('link', { name: en['common.go_home'] }))).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('maintenance mode', () => {
  test('admin turns maintenance on: every portal shows the maintenance page; the bypass hash still works', async ({ page, context }) => {
    await page.goto(url('admin', '/settings'));
    await reachSignIn(page);
    await submitSignIn(page, 'admin');
    await expect(page.getByRole('heading', { name: en['pages.settings.title'] })).toBeVisible();
    await expectAccessible(page);
    try {
      await page.getByRole('switch', { name: en['pages.settings.maintenance.switch'] }).or(page.getByLabel(en['pages.settings.maintenance.switch']!)).first().click();
      await page.getByRole('button', { name: en['pages.settings.maintenance.confirm.ok'] }).click();
      await expect(page.getByText(en['pages.settings.maintenance.turned_on']!).first()).toBeVisible();
      const hash = await page.getByLabel(en['pages.settings.bypass.hash']!).inputValue();
      expect(hash.length).toBeGreaterThanOrEqual(8);

      const other = await context.newPage();
      for (const portal of Object.keys(PORTAL) as (keyof typeof PORTAL)[]) {
        await other.goto(url(portal));
        await expect(other.getByText(en['pages.generic.maintenance.title']!).first()).toBeVisible();
        await expect(other.getByText('Our site is currently under scheduled maintenance. We will be back shortly.')).toBeVisible();
      }
      await expectAccessible(other);
      await other.evaluate(() => localStorage.clear());
      await other.goto(url('youth', `/?maintenance_hash=${hash}`));
      await expect(other.getByRole('button', { name: en['common.login'] }).first()).toBeVisible();
      await other.close();
    } finally {
      await setMaintenanceViaApi(page, false);
    }
    const fresh = await context.browser()!.newContext();
    const p = await fresh.newPage();
    await p.goto(url('youth'));
    await expect(p.getByRole('button', { name: en['common.login'] }).first()).toBeVisible();
    await fresh.close();
  });

  test('a portal whose gateway is down shows the maintenance page', async ({ page }) => {
    await page.route('**/config.json', (route) =>
      route.fulfill({ json: { gatewayUrl: 'http://localhost:9', oidcAuthority: 'http://localhost:9/oidc', clientId: 'youth', apiKey: 'x' } }),
    );
    await page.goto(url('youth'));
    await expect(page.getByText(en['pages.generic.maintenance.title']!).first()).toBeVisible();
    await expectAccessible(page);
  });
});
