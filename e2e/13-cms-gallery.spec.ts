import {
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  freshContext,
  signIn,
  test,
  text,
  url,
} from './fixtures';

// The gallery and publications against the real gateway (issue 17 item 1): an admin creates an image album with a
// cover, an image item in it and a publication with its PDF; a visitor of the youth portal sees the album (its image
// sized by the gateway, loaded lazily) and the publication in English and Bengali, at 360 px too. Own data (a stamp).

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const heading1 = (page: import('@playwright/test').Page, name: string) =>
  page.getByRole('heading', { level: 1, name });

test('cms gallery: admin adds an album with an image and a publication; the youth portal shows them', async ({
  page,
  context,
}) => {
  const stamp = Date.now().toString(36);
  const albumEn = `Skills fair ${stamp}`;
  const albumBn = `দক্ষতা মেলা ${stamp}`;
  const imageEn = `Opening day ${stamp}`;
  const imageBn = `উদ্বোধনের দিন ${stamp}`;
  const publicationEn = `Youth survey ${stamp}`;
  const publicationBn = `যুব জরিপ ${stamp}`;

  // --- admin: an image album with a cover --------------------------------------------------------------------
  await signIn(page, 'admin', 'admin', '/gallery-albums/create');
  const save = page.getByRole('button', { name: text('common.save') });
  await expect(save).toBeVisible();
  await expectAccessible(page, 'create album');
  await page.getByLabel(text('resources.gallery_albums.fields.album_type'), { exact: false }).click();
  await page.getByRole('option', { name: text('enums.album_type.1') }).click();
  await page.getByLabel(text('resources.common.fields.title'), { exact: false }).first().fill(albumBn);
  await page.getByLabel(text('resources.common.fields.title_en'), { exact: false }).fill(albumEn);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText(text('resources.file.uploaded'))).toBeVisible();
  await page.getByLabel(text('resources.gallery_albums.fields.display_order'), { exact: false }).fill('0');
  await save.click();
  await expect(page).toHaveURL(/\/gallery-albums\/\d+$/);
  await expect(page.getByText(albumEn).first()).toBeVisible();
  await expectAccessible(page, 'album saved');

  // --- admin: an image item of that album; a YouTube address on another host is refused first -----------------
  await page.goto(url('admin', '/gallery-contents/create'));
  await expect(save).toBeVisible();
  // the rule of the video addresses shows before any error
  await expect(page.getByText(text('resources.gallery_contents.hints.youtube_url'))).toBeVisible();
  await expectAccessible(page, 'create gallery item');
  await page
    .getByLabel(text('resources.gallery_contents.fields.gallery_album_id'), { exact: false })
    .fill(stamp);
  await page.getByRole('option', { name: albumEn }).click();
  await page.getByLabel(text('resources.gallery_contents.fields.content_type'), { exact: false }).click();
  await page.getByRole('option', { name: text('enums.gallery_content_type.1'), exact: true }).click();
  await page.getByLabel(text('resources.common.fields.title'), { exact: false }).first().fill(imageBn);
  await page.getByLabel(text('resources.common.fields.title_en'), { exact: false }).fill(imageEn);
  const youtube = page.getByLabel(text('resources.gallery_contents.fields.youtube_url'), { exact: false });
  await youtube.fill('https://youtube.example.org/watch?v=1');
  await save.click();
  await expect(page.getByText(text('validation.url')).first()).toBeVisible();
  await expectAccessible(page, 'gallery item with errors');
  await youtube.fill('');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'opening.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText(text('resources.file.uploaded'))).toBeVisible();
  await save.click();
  await expect(page).toHaveURL(/\/gallery-contents\/\d+$/);
  await expectAccessible(page, 'gallery item saved');

  // --- admin: a publication with its PDF -----------------------------------------------------------------------
  await page.goto(url('admin', '/publications/create'));
  await expect(save).toBeVisible();
  await expectAccessible(page, 'create publication');
  await page.getByLabel(text('resources.common.fields.title'), { exact: false }).first().fill(publicationBn);
  await page.getByLabel(text('resources.common.fields.title_en'), { exact: false }).fill(publicationEn);
  await page
    .getByLabel(text('resources.publications.fields.author'), { exact: false })
    .first()
    .fill('গবেষণা দল');
  await page
    .getByLabel(text('resources.publications.fields.author_en'), { exact: false })
    .fill('Research team');
  await page
    .getByLabel(text('resources.publications.fields.description_en'), { exact: false })
    .fill(`What young people told us ${stamp}`);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'survey.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText(text('resources.file.uploaded'))).toBeVisible();
  await page
    .getByLabel(text('resources.publications.fields.published_on'), { exact: false })
    .fill('2026-01-15');
  await save.click();
  await expect(page).toHaveURL(/\/publications\/\d+$/);
  await expectAccessible(page, 'publication saved');

  // --- a visitor of the youth portal -------------------------------------------------------------------------
  const visitor = await (await freshContext(context)).newPage();
  await visitor.goto(url('youth', '/gallery'));
  await expect(heading1(visitor, text('cms.gallery.title'))).toBeVisible();
  const album = visitor.getByRole('link', { name: albumEn });
  await expect(album).toBeVisible();
  await expectAccessible(visitor, 'gallery');
  await expectNoSidewaysScroll(visitor, 'gallery at 360 px');
  await album.click();
  await expect(heading1(visitor, albumEn)).toBeVisible();
  const image = visitor.getByRole('img', { name: imageEn });
  // the gateway read the image's size from the file: the page reserves its place before it loads
  await expect(image).toHaveAttribute('width', '1');
  await expect(image).toHaveAttribute('height', '1');
  await expect(image).toHaveAttribute('loading', 'lazy');
  await expectAccessible(visitor, 'album');
  await expectNoSidewaysScroll(visitor, 'album at 360 px');

  await visitor.goto(url('youth', '/publications'));
  await expect(heading1(visitor, text('cms.publications.title'))).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 2, name: publicationEn })).toBeVisible();
  await expect(visitor.getByText(`What young people told us ${stamp}`)).toBeVisible();
  const download = visitor.getByRole('link', { name: new RegExp(`: ${publicationEn}`) });
  const pdf = await visitor.request.get(String(await download.getAttribute('href')));
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  await expectAccessible(visitor, 'publications');
  await expectNoSidewaysScroll(visitor, 'publications at 360 px');

  // the same in Bengali
  await visitor.evaluate(() => localStorage.setItem('platform.locale', 'bn-BD'));
  await visitor.goto(url('youth', '/gallery'));
  await visitor.getByRole('link', { name: albumBn }).click();
  await expect(heading1(visitor, albumBn)).toBeVisible();
  await expect(visitor.getByRole('img', { name: imageBn })).toBeVisible();
  await expectAccessible(visitor, 'album (bn)');
  await visitor.goto(url('youth', '/publications'));
  await expect(visitor.getByRole('heading', { level: 2, name: publicationBn })).toBeVisible();
  await expectAccessible(visitor, 'publications (bn)');
  await visitor.context().close();
});

