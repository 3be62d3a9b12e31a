import {
  apiAs,
  createPublishedCourse,
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

// Issue 16 item 4 end to end in Chromium, axe on every page shown (ADR 0100): the lms provider builds a learning path
// of two of its published courses — the seeded "Introduction to web development" and one of the journey's own —
// orders them with the keyboard and publishes it; a fresh youth finds it on /learning-path, enrols in it and sees it
// on /my-learning-path with 0 of 2 courses completed, then its (empty) suggestions.

test.use({ actionTimeout: 20_000 });

const SEEDED = 'Introduction to web development';

test('learning paths: a provider publishes a path of two courses, a youth enrols and sees 0 of 2', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const pathTitle = `Path ${stamp}`;
  const ownCourse = `Path course ${stamp}`;
  const { username } = await newYouth(request, stamp);

  await test.step('the provider opens the learning paths and makes a published course of its own', async () => {
    await signIn(page, 'lms', 'provider', '/learning-paths');
    await expect(
      page.getByRole('heading', { level: 1, name: text('learning_paths.list.title') }),
    ).toBeVisible();
    await expectAccessible(page, 'learning paths list');
    await createPublishedCourse(apiAs(request, page), {
      stamp,
      title: `পাথ কোর্স ${stamp}`,
      titleEn: ownCourse,
      lessons: [{ title: 'পাঠ ১', title_en: 'Lesson 1' }],
      seats: 5,
    });
  });

  await test.step('the form: titles, occupation, two courses ordered by keyboard, published', async () => {
    await page.getByRole('link', { name: text('learning_paths.list.create') }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: text('learning_paths.form.create_title') }),
    ).toBeVisible();
    await said(page, 'learning_paths.form.rules');
    await expectAccessible(page, 'new learning path');
    await page.getByRole('textbox', { name: fieldLabel('learning_paths.field.title') }).fill(`পাথ ${stamp}`);
    await page.getByRole('textbox', { name: fieldLabel('learning_paths.field.title_en') }).fill(pathTitle);
    await page.getByRole('combobox', { name: fieldLabel('learning_paths.field.occupation') }).click();
    await page.getByRole('option').first().click();
    const courses = page.getByRole('group', { name: text('learning_paths.courses.legend') });
    const add = courses.getByRole('combobox', { name: text('learning_paths.courses.add') });
    for (const name of [ownCourse, SEEDED]) {
      await add.fill(name);
      await page.getByRole('option', { name, exact: true }).first().click();
      await expect(
        courses.getByRole('button', { name: textWith('learning_paths.courses.remove', { name }) }),
      ).toBeVisible();
    }
    // the seeded course goes first: focus its Move up and press Enter
    await courses
      .getByRole('button', { name: textWith('learning_paths.courses.up', { name: SEEDED }) })
      .focus();
    await page.keyboard.press('Enter');
    await expect(courses.getByRole('listitem').first()).toContainText(SEEDED);
    await page.getByRole('switch', { name: text('learning_paths.field.published') }).check();
    await expectAccessible(page, 'learning path form filled');
    await page.getByRole('button', { name: text('learning_paths.form.save') }).click();
    await said(page, 'learning_paths.success.saved');
    await expect(page).toHaveURL(url('lms', '/learning-paths'));
    await expect(page.getByRole('cell', { name: pathTitle, exact: true })).toBeVisible();
  });

  await test.step('a youth finds the path, enrols, and sees it on /my-learning-path with 0 of 2', async () => {
    const context = await freshContext(page.context());
    const youth = await context.newPage();
    try {
      await signIn(youth, 'youth', username, `/learning-path?search=${encodeURIComponent(pathTitle)}`);
      await youth.getByRole('link', { name: pathTitle }).click();
      await expect(youth.getByRole('heading', { level: 1, name: pathTitle })).toBeVisible();
      const steps = youth.getByRole('listitem');
      await expect(steps.first()).toContainText(SEEDED);
      await expect(steps.nth(1)).toContainText(ownCourse);
      await expect(steps.first()).toContainText(text('learning_paths.state.not_enrolled'));
      await expectAccessible(youth, 'learning path page');
      await youth.getByRole('button', { name: text('learning_paths.detail.enrol') }).click();
      await said(youth, 'learning_paths.success.enrolled');
      await said(youth, 'learning_paths.detail.enrolled');
      await expectAccessible(youth, 'learning path enrolled');
      await youth.goto(url('youth', '/my-learning-path'));
      await expect(
        youth.getByRole('heading', { level: 1, name: text('learning_paths.mine.title') }),
      ).toBeVisible();
      await expect(youth.getByRole('link', { name: pathTitle })).toBeVisible();
      await expect(
        youth.getByRole('progressbar', {
          name: new RegExp(textWith('learning_paths.detail.progress_value', { completed: 0, total: 2 })),
        }),
      ).toBeVisible();
      await expectAccessible(youth, 'my learning paths');
      // a youth who looks at no job yet: the suggestions say how to get them
      await youth.getByRole('link', { name: text('learning_paths.mine.suggested') }).click();
      await expect(
        youth.getByRole('heading', { level: 1, name: text('learning_paths.suggested.title') }),
      ).toBeVisible();
      await said(youth, 'learning_paths.suggested.empty');
      await expectAccessible(youth, 'suggested learning paths');
    } finally {
      await context.close();
    }
  });
});
