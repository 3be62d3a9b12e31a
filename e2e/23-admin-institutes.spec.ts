import type { Page } from '@playwright/test';
import {
  escapeRegExp,
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  fieldLabel,
  PHONE,
  signIn,
  test,
  text,
  textWith,
  url,
} from './fixtures';

// An institute's structure (issue 18 item 1, ADR 0083): the demo institute admin (`instituteadmin`, Rajshahi
// Technical Training Institute) opens its branches from the admin menu, adds a branch, a training centre of that
// branch and a trainer of both — never naming the institute, which the gateway sets — then a batch of one of its
// institute's courses held at the new centre, in THE batch form of the lms (ADR 0127), and finds each in its list
// beside the seeded ones. Axe on every page, 360 px.

const field = (page: Page, id: string) => page.getByLabel(text(id), { exact: false }).first();
const lookup = (page: Page, id: string) =>
  page.getByRole('combobox', { name: new RegExp(`^${escapeRegExp(text(id))}`) });

async function choose(page: Page, id: string, option: string) {
  await lookup(page, id).click();
  await lookup(page, id).fill(option.split(' ').at(-1) ?? option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function save(page: Page, resource: string, name: string) {
  await page.getByRole('button', { name: text('common.save') }).click();
  await expect(page.getByText(textWith('resources.messages.created', { name })).first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(url('admin', `/${resource}/`))}\\d+$`));
  await expect(page.getByText(name).first()).toBeVisible();
}

const ORGANIZATIONS = 'resources.groups.organizations';

/**
 * A section from the side menu — its group opened when closed, then its link: a click inside the app, as a person
 * moves, not a reload of the portal (eight `goto`s were a third of the journey's time).
 */
async function fromMenu(page: Page, groupId: string, linkId: string, path: string) {
  const group = page.getByRole('button', { name: text(groupId), exact: true });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await page
    .getByRole('link', { name: text(linkId), exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(url('admin', path));
}

async function openCreate(page: Page, resource: string, titleId: string) {
  await fromMenu(page, ORGANIZATIONS, titleId, `/${resource}`);
  await page.getByRole('link', { name: text('resources.actions.create') }).click();
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: textWith('resources.page.create', { resource: text(titleId) }),
    }),
  ).toBeVisible();
  // the institute is the caller's: the form never asks for it
  await expect(lookup(page, 'resources.common.fields.institute_id')).toHaveCount(0);
}

async function expectListed(page: Page, resource: string, titleId: string, name: string, stamp: string) {
  await fromMenu(page, ORGANIZATIONS, titleId, `/${resource}`);
  await expect(page.getByRole('heading', { level: 1, name: text(titleId) })).toBeVisible();
  const grid = page.getByRole('grid');
  await page.getByRole('searchbox', { name: text('resources.actions.search') }).fill(stamp);
  await expect(grid.getByText(name)).toBeVisible();
  await expectAccessible(page, `${resource} list, searched`);
}

test('institutes: the institute admin adds a branch, a training centre, a trainer and a batch of its own institute', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const branch = `Natore branch ${stamp}`;
  const centre = `Natore centre ${stamp}`;
  const trainer = `Rakib Hasan ${stamp}`;
  const batch = `Natore batch ${stamp}`;

  await signIn(page, 'admin', 'instituteadmin', '/');
  await expectAccessible(page, 'admin home');
  // the organisations group of the menu holds the institute's structure
  const group = page.getByRole('button', { name: text(ORGANIZATIONS), exact: true });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  for (const id of [
    'resources.institute_branches.title',
    'resources.training_centers.title',
    'resources.trainers.title',
  ])
    await expect(page.getByRole('link', { name: text(id), exact: true }).first()).toBeVisible();
  await page
    .getByRole('link', { name: text('resources.institute_branches.title'), exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(url('admin', '/institute-branches'));
  await expect(
    page.getByRole('heading', { level: 1, name: text('resources.institute_branches.title') }),
  ).toBeVisible();
  // the seeded branch of its institute, and no institute column
  const grid = page.getByRole('grid');
  await expect(grid.getByText('Rajshahi main branch')).toBeVisible();
  await expect(
    grid.getByRole('columnheader', { name: text('resources.common.fields.institute_id') }),
  ).toHaveCount(0);
  await expectAccessible(page, 'branches list');

  // a branch
  await openCreate(page, 'institute-branches', 'resources.institute_branches.title');
  await expectAccessible(page, 'new branch form');
  await page.getByRole('button', { name: text('common.save') }).click();
  await expect(field(page, 'resources.common.fields.title')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(text('validation.required')).first()).toBeVisible();
  await field(page, 'resources.common.fields.title').fill(`নাটোর শাখা ${stamp}`);
  await field(page, 'resources.common.fields.title_en').fill(branch);
  await field(page, 'resources.common.fields.address').fill('Station Road, Natore');
  await choose(page, 'resources.common.fields.division_id', 'Rajshahi');
  await save(page, 'institute-branches', branch);
  await expectAccessible(page, 'branch page');

  // a training centre of that branch
  await openCreate(page, 'training-centers', 'resources.training_centers.title');
  await field(page, 'resources.common.fields.title').fill(`নাটোর কেন্দ্র ${stamp}`);
  await field(page, 'resources.common.fields.title_en').fill(centre);
  await choose(page, 'resources.common.fields.branch_id', branch);
  await field(page, 'resources.common.fields.mobile').fill('01711000099');
  await expectAccessible(page, 'new training centre form');
  await save(page, 'training-centers', centre);
  await expectAccessible(page, 'training centre page');

  // a trainer of the branch and the centre
  await openCreate(page, 'trainers', 'resources.trainers.title');
  await field(page, 'resources.trainers.fields.trainer_name').fill(`রাকিব হাসান ${stamp}`);
  await field(page, 'resources.trainers.fields.trainer_name_en').fill(trainer);
  await field(page, 'resources.common.fields.mobile').fill('01711000098');
  await field(page, 'resources.trainers.fields.subject').fill('Welding');
  await choose(page, 'resources.common.fields.branch_id', branch);
  await choose(page, 'resources.trainers.fields.training_center_id', centre);
  await expectAccessible(page, 'new trainer form');
  await save(page, 'trainers', trainer);
  await expectAccessible(page, 'trainer page');

  // a batch of one of its institute's courses, at the new centre: the lms's batch form and rules (ADR 0127)
  await fromMenu(page, 'resources.groups.learning', 'platform_batches.menu', '/platform-batches');
  await expect(page.getByRole('heading', { level: 1, name: text('platform_batches.title') })).toBeVisible();
  await page.getByRole('button', { name: text('course_batches.add') }).click();
  const dialog = page.getByRole('dialog', { name: text('course_batches.add') });
  await expect(dialog.getByText(text('course_batches.form.rules'))).toBeVisible();
  await dialog.getByRole('combobox', { name: fieldLabel('course_batches.field.course_id') }).fill('Graphic');
  await page.getByRole('option', { name: 'Graphic design (live)' }).click();
  await dialog.getByRole('textbox', { name: fieldLabel('course_batches.field.title') }).fill(`ব্যাচ ${stamp}`);
  await dialog.getByRole('textbox', { name: fieldLabel('course_batches.field.title_en') }).fill(batch);
  await dialog.getByRole('spinbutton', { name: fieldLabel('course_batches.field.total_seats') }).fill('25');
  for (const [id, day] of [
    ['registration_start_date', '2031-01-05'],
    ['registration_end_date', '2031-01-25'],
    ['batch_start_date', '2031-02-01'],
    ['batch_end_date', '2031-03-31'],
  ] as const)
    await dialog.getByLabel(fieldLabel(`course_batches.field.${id}`)).fill(day);
  await dialog
    .getByRole('combobox', { name: fieldLabel('course_batches.field.training_center_id') })
    .fill(stamp);
  await page.getByRole('option', { name: centre, exact: true }).click();
  await expectAccessible(page, 'new batch form');
  await dialog.getByRole('button', { name: text('common.save') }).click();
  await expect(page.getByText(text('course_batches.success.saved')).last()).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('searchbox', { name: text('platform_batches.search') }).fill(stamp);
  await page.getByRole('searchbox', { name: text('platform_batches.search') }).press('Enter');
  const row = page.getByRole('row').filter({ hasText: batch });
  await expect(row).toBeVisible();
  await expect(row.getByText(centre)).toBeVisible();
  await expectAccessible(page, 'batches list, searched');

  // each in its list
  await expectListed(page, 'institute-branches', 'resources.institute_branches.title', branch, stamp);
  await expectListed(page, 'training-centers', 'resources.training_centers.title', centre, stamp);
  await expectListed(page, 'trainers', 'resources.trainers.title', trainer, stamp);

  // 360 px: the list and the form fit
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page, 'trainers list at 360 px');
  await expectAccessible(page, 'trainers list at 360 px');
  await page.getByRole('link', { name: text('resources.actions.create') }).click();
  await expect(field(page, 'resources.trainers.fields.trainer_name')).toBeVisible();
  await expectNoSidewaysScroll(page, 'trainer form at 360 px');
  await expectAccessible(page, 'trainer form at 360 px');
});
