import { RESOURCES, resourceEndpoints } from '../libs/shared/resources/src/index';
import ExcelJS from 'exceljs';
import { endpoints } from '../libs/shared/contract/src/index';
import {
  API_KEY,
  GATEWAY,
  escapeRegExp,
  expect,
  expectAccessible,
  freshContext,
  signIn,
  storedTokens,
  test,
  text,
  textWith,
  url,
} from './fixtures';

// The resource engine against the real gateway. An admin adds a skill with its Bengali and English
// titles through the admin portal's form; the public skills lookup every other portal uses finds it at once.

const mainHeading = (page: import('@playwright/test').Page, name: string) =>
  page.getByRole('heading', { level: 1, name });

test('admin resources: an admin creates a skill in both languages and anyone finds it in the public skills lookup', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const titleEn = `Drone piloting ${stamp}`;
  const titleBn = `ড্রোন চালনা ${stamp}`;

  await signIn(page, 'admin', 'admin', '/skills');
  await expect(mainHeading(page, text('resources.skills.title'))).toBeVisible();
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible();
  await expectAccessible(page, 'skills list');

  // Paging stays where it went (issue 12 defect 2: "next page" showed page 2, then page 1 again); the address keeps
  // it through a reload, and back returns to page 1. The footer's counts are the catalogue's.
  const rows = (from: number, to: number) =>
    page.getByText(
      new RegExp(
        `^${escapeRegExp(text('common.displayed_rows'))
          .replace('\\{from\\}', String(from))
          .replace('\\{to\\}', String(to))
          .replace('\\{count\\}', '\\d+')}$`,
      ),
    );
  await expect(rows(1, 10)).toBeVisible();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page).toHaveURL(url('admin', '/skills?page=2'));
  await expect(rows(11, 20)).toBeVisible();
  await page.waitForTimeout(1_000);
  await expect(page).toHaveURL(url('admin', '/skills?page=2'));
  await page.reload();
  await expect(rows(11, 20)).toBeVisible();
  await expectAccessible(page, 'skills list, page 2');
  await page.goBack();
  await expect(page).toHaveURL(url('admin', '/skills'));
  await expect(rows(1, 10)).toBeVisible();

  await page.getByRole('link', { name: text('resources.actions.create') }).click();
  await expect(page).toHaveURL(url('admin', '/skills/create'));
  const save = page.getByRole('button', { name: text('common.save') });
  await expect(save).toBeVisible();
  await expectAccessible(page, 'create skill form');

  // Required fields block the submit with the spec's message, on the field.
  await save.click();
  const required = text('validation.required');
  await expect(
    page.getByLabel(text('resources.common.fields.title'), { exact: false }).first(),
  ).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(required).first()).toBeVisible();

  await page.getByLabel(text('resources.common.fields.title'), { exact: false }).first().fill(titleBn);
  await page.getByLabel(text('resources.common.fields.title_en'), { exact: false }).fill(titleEn);
  await page.getByLabel(text('resources.skills.fields.skill_type'), { exact: false }).click();
  await page.getByRole('option', { name: text('enums.skill_type.2') }).click();
  await save.click();
  await expect(
    page.getByText(textWith('resources.messages.created', { name: titleEn })).first(),
  ).toBeVisible();

  // The new record's detail page shows both titles.
  await expect(page).toHaveURL(new RegExp(`${url('admin', '/skills/')}\\d+$`));
  await expect(page.getByText(titleEn).first()).toBeVisible();
  await expect(page.getByText(titleBn).first()).toBeVisible();
  await expectAccessible(page, 'skill detail');

  // A second skill with the same English title is refused on the field (422 'Already exists').
  await page.goto(url('admin', '/skills/create'));
  await page.getByLabel(text('resources.common.fields.title'), { exact: false }).first().fill(`${titleBn} ২`);
  await page.getByLabel(text('resources.common.fields.title_en'), { exact: false }).fill(titleEn);
  await page.getByLabel(text('resources.skills.fields.skill_type'), { exact: false }).click();
  await page.getByRole('option', { name: text('enums.skill_type.1') }).click();
  await page.getByRole('button', { name: text('common.save') }).click();
  await expect(page.getByText(text('validation.already_exists')).first()).toBeVisible();
  await expectAccessible(page, 'duplicate refused');

  // Anyone (api-key only, no sign-in) finds the skill in the public lookup, by either language.
  for (const query of [titleEn, titleBn]) {
    const res = await request.get(`${GATEWAY}${resourceEndpoints(RESOURCES.skills).lookupList?.path}`, {
      headers: { 'api-key': API_KEY },
      params: { query },
    });
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { data: { title: string; title_en: string }[] };
    expect(body.data).toEqual([expect.objectContaining({ title: titleBn, title_en: titleEn })]);
  }

  // Leaving the refused form asks before its changes are lost (issue 12 defect 15); discarding goes to the list.
  await page
    .getByRole('link', {
      name: textWith('resources.actions.back_to_list', { resource: text('resources.skills.title') }),
    })
    .click();
  const discard = page.getByRole('dialog', { name: text('ui.leave.title') });
  await expect(discard).toBeVisible();
  await expectAccessible(page, 'discard changes?');
  await discard.getByRole('button', { name: text('ui.leave.discard') }).click();
  await expect(page).toHaveURL(url('admin', '/skills'));

  // The list finds it by search too.
  await page.getByRole('searchbox', { name: text('resources.actions.search') }).fill(stamp);
  await expect(page.getByRole('grid').getByText(titleEn)).toBeVisible();
  await expectAccessible(page, 'skills search');
});

