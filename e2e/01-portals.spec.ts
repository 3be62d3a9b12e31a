import { translate } from '../libs/shared/i18n/src/catalogue/index';
import {
  PORTALS,
  expect,
  expectAccessible,
  loginButton,
  origin,
  signInHeading,
  test,
  text,
  url,
} from './fixtures';

// Journey 1: each portal loads on its own port (its own origin). The youth portal is public; the four staff
// portals send a signed-out visitor straight to the gateway's sign-in page, naming the portal.
test.describe('journey 1: every portal loads on its own port', () => {
  for (const portal of PORTALS) {
    test(`${portal} portal on ${origin(portal)}`, async ({ page }) => {
      const response = await page.goto(url(portal));
      expect(response?.status()).toBe(200);
      if (portal === 'youth') {
        await expect(page).toHaveTitle(new RegExp(text('portals.youth.name')));
        await expect(
          page.getByRole('banner').getByRole('link', { name: text('portals.youth.name') }),
        ).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(loginButton(page)).toBeVisible();
      } else {
        await expect(signInHeading(page)).toBeVisible();
        await expect(
          page.getByText(translate('en-US', 'signin.to_portal', { portal: text(`signin.portal.${portal}`) })),
        ).toBeVisible();
      }
      await expectAccessible(page);
    });
  }
});

// The portals are served the way production serves them (ADR 0004): headers checked on the real server.
test('the static server: SPA fallback, caching, compression and security headers', async ({ request }) => {
  const index = await request.get(url('youth', '/some/client/route'));
  expect(index.status()).toBe(200);
  const headers = index.headers();
  expect(headers['content-type']).toContain('text/html');
  expect(headers['cache-control']).toBe('no-cache');
  const csp = headers['content-security-policy'] ?? '';
  for (const directive of [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "connect-src 'self' http://localhost:8080",
    "img-src 'self' data: http://localhost:8080",
    "media-src 'self' blob: https:",
    'frame-src http://localhost:8080/scorm-player/',
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ]) {
    expect(csp).toContain(directive);
  }
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBeTruthy();

  const config = await request.get(url('youth', '/config.json'));
  expect(config.headers()['cache-control']).toBe('no-cache');
  expect(await config.json()).toMatchObject({ gatewayUrl: 'http://localhost:8080', clientId: 'youth' });

  const entry = (await index.text()).match(/<script[^>]+src="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(entry, 'index.html names its entry script').toBeTruthy();
  const asset = await request.get(url('youth', entry), { headers: { 'accept-encoding': 'br, gzip' } });
  expect(asset.headers()['cache-control']).toContain('immutable');
  expect(asset.headers()['content-encoding']).toBe('br');
  expect((await request.get(url('youth', '/assets/no-such-chunk.js'))).status()).toBe(404);
});
