import type { Page } from '@playwright/test';
import {
  escapeRegExp,
  expect,
  expectAccessible,
  test,
  text,
  textWith,
  fieldLabel as label,
  said,
  createCourse,
} from './fixtures';

// Issue 15 item 2 end to end in Chromium, every page checked with axe (and at 360 px): the provider creates a course
// of its own, adds a module with a text lesson and a video lesson on /courses/{id}/module, gives them contents on
// /courses/{id}/design (a text whose script the gateway removes, a video by https address after the http one is
// refused, an audio uploaded as a file), previews them as a learner sees them, moves the video lesson up with
// Alt + Arrow Up, and finds the order kept after a reload.

const row = (page: Page, name: string, position: number, total: number) =>
  page.getByRole('listitem', {
    name: `${name} — ${textWith('course_structure.position', { position, total })}`,
    exact: true,
  });

/** A short silent WAV (8 kHz, 8-bit mono, 0.1 s): a real audio file whose type the gateway reads from its bytes. */
function silentWav(): Buffer {
  const samples = Buffer.alloc(800, 0x80);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}
const WAV = silentWav();

test.use({ actionTimeout: 20_000 });

test('lms structure: the provider builds modules, lessons and contents and reorders them by keyboard', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const courseTitle = `E2E structure ${stamp}`;
  const textLesson = 'Reading lesson';
  const videoLesson = 'Video lesson';

  await test.step('the provider creates a course of its own', async () => {
    await createCourse(page, { title: `কাঠামো ${stamp}`, titleEn: courseTitle, type: 1, hours: 12 });
    await expect(page.getByRole('heading', { name: courseTitle })).toBeVisible();
    await expectAccessible(page, 'read course');
  });

  await test.step('adds a module and two lessons on /courses/{id}/module', async () => {
    await page.getByRole('link', { name: text('course_structure.link.module') }).click();
    await expect(page).toHaveURL(/\/courses\/\d+\/module$/);
    await expect(
      page.getByRole('heading', { level: 1, name: text('course_structure.modules.title') }),
    ).toBeVisible();
    await said(page, 'course_structure.empty');
    await expectAccessible(page, 'modules: empty');

    await page.getByRole('button', { name: text('course_structure.module.add') }).click();
    const dialog = page.getByRole('dialog', { name: text('course_structure.module.add') });
    await expect(dialog.getByText(text('course_structure.form.rules'))).toBeVisible();
    await expectAccessible(page, 'modules: add module dialog');
    await dialog.getByRole('textbox', { name: label('course_structure.field.title') }).fill('প্রথম মডিউল');
    await dialog
      .getByRole('textbox', { name: label('course_structure.field.title_en') })
      .fill('First module');
    await dialog.getByRole('button', { name: text('common.save') }).click();
    await said(page, 'course_structure.success.saved');
    await expect(
      page.getByRole('heading', {
        name: textWith('course_structure.module.heading', { position: 1, name: 'First module' }),
      }),
    ).toBeVisible();

    for (const [bn, en] of [
      ['পড়ার পাঠ', textLesson],
      ['ভিডিও পাঠ', videoLesson],
    ] as const) {
      await page
        .getByRole('button', { name: textWith('course_structure.lesson.add_to', { name: 'First module' }) })
        .click();
      const lesson = page.getByRole('dialog', { name: text('course_structure.lesson.add') });
      await lesson.getByRole('textbox', { name: label('course_structure.field.title') }).fill(bn);
      await lesson.getByRole('textbox', { name: label('course_structure.field.title_en') }).fill(en);
      await lesson.getByRole('button', { name: text('common.save') }).click();
      await expect(lesson).toHaveCount(0);
    }
    await expect(row(page, textLesson, 1, 2)).toBeVisible();
    await expect(row(page, videoLesson, 2, 2)).toBeVisible();
    await expectAccessible(page, 'modules: a module with two lessons');
  });

  await test.step('gives the lessons a text and a video on /courses/{id}/design and previews the text', async () => {
    await page.getByRole('link', { name: text('course_structure.back') }).click();
    await page.getByRole('link', { name: text('course_structure.link.design') }).click();
    await expect(page).toHaveURL(/\/courses\/\d+\/design$/);
    await said(page, 'course_structure.design.help');
    await expectAccessible(page, 'design');

    await page
      .getByRole('button', { name: textWith('course_structure.content.add_to', { name: textLesson }) })
      .click();
    await page.getByRole('menuitem', { name: text('course_structure.content_type.5') }).click();
    const reading = page.getByRole('dialog', { name: text('course_structure.content.add') });
    await expect(reading.getByText(text('course_structure.form.content_rules'))).toBeVisible();
    await reading.getByRole('textbox', { name: label('course_structure.field.title') }).fill('পড়া');
    await reading.getByRole('textbox', { name: label('course_structure.field.title_en') }).fill('Reading');
    await reading
      .getByRole('textbox', { name: label('course_structure.field.text') })
      .fill('<p>Hello <strong>learner</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)">');
    await expectAccessible(page, 'design: text content dialog');
    await reading.getByRole('button', { name: text('common.save') }).click();
    await said(page, 'course_structure.success.saved');
    await expect(reading).toHaveCount(0);

    await page
      .getByRole('button', { name: textWith('course_structure.content.add_to', { name: videoLesson }) })
      .click();
    // every content type is offered (a quiz: e2e/18-lms-quiz)
    await expect(page.getByRole('menuitem', { name: text('course_structure.content_type.4') })).toBeVisible();
    await page.getByRole('menuitem', { name: text('course_structure.content_type.1') }).click();
    const video = page.getByRole('dialog', { name: text('course_structure.content.add') });
    await video.getByRole('textbox', { name: label('course_structure.field.title') }).fill('ভিডিও');
    await video.getByRole('textbox', { name: label('course_structure.field.title_en') }).fill('Intro video');
    const address = video.getByRole('textbox', { name: label('course_structure.field.url') });
    await address.fill('http://media.example.org/intro.mp4');
    await video.getByRole('button', { name: text('common.save') }).click();
    await expect(video.getByText(text('validation.url'))).toBeVisible();
    await expectAccessible(page, 'design: video dialog, the https rule');
    await address.fill('https://media.example.org/intro.mp4');
    await video.getByRole('button', { name: text('common.save') }).click();
    await expect(video).toHaveCount(0);
    await expect(page.getByText('Intro video')).toBeVisible();

    // an audio uploaded (through the storage port, its type read from its bytes) instead of an address
    await page
      .getByRole('button', { name: textWith('course_structure.content.add_to', { name: textLesson }) })
      .click();
    await page.getByRole('menuitem', { name: text('course_structure.content_type.2') }).click();
    const audio = page.getByRole('dialog', { name: text('course_structure.content.add') });
    await audio.getByRole('textbox', { name: label('course_structure.field.title') }).fill('অডিও');
    await audio.getByRole('textbox', { name: label('course_structure.field.title_en') }).fill('Talk');
    await audio.getByRole('radio', { name: text('course_structure.field.source_upload') }).check();
    await said(page, 'course_structure.form.media_rules');
    await audio
      .locator('input[type="file"]')
      .setInputFiles({ name: 'talk.wav', mimeType: 'audio/wav', buffer: WAV });
    await expect(audio.getByText('talk.wav')).toBeVisible();
    await expectAccessible(page, 'design: audio upload dialog');
    await audio.getByRole('button', { name: text('common.save') }).click();
    await expect(audio).toHaveCount(0);
    await page
      .getByRole('button', { name: textWith('course_structure.action.preview', { name: 'Talk' }) })
      .click();
    await expect(
      page.getByRole('article', { name: text('course_structure.design.learner_view') }).locator('audio'),
    ).toHaveAttribute('src', /\/files\/[0-9a-f-]{36}$/);

    await page
      .getByRole('button', { name: textWith('course_structure.action.preview', { name: 'Reading' }) })
      .click();
    const preview = page.getByRole('article', { name: text('course_structure.design.learner_view') });
    await expect(preview.locator('strong', { hasText: 'learner' })).toBeVisible();
    await expect(preview.locator('script, img')).toHaveCount(0);
    await expectAccessible(page, 'design: preview');
  });

  await test.step('copies a text from the institute’s content library into a lesson (ADR 0091)', async () => {
    await page
      .getByRole('button', { name: textWith('course_structure.content.add_to', { name: textLesson }) })
      .click();
    await page.getByRole('menuitem', { name: text('course_library.from_library') }).click();
    const library = page.getByRole('dialog', {
      name: textWith('course_library.import_to', { name: textLesson }),
    });
    await said(page, 'course_library.rules');
    await library.getByRole('combobox', { name: label('course_library.content') }).fill('Safety');
    await page.getByRole('option', { name: 'Safety at the workplace' }).click();
    await expectAccessible(page, 'design: content library dialog');
    await library.getByRole('button', { name: text('course_library.submit') }).click();
    await said(page, 'course_library.imported');
    await expect(library).toHaveCount(0);
    await expect(page.getByText('Safety at the workplace')).toBeVisible();
  });

  await test.step('moves the video lesson up with Alt + Arrow Up and finds the order kept after a reload', async () => {
    const moving = row(page, videoLesson, 2, 2);
    await moving.focus();
    await page.keyboard.press('Alt+ArrowUp');
    await said(page, 'course_structure.moved', { name: videoLesson, position: 1, total: 2 });
    await expect(row(page, videoLesson, 1, 2)).toBeFocused();
    await expect(row(page, textLesson, 2, 2)).toBeVisible();
    await expectAccessible(page, 'design: reordered');

    await page.reload();
    await expect(row(page, videoLesson, 1, 2)).toBeVisible();
    await expect(row(page, textLesson, 2, 2)).toBeVisible();
    const lessons = page.locator('[data-row^="lesson-"]');
    await expect(lessons.first()).toHaveAttribute('aria-label', new RegExp(`^${escapeRegExp(videoLesson)}`));
    await expectAccessible(page, 'design: after reload');

    await page.getByRole('link', { name: text('course_structure.back') }).click();
    await page.getByRole('link', { name: text('course_structure.link.module') }).click();
    await expect(row(page, videoLesson, 1, 2)).toBeVisible();
    await expectAccessible(page, 'modules: the new order');
  });

  await test.step('opens the content library at /existing-content from the menu', async () => {
    await page
      .getByRole('link', { name: text('resources.course_library_contents.title') })
      .first()
      .click();
    await expect(page).toHaveURL(/\/existing-content$/);
    await expect(
      page.getByRole('heading', { level: 1, name: text('resources.course_library_contents.title') }),
    ).toBeVisible();
    await expect(page.getByRole('gridcell', { name: 'Safety at the workplace', exact: true })).toBeVisible();
    await expectAccessible(page, 'content library');
  });
});