test('cms: a visitor’s message reaches the admin; quotations swap order and an event shows on the youth portal', async ({
  page,
  context,
}) => {
  const stamp = Date.now().toString(36);
  const subject = `Question about fees ${stamp}`;
  const firstQuote = `Learning never stops ${stamp}`;
  const secondQuote = `Skills open doors ${stamp}`;
  const eventEn = `Career fair ${stamp}`;
  const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

  // --- a visitor sends a message from /contact-us; the rules show before any error ---------------------------
  const visitor = await (await freshContext(context)).newPage();
  await visitor.goto(url('youth', '/contact-us'));
  await expect(visitor.getByText(text('pages.contact.form.message_help'))).toBeVisible();
  await expectAccessible(visitor, 'contact form with its rules');
  const field = (id: string) => visitor.getByRole('textbox', { name: text(id) });
  await field('pages.contact.form.name').fill('Rahima Khatun');
  await field('pages.contact.form.email').fill('rahima@example.org');
  await field('pages.contact.form.subject').fill(subject);
  await field('pages.contact.form.message').fill('Is the web course free for youths?');
  await visitor.getByRole('button', { name: text('pages.contact.form.submit') }).click();
  await expect(visitor.getByText(text('pages.contact.form.success'))).toBeVisible();
  await expectAccessible(visitor, 'contact form sent');

  // --- admin: reads it under visitor feedback ------------------------------------------------------------------
  await signIn(page, 'admin', 'admin', '/visitor-feedbacks');
  await expect(page.getByText(subject)).toBeVisible();
  await expectAccessible(page, 'visitor feedback');
  await page
    .getByRole('button', { name: text('resources.actions.show_record').replace('{name}', subject) })
    .click();
  await expect(page.getByText('Is the web course free for youths?')).toBeVisible();
  await expectAccessible(page, 'one visitor feedback');

  // --- admin: two quotations, the second moved up --------------------------------------------------------------
  const save = page.getByRole('button', { name: text('common.save') });
  for (const [quote, order] of [
    [firstQuote, '1'],
    [secondQuote, '2'],
  ] as const) {
    await page.goto(url('admin', '/quotation-sliders/create'));
    await expect(save).toBeVisible();
    await expectAccessible(page, 'create quotation');
    await page
      .getByLabel(text('resources.quotation_sliders.fields.title'), { exact: false })
      .fill(`উক্তি ${quote}`);
    await page.getByLabel(text('resources.quotation_sliders.fields.title_en'), { exact: false }).fill(quote);
    await page
      .getByLabel(text('resources.quotation_sliders.fields.display_order'), { exact: false })
      .fill(order);
    await save.click();
    await expect(page).toHaveURL(/\/quotation-sliders\/\d+$/);
    await expectAccessible(page, 'quotation saved');
  }
  await page.goto(url('admin', '/quotation-sliders'));
  await page
    .getByRole('button', { name: text('resources.actions.move_up_record').replace('{name}', secondQuote) })
    .click();
  await expect(page.getByText(text('resources.messages.moved').replace('{name}', secondQuote))).toBeVisible();
  await expectAccessible(page, 'quotations moved');

  // --- admin: an event; an end before its start is refused first ------------------------------------------------
  await page.goto(url('admin', '/events/create'));
  await expect(save).toBeVisible();
  await page.getByLabel(text('resources.common.fields.title'), { exact: false }).first().fill(`মেলা ${stamp}`);
  await page.getByLabel(text('resources.common.fields.title_en'), { exact: false }).fill(eventEn);
  await page.getByLabel(text('resources.events.fields.starts_on'), { exact: false }).fill(inDays(5));
  const ends = page.getByLabel(text('resources.events.fields.ends_on'), { exact: false });
  await ends.fill(inDays(4));
  await page.getByLabel(text('resources.events.fields.venue_en'), { exact: false }).fill('Rajshahi');
  await save.click();
  await expect(page.getByText(text('validation.end_before_start')).first()).toBeVisible();
  await expectAccessible(page, 'event with an end before its start');
  await ends.fill(inDays(6));
  await save.click();
  await expect(page).toHaveURL(/\/events\/\d+$/);
  await expectAccessible(page, 'event saved');

  // --- the youth portal: the quotations in their new order, the event -----------------------------------------
  await visitor.goto(url('youth', '/'));
  const second = visitor.getByText(secondQuote);
  await second.scrollIntoViewIfNeeded();
  await expect(second).toBeVisible();
  const order = await visitor.locator('#home-quotations-title ~ ul blockquote').allTextContents();
  expect(order.indexOf(secondQuote)).toBeLessThan(order.indexOf(firstQuote));
  await expectAccessible(visitor, 'home with quotations');
  await expectNoSidewaysScroll(visitor, 'home with quotations at 360 px');
  await visitor.goto(url('youth', '/events'));
  await expect(visitor.getByRole('heading', { level: 2, name: eventEn })).toBeVisible();
  await expect(visitor.getByText(text('cms.events.venue').replace('{venue}', 'Rajshahi'))).toBeVisible();
  await expectAccessible(visitor, 'events');
  await expectNoSidewaysScroll(visitor, 'events at 360 px');
  await visitor.context().close();
});
