import {
  API_KEY,
  apiAs,
  dhakaDay,
  expect,
  expectAccessible,
  freshContext,
  GATEWAY,
  PASSWORD,
  said,
  signIn,
  test,
  text,
  textWith,
  url,
} from './fixtures';

// Issue 18 item 2 (industry associations; ADR 0092) end to end in Chromium, axe on every page: an organisation of its
// own (made through the admin API, with an admin and a recruiter) applies to join BASIS and posts a job; BASIS's admin
// (the demo `association`) approves the application and then the vacancy from its queues; the youth sees BASIS's badge
// on the live job BASIS approved (the demo data's: a job goes live only after the recruiter's payment).

test.use({ actionTimeout: 20_000 });

test('association: approves a member’s application and its vacancy; the youth sees the badge', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  const stamp = Date.now().toString(36);
  const orgEn = `E2E Member ${stamp}`;
  const jobEn = `E2E member vacancy ${stamp}`;

  await test.step('an organisation of its own applies to join BASIS and sends a job post for approval', async () => {
    const adminContext = await freshContext(context);
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin', 'admin');
    await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(admin, 'admin home');
    const asAdmin = apiAs(request, admin);
    const org = await asAdmin('POST', '/private/organizations', { title: `সদস্য ${stamp}`, title_en: orgEn });
    const roles = (await asAdmin('GET', '/private/roles?page_size=100')) as unknown as {
      id: number;
      key: string;
    }[];
    const role = (key: string) => roles.find((r) => r.key === key)?.id;
    const digits = String(Date.now()).slice(-8);
    for (const [username, key, type, mobile] of [
      [`e2eorg${stamp}`, 'organization_admin', 1, `0171${digits.slice(0, 7)}`],
      [`e2erec${stamp}`, 'recruiter_admin', 4, `0181${digits.slice(0, 7)}`],
    ] as const)
      await asAdmin('POST', '/private/users', {
        username,
        password: PASSWORD,
        full_name: username,
        email: `${username}@example.com`,
        mobile,
        user_type_code: type,
        organization_id: org.id,
        role_id: role(key),
      });
    const basis = (await asAdmin('GET', '/private/industry-associations?search=BASIS')) as unknown as {
      id: number;
    }[];
    await adminContext.close();

    const orgContext = await freshContext(context);
    const orgPage = await orgContext.newPage();
    await signIn(orgPage, 'admin', `e2eorg${stamp}`);
    await expect(orgPage.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(orgPage, 'organisation admin home');
    await apiAs(request, orgPage)('POST', '/private/association-applications', {
      industry_association_id: basis[0]?.id,
      membership_type: 'associate',
    });
    await orgContext.close();

    const recContext = await freshContext(context);
    const recruiter = await recContext.newPage();
    await signIn(recruiter, 'recruiter', `e2erec${stamp}`);
    await expect(recruiter.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(recruiter, 'recruiter home');
    const asRecruiter = apiAs(request, recruiter);
    const job = await asRecruiter('POST', '/private/jobs', {
      job_title: `সদস্যের চাকরি ${stamp}`,
      job_title_en: jobEn,
      no_of_vacancies: 2,
      job_sector_id: 1,
      occupation_id: 1,
      employment_types: ['full_time'],
      published_at: dhakaDay(0),
      application_deadline: dhakaDay(20),
    });
    for (const [segment, body] of [
      [
        'more-info',
        {
          job_responsibilities: 'গ্রাহক সেবা',
          job_place_type: 1,
          job_levels: [1],
          workplaces: [2],
          locations: [{ loc_division_id: 3 }],
          salary_display: 1,
          salary_min: 20000,
          salary_max: 25000,
        },
      ],
      [
        'candidate-requirement',
        { min_age: 20, max_age: 35, min_experience: 0, max_experience: 3, genders: [3] },
      ],
      [
        'company-info-visibility',
        {
          is_company_name_visible: true,
          is_company_address_visible: true,
          is_company_business_visible: true,
        },
      ],
      ['matching-criteria', { criteria: { age: { enabled: true, mandatory: false } } }],
      ['contact-info', { contact_name: 'তানভীর হাসান', contact_mobile: '01711000003' }],
    ] as const)
      await asRecruiter('PUT', `/private/jobs/${job.id}/${segment}`, body);
    await asRecruiter('POST', `/private/jobs/${job.id}/submit`, { service_type: 1 });
    await recContext.close();
  });

  await test.step('BASIS’s admin approves the application; the organisation is a member', async () => {
    await signIn(page, 'admin', 'association', '/association-applications');
    await expect(
      page.getByRole('heading', { level: 1, name: text('association_applications.title') }),
    ).toBeVisible();
    await expect(page.getByRole('rowheader', { name: orgEn })).toBeVisible();
    await expectAccessible(page, 'applications');
    await page
      .getByRole('button', { name: textWith('association_applications.approve', { title: orgEn }) })
      .click();
    const dialog = page.getByRole('dialog', { name: text('association_applications.approve_confirm_title') });
    await expectAccessible(page, 'approve application dialog');
    await dialog.getByRole('button', { name: text('association_applications.approve_short') }).click();
    await said(page, 'association_applications.success.approved');
    await expect(page.getByRole('rowheader', { name: orgEn })).toHaveCount(0);

    await page.goto(url('admin', '/association-members'));
    await expect(
      page.getByRole('heading', { level: 1, name: text('association_members.title') }),
    ).toBeVisible();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: orgEn }) });
    await expect(row.getByText(text('associations.type.associate'))).toBeVisible();
    await expectAccessible(page, 'members');
  });

  await test.step('BASIS’s admin approves the member’s vacancy', async () => {
    await page.goto(url('admin', '/association-vacancies'));
    await expect(
      page.getByRole('heading', { level: 1, name: text('association_vacancies.title') }),
    ).toBeVisible();
    await expect(page.getByRole('rowheader', { name: jobEn })).toBeVisible();
    await expectAccessible(page, 'vacancies');
    await page
      .getByRole('button', { name: textWith('association_vacancies.approve', { title: jobEn }) })
      .click();
    const dialog = page.getByRole('dialog', { name: text('association_vacancies.approve_confirm_title') });
    await expect(dialog.getByText(new RegExp(orgEn))).toBeVisible();
    await dialog.getByRole('button', { name: text('association_vacancies.approve_short') }).click();
    await said(page, 'association_vacancies.success.approved');
    await expect(page.getByRole('rowheader', { name: jobEn })).toHaveCount(0);
  });

  await test.step('the youth sees BASIS’s badge on the live job it approved', async () => {
    const jobs = (await request
      .fetch(`${GATEWAY}/public/jobs?page_size=100`, { headers: { 'api-key': API_KEY } })
      .then((r) => r.json())) as {
      data: { id: number; job_title_en: string; association_badge?: unknown }[];
    };
    const badged = jobs.data.find((j) => j.association_badge);
    expect(badged, 'a live job approved by an association').toBeTruthy();
    const youthContext = await freshContext(context);
    const youth = await youthContext.newPage();
    await youth.goto(url('youth', `/jobs/${badged?.id}`));
    const badge = textWith('youth_jobs.card.association_badge', {
      association: 'Bangladesh Association of Software and Information Services (BASIS)',
    });
    await expect(youth.getByText(badge)).toBeVisible();
    await expectAccessible(youth, 'job page with the badge');
    await youth.goto(url('youth', '/jobs'));
    await expect(youth.getByText(badge).first()).toBeVisible();
    await expectAccessible(youth, 'jobs with the badge');
    await youthContext.close();
  });
});
