import {
  apiAs,
  dhakaDay,
  expect,
  expectAccessible,
  fieldLabel,
  freshContext,
  PHONE,
  said,
  signIn,
  test,
  text,
  textWith,
  url,
} from './fixtures';

// Issue 15 item 5 (live-course schedules and events; ADR 0090) end to end in Chromium, axe on every page: the lms
// provider makes a live course of its own through the API, fills in its schedule (the rules stated first) and sends it
// for approval; an admin approves it from the queue; the provider publishes it, then adds a published event and finds
// it on its day in the events' month view (the schedule and the month also at 360 px).

test.use({ actionTimeout: 20_000 });

test('live schedule: sent for approval, approved by an admin, published; an event in the month view', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const courseEn = `E2E live ${stamp}`;
  const eventEn = `Open day ${stamp}`;
  // a Monday at least two weeks ahead, and the four weeks after it
  const start = Array.from({ length: 7 }, (_, i) => dhakaDay(14 + i)).find(
    (d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 1,
  ) as string;
  const end = dhakaDay(60);
  let courseId = 0;

  await test.step('the provider fills in the schedule of its live course and sends it for approval', async () => {
    await signIn(page, 'lms', 'provider');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, 'lms home');
    const api = apiAs(request, page);
    courseId = (
      await api('POST', '/private/courses', {
        title: `লাইভ ${stamp}`,
        title_en: courseEn,
        course_type: 2,
        duration_hours: 8,
        fee: 0,
        language_medium: 1,
        level: 1,
      })
    ).id;
    await page.goto(url('lms', `/courses/${courseId}/schedule`));
    await expect(page.getByRole('heading', { level: 1, name: text('course_schedules.title') })).toBeVisible();
    await expect(page.getByText(text('course_schedules.form.rules'))).toBeVisible();
    await expectAccessible(page, 'schedule: none yet');

    const form = page.getByRole('form', { name: text('course_schedules.form.label') });
    await form.getByLabel(fieldLabel('course_schedules.field.tentative_start_date')).fill(start);
    await form.getByLabel(fieldLabel('course_schedules.field.tentative_end_date')).fill(end);
    await form.getByRole('checkbox', { name: 'Monday' }).check();
    await form.getByRole('checkbox', { name: 'Wednesday' }).check();
    await form.getByLabel(fieldLabel('course_schedules.field.start_time')).fill('18:30');
    await form.getByRole('spinbutton', { name: fieldLabel('course_schedules.field.min_students') }).fill('5');
    await form
      .getByRole('spinbutton', { name: fieldLabel('course_schedules.field.number_of_classes') })
      .fill('6');
    await form.getByRole('button', { name: text('course_schedules.save') }).click();
    await said(page, 'course_schedules.success.saved');
    await expect(page.getByText(text('course_schedules.status.draft'), { exact: true })).toBeVisible();
    await expect(
      page.getByRole('table', { name: text('course_schedules.classes.title') }).getByRole('row'),
    ).toHaveCount(7);
    await expectAccessible(page, 'schedule: draft');

    await page.getByRole('button', { name: text('course_schedules.send') }).click();
    await said(page, 'course_schedules.success.sent');
    await expect(page.getByText(text('course_schedules.pending_note'))).toBeVisible();
    await expectAccessible(page, 'schedule: sent for approval');
  });

  await test.step('an admin approves it from the queue', async () => {
    const adminContext = await freshContext(context);
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin', 'admin', '/course-schedule-approvals');
    await expect(
      admin.getByRole('heading', { level: 1, name: text('schedule_approvals.title') }),
    ).toBeVisible();
    await expect(admin.getByRole('rowheader', { name: courseEn })).toBeVisible();
    await expectAccessible(admin, 'approval queue');
    await admin
      .getByRole('button', { name: textWith('schedule_approvals.approve', { title: courseEn }) })
      .click();
    const dialog = admin.getByRole('dialog', { name: text('schedule_approvals.approve_confirm_title') });
    await expectAccessible(admin, 'approve dialog');
    await dialog.getByRole('button', { name: text('schedule_approvals.approve_short') }).click();
    await said(admin, 'schedule_approvals.success.approved');
    await expect(admin.getByRole('rowheader', { name: courseEn })).toHaveCount(0);
    await adminContext.close();
  });

  await test.step('the provider publishes the approved schedule', async () => {
    await page.reload();
    await expect(page.getByText(text('course_schedules.routine.approved'))).toBeVisible();
    await expectAccessible(page, 'schedule: approved');
    await page.getByRole('button', { name: text('course_schedules.publish'), exact: true }).click();
    await said(page, 'course_schedules.success.published');
    await expect(page.getByText(text('course_schedules.status.published'), { exact: true })).toBeVisible();
    await expectAccessible(page, 'schedule: published');
    // and on a phone: nothing scrolls sideways but the classes table inside its own region
    await page.setViewportSize(PHONE);
    await expectAccessible(page, 'schedule: published, 360 px');
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  await test.step('the provider adds a published event and sees it in the month view', async () => {
    const day = dhakaDay(3);
    await page.goto(url('lms', '/events'));
    await expect(page.getByRole('heading', { level: 1, name: text('institute_events.title') })).toBeVisible();
    await expectAccessible(page, 'events list');
    await page.getByRole('button', { name: text('institute_events.add') }).click();
    const dialog = page.getByRole('dialog', { name: text('institute_events.add') });
    await expect(dialog.getByText(text('institute_events.form.rules'))).toBeVisible();
    await expectAccessible(page, 'event dialog');
    await dialog
      .getByRole('textbox', { name: fieldLabel('institute_events.field.title') })
      .fill(`খোলা দিন ${stamp}`);
    await dialog.getByRole('textbox', { name: fieldLabel('institute_events.field.title_en') }).fill(eventEn);
    await dialog.getByLabel(fieldLabel('institute_events.field.start_date')).fill(day);
    await dialog.getByLabel(fieldLabel('institute_events.field.end_date')).fill(day);
    await dialog.getByLabel(fieldLabel('institute_events.field.start_time')).fill('10:00');
    await dialog.getByLabel(fieldLabel('institute_events.field.end_time')).fill('13:00');
    await dialog
      .getByRole('textbox', { name: fieldLabel('institute_events.field.venue_en') })
      .fill('Main hall');
    await dialog.getByRole('switch', { name: text('institute_events.field.is_published') }).check();
    await dialog.getByRole('button', { name: text('common.save') }).click();
    await said(page, 'institute_events.success.saved');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('rowheader', { name: eventEn })).toBeVisible();

    await page.getByRole('button', { name: text('institute_events.view.month') }).click();
    if (day.slice(0, 7) !== dhakaDay(0).slice(0, 7))
      await page.getByRole('button', { name: text('institute_events.month.next') }).click();
    const month = page.getByRole('region', { name: /./ }).filter({ has: page.getByRole('table') });
    await expect(month.getByRole('button', { name: eventEn, exact: true })).toBeVisible();
    await expectAccessible(page, 'events month');
    await page.setViewportSize(PHONE);
    await expectAccessible(page, 'events month, 360 px');
  });
});
