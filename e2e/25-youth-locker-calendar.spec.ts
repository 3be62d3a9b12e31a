import { readFile } from 'node:fs/promises';
import {
  apiAs,
  dhakaDay,
  escapeRegExp,
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

// Issue 18 item 5 end to end in Chromium, every page checked with axe (and at 360 px): a youth of the journey's own
// (registered through the API) keeps a PDF in its locker, shares it by a 7-day link that opens in a fresh browser context (nobody signed in), revokes the link — the
// same address then answers 404 — and finds a public event of today (made by `admin` through the API, its own data)
// in its calendar's month table and agenda, then downloads the month as .ics. Own data: a stamp in every title.

test.use({ actionTimeout: 20_000 });

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('my locker and my calendar: upload, share, revoke; the month shows an event and downloads as .ics', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const documentTitle = `E2E NID ${stamp}`;
  const eventTitle = `E2E fair ${stamp}`;
  let link = '';
  const { username } = await newYouth(request, stamp);

  await test.step('admin publishes an event of today (own data)', async () => {
    const adminContext = await freshContext(context);
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin', 'admin', '/');
    await expectAccessible(admin, 'admin home');
    const api = apiAs(request, admin);
    await api('POST', '/private/events', {
      title: `মেলা ${stamp}`,
      title_en: eventTitle,
      starts_on: dhakaDay(0),
      ends_on: dhakaDay(0),
      venue: 'ঢাকা',
      venue_en: 'Dhaka',
      row_status: 1,
    });
    await adminContext.close();
  });

  await test.step('the youth adds a PDF to its locker: the rules first, then the document in the table', async () => {
    await signIn(page, 'youth', username);
    await page.goto(url('youth', '/my-locker'));
    await expect(page.getByRole('heading', { level: 1, name: text('locker.title') })).toBeVisible();
    await said(page, 'locker_pages.add.rules');
    await expectAccessible(page, 'my locker');
    const form = page.getByRole('form', { name: text('locker_pages.add.title') });
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'nid.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(form.getByText('nid.pdf')).toBeVisible();
    await form.getByRole('textbox', { name: label('locker_pages.field.title') }).fill(documentTitle);
    await form.getByRole('combobox', { name: label('locker_pages.field.category') }).click();
    await page.getByRole('option', { name: text('locker_pages.category.nid'), exact: true }).click();
    await form.getByRole('button', { name: text('locker_pages.add.submit') }).click();
    await said(page, 'locker.success.created');
    const table = page.getByRole('table', { name: text('locker_pages.documents.title') });
    const row = table.getByRole('row', { name: new RegExp(documentTitle) });
    await expect(row.getByText(text('locker_pages.category.nid'))).toBeVisible();
    await expectAccessible(page, 'my locker with a document');
  });

  await test.step('shares it for 7 days; the link opens in a fresh context without signing in', async () => {
    await page
      .getByRole('button', { name: textWith('locker_pages.action.share_named', { name: documentTitle }) })
      .click();
    const dialog = page.getByRole('dialog', {
      name: textWith('locker_pages.share.title', { name: documentTitle }),
    });
    await expect(dialog.getByText(text('locker_pages.share.rules'))).toBeVisible();
    await dialog.getByRole('combobox', { name: label('locker_pages.field.lifetime') }).click();
    await page.getByRole('option', { name: textWith('locker_pages.share.days', { days: 7 }) }).click();
    await dialog.getByRole('button', { name: text('locker_pages.share.submit') }).click();
    const box = dialog.getByRole('textbox', { name: text('locker_pages.share.new_link') });
    await expect(box).toHaveValue(/\/shared-documents\/[A-Za-z0-9_-]{43}$/);
    link = await box.inputValue();
    await expectAccessible(page, 'share dialog');

    const stranger = await freshContext(context);
    const res = await stranger.request.get(link);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await stranger.close();
  });

  await test.step('revokes the link: the same address is gone (404 envelope)', async () => {
    const dialog = page.getByRole('dialog');
    // "Revoke the link that works until <date>": the one live link
    const revokeName = text('locker_pages.share.revoke_named').split('{date}')[0] ?? '';
    await dialog.getByRole('button', { name: new RegExp(`^${escapeRegExp(revokeName)}`) }).click();
    await said(page, 'locker.success.revoked');
    await expect(dialog.getByText(text('locker_pages.share.none'))).toBeVisible();
    await expectAccessible(page, 'share dialog after revoke');
    const stranger = await freshContext(context);
    const res = await stranger.request.get(link);
    expect(res.status()).toBe(404);
    expect(await res.json()).toEqual({ status: { success: false, code: 404, message: 'errors.not_found' } });
    await stranger.close();
    await dialog.getByRole('button', { name: text('locker_pages.share.close') }).click();
  });

  await test.step('the calendar shows the event in the month table and in the agenda', async () => {
    await page.goto(url('youth', '/my-calendar'));
    await expect(page.getByRole('heading', { level: 1, name: text('calendar.title') })).toBeVisible();
    const entry = page.getByRole('link', { name: `${text('calendar_pages.kind.event')}: ${eventTitle}` });
    await expect(
      page
        .getByRole('table')
        .getByRole('link', { name: `${text('calendar_pages.kind.event')}: ${eventTitle}` }),
    ).toBeVisible();
    await expectAccessible(page, 'my calendar, month');
    await page.getByRole('button', { name: text('calendar_pages.view.agenda') }).click();
    await expect(page.getByRole('listitem').filter({ has: entry })).toBeVisible();
    await expectAccessible(page, 'my calendar, agenda');
  });

  await test.step('downloads the month as an iCalendar file holding the event', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: text('calendar_pages.download') }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^calendar-\d{4}-\d{2}\.ics$/);
    const ics = (await readFile(await download.path())).toString('utf8');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain(`SUMMARY:${eventTitle}`);
    expect(ics).toContain(`DTSTART;VALUE=DATE:${dhakaDay(0).replace(/-/g, '')}`);
  });
});
