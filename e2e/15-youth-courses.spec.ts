import { learningEndpoints } from '../libs/shared/contract/src/index';
import {
  API_KEY,
  createCourse,
  escapeRegExp,
  expect,
  expectAccessible,
  freshContext,
  GATEWAY,
  logoutButton,
  newYouth,
  PHONE,
  said,
  signIn,
  test,
  text,
  textWith,
  url,
  apiAs,
  createPublishedCourse,
} from './fixtures';

// Issue 16 items 1-2 (find, enrol and pay) end to end in Chromium, axe on every page, the youth's whole journey at
// 360 px: the lms provider makes a course of its own with a fee and a batch open for registration today (the form,
// then the API for the fee, the publication and the batch); a youth of the journey's own (registered through the API)
// finds it in /courses by its title, opens it, sees its outline and batch, enrols and pays — the wallet declines the
// first PIN ('Sorry! Failed to process your payment!'), Pay again succeeds — continues to /course-signup-success and
// finds the course in /my-courses. Own data (a stamp); the seat count is read back through the public API.

test.use({ actionTimeout: 20_000 });

test('youth courses: finds a paid course, enrols, pays after a declined payment, sees it in my courses', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const titleEn = `E2E paid course ${stamp}`;
  const batchEn = `Batch ${stamp}`;
  let courseId = 0;

  await test.step('the provider makes a course with a fee of ৳300 and a batch open for registration', async () => {
    await createCourse(page, { title: `পেইড কোর্স ${stamp}`, titleEn, type: 1, hours: 24 });
    courseId = Number(/\/courses\/(\d+)\/read$/.exec(page.url())?.[1]);
    expect(courseId).toBeGreaterThan(0);
    await expectAccessible(page, 'read course');
    const api = apiAs(request, page);
    const course = await api('GET', `/private/courses/${courseId}`);
    // the institute's trainer as the course's instructor (issue 18 item 1)
    const trainers = (await api('GET', '/private/trainers?search=Sabrina')) as unknown as { id: number }[];
    await api('PUT', `/private/courses/${courseId}`, {
      instructor_ids: [trainers[0]?.id],
      title: course.title,
      title_en: course.title_en,
      course_type: course.course_type,
      duration_hours: course.duration_hours,
      fee: 300,
      language_medium: course.language_medium,
      level: course.level,
      overview_en: 'Learn to work with data, step by step.',
    });
    await createPublishedCourse(api, {
      stamp,
      courseId,
      lessons: [{ title: 'পাঠ ১', title_en: 'Welcome' }],
      seats: 20,
    });
  });

  const { username } = await newYouth(request, stamp);
  const youthContext = await freshContext(context);
  const youth = await youthContext.newPage();
  await youth.setViewportSize(PHONE);

  await test.step('a youth finds it in /courses by its title and opens it', async () => {
    await signIn(youth, 'youth', username, '/courses');
    // signed in (the callback done) before the next address
    await expect(logoutButton(youth)).toBeVisible();
    await youth.goto(url('youth', '/courses'));
    await expect(
      youth.getByRole('heading', { level: 1, name: text('learning.catalogue.title') }),
    ).toBeVisible();
    await youth.getByRole('searchbox', { name: text('learning.catalogue.search') }).fill(titleEn);
    await youth.getByRole('button', { name: text('learning.catalogue.search_submit') }).click();
    await expect(youth).toHaveURL(/\?search=/);
    const results = youth.getByRole('region', { name: text('learning.catalogue.results_label') });
    await expect(results.getByText(textWith('learning.catalogue.results', { count: 1 }))).toBeVisible();
    const found = results.getByRole('link', { name: titleEn });
    await expect(found).toBeVisible();
    await expectAccessible(youth, 'catalogue: found');

    await youth.getByRole('button', { name: text('learning.catalogue.show_filters') }).click();
    await youth.getByRole('combobox', { name: text('learning.filter.fee') }).selectOption('paid');
    await expect(youth).toHaveURL(/fee=paid/);
    await expect(results.getByRole('link', { name: titleEn })).toBeVisible();
    await expectAccessible(youth, 'catalogue: paid filter');

    await results.getByRole('link', { name: titleEn }).click();
    await expect(youth).toHaveURL(new RegExp(`/courses/${courseId}$`));
    await expect(youth.getByRole('heading', { level: 1, name: titleEn })).toBeVisible();
    await said(youth, 'learning.outline.title');
    await expect(youth.getByText('First steps')).toBeVisible();
    await expect(youth.getByText('Welcome', { exact: true })).toBeVisible();
    await expect(
      youth.getByText(textWith('learning.batches.seats', { available: 20, total: 20 })),
    ).toBeVisible();
    const instructors = youth.getByRole('region', { name: text('learning.detail.instructors') });
    await expect(instructors.getByRole('heading', { level: 3 })).toContainText(
      /Sabrina Chowdhury|সাবরিনা চৌধুরী/,
    );
    await said(youth, 'learning.enrol.rules');
    await expectAccessible(youth, 'course page');
  });

  await test.step("the instructor's name opens the profile (issue 16 item 1); its back link returns", async () => {
    const sabrina = /Sabrina Chowdhury|সাবরিনা চৌধুরী/;
    const instructors = youth.getByRole('region', { name: text('learning.detail.instructors') });
    await instructors.getByRole('link', { name: sabrina }).click();
    await expect(youth).toHaveURL(new RegExp(`/courses/${courseId}/instructor-profile/\\d+$`));
    await expect(youth.getByRole('heading', { level: 1, name: sabrina })).toBeVisible();
    await expectAccessible(youth, 'instructor profile');
    await youth
      .getByRole('link', { name: textWith('learning.instructor.back', { course: titleEn }) })
      .click();
    await expect(youth.getByRole('heading', { level: 1, name: titleEn })).toBeVisible();
  });

  const checkout = async (pin: string) => {
    await expect(youth).toHaveURL(new RegExp(`^${escapeRegExp(GATEWAY)}/sandbox-wallet/checkout/SBX`));
    await expect(
      youth.getByRole('heading', { level: 1, name: text('payments.sandbox.heading') }),
    ).toBeVisible();
    await expectAccessible(youth, 'sandbox checkout');
    await youth.getByLabel(text('payments.sandbox.wallet_number')).fill('01712345678');
    await youth.getByLabel(text('payments.sandbox.pin')).fill(pin);
    await youth.getByRole('button', { name: text('payments.sandbox.pay'), exact: true }).click();
    await expect(youth).toHaveURL(
      new RegExp(`^${escapeRegExp(url('youth', '/course-payment/result'))}\\?enrollment=\\d+&payment=\\d+$`),
    );
  };

  await test.step('enrols and pays: the wallet declines the first PIN, Pay again succeeds', async () => {
    await expect(youth.getByRole('radio', { name: new RegExp(escapeRegExp(batchEn)) })).toBeChecked();
    await youth.getByRole('button', { name: textWith('learning.enrol.pay', { fee: '৳300' }) }).click();
    await checkout('0000');
    await said(youth, 'payments.result.failed_title');
    await said(youth, 'errors.payment_failed');
    await said(youth, 'learning.payment.still_open');
    await expectAccessible(youth, 'payment failed');

    // the seat is kept while the fee is unpaid
    const seats = await request.get(
      `${GATEWAY}${learningEndpoints.catalogueCourse.path.replace(':id', String(courseId))}`,
      {
        headers: { 'api-key': API_KEY },
      },
    );
    const detail = (await seats.json()) as { data: { batches: { available_seats: number }[] } };
    expect(detail.data.batches[0]?.available_seats).toBe(19);

    await youth.getByRole('button', { name: text('payments.result.pay_again') }).click();
    await checkout('4321');
    await said(youth, 'payments.result.success_title');
    await said(youth, 'learning.payment.success', { title: titleEn });
    await expectAccessible(youth, 'payment received');
  });

  await test.step('continues to /course-signup-success and finds the course in /my-courses', async () => {
    await youth.getByRole('link', { name: text('learning.payment.continue') }).click();
    await expect(youth).toHaveURL(/\/course-signup-success\?enrollment=\d+$/);
    await expect(youth.getByRole('heading', { level: 1, name: text('learning.signup.title') })).toBeVisible();
    await expect(youth.getByText(new RegExp(escapeRegExp(`Welcome to “${titleEn}”`)))).toBeVisible();
    await expectAccessible(youth, 'sign-up success');

    await youth.getByRole('link', { name: text('learning.enrol.to_my_courses') }).click();
    await expect(youth).toHaveURL(/\/my-courses$/);
    await expect(
      youth.getByRole('heading', { level: 1, name: text('learning.my_courses.title') }),
    ).toBeVisible();
    const card = youth.getByRole('article').filter({ has: youth.getByRole('link', { name: titleEn }) });
    await expect(card.getByText(text('learning.status.enrolled'), { exact: true })).toBeVisible();
    await expect(
      card.getByText(textWith('learning.my_courses.progress_value', { percent: 0 })),
    ).toBeVisible();
    await expectAccessible(youth, 'my courses');

    // back on the course page: enrolled, Enrol is gone
    await card.getByRole('link', { name: titleEn, exact: true }).click();
    await said(youth, 'learning.enrol.enrolled', { batch: batchEn });
    await expect(
      youth.getByRole('button', { name: textWith('learning.enrol.pay', { fee: '৳300' }) }),
    ).toHaveCount(0);
    await expectAccessible(youth, 'course page, enrolled');
  });
  await youthContext.close();
});
