import {
  expect,
  expectAccessible,
  fieldLabel,
  freshContext,
  newYouth,
  said,
  signIn,
  test,
  text,
  textWith,
  url,
} from './fixtures';

// Issue 18 item 4 (the RPL programme; ADR 0094) end to end in Chromium, axe on every page: a youth of the journey's own
// reads the RPL pages and applies (sector → occupation → level); the admin makes a batch for the demo assessor and
// places the application in it; the assessor marks the candidate (the gateway decides passed from the level's passing
// score) and certifies the result; the youth downloads the certificate and a visitor verifies it publicly.

test.use({ actionTimeout: 20_000 });

test('RPL: apply, placed in a batch, marked by the assessor, certified and verified', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const youthName = `Rakib ${stamp}`;
  const batchEn = `Masons ${stamp}`;
  const { username } = await newYouth(request, stamp, { bn: 'রাকিব হাসান', en: youthName });
  let certificate = '';

  await test.step('the youth reads the RPL pages and applies', async () => {
    await signIn(page, 'youth', username);
    await page.goto(url('youth', '/rpl'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, 'what is RPL');
    await page.getByRole('link', { name: text('rpl.pages.occupations') }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Construction' })).toBeVisible();
    await expect(
      page.getByText(textWith('rpl.catalogue.level', { level: 'Level 2', score: 70 })).first(),
    ).toBeVisible();
    await expectAccessible(page, 'RPL occupations');

    await page.getByRole('link', { name: text('rpl.pages.apply') }).click();
    await expect(page.getByRole('heading', { level: 1, name: text('rpl.apply.title') })).toBeVisible();
    await expect(page.getByText(text('rpl.apply.rules'))).toBeVisible();
    await expectAccessible(page, 'apply');
    const pick = async (labelId: string, option: string) => {
      await page.getByRole('combobox', { name: fieldLabel(labelId) }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    };
    await pick('rpl.field.rpl_sector_id', 'Construction');
    await pick('rpl.field.rpl_occupation_id', 'Mason');
    await pick('rpl.field.rpl_level_id', 'Level 1');
    await page.getByLabel(fieldLabel('rpl.field.mobile')).fill('01711000009');
    await page.getByLabel(fieldLabel('rpl.field.experience_years')).fill('5');
    await page
      .getByLabel(fieldLabel('rpl.field.experience_summary'))
      .fill('Brick and plaster work for five years.');
    await page.getByRole('button', { name: text('rpl.apply.submit') }).click();
    await said(page, 'rpl.apply.submitted');
    await expect(page.getByRole('heading', { level: 1, name: text('rpl.mine.title') })).toBeVisible();
    await expect(
      page.getByText(`${text('rpl.status.label')}: ${text('rpl.status.submitted')}`),
    ).toBeVisible();
    await expectAccessible(page, 'my RPL applications');
  });

  await test.step('the admin makes a batch for the assessor and places the application in it', async () => {
    const adminContext = await freshContext(context);
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin', 'admin', '/rpl-batches');
    await expect(admin.getByRole('heading', { level: 1, name: text('rpl.batches.title') })).toBeVisible();
    await expectAccessible(admin, 'RPL batches');
    await admin.getByRole('button', { name: text('rpl.batches.new') }).click();
    const dialog = admin.getByRole('dialog');
    await expect(dialog.getByText(text('rpl.batches.rules'))).toBeVisible();
    await dialog.getByLabel(fieldLabel('rpl.batches.field.title')).fill(`রাজমিস্ত্রি ${stamp}`);
    await dialog.getByLabel(fieldLabel('rpl.batches.field.title_en')).fill(batchEn);
    await dialog.getByRole('combobox', { name: fieldLabel('rpl.field.rpl_occupation_id') }).click();
    await admin.getByRole('option', { name: 'Mason', exact: true }).click();
    await dialog.getByRole('combobox', { name: fieldLabel('rpl.field.rpl_level_id') }).click();
    await admin.getByRole('option', { name: 'Level 1', exact: true }).click();
    await dialog.getByRole('combobox', { name: fieldLabel('rpl.batches.field.assessor_id') }).click();
    await admin.getByRole('option', { name: 'Abdul Matin' }).click();
    await dialog.getByLabel(fieldLabel('rpl.batches.field.exam_date')).fill('2027-05-10');
    await expectAccessible(admin, 'new batch');
    await dialog.getByRole('button', { name: text('rpl.batches.create') }).click();
    await said(admin, 'rpl.batches.created');
    await expect(admin.getByRole('heading', { level: 2, name: batchEn })).toBeVisible();
    await admin.getByRole('checkbox', { name: textWith('rpl.batch.choose', { name: youthName }) }).check();
    await admin.getByRole('button', { name: textWith('rpl.batch.place', { count: 1 }) }).click();
    await said(admin, 'rpl.batches.placed');
    await expect(
      admin.getByRole('table', { name: text('rpl.batch.candidates.title') }).getByText(youthName),
    ).toBeVisible();
    await expectAccessible(admin, 'batch with its candidate');
    await adminContext.close();
  });

  await test.step('the assessor marks the candidate and certifies the result', async () => {
    const assessorContext = await freshContext(context);
    const assessor = await assessorContext.newPage();
    await signIn(assessor, 'lms', 'assessor', '/rpl-assessment');
    await expect(assessor.getByRole('heading', { level: 1, name: text('rpl.assessor.title') })).toBeVisible();
    await expectAccessible(assessor, 'assessor batches');
    await assessor.getByRole('link', { name: batchEn }).click();
    await expect(assessor.getByText(textWith('rpl.assessor.rules', { score: 60 }))).toBeVisible();
    await expectAccessible(assessor, 'marking');
    await assessor
      .getByRole('textbox', { name: textWith('rpl.assessor.score', { name: youthName }) })
      .fill('75');
    await assessor.getByRole('button', { name: textWith('rpl.assessor.save', { name: youthName }) }).click();
    await said(assessor, 'rpl.assessor.marked');
    await expect(assessor.getByText(text('rpl.status.passed'), { exact: true })).toBeVisible();
    await assessor.getByRole('button', { name: textWith('rpl.assessor.certify', { count: 1 }) }).click();
    await said(assessor, 'rpl.assessor.certified');
    await expect(assessor.getByText(text('rpl.status.certified'), { exact: true })).toBeVisible();
    await expectAccessible(assessor, 'certified');
    await assessorContext.close();
  });

  await test.step('the youth downloads the certificate; a visitor verifies it', async () => {
    await page.goto(url('youth', '/rpl/my-applications'));
    await expect(
      page.getByText(`${text('rpl.status.label')}: ${text('rpl.status.certified')}`),
    ).toBeVisible();
    await expect(page.getByText(textWith('rpl.mine.score', { score: 75 }))).toBeVisible();
    await expectAccessible(page, 'certified application');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: text('rpl.mine.certificate') }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^rpl-certificate-\d+\.pdf$/);
    const link = page.getByRole('link', { name: text('rpl.mine.verify') });
    certificate = ((await link.getAttribute('href')) ?? '').split('/').pop() ?? '';
    expect(certificate).toMatch(/^[0-9a-f-]{36}$/);

    const other = await freshContext(context);
    const visitor = await other.newPage();
    await visitor.goto(url('youth', `/certificates/${certificate}`));
    await expect(
      visitor.getByRole('heading', { level: 1, name: text('certificates.verify.title') }),
    ).toBeVisible();
    // an RPL certificate names its occupation and level (not a course)
    await expect(visitor.getByText(text('certificate_pages.verify.rpl_occupation'))).toBeVisible();
    await expect(visitor.getByText(/Mason/).first()).toBeVisible();
    await expect(visitor.getByText(text('certificate_pages.verify.rpl_level'))).toBeVisible();
    await expect(visitor.getByText(/Level 1/).first()).toBeVisible();
    await expect(visitor.getByText(text('certificate_pages.validity.valid')).first()).toBeVisible();
    await expectAccessible(visitor, 'verification (visitor)');
    await other.close();
  });
});
