import type { Locator, Page } from '@playwright/test';
import {
  bn,
  en,
  expect,
  expectAccessible,
  loginButton,
  logoutButton,
  signIn,
  test,
  text,
  url,
} from './fixtures';

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
const toBengaliDigits = (s: string) => s.replace(/\d/g, (d) => BENGALI_DIGITS.charAt(Number(d)));

/** The header's choice menu (language or theme): its button is named "<label>: <current choice>". */
async function choose(page: Page, labelId: string, locale: Record<string, string>, choiceId: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^${text(labelId, locale)}`) })
    .click();
  const option = page.getByRole('menuitemradio', { name: text(choiceId, locale), exact: true });
  await expect(option).toBeVisible();
  await expectAccessible(page, `${labelId} menu open`);
  await option.click();
  await expect(option).toHaveCount(0);
}

/** Relative luminance of a computed CSS colour (0 black … 1 white). */
async function luminance(locator: Locator): Promise<number> {
  const color = await locator.evaluate((el) => getComputedStyle(el).backgroundColor);
  const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? ['0', '0', '0']).slice(0, 3).map(Number) as [
    number,
    number,
    number,
  ];
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

// Journey 7: language (English ⇄ Bengali, texts and digits) and theme (light, semi-dark, dark).
test.describe('journey 7: language and theme', () => {
  test('youth: Bengali changes the shell texts and digits and is kept on reload', async ({ page }) => {
    await page.goto(url('youth'));
    await expect(loginButton(page)).toBeVisible();
    await expectAccessible(page, 'English');
    await choose(page, 'common.language', en, 'shell.language.bn');

    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: text('common.login', bn) })).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: text('shell.main_menu', bn) })
        .getByRole('link', { name: text('portals.menu.about_us', bn) }),
    ).toBeVisible();
    await expect(banner.getByRole('link', { name: text('portals.youth.name', bn) })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', /^bn/);
    const year = String(new Date().getFullYear());
    await expect(page.getByRole('contentinfo')).toContainText(toBengaliDigits(year));
    await expect(page.getByRole('contentinfo')).not.toContainText(year);
    await expectAccessible(page, 'Bengali');

    await page.reload();
    await expect(banner.getByRole('button', { name: text('common.login', bn) })).toBeVisible();
    await expectAccessible(page, 'Bengali after reload');

    await choose(page, 'common.language', bn, 'shell.language.en');
    await expect(loginButton(page)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
    await expect(page.getByRole('contentinfo')).toContainText(year);
  });

  test('youth: light, semi-dark and dark themes, each accessible', async ({ page }) => {
    await page.goto(url('youth'));
    await expectAccessible(page, 'default theme');
    const body = page.locator('body');
    const header = page.getByRole('banner');

    await choose(page, 'common.theme', en, 'shell.theme.dark');
    await expect.poll(() => luminance(body)).toBeLessThan(0.1);
    await expectAccessible(page, 'dark');

    await choose(page, 'common.theme', en, 'shell.theme.semi_dark');
    await expect.poll(() => luminance(body)).toBeGreaterThan(0.6);
    await expect.poll(() => luminance(header)).toBeLessThan(0.1);
    await expectAccessible(page, 'semi-dark');

    await choose(page, 'common.theme', en, 'shell.theme.light');
    await expect.poll(() => luminance(body)).toBeGreaterThan(0.6);
    await expectAccessible(page, 'light');

    await page.reload();
    await expect.poll(() => luminance(body)).toBeGreaterThan(0.6);
    await expectAccessible(page, 'light after reload');
  });

  test('admin (signed in): Bengali header with the user still signed in; dark theme', async ({ page }) => {
    await signIn(page, 'admin', 'admin');
    await expect(logoutButton(page)).toBeVisible();
    await expectAccessible(page);
    await choose(page, 'common.language', en, 'shell.language.bn');
    await expect(
      page.getByRole('banner').getByRole('button', { name: text('common.logout', bn) }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: text('shell.main_menu', bn) })
        .getByRole('link', { name: text('portals.menu.settings', bn) }),
    ).toBeVisible();
    await expectAccessible(page, 'admin in Bengali');
    await choose(page, 'common.theme', bn, 'shell.theme.dark');
    await expect.poll(() => luminance(page.locator('body'))).toBeLessThan(0.1);
    await expectAccessible(page, 'admin dark, Bengali');
  });
});
