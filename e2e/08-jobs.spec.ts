import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { endpoints } from '../libs/shared/contract/src/index';
import {
  API_KEY,
  GATEWAY,
  escapeRegExp,
  expect,
  expectAccessible,
  freshContext,
  logoutButton,
  PHONE,
  signIn,
  storedTokens,
  test,
  text,
  textWith,
  url,
  fieldLabel as label,
  said,
  dhakaDay,
} from './fixtures';

// Issue 4 end to end in Chromium, every page checked with axe: the recruiter of Dhaka Tech Ltd. posts a job through
// the eight-step wizard (a §5 rule refused on its field first), the admin approves it, the recruiter pays (a declined
// sandbox payment first, then a paid one) and the job goes live; Rahim finds it in the public search, applies and
// is told by his job alert; the recruiter takes him through shortlist → interview (board, schedule, invitation) →
// offer → hired, Rahim answering the invitation and the offer in /my-jobs (the accepted interview then shows in his
// calendar). Each step's status is read back through
// the API, the status history lists every move with who made it, and the other organisation cannot see the job.

/** A field's accessible name: its catalogue label, with the asterisk of a required field when it is read. */
const path = (template: string, params: Record<string, number>) =>
  template.replace(/:(\w+)/g, (_m, key: string) => String(params[key]));

