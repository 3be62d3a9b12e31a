import type { Page } from '@playwright/test';
import {
  GATEWAY,
  type PortalId,
  expect,
  expectAccessible,
  loginButton,
  logoutButton,
  origin,
  profileOf,
  signIn,
  signInHeading,
  storedTokens,
  submitSignIn,
  test,
  text,
  url,
} from './fixtures';

/**
 * The header shows the signed-in user's name (in English, the English one when there is one: issue 12 defect 12) and
 * designation, as the gateway's profile gives them.
 */
async function expectSignedInHeader(page: Page, request: Parameters<typeof profileOf>[0]) {
  await expect(logoutButton(page)).toBeVisible();
  const profile = await profileOf(request, page);
  const banner = page.getByRole('banner');
  await expect(banner.getByText(profile.full_name_en || profile.full_name, { exact: true })).toBeVisible();
  if (profile.designation) await expect(banner.getByText(profile.designation, { exact: true })).toBeVisible();
  return profile;
}

/** Records whether the tab shows the gateway's sign-in page (a password form) from now on. */
function watchForPasswordForm(page: Page) {
  const seen = { signInPage: false };
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).pathname.startsWith('/interaction/'))
      seen.signInPage = true;
  });
  return seen;
}

/**
 * Logout in the header. The portal forgets its tokens, revokes the refresh token and sends the browser to the
 * gateway's end-session page, which asks "Do you want to sign out of every portal?" before it sends the browser
 * back to the portal, signed out.
 */
async function signOut(page: Page, portal: PortalId) {
  await logoutButton(page).click();
  // the gateway always asks before it ends the single sign-on session (a page cannot sign the user out silently)
  await page.waitForURL(/\/oidc\/session\/end/);
  const confirm = page.getByRole('button', { name: text('signin.logout_confirm') });
  await expect(confirm).toBeVisible();
  await expect(page.getByText(text('signin.logout_question'))).toBeVisible();
  await expectAccessible(page, 'sign-out confirmation');
  await confirm.click();
  await expect(page).toHaveURL(new RegExp(`^${origin(portal)}`));
  await expect(loginButton(page)).toBeVisible();
}

