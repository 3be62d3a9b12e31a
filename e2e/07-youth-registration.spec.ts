import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { readPdfText } from '../apps/gateway/src/test/pdf-text';
import { endpoints } from '../libs/shared/contract/src/index';
import {
  API_KEY,
  codeSentTo,
  GATEWAY,
  escapeRegExp,
  PASSWORD,
  expect,
  expectAccessible,
  freshContext,
  storedTokens,
  submitSignIn,
  test,
  text,
  textWith,
  url,
} from './fixtures';

// A young person registers at /signup (told first what will be public and what stays private; the password rule a
// live checklist), reads the SMS code in the demo outbox, verifies the phone (a wrong code first), signs in through
// the gateway's sign-in page and is led through the profile setup wizard (/create-profile: education, interests,
// skills, aspirations — each 'at least one' — then privacy, where contact details and the CV bank start off and the
// youth opts in to the CV bank), ending on /my-profile; adds a
// job experience, downloads the CV as a real PDF with their name, hides the education section and sees it gone
// from the public profile; then /settings from the youth menu, where deactivating the account asks for the
// password and ends its sign-ins — after the password is changed through the identity provider's update-password
// action (the old one no longer counts).

/** A field's label starts with its catalogue text (required fields add ' *'). */
const label = (id: string) => new RegExp(`^${escapeRegExp(text(id))}`);

async function choose(page: Page, fieldId: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label(fieldId) }).click();
  await page.getByRole('option', { name: option }).click();
}

/** The sign-up's selects are the browser's own (ADR 0006 r9): pick the option whose text matches, once it is there. */
async function chooseNative(page: Page, fieldId: string, option: string | RegExp) {
  const select = page.getByRole('combobox', { name: label(fieldId) });
  await select.selectOption((await select.getByRole('option', { name: option }).getAttribute('value')) ?? '');
}

