import {
  expect,
  expectAccessible,
  fieldLabel as label,
  freshContext,
  newYouth,
  said,
  signIn,
  test,
  text,
  textWith,
  url,
} from './fixtures';

// Issue 18 item 5 (ADR 0099) end to end in Chromium, axe on every page shown: a youth of the journey's own offers a
// service on /my-freelance-corner; the recruiter finds it in the recruiter portal's freelance corner and writes to the
// youth through the platform; the youth reads the message, with the recruiter's contact, on the messages tab.

test.use({ actionTimeout: 20_000 });

test('the freelance corner: a youth offers a service, a recruiter writes, the youth reads it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'a');
  const offerTitle = `Logo design ${stamp}`;
  const subject = `A logo for Dhaka Tech ${stamp}`;
  const { username } = await newYouth(request, stamp, { bn: 'রাকিব হাসান', en: `Rakib Freelance ${stamp}` });

  await test.step('the youth offers a service, the rules shown before the first error', async () => {
    await signIn(page, 'youth', username, '/freelance-corner');
    await expect(page.getByRole('heading', { level: 1, name: text('freelance.title') })).toBeVisible();
    // the sign-in callback has finished once the way to the youth's own page shows
    const mine = page.getByRole('link', { name: text('freelance.my_page_link') });
    await expect(mine).toBeVisible();
    await expectAccessible(page, 'freelance corner (youth)');
    await mine.click();
    await expect(page.getByRole('heading', { level: 1, name: text('freelance.mine.title') })).toBeVisible();
    await expectAccessible(page, 'my freelance corner, no offers');
    await page.getByRole('button', { name: text('freelance.mine.add') }).click();
    const dialog = page.getByRole('dialog', { name: text('freelance.form.new_title') });
    await expect(dialog.getByText(text('freelance.form.rules'))).toBeVisible();
    await dialog.getByRole('textbox', { name: label('freelance.form.title') }).fill(offerTitle);
    await dialog.getByRole('textbox', { name: label('freelance.form.title_en') }).fill(offerTitle);
    await dialog
      .getByRole('textbox', { name: label('freelance.form.description') })
      .fill('Logos and brand colours for small shops.');
    await dialog.getByRole('combobox', { name: label('freelance.form.skills') }).fill('Communication');
    await page.getByRole('option', { name: 'Communication' }).first().click();
    await dialog.getByRole('textbox', { name: label('freelance.form.rate_amount') }).fill('1500');
    await expectAccessible(page, 'offer form');
    await dialog.getByRole('button', { name: text('freelance.form.submit') }).click();
    await said(page, 'freelance.success.created');
    await expect(page.getByRole('heading', { name: offerTitle })).toBeVisible();
    await expectAccessible(page, 'my freelance corner with the offer');
  });

  const recruiterContext = await freshContext(page.context());
  const recruiter = await recruiterContext.newPage();
  try {
    await test.step('the recruiter finds the offer and writes to the youth', async () => {
      await signIn(recruiter, 'recruiter', 'recruiter', '/freelance-corner');
      await expect(recruiter.getByRole('heading', { level: 1, name: text('freelance.title') })).toBeVisible();
      const search = recruiter.getByRole('search');
      await search.getByRole('searchbox', { name: text('freelance.search') }).fill(offerTitle);
      await search.getByRole('button', { name: text('freelance.search_submit') }).click();
      const card = recruiter
        .getByRole('list', { name: text('freelance.title') })
        .getByRole('link', { name: offerTitle });
      await expect(card).toBeVisible();
      await expectAccessible(recruiter, 'freelance corner (recruiter)');
      await card.click();
      await expect(recruiter.getByRole('heading', { level: 1, name: offerTitle })).toBeVisible();
      const form = recruiter.getByRole('form', { name: text('freelance.contact.submit') });
      await expect(form.getByText(text('freelance.contact.rules'))).toBeVisible();
      await form.getByRole('button', { name: text('freelance.contact.submit') }).click();
      await expect(form.getByText(text('validation.required')).first()).toBeVisible();
      await expectAccessible(recruiter, 'offer page with the form errors');
      await form.getByRole('textbox', { name: label('freelance.contact.subject') }).fill(subject);
      await form
        .getByRole('textbox', { name: label('freelance.contact.message') })
        .fill('Could you design our logo next week?');
      await form.getByRole('button', { name: text('freelance.contact.submit') }).click();
      await said(recruiter, 'freelance.contact.sent');
      await expectAccessible(recruiter, 'offer page, message sent');
    });
  } finally {
    await recruiterContext.close();
  }

  await test.step('the youth reads the message with the recruiter’s contact on the messages tab', async () => {
    await page.goto(url('youth', '/my-freelance-corner?tab=messages'));
    const message = page.getByRole('article').filter({ hasText: subject });
    await expect(message).toBeVisible();
    await expect(message.getByText('Could you design our logo next week?')).toBeVisible();
    await expect(
      message.getByText(textWith('freelance.messages.about', { title: offerTitle }), { exact: false }),
    ).toBeVisible();
    await expect(message.getByRole('link', { name: /@/ })).toBeVisible();
    await expectAccessible(page, 'my freelance messages');
  });
});
