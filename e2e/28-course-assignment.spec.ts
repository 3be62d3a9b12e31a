import {
  apiAs,
  createPublishedCourse,
  escapeRegExp,
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  fieldLabel,
  freshContext,
  logoutButton,
  PHONE,
  said,
  signIn,
  test,
  text,
  textWith,
  url,
} from './fixtures';

// Issues 15 item 6 and 16 item 3 (assignments; ADR 0089) end to end in Chromium, axe on every page: the lms provider
// makes a course of its own through the API with an assignment lesson and sets the assignment up in the structure
// editor; a youth (demo `youth2`, enrolled here in this course only) submits an answer with a PDF in the player at
// 360 px; the provider opens the trainee's assignments from the trainees list, downloads the file, is told the marks
// rule before any error, marks it with feedback; the youth sees the marks, the feedback and the lesson completed.

test.use({ actionTimeout: 20_000 });

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('course assignment: set up, submitted with a file, marked, and the youth sees the marks', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const titleEn = `E2E assignment ${stamp}`;
  const taskEn = `Profile page ${stamp}`;
  const youthName = 'Sumaiya Khatun';
  let courseId = 0;
  let lessonId = 0;

  await test.step('the provider makes a course with an assignment lesson and sets the assignment up', async () => {
    await signIn(page, 'lms', 'provider');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, 'lms home');
    const api = apiAs(request, page);
    const made = await createPublishedCourse(api, {
      stamp,
      title: `অ্যাসাইনমেন্ট ${stamp}`,
      titleEn,
      lessons: [{ title: 'নিজের পেজ', title_en: taskEn, kind: 3 }],
      seats: 5,
    });
    courseId = made.courseId;
    lessonId = made.lessonIds[0] ?? 0;
    await page.goto(url('lms', `/courses/${courseId}/module`));
    await page
      .getByRole('button', { name: textWith('course_assignments.settings.action_named', { name: taskEn }) })
      .click();
    const dialog = page.getByRole('dialog', {
      name: textWith('course_assignments.settings.title', { name: taskEn }),
    });
    await expect(dialog.getByText(text('course_assignments.settings.rules'))).toBeVisible();
    await expectAccessible(page, 'assignment dialog');
    await dialog
      .getByRole('textbox', { name: fieldLabel('course_assignments.field.instructions') })
      .fill('<p>Make a <strong>profile page</strong> about yourself.</p><script>alert(1)</script>');
    await dialog
      .getByRole('spinbutton', { name: fieldLabel('course_assignments.field.total_marks') })
      .fill('20');
    await dialog
      .getByRole('spinbutton', { name: fieldLabel('course_assignments.field.pass_marks') })
      .fill('10');
    await dialog.getByRole('switch', { name: text('course_assignments.field.file_required') }).check();
    await dialog.getByRole('button', { name: text('common.save') }).click();
    await said(page, 'course_assignments.success.saved');
  });

  const youthContext = await freshContext(context);
  const youth = await youthContext.newPage();
  await youth.setViewportSize(PHONE);

  await test.step('the youth enrols and submits an answer with a PDF in the player', async () => {
    await signIn(youth, 'youth', 'youth2');
    await expect(logoutButton(youth)).toBeVisible();
    await expectAccessible(youth, 'youth home');
    const api = apiAs(request, youth);
    const detail = await api('GET', `/public/courses/${courseId}`);
    const batch = (detail.batches as { id: number }[])[0];
    await api('POST', `/protected/courses/${courseId}/enroll`, { batch_id: batch?.id });
    await youth.goto(url('youth', `/courses/${courseId}/course-layout?assignment=${lessonId}`));
    await expect(youth.getByRole('heading', { level: 2, name: taskEn })).toBeVisible();
    await expect(youth.getByText('profile page', { exact: true })).toBeVisible();
    await said(youth, 'course_assignments.player.rules_file');
    await expectAccessible(youth, 'player, assignment');
    await expectNoSidewaysScroll(youth, 'assignment at 360 px');
    const form = youth.getByRole('form', { name: text('course_assignments.player.your_answer') });
    await form
      .getByRole('textbox', { name: text('course_assignments.field.answer_text') })
      .fill('My page shows my photo and my skills.');
    await form
      .getByLabel(fieldLabel('course_assignments.field.file'))
      .setInputFiles({ name: 'profile.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(form.getByText('profile.pdf')).toBeVisible();
    await form.getByRole('button', { name: text('course_assignments.player.submit') }).click();
    await said(youth, 'course_assignments.success.submitted');
    await said(youth, 'course_assignments.player.waiting');
    await expectAccessible(youth, 'player, submitted');
  });

  await test.step('the provider opens the trainee’s assignments, downloads the file and marks it', async () => {
    await page.goto(url('lms', `/courses/${courseId}/trainees`));
    const row = page.getByRole('row').filter({ hasText: youthName });
    await expect(row).toBeVisible();
    await expectAccessible(page, 'trainees');
    await row
      .getByRole('link', { name: textWith('course_assignments.marking.link_named', { name: youthName }) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/courses/${courseId}/trainees/\\d+/assignment$`));
    await expect(
      page.getByRole('heading', { level: 1, name: text('course_assignments.marking.title') }),
    ).toBeVisible();
    const card = page.getByRole('region', { name: taskEn });
    await expect(card.getByText('My page shows my photo and my skills.')).toBeVisible();
    await expect(
      card.getByText(textWith('course_assignments.marking.rules', { total: 20, pass: 10 })),
    ).toBeVisible();
    await expectAccessible(page, 'trainee assignment');
    const download = page.waitForEvent('download');
    await card
      .getByRole('button', { name: textWith('course_assignments.download', { name: 'profile.pdf' }) })
      .click();
    expect((await download).suggestedFilename()).toBe('profile.pdf');
    const marks = card.getByRole('spinbutton', {
      name: new RegExp(`^${escapeRegExp(textWith('course_assignments.field.marks', { total: 20 }))}`),
    });
    await marks.fill('30');
    await card.getByRole('button', { name: text('course_assignments.marking.save') }).click();
    await expect(card.getByText(textWith('validation.max', { max: 20 }))).toBeVisible();
    await marks.fill('15');
    await card
      .getByRole('textbox', { name: text('course_assignments.field.feedback') })
      .fill('A clear page; add your projects.');
    await card.getByRole('button', { name: text('course_assignments.marking.save') }).click();
    await said(page, 'course_assignments.success.marked');
    await expect(card.getByText(text('course_assignments.status.marked'), { exact: true })).toBeVisible();
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page, 'marking at 360 px');
    await expectAccessible(page, 'marked, at 360 px');
  });

  await test.step('the youth sees the marks, the feedback and the lesson completed', async () => {
    await youth.reload();
    await expect(
      youth.getByText(textWith('course_assignments.player.your_marks', { marks: 15, total: 20 }), {
        exact: false,
      }),
    ).toBeVisible();
    await expect(youth.getByText('A clear page; add your projects.')).toBeVisible();
    await said(youth, 'course_learning.lesson_done');
    await expectAccessible(youth, 'player, marked');
    await youthContext.close();
  });
});
