import { expect, expectAccessible, freshContext, newYouth, said, signIn, test, text, url } from './fixtures';

// Issue 18 item 5 end to end in Chromium, axe on every page shown: a youth of the journey's own is not in the public
// directory until it turns the choice on in /settings; then a visitor (nobody signed in) goes from the home page's
// counters to /youths, finds the youth by name and opens its public profile from the card.

test.use({ actionTimeout: 20_000 });

test('the youth directory: listed only by choice, found by name, the card leads to the public profile', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // a name of letters only, unique to this run
  const stamp = Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'a');
  const nameEn = `Rakib Directory ${stamp}`;
  const { username } = await newYouth(request, stamp, { bn: 'রাকিব হাসান', en: nameEn });

  const visitor = await freshContext(page.context());
  const open = await visitor.newPage();
  try {
    await test.step('before the choice, a visitor does not find the youth', async () => {
      await open.goto(url('youth', `/youths?search=${encodeURIComponent(nameEn)}`));
      await expect(
        open.getByRole('heading', { level: 1, name: text('youth_directory.title') }),
      ).toBeVisible();
      await expect(open.getByText(text('youth_directory.empty'))).toBeVisible();
      await expectAccessible(open, 'youth directory, nobody found');
    });

    await test.step('the youth lists itself on /settings, the rule said before the switch', async () => {
      await signIn(page, 'youth', username);
      await page.goto(url('youth', '/settings'));
      const listing = page.getByRole('switch', { name: text('youth_directory.setting.switch') });
      await said(page, 'youth_directory.setting.rule');
      await expect(listing).not.toBeChecked();
      await expectAccessible(page, 'settings');
      await listing.click();
      await expect(listing).toBeChecked();
      await said(page, 'youth_directory.setting.listed');
    });

    await test.step('a visitor goes from the home counters to /youths, finds the youth and opens the profile', async () => {
      await open.goto(url('youth', '/'));
      await expect(open.getByText(/young (person has|people have) registered/)).toBeVisible();
      await open.getByRole('link', { name: text('youth_directory.home.browse') }).click();
      await expect(
        open.getByRole('heading', { level: 1, name: text('youth_directory.title') }),
      ).toBeVisible();
      const search = open.getByRole('search');
      await search.getByRole('searchbox', { name: text('youth_directory.search') }).fill(nameEn);
      await search.getByRole('button', { name: text('youth_directory.search_submit') }).click();
      const card = open
        .getByRole('list', { name: text('youth_directory.title') })
        .getByRole('link', { name: nameEn });
      await expect(card).toBeVisible();
      await expectAccessible(open, 'youth directory with the youth');
      await card.click();
      await expect(open).toHaveURL(/\/youth-profile\/[0-9a-f-]{36}$/);
      await expect(open.getByRole('heading', { level: 1, name: new RegExp(nameEn) })).toBeVisible();
      await expectAccessible(open, 'public profile from the directory');
    });
  } finally {
    await visitor.close();
  }
});
