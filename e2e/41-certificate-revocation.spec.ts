import {
  API_KEY,
  expect,
  expectAccessible,
  fieldLabel as label,
  freshContext,
  GATEWAY,
  issueCertificate,
  newYouth,
  said,
  signIn,
  test,
  text,
  textWith,
  url,
} from './fixtures';

// Issue 17 item 8 / issue 16 item 5 (ADR 0105) in Chromium, axe on every page: a certificate is issued to the
// journey's own youth (registered through the API, issued through the demo-only developer route); the admin finds it
// on /issued-certificates by the holder's name, opens it, revokes it with a reason (the rules shown before the first
// error); the public verification page then says revoked with the day, and never the reason. Own data (a stamp).

test('certificates: admin finds a youth’s certificate, revokes it, and the public page says revoked', async ({
  page,
  context,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const holder = `Cert Holder ${stamp}`;
  const reason = `Forged attendance ${stamp}`;
  const { username } = await newYouth(request, stamp, { bn: 'সনদ ধারক', en: holder });
  const courses = await request.get(`${GATEWAY}/public/courses?page_size=1`, {
    headers: { 'api-key': API_KEY },
  });
  expect(courses.status(), await courses.text()).toBe(200);
  const courseId = Number(((await courses.json()) as { data: { id: number }[] }).data[0]?.id);
  expect(courseId).toBeGreaterThan(0);
  const certificateId = await issueCertificate(request, { username, courseId });

  await test.step('the admin finds it by the holder’s name', async () => {
    await signIn(page, 'admin', 'admin', '/issued-certificates');
    await expect(
      page.getByRole('heading', { level: 1, name: text('issued_certificates.title') }),
    ).toBeVisible();
    await page.getByRole('searchbox', { name: text('issued_certificates.search') }).fill(holder);
    await page.getByRole('button', { name: text('issued_certificates.search_submit') }).click();
    await expect(page).toHaveURL(/[?&]search=/);
    const open = page.getByRole('link', { name: textWith('issued_certificates.open', { name: holder }) });
    await expect(open).toBeVisible();
    await expect(page.getByRole('row').filter({ has: open }).getByText(certificateId)).toBeVisible();
    await expectAccessible(page, 'issued certificates, searched');
    await open.click();
    await expect(page).toHaveURL(new RegExp(`/issued-certificates/${certificateId}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: text('issued_certificates.detail.title') }),
    ).toBeVisible();
    await expect(page.getByText(holder)).toBeVisible();
    await expectAccessible(page, 'issued certificate');
  });

  await test.step('revokes it with a reason', async () => {
    await page.getByRole('button', { name: text('issued_certificates.revoke') }).click();
    const dialog = page.getByRole('dialog', { name: text('issued_certificates.revoke_title') });
    await expect(dialog.getByText(text('issued_certificates.revoke_rules'))).toBeVisible();
    await expectAccessible(page, 'revoke dialog');
    await dialog.getByRole('textbox', { name: label('issued_certificates.reason') }).fill(reason);
    await dialog.getByRole('button', { name: text('issued_certificates.revoke') }).click();
    await said(page, 'certificates.success.revoked');
    await expect(dialog).toBeHidden();
    await expect(page.getByText(reason)).toBeVisible();
    await expect(page.getByRole('button', { name: text('issued_certificates.restore') })).toBeVisible();
    await expectAccessible(page, 'revoked certificate');
  });

  await test.step('the public verification page says revoked, with the day and not the reason', async () => {
    const other = await freshContext(context);
    const visitor = await other.newPage();
    await visitor.goto(url('youth', `/certificates/${certificateId}`));
    await expect(
      visitor.getByRole('heading', { level: 1, name: text('certificates.verify.title') }),
    ).toBeVisible();
    await expect(visitor.getByText(text('certificate_pages.validity.revoked')).first()).toBeVisible();
    await expect(visitor.getByText(text('certificate_pages.verify.revoked_on'))).toBeVisible();
    await expect(visitor.getByText(reason)).toHaveCount(0);
    await expectAccessible(visitor, 'verification: revoked');
    await other.close();
  });
});
