import { STATIC_PAGE_TYPE, type StaticContent, endpoints } from '../libs/shared/contract/src/index';
import {
  API_KEY,
  GATEWAY,
  PORTALS,
  expect,
  expectAccessible,
  loginButton,
  test,
  text,
  url,
} from './fixtures';

/** The first sentence-like run of text of an HTML body, to look for on the page. */
function firstText(html: string): string {
  const plain = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return (plain.split(/(?<=[.!?])\s/)[0] ?? plain).slice(0, 60).trim();
}

// Journey 2: the youth portal's public pages show the gateway's content to a visitor who is not signed in.
test.describe('journey 2: youth public pages without signing in', () => {
  test('home, about us, privacy policy, terms of use and how it works', async ({ page, request }) => {
    await page.goto(url('youth'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(loginButton(page)).toBeVisible();
    await expectAccessible(page, 'home');

    const pages: [string, string][] = [
      ['/about-us', STATIC_PAGE_TYPE.ABOUT_US],
      ['/privacy-policy', STATIC_PAGE_TYPE.PRIVACY_POLICY],
      ['/term-of-use', STATIC_PAGE_TYPE.TERM_OF_SERVICE],
      ['/how-it-works', STATIC_PAGE_TYPE.HOW_IT_WORKS],
    ];
    for (const [path, type] of pages) {
      const res = await request.get(`${GATEWAY}${endpoints.staticContent.path.replace(':type', type)}`, {
        headers: { 'api-key': API_KEY },
      });
      expect(res.status(), `gateway content for ${type}`).toBe(200);
      const content = ((await res.json()) as { data: StaticContent }).data;
      await page.goto(url('youth', path));
      await expect(page.getByRole('heading', { level: 1, name: content.title_en })).toBeVisible();
      await expect(
        page.getByRole('main').getByText(firstText(content.body_en), { exact: false }).first(),
      ).toBeVisible();
      await expect(loginButton(page)).toBeVisible();
      await expectAccessible(page, path);
    }
  });

  test('the header menu leads to the public pages', async ({ page }) => {
    await page.goto(url('youth'));
    await expectAccessible(page);
    const nav = page.getByRole('navigation', { name: text('shell.main_menu') });
    await nav.getByRole('link', { name: text('portals.menu.about_us') }).click();
    await expect(page).toHaveURL(url('youth', '/about-us'));
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expectAccessible(page);
  });

  test('the contact form checks its fields, sends, and the message reaches the outbox', async ({
    page,
    context,
  }) => {
    await page.goto(url('youth', '/contact-us'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const send = page.getByRole('button', { name: text('pages.contact.form.submit') });
    await send.click();
    await expect(page.getByText(text('validation.required')).first()).toBeVisible();
    await expectAccessible(page, 'contact form with errors');

    const subject = `Course start date ${Date.now()}`;
    const field = (id: string) => page.getByRole('textbox', { name: text(id) });
    await field('pages.contact.form.name').fill('Karim Ahmed');
    await field('pages.contact.form.email').fill('karim@example.com');
    await field('pages.contact.form.subject').fill(subject);
    await field('pages.contact.form.message').fill(
      'When does the next web development course start in Rajshahi?',
    );
    await send.click();
    await expect(page.getByText(text('pages.contact.form.success'))).toBeVisible();
    await expectAccessible(page, 'contact form sent');

    // The platform e-mails the message to the contact address; in demo mode it lands in the local outbox.
    const outbox = await context.newPage();
    await expect(async () => {
      await outbox.goto(`${GATEWAY}/dev/outbox`);
      await expect(outbox.getByText(subject).first()).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expectAccessible(outbox, 'dev outbox');
  });
});

// Journey 6: an unknown address shows the 404 page on every portal, signed in or not.
test.describe('journey 6: unknown route', () => {
  for (const portal of PORTALS) {
    test(`${portal}: 404 page with a way home`, async ({ page }) => {
      await page.goto(url(portal, '/no/such/page'));
      await expect(page.getByText(text('pages.generic.not_found.message'))).toBeVisible();
      const home = page
        .getByRole('button', { name: text('common.go_home') })
        .or(page.getByRole('link', { name: text('common.go_home') }));
      await expect(home).toBeVisible();
      await expectAccessible(page);
    });
  }
});