// Journey 3: sign-in through the gateway, header, reload, single sign-on, sign-out with token revocation.
test.describe('journey 3: sign-in, SSO and sign-out', () => {
  test('youth: Login → gateway sign-in → back signed in; reload; SSO to assessment; sign-out', async ({
    page,
    request,
  }) => {
    await signIn(page, 'youth', 'youth');
    const profile = await expectSignedInHeader(page, request);
    expect(profile.user_type_code).toBe(3);
    await expectAccessible(page, 'youth signed in');

    await page.reload();
    await expectSignedInHeader(page, request);
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('oidc.'))),
      'no tokens in localStorage',
    ).toEqual([]);

    // Single sign-on: the assessment portal (another origin) signs the same youth in without a password form.
    const seen = watchForPasswordForm(page);
    await page.goto(url('assessment'));
    await expect(page).toHaveURL(new RegExp(`^${origin('assessment')}`));
    await expectSignedInHeader(page, request);
    expect(seen.signInPage, 'the second portal did not show the password form').toBe(false);
    await expectAccessible(page, 'assessment signed in by SSO');

    // Sign-out from the youth portal: the gateway asks to confirm, then the portal is signed out.
    await page.goto(url('youth'));
    await expectSignedInHeader(page, request);
    const tokens = await storedTokens(page);
    expect(tokens?.refresh_token, 'the youth portal holds a refresh token').toBeTruthy();
    await signOut(page, 'youth');
    await expect(logoutButton(page)).toHaveCount(0);
    await expectAccessible(page, 'youth signed out');
  });

  test('youth: sign-out revokes the refresh token and ends the gateway session', async ({
    page,
    request,
  }) => {
    await signIn(page, 'youth', 'youth');
    await expect(logoutButton(page)).toBeVisible();
    await expectAccessible(page, 'youth signed in');
    const tokens = await storedTokens(page);
    expect(tokens?.refresh_token, 'the youth portal holds a refresh token').toBeTruthy();
    await signOut(page, 'youth');
    await expectAccessible(page, 'youth signed out');

    const refresh = await request.post(`${GATEWAY}/oidc/token`, {
      form: { grant_type: 'refresh_token', refresh_token: tokens?.refresh_token ?? '', client_id: 'youth' },
      headers: { origin: origin('youth') },
    });
    expect(refresh.status(), 'the refresh token is revoked').toBe(400);
    expect(((await refresh.json()) as { error: string }).error).toBe('invalid_grant');

    await page.goto(url('assessment'));
    await expect(signInHeading(page), 'the gateway session ended: the password is asked again').toBeVisible();
    await expectAccessible(page, 'sign-in after sign-out');
  });

  const staff: [PortalId, string, number][] = [
    ['admin', 'admin', 1],
    ['recruiter', 'recruiter', 4],
    ['lms', 'provider', 2],
  ];
  for (const [portal, account, typeCode] of staff) {
    test(`${portal}: ${account} signs in, sees name and designation, stays signed in on reload`, async ({
      page,
      request,
    }) => {
      await signIn(page, portal, account);
      const profile = await expectSignedInHeader(page, request);
      expect(profile.user_type_code).toBe(typeCode);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, `${portal} home`);
      await page.reload();
      await expectSignedInHeader(page, request);
      await expectAccessible(page, `${portal} after reload`);
    });
  }

  test('cancelling sign-in returns to the page the person came from, signed out, without an error', async ({
    page,
  }) => {
    // youth: from a public page, Login, then "Cancel and go back"
    await page.goto(url('youth', '/jobs'));
    await loginButton(page).click();
    await expect(page.getByRole('heading', { name: text('signin.heading') })).toBeVisible();
    await expectAccessible(page, 'sign-in page');
    await page.getByRole('button', { name: text('signin.cancel') }).click();
    await expect(page).toHaveURL(url('youth', '/jobs'));
    await expect(loginButton(page)).toBeVisible();
    await expect(page.getByText(text('pages.generic.login_error.title'))).toHaveCount(0);
    await expectAccessible(page, 'back from a cancelled sign-in');

    // lms: every page needs sign-in, so the page asks instead of sending the person straight back
    await page.goto(url('lms'));
    await expect(page.getByRole('heading', { name: text('signin.heading') })).toBeVisible();
    await expectAccessible(page, 'lms sign-in page');
    await page.getByRole('button', { name: text('signin.cancel') }).click();
    await expect(page).toHaveURL(new RegExp(`^${origin('lms')}`));
    await expect(page.getByText(text('pages.generic.sign_in_required.title'))).toBeVisible();
    await expect(page.getByText(text('pages.generic.login_error.title'))).toHaveCount(0);
    await expectAccessible(page, 'sign-in required after cancelling');
    await page
      .getByRole('main')
      .getByRole('button', { name: text('common.login') })
      .click();
    await expect(page.getByRole('heading', { name: text('signin.heading') })).toBeVisible();
    await expectAccessible(page, 'signing in again');
  });

  test('a wrong password keeps the user on the sign-in page with an error', async ({ page }) => {
    await page.goto(url('recruiter'));
    await submitSignIn(page, 'recruiter', 'not-the-password');
    await expect(page.getByRole('alert')).toContainText(text('signin.invalid_credentials'));
    await expect(page.getByLabel(text('signin.username'), { exact: true })).toHaveValue('recruiter');
    await expectAccessible(page, 'sign-in error');
    await submitSignIn(page, 'recruiter');
    await expect(page).toHaveURL(new RegExp(`^${origin('recruiter')}`));
    await expect(logoutButton(page)).toBeVisible();
    await expectAccessible(page);
  });

  test('SSO across staff portals: signed in on admin, the recruiter portal needs no password (and refuses an admin)', async ({
    page,
  }) => {
    await signIn(page, 'admin', 'admin');
    await expect(logoutButton(page)).toBeVisible();
    await expectAccessible(page);
    const seen = watchForPasswordForm(page);
    await page.goto(url('recruiter'));
    await expect(page).toHaveURL(new RegExp(`^${origin('recruiter')}`));
    await expect(page.getByText(text('pages.generic.unauthorized.message'))).toBeVisible();
    expect(seen.signInPage, 'no password form on the second portal').toBe(false);
    await expectAccessible(page);
  });
});

// Journey 4: a youth account on the admin portal gets the Unauthorized page with a way home.
test('journey 4: youth on the admin portal → Unauthorized Access with Go Home', async ({ page }) => {
  await signIn(page, 'admin', 'youth');
  await expect(page.getByText(text('pages.generic.unauthorized.message'))).toBeVisible();
  await expect(
    page
      .getByRole('button', { name: text('common.go_home') })
      .or(page.getByRole('link', { name: text('common.go_home') })),
  ).toBeVisible();
  await expectAccessible(page, 'unauthorized');
});