// An admin makes a role that may only list, read and create skills, gives it to a new user, and that
// user's menu, pages and API access are exactly that — the gateway refusing what the menu hides.
test('admin resources: a role with a permission subset gives its user exactly that menu and API access', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const roleEn = `Skills editor ${stamp}`;
  const username = `skills_${stamp}`;
  const password = 'Editor1234';
  const granted = ['view_any_skill', 'view_single_skill', 'create_skill'];

  await signIn(page, 'admin', 'admin', '/roles');
  await expect(mainHeading(page, text('resources.roles.title'))).toBeVisible();
  await expectAccessible(page, 'roles list');
  await page.getByRole('link', { name: text('resources.actions.create') }).click();
  await page
    .getByLabel(text('resources.common.fields.title'), { exact: false })
    .first()
    .fill(`দক্ষতা সম্পাদক ${stamp}`);
  await page.getByLabel(text('resources.common.fields.title_en'), { exact: false }).fill(roleEn);
  await page.getByLabel(text('resources.roles.fields.key'), { exact: false }).fill(`skills_editor_${stamp}`);
  await expectAccessible(page, 'create role form');
  await page.getByRole('button', { name: text('common.save') }).click();
  await expect(
    page.getByText(textWith('resources.messages.created', { name: roleEn })).first(),
  ).toBeVisible();

  // The role page: permissions in plain words, in sections that start closed (issue 12 defect 13); the search
  // finds the skills section; tick exactly three.
  await expect(mainHeading(page, textWith('users.role_page.title_of', { name: roleEn }))).toBeVisible();
  const form = page.getByRole('form', { name: textWith('users.role_page.form', { name: roleEn }) });
  await expect(form.getByRole('checkbox', { name: text(`permissions.key.${granted[0]}`) })).toHaveCount(0);
  await form
    .getByRole('searchbox', { name: text('users.permissions.search') })
    .fill(text('resources.skills.title'));
  for (const key of granted)
    await form.getByRole('checkbox', { name: text(`permissions.key.${key}`), exact: true }).check();
  await expectAccessible(page, 'role permissions');
  await form
    .getByRole('button', { name: text('users.permissions.save') })
    .first()
    .click();
  await expect(page.getByText(text('users.role_page.saved')).first()).toBeVisible();

  // A new system user with that role.
  await page.goto(url('admin', '/users'));
  await expect(mainHeading(page, text('users.list.title'))).toBeVisible();
  await expectAccessible(page, 'users list');
  await page.getByRole('button', { name: text('users.create.open') }).click();
  const dialog = page.getByRole('dialog', { name: text('users.create.title') });
  await dialog.getByLabel(text('users.fields.username'), { exact: false }).fill(username);
  await dialog.getByLabel(text('users.fields.password'), { exact: false }).fill(password);
  await dialog
    .getByLabel(text('users.fields.full_name'), { exact: false })
    .first()
    .fill(`দক্ষতা সম্পাদক ${stamp}`);
  await dialog.getByLabel(text('users.fields.full_name_en'), { exact: false }).fill(`Skills Editor ${stamp}`);
  await dialog.getByLabel(text('users.fields.email'), { exact: false }).fill(`${username}@example.org`);
  await dialog
    .getByLabel(text('users.fields.mobile'), { exact: false })
    .fill(`017${String(Date.now()).slice(-8)}`);
  await dialog.getByLabel(text('users.fields.role'), { exact: false }).click();
  await page.getByRole('option', { name: roleEn }).click();
  await expectAccessible(page, 'create user dialog');
  await dialog.getByRole('button', { name: text('users.create.submit') }).click();
  await expect(page.getByText(text('users.create.done')).first()).toBeVisible();

  // The new user signs in (another person, another browser context).
  const other = await freshContext(context);
  try {
    const p = await other.newPage();
    await signIn(p, 'admin', username, '/', password);
    await expectAccessible(p, 'dashboard of the new user');
    // a wide screen keeps the menu beside the page (issue 12 defect 9): no drawer to open
    const menu = p.getByRole('navigation', { name: text('shell.main_menu') });
    await expect(p.getByRole('button', { name: text('shell.hide_menu') })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(menu.getByRole('link', { name: text('resources.skills.title'), exact: true })).toBeVisible();
    const links = await menu.getByRole('link').allInnerTexts();
    expect(links.map((l) => l.trim()).sort()).toEqual(
      [text('portals.menu.dashboard'), text('resources.skills.title')].sort(),
    );
    await expectAccessible(p, 'menu of the new user');
    await menu.getByRole('link', { name: text('resources.skills.title'), exact: true }).click();
    await expect(mainHeading(p, text('resources.skills.title'))).toBeVisible();
    await expect(p.getByRole('link', { name: text('resources.actions.create') })).toBeVisible();
    await expectAccessible(p, 'skills list of the new user');

    // A route the role does not open shows the Unauthorized Access page.
    for (const path of ['/roles', '/users']) {
      await p.goto(url('admin', path));
      await expect(p.getByRole('heading', { name: text('pages.generic.unauthorized.title') })).toBeVisible();
      await expectAccessible(p, `unauthorized ${path}`);
    }

    // The gateway answers exactly the same.
    const token = (await storedTokens(p))?.access_token ?? '';
    const headers = { 'api-key': API_KEY, authorization: `Bearer ${token}` };
    const skills = resourceEndpoints(RESOURCES.skills);
    const list = await request.get(`${GATEWAY}${skills.list.path}`, { headers });
    expect(list.status()).toBe(200);
    const first = ((await list.json()) as { data: { id: number }[] }).data[0];
    expect(
      (
        await request.get(`${GATEWAY}${skills.read.path.replace(':id', String(first?.id))}`, { headers })
      ).status(),
    ).toBe(200);
    expect(
      (
        await request.delete(`${GATEWAY}${skills.remove.path.replace(':id', String(first?.id))}`, { headers })
      ).status(),
    ).toBe(403);
    expect(
      (
        await request.put(`${GATEWAY}${skills.update.path.replace(':id', String(first?.id))}`, {
          headers,
          data: { title_en: 'x' },
        })
      ).status(),
    ).toBe(403);
    expect(
      (await request.get(`${GATEWAY}${resourceEndpoints(RESOURCES.roles).list.path}`, { headers })).status(),
    ).toBe(403);
    expect((await request.get(`${GATEWAY}${endpoints.appSettings.path}`, { headers })).status()).toBe(403);
  } finally {
    await other.close();
  }
});

