import {
  expect,
  expectAccessible,
  freshContext,
  newYouth,
  said,
  signIn,
  test,
  text,
  textWith,
  url,
} from './fixtures';

// Issue 18 item 2 (spec §6 "association admins approve youth, CVs and vacancies"; ADR 0104) end to end in Chromium, axe
// on every page: a youth of the journey's own asks BASIS on /my-cv to approve the CV; BASIS's admin (the demo
// `association`) reads the CV in its /association-youth queue and approves it; the youth sees BASIS's badge on /my-cv
// and on the public profile.

test.use({ actionTimeout: 20_000 });

const BASIS = 'Bangladesh Association of Software and Information Services (BASIS)';

test('association: a youth asks BASIS to approve the CV, BASIS approves, the badge shows', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  // a name of letters only, unique to this run
  const stamp = Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'a');
  const nameEn = `Sadia Approval ${stamp}`;
  const { username } = await newYouth(request, stamp, { bn: 'সাদিয়া আক্তার', en: nameEn });
  const badge = textWith('association_approval.badge', { association: BASIS });

  await test.step('the youth asks BASIS on /my-cv, the rule said before the choice', async () => {
    await signIn(page, 'youth', username);
    await page.goto(url('youth', '/my-cv'));
    const panel = page.getByRole('region', { name: text('association_approval.title') });
    await expect(panel.getByText(text('association_approval.rules'))).toBeVisible();
    await expectAccessible(page, 'my CV');
    await panel
      .getByRole('combobox', { name: text('association_approval.field.industry_association_id') })
      .click();
    await page.getByRole('option', { name: BASIS }).click();
    await panel.getByRole('button', { name: text('association_approval.request') }).click();
    await said(page, 'association_approval.success.requested');
    await expect(panel.getByText(text('association_approval.status.applied'))).toBeVisible();
  });

  await test.step('BASIS’s admin reads the CV in its queue and approves it', async () => {
    const adminContext = await freshContext(context);
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin', 'association', '/association-youth');
    await expect(
      admin.getByRole('heading', { level: 1, name: text('association_youth.title') }),
    ).toBeVisible();
    await admin
      .getByRole('button', { name: textWith('association_youth.details', { title: nameEn }) })
      .click();
    await expect(admin.getByRole('heading', { name: nameEn })).toBeVisible();
    await expectAccessible(admin, 'youth approvals with the CV');
    await admin
      .getByRole('button', { name: textWith('association_youth.approve', { title: nameEn }) })
      .click();
    const dialog = admin.getByRole('dialog', { name: text('association_youth.approve_confirm_title') });
    await expectAccessible(admin, 'approve dialog');
    await dialog.getByRole('button', { name: text('association_youth.approve_short') }).click();
    await said(admin, 'association_youth.success.approved');
    await expect(
      admin.getByRole('button', { name: textWith('association_youth.approve', { title: nameEn }) }),
    ).toHaveCount(0);
    await adminContext.close();
  });

  await test.step('the youth sees BASIS’s badge on /my-cv and on the public profile', async () => {
    await page.reload();
    const panel = page.getByRole('region', { name: text('association_approval.title') });
    await expect(panel.getByText(badge)).toBeVisible();
    await expect(
      panel.getByText(text('association_approval.status.approved'), { exact: true }),
    ).toBeVisible();
    await expectAccessible(page, 'my CV with the badge');
    await page.getByRole('link', { name: text('cv.share.open') }).click();
    await expect(page).toHaveURL(/\/youth-profile\//);
    await expect(page.getByText(badge)).toBeVisible();
    await expectAccessible(page, 'public profile with the badge');
  });
});
