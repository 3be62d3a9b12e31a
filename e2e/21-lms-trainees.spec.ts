import {
  createCourse,
  expect,
  expectAccessible,
  freshContext,
  logoutButton,
  said,
  signIn,
  test,
  text,
  textWith,
  apiAs,
  addBrowserQuiz,
  createPublishedCourse,
} from './fixtures';

// Issue 15 item 6 (trainees; ADR 0081) end to end in Chromium, axe (and 360 px) on every page: the provider makes a
// course of its own with a quiz and a batch open for registration (the form, then the API), a youth (demo `youth2`)
// enrols through the API and passes the quiz; the provider opens /courses/{id}/trainees from the course page, finds
// the youth by name, filters by status and batch, and opens the trainee's quiz results. Own data (a stamp).

test.use({ actionTimeout: 20_000 });

test('lms trainees: the provider sees an enrolled youth, their progress and quiz results', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const titleEn = `E2E trainees ${stamp}`;
  const batchEn = `Batch ${stamp}`;
  const quizEn = `Quiz ${stamp}`;
  const youthName = 'Sumaiya Khatun';
  let courseId = 0;
  let contentId = 0;

  await test.step('the provider makes a course with a quiz and a batch open for registration', async () => {
    await createCourse(page, { title: `প্রশিক্ষণার্থী ${stamp}`, titleEn, type: 1, hours: 12 });
    courseId = Number(/\/courses\/(\d+)\/read$/.exec(page.url())?.[1]);
    expect(courseId).toBeGreaterThan(0);
    await expectAccessible(page, 'read course');
    const api = apiAs(request, page);
    await createPublishedCourse(api, {
      stamp,
      courseId,
      lessons: [{ title: 'পাঠ ১', title_en: `Lesson ${stamp}` }],
      contents: async ([lesson]) => {
        const quiz = await addBrowserQuiz(api, Number(lesson), {
          stamp,
          bankTitleEn: `Trainees ${stamp}`,
          titleEn: quizEn,
        });
        contentId = quiz.id;
      },
      seats: 10,
    });
  });

  await test.step('a youth enrols through the API and passes the quiz', async () => {
    const youthContext = await freshContext(context);
    const youth = await youthContext.newPage();
    await signIn(youth, 'youth', 'youth2');
    await expect(logoutButton(youth)).toBeVisible();
    await expectAccessible(youth, 'youth home');
    const api = apiAs(request, youth);
    const detail = await api('GET', `/public/courses/${courseId}`);
    const batch = (detail.batches as { id: number }[])[0];
    await api('POST', `/protected/courses/${courseId}/enroll`, { batch_id: batch?.id });
    const content = await api('GET', `/protected/courses/${courseId}/contents/${contentId}`);
    const questions = (content.quiz as { questions: { question_id: number }[] }).questions;
    const answers = Object.fromEntries(questions.map((q) => [String(q.question_id), { options: [1] }]));
    const result = await api('POST', `/protected/courses/${courseId}/contents/${contentId}/pop-quiz-submit`, {
      answers,
    });
    expect(result.passed).toBe(true);
    await youthContext.close();
  });

  await test.step('the provider opens the trainees from the course page and finds the youth', async () => {
    await page.reload();
    await page.getByRole('link', { name: text('course_trainees.link') }).click();
    await expect(page).toHaveURL(new RegExp(`/courses/${courseId}/trainees$`));
    await expect(page.getByRole('heading', { level: 1, name: text('course_trainees.title') })).toBeVisible();
    await said(page, 'course_trainees.intro', { course: titleEn });
    const row = page.getByRole('row').filter({ hasText: youthName });
    await expect(row).toBeVisible();
    await expect(row.getByText(batchEn)).toBeVisible();
    await expect(row.getByText(text('course_trainees.status.enrolled'))).toBeVisible();
    await expect(
      row.getByText(textWith('course_trainees.quizzes', { passed: 1, total: 1, taken: 1 })),
    ).toBeVisible();
    await expectAccessible(page, 'trainees');

    await page.getByRole('searchbox', { name: text('course_trainees.search') }).fill('Sumaiya');
    await page.getByRole('button', { name: text('course_trainees.search_submit') }).click();
    await expect(page).toHaveURL(/search=Sumaiya/);
    await expect(page.getByRole('row').filter({ hasText: youthName })).toBeVisible();
    await page
      .getByRole('combobox', { name: text('course_trainees.filter.status') })
      .selectOption({ label: text('course_trainees.status.payment_pending') });
    await expect(page).toHaveURL(/status=payment_pending/);
    await said(page, 'list.none_found', { messageType: text('course_trainees.message_type') });
    await expectAccessible(page, 'trainees: none pending');
    await page
      .getByRole('combobox', { name: text('course_trainees.filter.status') })
      .selectOption({ label: text('course_trainees.status.enrolled') });
    await page
      .getByRole('combobox', { name: text('course_trainees.filter.batch') })
      .selectOption({ label: batchEn });
    await expect(page).toHaveURL(/batch_id=\d+/);
    await expect(page.getByRole('row').filter({ hasText: youthName })).toBeVisible();
    await expectAccessible(page, 'trainees: filtered');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: text('course_trainees.export.action') }).click();
    expect((await download).suggestedFilename()).toBe(`trainees-${courseId}.xlsx`);
    await said(page, 'course_trainees.export.done', { count: 1 });
  });

  await test.step('opens the trainee’s quiz results', async () => {
    await page
      .getByRole('link', { name: textWith('course_trainees.results_named', { name: youthName }) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/courses/${courseId}/trainees/\\d+/assessment$`));
    await expect(
      page.getByRole('heading', { level: 1, name: text('course_trainees.assessment.title') }),
    ).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: quizEn });
    await expect(
      row.getByText(textWith('course_trainees.assessment.marks', { obtained: 2, total: 2 })),
    ).toBeVisible();
    await expect(row.getByText(text('course_trainees.assessment.passed'), { exact: true })).toBeVisible();
    await expectAccessible(page, 'trainee assessment');
    await page.getByRole('link', { name: text('course_trainees.assessment.back') }).click();
    await expect(page).toHaveURL(new RegExp(`/courses/${courseId}/trainees$`));
    await expectAccessible(page, 'trainees again');
  });
});
