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

// Issue 15 item 5 (batches) end to end in Chromium, every page checked with axe (and at 360 px): the provider creates
// a course of its own, opens /courses/{id}/batches from the course page, adds a batch — the dialog states the rules
// first, and a registration end before its start is refused with the spec's message — then edits its available seats
// and sees them in the list after a reload. Own data (a stamp). A second test orders the courses of a program (item 4).

test.use({ actionTimeout: 20_000 });

test('lms batches: the provider adds a batch, sees the date rule refused and edits its seats', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const courseTitle = `E2E batches ${stamp}`;
  const batchTitle = `Batch ${stamp}`;

  await test.step('the provider creates a course of its own', async () => {
    await createCourse(page, { title: `ব্যাচ ${stamp}`, titleEn: courseTitle, type: 1, hours: 20 });
    await expect(page.getByRole('heading', { name: courseTitle })).toBeVisible();
    await expectAccessible(page, 'read course');
  });

  await test.step('opens the batches from the course page: none yet', async () => {
    await page.getByRole('link', { name: text('course_batches.link') }).click();
    await expect(page).toHaveURL(/\/courses\/\d+\/batches$/);
    await expect(page.getByRole('heading', { level: 1, name: text('course_batches.title') })).toBeVisible();
    await said(page, 'course_batches.intro', { course: courseTitle });
    await said(page, 'list.none_found', { messageType: text('course_batches.message_type') });
    await expectAccessible(page, 'batches: none');
  });

  await test.step('adds a batch: the rules first, the registration dates refused, then saved', async () => {
    await page.getByRole('button', { name: text('course_batches.add') }).click();
    const dialog = page.getByRole('dialog', { name: text('course_batches.add') });
    await expect(dialog.getByText(text('course_batches.form.rules'))).toBeVisible();
    await expectAccessible(page, 'batches: add dialog');
    await dialog.getByRole('textbox', { name: label('course_batches.field.title') }).fill(`ব্যাচ ${stamp}`);
    await dialog.getByRole('textbox', { name: label('course_batches.field.title_en') }).fill(batchTitle);
    await dialog.getByRole('spinbutton', { name: label('course_batches.field.total_seats') }).fill('30');
    await dialog.getByLabel(label('course_batches.field.registration_start_date')).fill('2027-01-20');
    await dialog.getByLabel(label('course_batches.field.registration_end_date')).fill('2027-01-10');
    await dialog.getByLabel(label('course_batches.field.batch_start_date')).fill('2027-02-01');
    await dialog.getByLabel(label('course_batches.field.batch_end_date')).fill('2027-03-31');
    await dialog.getByRole('button', { name: text('common.save') }).click();
    await expect(
      dialog.getByText(text('validation.start_before_registration_end'), { exact: true }),
    ).toBeVisible();
    await expectAccessible(page, 'batches: the date rule refused');

    await dialog.getByLabel(label('course_batches.field.registration_end_date')).fill('2027-01-28');
    // where it takes place: one of the institute's training centres (the youth's course page lists it)
    await dialog
      .getByRole('combobox', { name: label('course_batches.field.training_center_id') })
      .fill('Sapura');
    await page.getByRole('option', { name: 'Sapura training centre' }).click();
    await dialog.getByRole('button', { name: text('common.save') }).click();
    await said(page, 'course_batches.success.saved');
    await expect(dialog).toHaveCount(0);
    const row = page.getByRole('row').filter({ hasText: batchTitle });
    await expect(row).toBeVisible();
    await expect(row.getByText('Sapura training centre')).toBeVisible();
    await expect(row.getByText(textWith('course_batches.seats', { available: 30, total: 30 }))).toBeVisible();
    await expectAccessible(page, 'batches: one batch');
  });

  await test.step('edits the available seats; the list keeps them after a reload', async () => {
    await page
      .getByRole('button', { name: textWith('course_batches.edit_named', { title: batchTitle }) })
      .click();
    const dialog = page.getByRole('dialog', {
      name: textWith('course_batches.edit_named', { title: batchTitle }),
    });
    const available = dialog.getByRole('spinbutton', { name: label('course_batches.field.available_seats') });
    await available.fill('31');
    await dialog.getByRole('button', { name: text('common.save') }).click();
    await expect(
      dialog.getByText(text('validation.available_seats_over_total'), { exact: true }),
    ).toBeVisible();
    await available.fill('12');
    await dialog.getByRole('button', { name: text('common.save') }).click();
    await said(page, 'course_batches.success.saved');
    await expect(dialog).toHaveCount(0);
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: batchTitle });
    await expect(row.getByText(textWith('course_batches.seats', { available: 12, total: 30 }))).toBeVisible();
    await expectAccessible(page, 'batches: seats edited');
  });
});

// Issue 15 item 4 (programs): the provider creates a program, adds two of the institute's courses on
// /courses/{id}/program, moves the second up and takes one out; axe (and 360 px) on every page.
test('lms programs: the provider orders the courses of a program', async ({ page }) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const programTitle = `E2E program ${stamp}`;
  const first = 'Introduction to web development';
  const second = 'Graphic design (live)';

  await createCourse(page, { title: `প্রোগ্রাম ${stamp}`, titleEn: programTitle, type: 4, hours: 100 });
  await expectAccessible(page, 'read program');

  await page.getByRole('link', { name: text('course_programs.link') }).click();
  await expect(page).toHaveURL(/\/courses\/\d+\/program$/);
  await expect(page.getByRole('heading', { level: 1, name: text('course_programs.title') })).toBeVisible();
  await expectAccessible(page, 'program: empty');
  for (const name of [first, second]) {
    await page.getByRole('button', { name: text('course_programs.add') }).click();
    const dialog = page.getByRole('dialog', { name: text('course_programs.add') });
    await expect(dialog.getByText(text('course_programs.form.rules'))).toBeVisible();
    await dialog
      .getByRole('combobox', { name: label('course_programs.field.course') })
      .fill(name.slice(0, 12));
    await page
      .getByRole('option', { name: new RegExp(escapeRegExp(name)) })
      .first()
      .click();
    await dialog.getByRole('button', { name: text('common.save') }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
  }
  await expectAccessible(page, 'program: two courses');

  await page.getByRole('button', { name: textWith('course_programs.up', { name: second }) }).click();
  await expect(
    page.getByRole('button', { name: textWith('course_programs.up', { name: second }) }),
  ).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('row').nth(1)).toContainText(second);
  await page.getByRole('button', { name: textWith('course_programs.remove', { name: first }) }).click();
  await said(page, 'course_programs.success.removed');
  await expect(page.getByRole('row').filter({ hasText: first })).toHaveCount(0);
  await expectAccessible(page, 'program: one course left');
});