test('youth identity: a youth signs up, verifies, sets up the profile, downloads the CV and hides a section from the public profile', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const username = `youth_${stamp.toString(36)}`;
  const mobile = `017${String(stamp).slice(-8)}`;
  const save = () => page.getByRole('button', { name: text('profile_setup.next') });
  const stepHeading = (id: string) =>
    page.getByRole('heading', { level: 2, name: text(`profile_setup.step.${id}`) });

  // --- /signup -------------------------------------------------------------------------------------------------
  await page.goto(url('youth', '/signup'));
  await expect(
    page.getByRole('heading', { level: 1, name: text('registration.signup.title') }),
  ).toBeVisible();
  await expectAccessible(page, 'signup');
  // what anyone will see and what stays private, said before the account exists (issue 12, defect 1)
  await expect(page.getByRole('region', { name: text('registration.signup.section.privacy') })).toContainText(
    text('registration.privacy.private'),
  );
  const form = page.getByRole('form', { name: text('registration.signup.form') });
  const rules = form.getByRole('list', { name: text('registration.password.rules') });
  await expect(rules.getByRole('listitem')).toHaveCount(4);
  await form.getByRole('textbox', { name: label('registration.fields.full_name') }).fill('রহিমা খাতুন');
  await form.getByRole('textbox', { name: label('registration.fields.full_name_en') }).fill('Rahima Khatun');
  await chooseNative(page, 'registration.fields.gender', text('registration.gender.2'));
  await form.getByLabel(label('registration.fields.date_of_birth')).fill('2000-01-31');
  await form.getByRole('textbox', { name: label('registration.fields.mobile') }).fill(mobile);
  await form
    .getByRole('textbox', { name: label('registration.fields.email') })
    .fill(`${username}@example.test`);
  await chooseNative(page, 'registration.fields.loc_division_id', 'Dhaka');
  await chooseNative(page, 'registration.fields.loc_district_id', /gazipur/i);
  await form.getByRole('textbox', { name: label('registration.fields.username') }).fill(username);
  await form.getByLabel(label('registration.fields.password')).fill(PASSWORD);
  await form.getByLabel(label('registration.fields.password_confirmation')).fill(PASSWORD);
  await form.getByRole('button', { name: text('registration.signup.submit') }).click();

  // --- /verify-phone-number: a wrong code first, then the one from the outbox ------------------------------------
  await expect(page).toHaveURL(url('youth', `/verify-phone-number?username=${username}`));
  await expect(
    page.getByRole('heading', { level: 1, name: text('registration.verify.title') }),
  ).toBeVisible();
  await expectAccessible(page, 'verify phone');
  const code = await codeSentTo(request, mobile);
  const wrong = code === '000000' ? '111111' : '000000';
  const codeField = page.getByRole('textbox', { name: label('registration.fields.code') });
  await codeField.fill(wrong);
  await page.getByRole('button', { name: text('registration.verify.submit') }).click();
  await expect(page.getByText(text('registration.errors.code_invalid'))).toBeVisible();
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'wrong code');
  await codeField.fill(code);
  await page.getByRole('button', { name: text('registration.verify.submit') }).click();
  await expect(page.getByText(text('registration.verify.done_title'))).toBeVisible();
  await expectAccessible(page, 'verified');

  // --- sign in through the gateway: a verified youth with an empty profile lands in the setup wizard ---------------
  await page.getByRole('button', { name: text('registration.signup.sign_in') }).click();
  await submitSignIn(page, username);
  await expect(page).toHaveURL(new RegExp(`^${escapeRegExp(url('youth', '/create-profile'))}`));
  await expect(page.getByRole('heading', { level: 1, name: text('profile_setup.title') })).toBeVisible();
  await expect(stepHeading('educational-level')).toBeVisible();
  await expect(page.getByText(textWith('profile_setup.progress', { step: 1, total: 5 }))).toBeVisible();
  await expectAccessible(page, 'setup: education');

  // education: at least one before going on
  await save().click();
  await expect(
    page.getByRole('alert').filter({ hasText: text('profile_setup.education.at_least_one') }),
  ).toBeVisible();
  const education = page.getByRole('form', { name: text('profile_setup.education.add_title') });
  await choose(page, 'profile.field.education_level_id', 'Higher Secondary (HSC)');
  await choose(page, 'profile.field.exam_degree_id', /^HSC$/);
  await education.getByRole('textbox', { name: label('profile.field.institute_name') }).fill('Dhaka College');
  await choose(page, 'profile.field.result_id', 'Grade (GPA/CGPA)');
  await choose(page, 'profile.field.cgpa_scale', '5');
  await education.getByRole('textbox', { name: label('profile.field.cgpa') }).fill('4.50');
  await education.getByRole('textbox', { name: label('profile.field.year_of_passing') }).fill('2019');
  await education.getByRole('button', { name: text('profile_setup.education.add') }).click();
  await expect(page.getByRole('list', { name: text('profile_setup.education.list') })).toContainText(
    'Dhaka College',
  );
  await expectAccessible(page, 'setup: education added');
  await save().click();

  // interests
  await expect(stepHeading('interest')).toBeVisible();
  await expect(page).toHaveURL(/step=interest/);
  await save().click();
  await expect(page.getByText(textWith('validation.at_least_one', { field: 'interest' }))).toBeVisible();
  await expectAccessible(page, 'setup: interest refused');
  await page.getByRole('checkbox', { name: 'Software and web development' }).check();
  await save().click();

  // skills: at least one basic and one specialized
  await expect(stepHeading('skill-mapping')).toBeVisible();
  await save().click();
  await expect(page.getByText(textWith('validation.at_least_one', { field: 'basic_skill' }))).toBeVisible();
  await expect(
    page.getByText(textWith('validation.at_least_one', { field: 'specialized_skill' })),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: 'Communication', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Web development', exact: true }).check();
  await expectAccessible(page, 'setup: skills');
  await save().click();

  // aspirations
  await expect(stepHeading('aspire-to-be')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Software engineer' }).check();
  await expectAccessible(page, 'setup: aspirations');
  await save().click();

  // privacy: contact details and the CV bank start off; she opts in to the CV bank, the 40 % rule said first
  await expect(stepHeading('privacy')).toBeVisible();
  const showContact = page.getByRole('switch', { name: text('profile_setup.privacy.show_contact') });
  const cvBankSwitch = page.getByRole('switch', { name: text('youth_settings.cv_bank.switch') });
  await expect(showContact).not.toBeChecked();
  await expect(cvBankSwitch).not.toBeChecked();
  await expect(
    page.getByText(textWith('youth_settings.cv_bank.rule', { min: 40, completion: 45 })),
  ).toBeVisible();
  await expectAccessible(page, 'setup: privacy');
  await cvBankSwitch.check();
  await expect(
    page.getByRole('status').filter({ hasText: text('youth_settings.cv_bank.listed') }),
  ).toBeVisible();
  await page.getByRole('button', { name: text('profile_setup.finish') }).click();

  // --- the profile -------------------------------------------------------------------------------------------------
  await expect(page).toHaveURL(url('youth', '/my-profile'));
  await expect(page.getByRole('heading', { level: 1, name: text('profile.my_profile.title') })).toBeVisible();
  await expect(page.getByText('Dhaka College').first()).toBeVisible();
  await expect(page.getByText(text('youth_settings.cv_bank.listed'))).toBeVisible();
  await expectAccessible(page, 'my profile');
  // the gateway has her in the CV bank: she opted in and the setup (with the address from the sign-up) made her
  // profile 45 % complete
  const setupTokens = await storedTokens(page);
  const cvBank = await request.get(`${GATEWAY}${endpoints.youthCvBank.path}`, {
    headers: { 'api-key': API_KEY, authorization: `Bearer ${setupTokens?.access_token ?? ''}` },
  });
  expect(((await cvBank.json()) as { data: unknown }).data).toEqual({
    opt_in: true,
    listed: true,
    completion: 45,
    min_completion: 40,
  });

  // coming back to /create-profile with everything set goes straight to the profile
  await page.goto(url('youth', '/create-profile'));
  await expect(page).toHaveURL(url('youth', '/my-profile'));
  await expect(page.getByRole('heading', { level: 1, name: text('profile.my_profile.title') })).toBeVisible();

  // --- job experience on /my-profile, through the generic section dialog ----------------------------------------
  const experiences = page.getByRole('region', { name: text('profile.section.experiences') });
  await experiences
    .getByRole('button', {
      name: textWith('profile.actions.add_to', { section: text('profile.section.experiences') }),
    })
    .click();
  const dialog = page.getByRole('dialog', {
    name: textWith('profile.dialog.add_title', { section: text('profile.section.experiences') }),
  });
  await dialog
    .getByRole('textbox', { name: label('profile.field.company_name') })
    .fill('Grameen Software Ltd.');
  await dialog.getByRole('textbox', { name: label('profile.field.position') }).fill('Junior developer');
  await choose(page, 'profile.field.employment_type', text('profile_enum.employment_type.full_time'));
  await dialog.getByLabel(label('profile.field.start_date')).fill('2021-03-01');
  await dialog.getByRole('switch', { name: label('profile.field.is_currently_working') }).check();
  await expectAccessible(page, 'add experience');
  await dialog.getByRole('button', { name: text('common.save') }).click();
  await expect(experiences.getByText('Junior developer, Grameen Software Ltd.')).toBeVisible();
  await expectAccessible(page, 'experience added');

  // --- "my CV": a template, a real PDF with the youth's name, and the public link -------------------------------
  await page
    .getByRole('navigation', { name: text('shell.main_menu') })
    .getByRole('link', { name: text('cv.menu.my_cv') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: text('cv.page.title') })).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(text('profile_enum.cv_template.modern')) }).check();
  await expectAccessible(page, 'my CV');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: text('cv.download.button') }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Rahima-Khatun-CV.pdf');
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const cvText = readPdfText(pdf).text;
  expect(cvText).toContain('Rahima Khatun');
  expect(cvText).toContain('Dhaka College');
  expect(cvText).toContain('Grameen Software Ltd.');
  const publicLink = await page.getByRole('textbox', { name: text('cv.share.link_label') }).inputValue();
  expect(publicLink).toMatch(new RegExp(`^${escapeRegExp(url('youth', '/youth-profile/'))}[0-9a-f-]{36}$`));

  // the public profile shows the education; hidden on /my-profile, it is gone from the public profile
  const visitor = await freshContext(page.context());
  const publicPage = await visitor.newPage();
  try {
    await publicPage.goto(publicLink);
    await expect(publicPage.getByRole('heading', { level: 1, name: /Rahima Khatun/ })).toBeVisible();
    await expect(publicPage.getByText('Dhaka College').first()).toBeVisible();
    await expectAccessible(publicPage, 'public profile');

    await page.goto(url('youth', '/my-profile'));
    const educationSwitch = page.getByRole('switch', {
      name: textWith('profile.visibility.switch_for', { section: text('profile.section.educations') }),
    });
    await expect(educationSwitch).toBeChecked();
    await educationSwitch.click(); // saved on the gateway, then shown
    await expect(educationSwitch).not.toBeChecked();
    await expectAccessible(page, 'education hidden');

    await publicPage.reload();
    await expect(publicPage.getByRole('heading', { level: 1, name: /Rahima Khatun/ })).toBeVisible();
    await expect(publicPage.getByText('Grameen Software Ltd.').first()).toBeVisible();
    await expect(publicPage.getByText('Dhaka College')).toHaveCount(0);
    await expectAccessible(publicPage, 'public profile without education');
  } finally {
    await visitor.close();
  }

  // --- /settings from the youth menu: deactivating needs the password, then the account's tokens stop working -----
  await page
    .getByRole('navigation', { name: text('shell.main_menu') })
    .getByRole('link', { name: text('portals.menu.settings') })
    .click();
  await expect(page).toHaveURL(url('youth', '/settings'));
  await expect(page.getByRole('heading', { level: 1, name: text('youth_settings.title') })).toBeVisible();
  await expect(page.getByRole('link', { name: text('youth_settings.change_password') })).toHaveAttribute(
    'href',
    '/update-password',
  );
  await expectAccessible(page, 'settings');

  // --- change the password through the identity provider's update-password action, then back to settings ---------
  const newPassword = 'Changed1234';
  await page.getByRole('link', { name: text('youth_settings.change_password') }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: text('registration.update.title') }),
  ).toBeVisible();
  await expectAccessible(page, 'update password');
  await page.getByRole('button', { name: text('registration.update.provider_button') }).click();
  await expect(page.getByRole('heading', { name: text('signin.update_password.heading') })).toBeVisible();
  await expectAccessible(page, 'provider: change password');
  await page.getByLabel(text('signin.update_password.current_password'), { exact: true }).fill(PASSWORD);
  await page.getByLabel(text('signin.update_password.new_password'), { exact: true }).fill(newPassword);
  await page.getByLabel(text('signin.update_password.confirmation'), { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: text('signin.update_password.submit') }).click();
  await expect(page.getByRole('heading', { name: text('auth.password_updated.title') })).toBeVisible();
  await expectAccessible(page, 'password updated');
  await page.goto(url('youth', '/settings'));
  await expect(page.getByRole('heading', { level: 1, name: text('youth_settings.title') })).toBeVisible();
  await page.getByRole('button', { name: text('youth_settings.deactivate_start') }).click();
  const confirm = page.getByRole('form', { name: text('youth_settings.deactivate_form') });
  const password = confirm.getByLabel(label('youth_settings.deactivate_password'));
  await password.fill('Wrong12345');
  await confirm.getByRole('button', { name: text('youth_settings.deactivate_confirm') }).click();
  await expect(confirm.getByText(text('registration.errors.current_password_wrong'))).toBeVisible();
  await expectAccessible(page, 'deactivation refused');
  await password.fill(PASSWORD); // the old password no longer counts
  await confirm.getByRole('button', { name: text('youth_settings.deactivate_confirm') }).click();
  await expect(confirm.getByText(text('registration.errors.current_password_wrong'))).toBeVisible();
  await password.fill(newPassword);
  await confirm.getByRole('button', { name: text('youth_settings.deactivate_confirm') }).click();
  await expect(
    page.getByRole('status').filter({ hasText: text('youth_settings.deactivated_title') }),
  ).toBeVisible();
  await expectAccessible(page, 'deactivated');
  const tokens = await storedTokens(page);
  const after = await request.get(`${GATEWAY}${endpoints.authProfile.path}`, {
    headers: { 'api-key': API_KEY, authorization: `Bearer ${tokens?.access_token ?? ''}` },
  });
  expect(after.status(), 'a deactivated account’s access token is refused').toBe(401);
});