async function workbook(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('skills').addRows(rows);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// Lists leave the platform as .xlsx and lookups come back in from .xlsx — all or nothing, with each bad
// row named; a record other records use cannot be deleted.
test('admin resources: export to .xlsx, import from .xlsx all or nothing, and no deleting a record in use', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const lookup = async (query: string) => {
    const res = await request.get(`${GATEWAY}${resourceEndpoints(RESOURCES.skills).lookupList?.path}`, {
      headers: { 'api-key': API_KEY },
      params: { query },
    });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { data: { title_en: string }[] }).data.map((r) => r.title_en);
  };

  await signIn(page, 'admin', 'admin', '/skills');
  await expect(page.getByRole('grid')).toBeVisible();
  await expectAccessible(page, 'skills list');

  // Export: a real workbook whose header row is the import template.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: text('resources.actions.export') }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^skills-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const exported = new ExcelJS.Workbook();
  await exported.xlsx.readFile(await download.path());
  const sheet = exported.worksheets[0];
  expect(sheet?.getRow(1).values).toEqual([
    undefined,
    'title',
    'title_en',
    'skill_type',
    'description',
    'row_status',
  ]);
  expect(sheet?.rowCount ?? 0).toBeGreaterThan(10);

  // Import: a file that is not .xlsx is refused before anything is sent.
  await page.getByRole('button', { name: text('resources.actions.import') }).click();
  const dialog = page.getByRole('dialog');
  const input = dialog.locator('input[type="file"]');
  await input.setInputFiles({
    name: 'skills.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('title,title_en\nক,A\n'),
  });
  await expect(dialog.getByText(text('validation.file_type'))).toBeVisible();
  await expect(dialog.getByRole('button', { name: text('resources.actions.import') })).toBeDisabled();
  await expectAccessible(page, 'import dialog, wrong type');

  // A workbook with one bad row: every row is refused, the bad one named by row.
  const good = [`কৃত্রিম বুদ্ধিমত্তা ${stamp}`, `Machine learning ${stamp}`, 2, '', 1];
  const other = [`মেশিন দেখা ${stamp}`, `Computer vision ${stamp}`, 2, '', 1];
  const header = ['title', 'title_en', 'skill_type', 'description', 'row_status'];
  await input.setInputFiles({
    name: 'skills.xlsx',
    mimeType: XLSX,
    buffer: await workbook([header, good, [`ভুল ${stamp}`, `Bad ${stamp}`, 7, '', 1]]),
  });
  await dialog.getByRole('button', { name: text('resources.actions.import') }).click();
  await expect(dialog.getByText(text('resources.import.errors_title'))).toBeVisible();
  const problems = dialog.getByRole('table', { name: text('resources.import.errors_table') });
  await expect(problems.getByRole('row')).toHaveCount(2);
  await expect(problems.getByRole('row').nth(1)).toContainText(
    textWith('resources.import.row_number', { row: 3 }),
  );
  await expectAccessible(page, 'import dialog, row errors');
  expect(await lookup(`Machine learning ${stamp}`)).toEqual([]);

  // Corrected: both rows land.
  await input.setInputFiles({
    name: 'skills.xlsx',
    mimeType: XLSX,
    buffer: await workbook([header, good, other]),
  });
  await dialog.getByRole('button', { name: text('resources.actions.import') }).click();
  await expect(page.getByText(textWith('resources.import.done', { count: 2 }))).toBeVisible();
  expect(await lookup(stamp)).toEqual(
    expect.arrayContaining([`Machine learning ${stamp}`, `Computer vision ${stamp}`]),
  );
  await expectAccessible(page, 'after import');

  // A division its districts use cannot be deleted: a clear refusal, nothing lost.
  await page.goto(url('admin', '/divisions'));
  await page.getByRole('searchbox', { name: text('resources.actions.search') }).fill('Dhaka');
  await page
    .getByRole('grid')
    .getByRole('button', {
      name: textWith('resources.actions.delete_record', { name: 'Dhaka' }),
      exact: true,
    })
    .click();
  const confirm = page.getByRole('dialog', { name: text('resources.confirm.delete_title') });
  await expect(confirm).toContainText(textWith('resources.confirm.delete', { name: 'Dhaka' }));
  await expectAccessible(page, 'confirm delete');
  await confirm.getByRole('button', { name: text('resources.actions.delete') }).click();
  await expect(
    page.getByText(textWith('resources.messages.in_use', { name: 'Dhaka' })).first(),
  ).toBeVisible();
  const divisions = await request.get(
    `${GATEWAY}${resourceEndpoints(RESOURCES.divisions).lookupList?.path}`,
    { headers: { 'api-key': API_KEY } },
  );
  expect(
    ((await divisions.json()) as { data: { title_en: string }[] }).data.map((d) => d.title_en),
  ).toContain('Dhaka');
  await expectAccessible(page, 'division in use');
});
