import {
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  freshContext,
  logoutButton,
  PHONE,
  signIn,
  test,
  text,
  textWith,
  url,
  apiAs,
  type Api,
  addBrowserQuiz,
  createPublishedCourse,
} from './fixtures';

// Issue 16 item 3 (the player) end to end in Chromium, axe on every page, at 360 px: the lms provider makes a free
// course of its own through the API — a text and an uploaded audio in the first lesson, a quiz of one question in the
// second — with a batch open today; the youth enrols, opens the player, reads, plays the audio part way, reloads and
// is resumed where they stopped, fails the lesson-complete rule until the quiz is passed, passes it, completes the
// course and opens the certificate it earned, then asks a question in the course's discussion tab (ADR 0109) and sees
// it listed; last, the provider adds a module assessment (ADR 0121) and the youth sits it, submits and sees its result
// page with their answer. Own data (a stamp).

test.use({ actionTimeout: 20_000 });

/** A WAV file of `seconds` of silence (8 kHz, 8-bit mono): real audio Chromium plays, built here. */
function silentWav(seconds: number): Buffer {
  const rate = 8000;
  const samples = rate * seconds;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, Buffer.alloc(samples, 128)]);
}

test('course player: reads, resumes the audio after a reload, passes the quiz and earns the certificate', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const titleEn = `E2E player ${stamp}`;
  let courseId = 0;
  let providerApi: Api | null = null;
  let questionId = 0;

  await test.step('the provider makes a free course with a text, an audio and a quiz, and a batch', async () => {
    await signIn(page, 'lms', 'provider');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, 'lms home');
    const api = apiAs(request, page);
    const made = await createPublishedCourse(api, {
      stamp,
      title: `প্লেয়ার ${stamp}`,
      titleEn,
      module: { title: 'শুরু', title_en: 'Start' },
      lessons: [
        { title: 'পরিচিতি', title_en: 'Introduction' },
        { title: 'যাচাই', title_en: 'Check' },
      ],
      contents: async ([first, second]) => {
        await api('POST', `/private/lessons/${first}/contents`, {
          content_type: 5,
          title: 'পড়া',
          title_en: 'Reading',
          text: '<p>Welcome to the <strong>player</strong> course.</p>',
        });
        const audio = await api('POST', '/private/course-media', undefined, {
          file: { name: 'talk.wav', mimeType: 'audio/wav', buffer: silentWav(20) },
        });
        await api('POST', `/private/lessons/${first}/contents`, {
          content_type: 2,
          title: 'অডিও',
          title_en: 'Talk',
          file_id: audio.id,
        });
        const quiz = await addBrowserQuiz(api, Number(second), {
          stamp,
          bankTitleEn: `Player ${stamp}`,
          titleEn: 'Quick quiz',
        });
        questionId = Number((quiz as unknown as { quiz: { question_ids: number[] } }).quiz.question_ids[0]);
      },
      seats: 10,
    });
    courseId = made.courseId;
    providerApi = api;
  });

  const youthContext = await freshContext(context);
  const youth = await youthContext.newPage();
  await youth.setViewportSize(PHONE);

  await test.step('the youth enrols and opens the player: the text first', async () => {
    await signIn(youth, 'youth', 'youth2');
    await expect(logoutButton(youth)).toBeVisible();
    const api = apiAs(request, youth);
    const detail = await api('GET', `/public/courses/${courseId}`);
    const batch = (detail.batches as { id: number }[])[0];
    await api('POST', `/protected/courses/${courseId}/enroll`, { batch_id: batch?.id });
    await youth.goto(url('youth', `/courses/${courseId}/course-layout`));
    await expect(
      youth.getByRole('heading', { level: 1, name: textWith('course_learning.heading', { title: titleEn }) }),
    ).toBeVisible();
    await expect(youth.getByRole('heading', { level: 2, name: 'Reading' })).toBeVisible();
    await expect(youth.getByText('Welcome to the')).toBeVisible();
    await expectAccessible(youth, 'player, text');
    await expectNoSidewaysScroll(youth, 'player at 360 px');
    await youth.getByRole('button', { name: text('course_learning.menu.show') }).click();
    const outline = youth.getByRole('navigation', { name: text('course_learning.menu.label') });
    await expect(outline.getByRole('link', { name: /Talk/ })).toBeVisible();
    await expectAccessible(youth, 'player, outline open');
  });

  await test.step('plays the audio part way, reloads and is resumed there', async () => {
    await youth.getByRole('link', { name: text('course_learning.next') }).click();
    await expect(youth.getByRole('heading', { level: 2, name: 'Talk' })).toBeVisible();
    const audio = youth.getByLabel(text('course_learning.content.audio'));
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.duration)).toBeGreaterThan(19);
    const saved = youth.waitForResponse(
      (r) => r.url().endsWith('/watching') && r.request().method() === 'PUT',
    );
    await audio.evaluate((a: HTMLAudioElement) => {
      a.currentTime = 12;
      a.dispatchEvent(new Event('pause'));
    });
    expect((await saved).status()).toBe(200);
    await expectAccessible(youth, 'player, audio');
    await youth.reload();
    await expect(youth.getByRole('heading', { level: 2, name: 'Talk' })).toBeVisible();
    await expect(
      youth.getByText(textWith('course_learning.content.resumed', { time: '0:12' })),
    ).toBeVisible();
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => Math.round(a.currentTime))).toBe(12);
    await youth.getByRole('button', { name: text('course_learning.complete_lesson') }).click();
    await expect(youth.getByText(text('course_learning.lesson_completed'))).toBeVisible();
    await expect(youth.getByText(textWith('course_learning.progress', { percent: '50' }))).toBeVisible();
  });

  await test.step('the quiz gates the lesson; passing it completes the course and earns the certificate', async () => {
    await youth.getByRole('link', { name: text('course_learning.next') }).click();
    await expect(youth.getByRole('heading', { level: 2, name: 'Quick quiz' })).toBeVisible();
    await youth.getByRole('button', { name: text('course_learning.complete_lesson') }).click();
    await expect(youth.getByText(text('course_learning.errors.quiz_not_passed'))).toBeVisible();
    await youth.getByRole('radio', { name: 'Firefox' }).check();
    await youth.getByRole('button', { name: text('course_learning.quiz.submit') }).click();
    await expect(
      youth.getByText(`${text('course_learning.quiz.this_try')}: ${text('course_learning.quiz.passed')}`),
    ).toBeVisible();
    await expectAccessible(youth, 'player, quiz passed');
    await youth.getByRole('button', { name: text('course_learning.complete_lesson') }).click();
    await expect(youth.getByText(text('course_learning.course_completed')).first()).toBeVisible();
    await youth.getByRole('link', { name: text('course_learning.see_certificate') }).click();
    await expect(youth).toHaveURL(/\/certificates\/[0-9a-f-]{36}$/);
    await expect(youth.getByText(titleEn).first()).toBeVisible();
    await expectAccessible(youth, 'certificate');
  });

  await test.step('asks a question in the course’s discussion tab and sees it listed (ADR 0109)', async () => {
    await youth.goto(url('youth', `/courses/${courseId}/layout/discussion`));
    const tabs = youth.getByRole('navigation', { name: text('course_discussion.tabs') });
    await expect(tabs.getByRole('link', { name: text('course_discussion.tab.discussion') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(youth.getByText(text('course_discussion.empty'))).toBeVisible();
    const form = youth.getByRole('form', { name: text('course_discussion.ask') });
    await form.getByLabel(text('course_discussion.form.title')).fill(`Question ${stamp}`);
    await form.getByLabel(text('course_discussion.form.body')).fill('Where do I find the audio transcript?');
    await form.getByRole('button', { name: text('course_discussion.form.submit') }).click();
    await expect(youth.getByText(text('course_discussion.success.asked')).last()).toBeVisible();
    await expect(youth.getByRole('heading', { level: 3, name: `Question ${stamp}` })).toBeVisible();
    await expectAccessible(youth, 'player, discussion tab');
  });

  await test.step('sits a module assessment the provider adds, submits it and sees the result (ADR 0121)', async () => {
    if (!providerApi) throw new Error('the provider made no course');
    const exam = await providerApi('POST', `/private/courses/${courseId}/modules`, {
      kind: 2,
      title: 'মূল্যায়ন',
      title_en: 'Module test',
      question_ids: [questionId],
      question_count: 1,
      pass_percent: 50,
      exam_minutes: 10,
    });
    await youth.goto(url('youth', `/courses/${courseId}/course-layout?module-exam=${exam.id}`));
    await expect(
      youth.getByRole('heading', {
        level: 2,
        name: textWith('exam_module.heading', { title: 'Module test' }),
      }),
    ).toBeVisible();
    await youth.getByRole('button', { name: text('exam_lesson.start') }).click();
    await youth.getByRole('radio', { name: 'Firefox' }).check();
    await youth.getByRole('button', { name: text('exam_lesson.submit') }).click();
    await expect(youth).toHaveURL(/\/exam-module-result\/\d+$/);
    await expect(youth.getByText(text('exam_lesson.result.passed'), { exact: true })).toBeVisible();
    await expect(youth.getByRole('radio', { name: 'Firefox' })).toBeChecked();
    await expectAccessible(youth, 'module assessment result');
  });
  await youthContext.close();
});