/** One gateway call as the person signed in on `page` (their bearer token from the tab). */
async function call(
  request: APIRequestContext,
  page: Page,
  method: string,
  address: string,
  data?: unknown,
): Promise<{ status: number; body: { data: unknown } }> {
  const token = (await storedTokens(page))?.access_token ?? '';
  const res = await request.fetch(`${GATEWAY}${address}`, {
    method,
    headers: { 'api-key': API_KEY, authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  const raw = await res.text();
  return { status: res.status(), body: raw ? (JSON.parse(raw) as { data: unknown }) : { data: null } };
}

/** The gateway's word on the job (as the recruiter) and on Rahim's application (as Rahim). */
async function jobStatus(request: APIRequestContext, recruiter: Page, jobId: number): Promise<string> {
  const res = await call(request, recruiter, 'GET', path(endpoints.job.path, { id: jobId }));
  expect(res.status).toBe(200);
  return (res.body.data as { status: string }).status;
}
async function applicationOf(
  request: APIRequestContext,
  youth: Page,
  jobId: number,
): Promise<{ id: number; status: number }> {
  const res = await call(request, youth, 'GET', path(endpoints.applicationStatus.path, { id: jobId }));
  expect(res.status).toBe(200);
  return res.body.data as { id: number; status: number };
}

/** A toast (or any message) with this catalogue text is shown. */

// a step that cannot happen fails within seconds, not at the end of the whole journey's time
test.use({ actionTimeout: 20_000 });

test('jobs end to end: post, approve, pay, find and apply, then shortlist → interview → offer → hired', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const titleEn = `QA Engineer ${stamp}`;
  const titleBn = `কিউএ প্রকৌশলী ${stamp}`;
  const recruiter = page;
  const contexts: BrowserContext[] = [];
  const person = async () => {
    const other = await freshContext(context);
    contexts.push(other);
    return other.newPage();
  };
  let jobId = 0;

  try {
    // ---- 1. the recruiter posts the job through the wizard ---------------------------------------------------
    await test.step('recruiter posts a job through the eight steps and submits it', async () => {
      await signIn(recruiter, 'recruiter', 'recruiter', '/jobs/create');
      const save = () => recruiter.getByRole('button', { name: text('recruiter_jobs.wizard.save_next') });
      // the six saved steps are counted, as the job list counts them (issue 12 defect 10)
      const stepHeading = (step: string, n: number) =>
        recruiter.getByRole('heading', {
          level: 2,
          name: textWith('recruiter_jobs.wizard.step_of', {
            current: n,
            total: 6,
            name: text(`jobs.step.${step}`),
          }),
        });
      await expect(stepHeading('primary_info', 1)).toBeVisible();
      await expectAccessible(recruiter, 'wizard: primary info');

      // step 1: primary info (published today: searchable at once; deadline within 30 days)
      await recruiter.getByRole('textbox', { name: label('recruiter_jobs.field.job_title') }).fill(titleBn);
      await recruiter
        .getByRole('textbox', { name: label('recruiter_jobs.field.job_title_en') })
        .fill(titleEn);
      await recruiter.getByRole('textbox', { name: label('recruiter_jobs.field.no_of_vacancies') }).fill('2');
      await recruiter.getByRole('combobox', { name: label('recruiter_jobs.field.job_sector_id') }).click();
      await recruiter.getByRole('option', { name: 'Information Technology', exact: true }).click();
      await recruiter.getByRole('combobox', { name: label('recruiter_jobs.field.occupation_id') }).click();
      await recruiter.getByRole('option', { name: 'Software Developer', exact: true }).click();
      await recruiter
        .getByRole('checkbox', { name: text('recruiter_jobs.employment_type.full_time') })
        .check();
      await expect(recruiter.getByLabel(label('recruiter_jobs.field.published_at'))).toHaveValue(dhakaDay(0));
      await recruiter.getByLabel(label('recruiter_jobs.field.application_deadline')).fill(dhakaDay(20));
      await save().click();

      // step 2: more info — a maximum salary below the minimum is refused on its field first (§5)
      await expect(stepHeading('more_info', 2)).toBeVisible();
      await expect(recruiter).toHaveURL(/\/jobs\/\d+\/edit\?step=more_info$/);
      jobId = Number(/\/jobs\/(\d+)\//.exec(recruiter.url())?.[1]);
      expect(await jobStatus(request, recruiter, jobId)).toBe('draft');
      await recruiter
        .getByRole('textbox', { name: label('recruiter_jobs.field.job_responsibilities') })
        .fill('Write and run automated tests for our web products.');
      await recruiter.getByRole('checkbox', { name: text('recruiter_jobs.job_level.1') }).check();
      await recruiter.getByRole('checkbox', { name: text('recruiter_jobs.workplace.2') }).check();
      const location = recruiter.getByRole('group', {
        name: textWith('recruiter_jobs.field.location_n', { n: 1 }),
      });
      await location.getByRole('combobox', { name: label('recruiter_jobs.field.loc_division_id') }).click();
      await recruiter.getByRole('option', { name: 'Dhaka', exact: true }).click();
      await recruiter.getByRole('textbox', { name: label('recruiter_jobs.field.salary_min') }).fill('40000');
      const max = recruiter.getByRole('textbox', { name: label('recruiter_jobs.field.salary_max') });
      await max.fill('30000');
      await save().click();
      await expect(recruiter.getByText(text('validation.max_salary_lt_min'))).toBeVisible();
      await expect(max).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(recruiter, 'wizard: salary refused');
      await max.fill('60000');
      await save().click();

      // step 3: candidate requirement — a skill Rahim has
      await expect(stepHeading('candidate_requirement', 3)).toBeVisible();
      const skills = recruiter.getByRole('combobox', { name: label('recruiter_jobs.field.skill_ids') });
      await skills.click();
      await skills.fill('Web dev');
      await recruiter.getByRole('option', { name: 'Web development', exact: true }).click();
      await expectAccessible(recruiter, 'wizard: candidate requirement');
      await save().click();

      // step 4: company info visibility as it comes
      await expect(stepHeading('company_info_visibility', 4)).toBeVisible();
      await save().click();

      // step 5: the skill is a mandatory criterion (Rahim meets it)
      await expect(stepHeading('matching_criteria', 5)).toBeVisible();
      await recruiter
        .getByRole('group', { name: text('jobs.criterion.skills') })
        .getByRole('switch', { name: text('jobs.criterion.mandatory') })
        .check();
      await expectAccessible(recruiter, 'wizard: matching criteria');
      await save().click();

      // step 6: contact info
      await expect(stepHeading('contact_info', 6)).toBeVisible();
      await recruiter
        .getByRole('textbox', { name: label('recruiter_jobs.field.contact_name') })
        .fill('Tanvir Hasan');
      await recruiter
        .getByRole('textbox', { name: label('recruiter_jobs.field.contact_mobile') })
        .fill('01712345678');
      await save().click();

      // preview: the job exactly as youth will see it (the youth job page's component), the service types with their
      // prices, then submit for approval
      await expect(
        recruiter.getByRole('heading', { level: 2, name: text('recruiter_jobs.wizard.preview_heading') }),
      ).toBeVisible();
      const asYouth = recruiter.getByRole('region', { name: text('recruiter_jobs.preview.as_youth') });
      await expect(asYouth.getByRole('heading', { level: 2, name: titleEn })).toBeVisible();
      await expect(asYouth.getByText('Information Technology')).toBeVisible();
      await expect(asYouth.getByText('Tanvir Hasan').first()).toBeVisible();
      await recruiter
        .getByRole('radio', { name: new RegExp(`^${escapeRegExp(text('jobs.service_type.3'))}: ৳5,000`) })
        .check();
      await expectAccessible(recruiter, 'wizard: preview');
      await recruiter.getByRole('button', { name: text('recruiter_jobs.preview.submit') }).click();
      await expect(
        recruiter.getByRole('heading', { level: 2, name: text('recruiter_jobs.wizard.complete_heading') }),
      ).toBeVisible();
      await expect(
        recruiter.getByText(
          textWith('recruiter_jobs.complete.status', { status: text('jobs.status.pending_approval') }),
        ),
      ).toBeVisible();
      await expectAccessible(recruiter, 'wizard: complete');
      expect(await jobStatus(request, recruiter, jobId)).toBe('pending_approval');
    });

    // ---- 2. the admin approves it ----------------------------------------------------------------------------
    await test.step('admin approves the job', async () => {
      const admin = await person();
      await signIn(admin, 'admin', 'admin', '/job-approvals');
      await expect(admin.getByRole('heading', { level: 1, name: text('job_approval.title') })).toBeVisible();
      const approve = admin.getByRole('button', {
        name: textWith('job_approval.approve', { title: titleEn }),
      });
      await expect(approve).toBeVisible();
      await expectAccessible(admin, 'job approvals');
      await approve.click();
      const confirm = admin.getByRole('dialog', { name: text('job_approval.approve_confirm_title') });
      await confirm.getByRole('button', { name: text('job_approval.approve_short') }).click();
      await said(admin, 'jobs.success.approved');
      await expect(approve).toHaveCount(0);
      expect(await jobStatus(request, recruiter, jobId)).toBe('approved');
    });

    // ---- 3. the recruiter pays: declined first, then paid; the job is live ----------------------------------
    await test.step('recruiter pays: a declined payment, then a paid one takes the job live', async () => {
      await recruiter.goto(url('recruiter', '/jobs'));
      await recruiter.getByRole('searchbox', { name: text('recruiter_jobs.list.search') }).fill(titleEn);
      await recruiter.getByRole('button', { name: text('recruiter_jobs.list.search_submit') }).click();
      const pay = recruiter.getByRole('button', { name: textWith('payments.pay_job', { title: titleEn }) });
      await expect(pay).toBeVisible();
      await expectAccessible(recruiter, 'jobs list, approved');
      expect(
        (
          await request.get(`${GATEWAY}${path(endpoints.publicJob.path, { id: jobId })}`, {
            headers: { 'api-key': API_KEY },
          })
        ).status(),
        'an approved job is not public before it is paid for',
      ).toBe(404);

      const checkout = async (pin: string) => {
        const dialog = recruiter.getByRole('dialog', {
          name: textWith('payments.dialog.title', { title: titleEn }),
        });
        await expect(
          dialog.getByRole('radio', { name: new RegExp(`^${escapeRegExp(text('jobs.service_type.3'))}: `) }),
        ).toBeChecked();
        await expectAccessible(recruiter, 'pay dialog');
        await dialog.getByRole('button', { name: text('payments.dialog.confirm') }).click();
        await expect(recruiter).toHaveURL(
          new RegExp(`^${escapeRegExp(GATEWAY)}/sandbox-wallet/checkout/SBX`),
        );
        await expect(
          recruiter.getByRole('heading', { level: 1, name: text('payments.sandbox.heading') }),
        ).toBeVisible();
        await expectAccessible(recruiter, 'sandbox checkout');
        await recruiter.getByLabel(text('payments.sandbox.wallet_number')).fill('01712345678');
        await recruiter.getByLabel(text('payments.sandbox.pin')).fill(pin);
        await recruiter.getByRole('button', { name: text('payments.sandbox.pay'), exact: true }).click();
        await expect(recruiter).toHaveURL(
          new RegExp(`^${escapeRegExp(url('recruiter', '/jobs/payment/result'))}`),
        );
      };

      await pay.click();
      await checkout('0000');
      await said(recruiter, 'payments.result.failed_title');
      await said(recruiter, 'errors.payment_failed');
      await said(recruiter, 'payments.result.still_approved');
      await expectAccessible(recruiter, 'payment failed');
      expect(await jobStatus(request, recruiter, jobId)).toBe('approved');

      await recruiter.getByRole('button', { name: text('payments.result.pay_again') }).click();
      await checkout('4321');
      await said(recruiter, 'payments.result.success_title');
      await said(recruiter, 'payments.result.success', { title: titleEn });
      await expectAccessible(recruiter, 'payment received');
      expect(await jobStatus(request, recruiter, jobId)).toBe('live');
      const live = await request.get(`${GATEWAY}${path(endpoints.publicJob.path, { id: jobId })}`, {
        headers: { 'api-key': API_KEY },
      });
      expect(live.status()).toBe(200);
    });

    // ---- 4. Rahim finds the job, applies, and his job alert tells him --------------------------------------------
    const youth = await person();
    await test.step('youth searches, filters by sector, opens the job and applies', async () => {
      await signIn(youth, 'youth', 'youth', '/jobs');
      await expect(logoutButton(youth)).toBeVisible();
      await youth.goto(url('youth', '/jobs'));
      await youth.getByRole('searchbox', { name: text('youth_jobs.search.label') }).fill(titleEn);
      await youth
        .getByRole('search', { name: text('youth_jobs.search.label') })
        .getByRole('button', { name: text('youth_jobs.search.submit') })
        .click();
      await youth.getByRole('combobox', { name: text('youth_jobs.filter.sector') }).click();
      await youth.getByRole('option', { name: 'Information Technology', exact: true }).click();
      await expect(youth).toHaveURL(/job_sector_ids=/);
      const results = youth.getByRole('region', { name: text('youth_jobs.search.results_label') });
      const found = results.getByRole('link', { name: titleEn });
      await expect(found).toBeVisible();
      await expectAccessible(youth, 'job search');
      await found.click();

      await expect(youth).toHaveURL(url('youth', `/jobs/${jobId}`));
      await expect(
        youth.getByRole('heading', {
          level: 1,
          name: textWith('youth_jobs.detail.heading', { title: titleEn }),
        }),
      ).toBeVisible();
      // checked when the page opens (issue 12 defect 4): Rahim has the skill the job makes mandatory
      await expect(
        youth.getByText(
          textWith('youth_jobs.apply.meets_mandatory', { criteria: text('jobs.criterion.skills') }),
        ),
      ).toBeVisible();
      await expectAccessible(youth, 'job detail');

      // on a 360 px phone the salary, deadline and place and Apply are on the first screen; scrolled down, Apply
      // stays at hand in a bar at the bottom (issue 12 defect 6)
      const desktop = youth.viewportSize();
      await youth.setViewportSize(PHONE);
      const glance = youth.getByRole('group', { name: text('youth_jobs.detail.glance') });
      await expect(glance).toBeVisible();
      const applyNow = youth.getByRole('button', { name: text('youth_jobs.apply.button') }).first();
      const applyBox = await applyNow.boundingBox();
      expect(applyBox?.y ?? Number.POSITIVE_INFINITY, 'Apply on the first screen at 360 px').toBeLessThan(
        PHONE.height,
      );
      await youth.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const bar = youth.getByRole('region', {
        name: textWith('youth_jobs.apply.bar_label', { title: titleEn }),
      });
      await expect(bar).toBeVisible();
      await expectAccessible(youth, 'job detail at 360 px, scrolled: the Apply bar');
      await bar.getByRole('button', { name: text('youth_jobs.apply.button') }).click();
      const dialog = youth.getByRole('dialog', {
        name: textWith('youth_jobs.apply.dialog_title', { title: titleEn }),
      });
      // before sending: which CV the employer receives
      const cvTitle = escapeRegExp(text('youth_jobs.apply.cv_title')).replace('\\{company\\}', '.+');
      await expect(dialog.getByRole('region', { name: new RegExp(`^${cvTitle}$`) })).toBeVisible();
      if (desktop) await youth.setViewportSize(desktop);
      await dialog.getByLabel(label('youth_jobs.apply.expected_salary')).fill('50000');
      await expectAccessible(youth, 'apply dialog');
      await dialog.getByRole('button', { name: text('youth_jobs.apply.submit') }).click();
      await said(youth, 'jobs.success.applied');
      await expect(
        youth.getByText(textWith('youth_jobs.apply.status', { status: text('jobs.application_status.0') })),
      ).toBeVisible();
      await expectAccessible(youth, 'applied');
      expect((await applicationOf(request, youth, jobId)).status).toBe(0);

      // a second application is refused
      const again = await call(
        request,
        youth,
        endpoints.applyJob.method,
        path(endpoints.applyJob.path, { id: jobId }),
        {
          expected_salary: 50000,
        },
      );
      expect(again.status).toBe(409);

      await youth.goto(url('youth', '/my-jobs'));
      const card = youth.getByRole('listitem').filter({ has: youth.getByRole('heading', { name: titleEn }) });
      await expect(card.getByText(text('jobs.application_status.0'), { exact: true })).toBeVisible();
      await expectAccessible(youth, 'my jobs: applied');
    });

    await test.step('Rahim’s job alert (IT, Dhaka division, e-mail) sends “New job” for it', async () => {
      await expect
        .poll(
          async () => {
            const res = await request.get(`${GATEWAY}/dev/outbox.json`, { headers: { 'api-key': API_KEY } });
            const rows = (
              (await res.json()) as {
                data: { channel: string; recipient: string; subject?: string | null; body: string }[];
              }
            ).data;
            return rows.some(
              (r) =>
                r.channel === 'email' &&
                r.recipient === 'youth@platform.local' &&
                `${r.subject ?? ''} ${r.body}`.includes(stamp),
            );
          },
          { message: 'the job alert e-mail in the demo outbox', timeout: 60_000, intervals: [2_000] },
        )
        .toBe(true);
    });

    // ---- 5. shortlist, select for interview, board, schedule, invitation ---------------------------------------
    const rahim = 'Rahim Uddin';
    const row = () => recruiter.getByRole('row').filter({ hasText: rahim });
    const act = async (action: string) => {
      await row()
        .getByRole('button', { name: textWith('recruiter_pipeline.list.actions_for', { name: rahim }) })
        .click();
      await recruiter.getByRole('menuitem', { name: text(`job_pipeline.action.${action}`) }).click();
    };
    const tab = (n: number) =>
      recruiter.getByRole('tab', { name: new RegExp(`^${escapeRegExp(text(`job_pipeline.tab.${n}`))}`) });
    let applicationId = 0;

    await test.step('recruiter shortlists Rahim and selects him for interview', async () => {
      await recruiter.goto(url('recruiter', '/jobs'));
      await recruiter
        .getByRole('link', { name: textWith('recruiter_pipeline.menu.manage', { title: titleEn }) })
        .click();
      await expect(recruiter).toHaveURL(url('recruiter', `/jobs/${jobId}/management`));
      await expect(row()).toBeVisible();
      await expect(row().getByText(text('jobs.application_status.0'), { exact: true })).toBeVisible();
      await expectAccessible(recruiter, 'applicants');
      applicationId = (await applicationOf(request, youth, jobId)).id;

      await act('shortlist');
      await said(recruiter, 'job_pipeline.changed.11');
      await expect(row().getByText(text('jobs.application_status.11'), { exact: true })).toBeVisible();
      expect((await applicationOf(request, youth, jobId)).status).toBe(11);

      await act('select_for_interview');
      await said(recruiter, 'job_pipeline.changed.31');
      expect((await applicationOf(request, youth, jobId)).status).toBe(31);
      await tab(3).click();
      await expect(row().getByText(text('jobs.application_status.31'), { exact: true })).toBeVisible();
      await expectAccessible(recruiter, 'applicants: interviews');
    });

    const board = `Panel ${stamp}`;
    const schedule = `First round ${stamp}`;
    await test.step('recruiter creates an interview board and a schedule, then invites Rahim', async () => {
      const nav = recruiter.getByRole('navigation', { name: text('recruiter_pipeline.nav.label') });
      await nav.getByRole('link', { name: text('recruiter_pipeline.nav.boards') }).click();
      await expect(recruiter).toHaveURL(url('recruiter', `/jobs/${jobId}/interview/board`));
      await recruiter.getByRole('button', { name: text('job_pipeline.board.add') }).click();
      const boardDialog = recruiter.getByRole('dialog', { name: text('job_pipeline.board.add') });
      await boardDialog.getByRole('textbox', { name: label('job_pipeline.board.name') }).fill(board);
      await boardDialog
        .getByRole('textbox', { name: label('job_pipeline.member.name') })
        .fill('Nusrat Jahan');
      await boardDialog
        .getByRole('textbox', { name: label('job_pipeline.member.designation') })
        .fill('Lead engineer');
      await boardDialog
        .getByRole('textbox', { name: label('job_pipeline.member.email') })
        .fill('nusrat.jahan@dhakatech.example');
      await expectAccessible(recruiter, 'board dialog');
      await boardDialog.getByRole('button', { name: text('common.save') }).click();
      await said(recruiter, 'job_pipeline.success.board_saved');
      await expect(recruiter.getByRole('region', { name: board })).toBeVisible();
      await expectAccessible(recruiter, 'interview boards');

      await nav.getByRole('link', { name: text('recruiter_pipeline.nav.schedules') }).click();
      await expect(recruiter).toHaveURL(url('recruiter', `/jobs/${jobId}/interview/schedule`));
      await recruiter.getByRole('button', { name: text('job_pipeline.schedule.add') }).click();
      const scheduleDialog = recruiter.getByRole('dialog', { name: text('job_pipeline.schedule.add') });
      await scheduleDialog
        .getByRole('textbox', { name: label('job_pipeline.schedule.title') })
        .fill(schedule);
      await scheduleDialog.getByLabel(label('job_pipeline.schedule.date')).fill(dhakaDay(3));
      await scheduleDialog.getByLabel(label('job_pipeline.schedule.start_time')).fill('10:00');
      await scheduleDialog.getByLabel(label('job_pipeline.schedule.end_time')).fill('11:00');
      await scheduleDialog
        .getByRole('textbox', { name: label('job_pipeline.schedule.venue') })
        .fill('Dhaka Tech Ltd., House 12, Road 5, Dhanmondi, Dhaka');
      await scheduleDialog
        .getByRole('textbox', { name: label('job_pipeline.schedule.max_candidates') })
        .fill('5');
      await scheduleDialog.getByRole('combobox', { name: label('job_pipeline.schedule.board') }).click();
      await recruiter.getByRole('option', { name: board }).click();
      await expectAccessible(recruiter, 'schedule dialog');
      await scheduleDialog.getByRole('button', { name: text('common.save') }).click();
      await said(recruiter, 'job_pipeline.success.schedule_saved');
      await expect(recruiter.getByRole('region', { name: schedule })).toBeVisible();
      await expectAccessible(recruiter, 'interview schedules');

      await nav.getByRole('link', { name: text('recruiter_pipeline.nav.applicants') }).click();
      await tab(3).click();
      await act('send_interview_invitation');
      const invite = recruiter.getByRole('dialog', {
        name: textWith('recruiter_pipeline.invite.title', { count: 1 }),
      });
      const select = invite.getByRole('combobox', { name: label('recruiter_pipeline.invite.schedule') });
      await expect(
        select.getByRole('option', { name: new RegExp(`^${escapeRegExp(schedule)} — `) }),
      ).toHaveCount(1);
      await select.selectOption({ index: 1 });
      await expectAccessible(recruiter, 'invite dialog');
      await invite.getByRole('button', { name: text('recruiter_pipeline.invite.submit') }).click();
      await said(recruiter, 'job_pipeline.success.invitation_sent');
      await expect(row().getByText(text('jobs.application_status.32'), { exact: true })).toBeVisible();
      expect((await applicationOf(request, youth, jobId)).status).toBe(32);
    });

    // ---- 6. Rahim accepts the invitation ---------------------------------------------------------------------
    const myCard = () =>
      youth.getByRole('listitem').filter({ has: youth.getByRole('heading', { name: titleEn }) });
    await test.step('youth accepts the interview invitation in /my-jobs', async () => {
      await youth.goto(url('youth', '/my-jobs'));
      const interview = myCard().getByRole('region', { name: text('job_pipeline.youth.interview') });
      await expect(interview).toContainText(text('job_pipeline.kind.1'));
      await expectAccessible(youth, 'my jobs: invitation');
      await interview.getByRole('button', { name: text('job_alerts.interview.accept'), exact: true }).click();
      const confirm = youth.getByRole('dialog', { name: text('job_alerts.interview.accept_title') });
      await expectAccessible(youth, 'accept the interview');
      await confirm.getByRole('button', { name: text('job_pipeline.youth.accept') }).click();
      await said(youth, 'job_pipeline.success.response_accepted');
      expect((await applicationOf(request, youth, jobId)).status).toBe(33);
      await expect(myCard().getByText(text('jobs.application_status.33'), { exact: true })).toBeVisible();
    });

    await test.step('the accepted interview is in Rahim’s calendar (issue 18: my calendar shows it)', async () => {
      await youth.goto(url('youth', '/my-calendar'));
      await expect(youth.getByRole('heading', { level: 1, name: text('calendar.title') })).toBeVisible();
      // the interview is three days on: next month's page near a month's end
      if (dhakaDay(3).slice(0, 7) !== dhakaDay(0).slice(0, 7))
        await youth.getByRole('button', { name: text('calendar_pages.month.next') }).click();
      await expect(
        youth
          .getByRole('table')
          .getByRole('link', { name: `${text('calendar_pages.kind.interview')}: ${titleEn}` }),
      ).toBeVisible();
      await expectAccessible(youth, 'my calendar with the interview');
      // back where the next step reads the offer
      await youth.goto(url('youth', '/my-jobs'));
      await expect(myCard()).toBeVisible();
    });

    // ---- 7. interviewed, then the offer letter --------------------------------------------------------------------
    await test.step('recruiter marks the interview done and sends an offer letter', async () => {
      await recruiter.reload();
      await expect(row().getByText(text('jobs.application_status.33'), { exact: true })).toBeVisible();
      await act('mark_interviewed');
      await said(recruiter, 'job_pipeline.changed.35');
      expect((await applicationOf(request, youth, jobId)).status).toBe(35);

      await act('send_offer');
      const offer = recruiter.getByRole('dialog', {
        name: textWith('recruiter_pipeline.offer.title', { name: rahim }),
      });
      await expect(offer.getByRole('textbox', { name: label('job_pipeline.offer.salary') })).toHaveValue(
        '50000',
      );
      await offer.getByRole('textbox', { name: label('job_pipeline.offer.salary') }).fill('55000');
      await offer.getByLabel(label('job_pipeline.offer.joining_date')).fill(dhakaDay(30));
      await offer
        .getByRole('textbox', { name: label('job_pipeline.offer.message') })
        .fill('Welcome to Dhaka Tech Ltd.');
      await expectAccessible(recruiter, 'offer dialog');
      await offer.getByRole('button', { name: text('recruiter_pipeline.offer.submit') }).click();
      await said(recruiter, 'job_pipeline.changed.41');
      expect((await applicationOf(request, youth, jobId)).status).toBe(41);
    });

    // ---- 8. Rahim accepts the offer -------------------------------------------------------------------------------
    await test.step('youth accepts the job offer', async () => {
      await youth.reload();
      const offer = myCard().getByRole('region', { name: text('job_pipeline.offer.title') });
      await expect(offer).toContainText('Welcome to Dhaka Tech Ltd.');
      // whole Taka, no paisa (issue 12 defect 5)
      await expect(offer).toContainText('৳55,000');
      await expect(offer).not.toContainText('৳55,000.00');
      await expectAccessible(youth, 'my jobs: offer');
      // on a phone each term's value sits under its label, at the card's width (issue 12 defect 5)
      const before = youth.viewportSize();
      await youth.setViewportSize(PHONE);
      const term = offer.getByText(text('job_alerts.offer.salary'), { exact: true });
      const value = offer.getByText('৳55,000', { exact: true });
      const [termBox, valueBox] = [await term.boundingBox(), await value.boundingBox()];
      expect(valueBox?.y ?? 0, 'the salary under its label').toBeGreaterThanOrEqual(
        (termBox?.y ?? 0) + (termBox?.height ?? 0) - 1,
      );
      expect(valueBox?.height ?? 100, 'the salary on one line').toBeLessThan(40);
      if (before) await youth.setViewportSize(before);
      await offer.getByRole('button', { name: text('job_alerts.offer.accept') }).click();
      const confirm = youth.getByRole('dialog', { name: text('job_alerts.offer.accept_title') });
      await confirm.getByRole('button', { name: text('job_alerts.offer.accept') }).click();
      await said(youth, 'job_pipeline.success.offer_accepted');
      expect((await applicationOf(request, youth, jobId)).status).toBe(42);
    });

    // ---- 9. hired, and the whole history with who made each move ---------------------------------------------------
    await test.step('recruiter sets Rahim as appointed; the history lists every move with who', async () => {
      await recruiter.reload();
      await tab(4).click();
      await expect(row().getByText(text('jobs.application_status.42'), { exact: true })).toBeVisible();
      await act('hire');
      const confirm = recruiter.getByRole('dialog', { name: text('recruiter_pipeline.confirm.hire_title') });
      await expectAccessible(recruiter, 'hire confirmation');
      await confirm.getByRole('button', { name: text('job_pipeline.action.hire') }).click();
      await said(recruiter, 'job_pipeline.changed.51');
      await expect(row().getByText(text('jobs.application_status.51'), { exact: true })).toBeVisible();
      await expectAccessible(recruiter, 'applicants: hired');
      expect((await applicationOf(request, youth, jobId)).status).toBe(51);

      const history = await call(
        request,
        recruiter,
        'GET',
        path(endpoints.jobApplicantHistory.path, { id: jobId, applicationId }),
      );
      expect(history.status).toBe(200);
      const moves = (
        history.body.data as { to_status: number; changed_by_name: string | null; changed_at: string }[]
      )
        .slice()
        .sort((a, b) => a.changed_at.localeCompare(b.changed_at));
      expect(moves.map((m) => [m.to_status, m.changed_by_name])).toEqual([
        [0, rahim],
        [11, 'Tanvir Hasan'],
        [31, 'Tanvir Hasan'],
        [32, 'Tanvir Hasan'],
        [33, rahim],
        [35, 'Tanvir Hasan'],
        [41, 'Tanvir Hasan'],
        [42, rahim],
        [51, 'Tanvir Hasan'],
      ]);

      await youth.reload();
      await expect(myCard().getByText(text('jobs.application_status.51'), { exact: true })).toBeVisible();
      await expectAccessible(youth, 'my jobs: hired');
    });

    // ---- the other organisation sees none of it ----------------------------------------------------------------
    await test.step('recruiter2 (another organisation) gets 404 for the job and its applicants', async () => {
      const other = await person();
      await signIn(other, 'recruiter', 'recruiter2', '/jobs');
      await expect(
        other.getByRole('heading', { level: 1, name: text('recruiter_jobs.list.title') }),
      ).toBeVisible();
      await expect(other.getByText(titleEn)).toHaveCount(0);
      await expectAccessible(other, 'recruiter2 jobs');
      expect((await call(request, other, 'GET', path(endpoints.job.path, { id: jobId }))).status).toBe(404);
      expect(
        (await call(request, other, 'GET', path(endpoints.jobApplicants.path, { id: jobId }))).status,
      ).toBe(404);
      expect(
        (
          await call(
            request,
            other,
            'GET',
            path(endpoints.jobApplicantHistory.path, { id: jobId, applicationId }),
          )
        ).status,
      ).toBe(404);
    });
  } finally {
    for (const other of contexts) await other.close();
  }
});
