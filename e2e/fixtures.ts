import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test as base } from '@playwright/test';
import { catalogue } from '../libs/shared/i18n/src/catalogue/index';

export const en = catalogue['en-US'];
export const bn = catalogue['bn-BD'];
export const GATEWAY = 'http://localhost:8080';
export const API_KEY = 'local-dev-api-key';
export const PASSWORD = 'Demo1234';
export const PORTAL = { youth: 4200, admin: 4201, recruiter: 4202, lms: 4203, assessment: 4204 } as const;
export const url = (portal: keyof typeof PORTAL, path = '/') => `http://localhost:${PORTAL[portal]}${path}`;

/** Runs axe with the WCAG 2.2 AA tag set on the page as it is now; any violation fails the test. */
export async function expectAccessible(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const summary = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** From a portal page, gets to the gateway's sign-in page (staff portals go there by themselves). */
export async function reachSignIn(page: Page) {
  const heading = page.getByRole('heading', { name: en['signin.heading'] });
  const login = page.getByRole('button', { name: en['common.login'] }).first();
  await expect(heading.or(login)).toBeVisible();
  if (!(await heading.isVisible())) await login.click({ timeout: 5_000 }).catch(() => undefined);
}

/** Fills the gateway's sign-in page. */
export async function submitSignIn(page: Page, username: string, password = PASSWORD) {
  await expect(page.getByRole('heading', { name: en['signin.heading'] })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel(en['signin.username']!).fill(username);
  await page.getByLabel(en['signin.password']!).fill(password);
  await page.getByRole('button', { name: en['signin.submit'] }).click();
}

/**
 * Sets maintenance mode through the API with the access token of a page signed in to the admin portal (the
 * token lives in that tab's session storage). Used to restore the site whatever a test did.
 */
export async function setMaintenanceViaApi(adminPage: Page, on: boolean) {
  const status = await adminPage.evaluate(
    async ({ on, gateway, apiKey }) => {
      const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
      const token = key ? (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token : '';
      const res = await fetch(`${gateway}/private/app-settings`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'api-key': apiKey, authorization: `Bearer ${token}` },
        body: JSON.stringify({ maintenance_mode_status: on }),
      });
      return res.status;
    },
    { on, gateway: GATEWAY, apiKey: API_KEY },
  );
  expect(status).toBe(200);
}

export const test = base.extend<{ visit: (target: string) => Promise<void> }>({
  visit: async ({ page }, provide) => {
    await provide(async (target: string) => {
      await page.goto(target);
      await page.waitForLoadState('networkidle');
    });
  },
});
export { expect };
