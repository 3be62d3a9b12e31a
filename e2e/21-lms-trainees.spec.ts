import ExcelJS from 'exceljs';
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

// Issue 15 item 6 (trainees; ADRs 0081, 0088) end to end in Chromium, axe (and 360 px) on every page: the provider
// makes a course of its own with a quiz and a batch open for registration (the form, then the API), enrols demo
// `youth` one by one (the lookup) and a 2-row .xlsx sheet — demo `youth2`, and an unknown e-mail that comes back with
// its row number; `youth2` passes the quiz; the provider opens /courses/{id}/trainees from the course page, finds the
// youth by name, filters by status and batch, and opens the trainee's quiz results. Own data (a stamp).

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

  await test.step('the provider enrols one youth, then a 2-row sheet with one bad row', async () => {
    await page.goto(new URL(`/courses/${courseId}/trainees`, page.url()).toString());
    await expect(page.getByRole('heading', { level: 1, name: text('course_trainees.title') })).toBeVisible();
    await page.getByRole('button', { name: text('course_trainees.enrol.action') }).click();
    const dialog = page.getByRole('dialog', { name: text('course_trainees.enrol.title') });
    await expect(dialog.getByText(text('course_trainees.enrol.rules'))).toBeVisible();
    await dialog.getByRole('combobox', { name: text('course_trainees.enrol.youth') }).fill('Rahim');
    await page.getByRole('option', { name: /^Rahim Uddin · / }).click();
    await expectAccessible(page, 'enrol a youth');
    await dialog.getByRole('button', { name: text('course_trainees.enrol.submit') }).click();
    await said(page, 'course_trainees.success.enrolled');
    await expect(page.getByRole('row').filter({ hasText: 'Rahim Uddin' })).toBeVisible();

    await page.getByRole('button', { name: text('course_trainees.bulk.action') }).click();
    const bulk = page.getByRole('dialog', { name: text('course_trainees.bulk.title') });
    const template = page.waitForEvent('download');
    await bulk.getByRole('button', { name: text('course_trainees.bulk.template') }).click();
    expect((await template).suggestedFilename()).toBe(`trainees-${courseId}-template.xlsx`);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('trainees');
    sheet.addRow(['email', 'mobile', 'batch_id']);
    sheet.addRow(['youth2@platform.local', null, null]);
    sheet.addRow([`nobody-${stamp}@example.com`, null, null]);
    await bulk.getByLabel(text('course_trainees.bulk.file')).setInputFiles({
      name: 'trainees.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
    });
    await bulk.getByRole('button', { name: text('course_trainees.bulk.send') }).click();
    await expect(
      bulk.getByText(textWith('course_trainees.bulk.progress_text', { done: 2, total: 2 })),
    ).toBeVisible();
    await expect(
      bulk.getByRole('alert').filter({ hasText: textWith('course_trainees.bulk.enrolled', { count: 1 }) }),
    ).toBeVisible();
    const problem = bulk.getByRole('row').filter({ hasText: text('course_trainees.errors.unknown_youth') });
    await expect(problem.getByRole('cell').first()).toHaveText('3');
    await expectAccessible(page, 'enrol from Excel');
    await bulk.getByRole('button', { name: text('course_trainees.bulk.close') }).click();
    await expect(page.getByRole('row').filter({ hasText: youthName })).toBeVisible();
    await page.getByRole('link', { name: text('course_trainees.back') }).click();
    await expect(page).toHaveURL(new RegExp(`/courses/${courseId}/read$`));
  });

  await test.step('the youth enrolled from the sheet passes the quiz', async () => {
    const youthContext = await freshContext(context);
    const youth = await youthContext.newPage();
    await signIn(youth, 'youth', 'youth2');
    await expect(logoutButton(youth)).toBeVisible();
    await expectAccessible(youth, 'youth home');
    const api = apiAs(request, youth);
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
