import {
  expect,
  expectAccessible,
  freshContext,
  postLiveJob,
  said,
  signIn,
  test,
  text,
  textWith,
  url,
} from './fixtures';
import { DEACTIVATION_REASON_LIMITS } from '../libs/shared/contract/src/index';

// Issue 17 item 8 end to end in Chromium (ADR 0107), axe on every page shown: a recruiter posts a job of its own
// (through the API: the wizard and the wallet's page have their own journey, 08) that the admin approves and the
// recruiter pays for in the sandbox wallet, so it is live; the admin finds it on /platform-jobs and deactivates it; a visitor's job page says it
// is not on the board; the admin restores it from its detail page and the visitor sees it again. Then one look at
// every institute's trainers (ADR 0118): the demo trainer's page, with the batch of the course she teaches. A second
// journey: the CV bank for platform staff (ADR 0128) — the admin filters it, opens the demo youth's CV and goes back.

test.use({ actionTimeout: 15_000 });

test('platform job list: the admin deactivates a live job, its public page is gone, restore brings it back', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const stamp = String(Date.now());
  const titleEn = `Platform check ${stamp}`;
  const reason = `Journey check ${stamp}: the post breaks the board’s rules.`;
  const recruiterContext = await freshContext(page.context());
  const visitorContext = await freshContext(page.context());
  try {
    const recruiter = await recruiterContext.newPage();
    let jobId = 0;

    await test.step('a recruiter posts a job, the admin approves it, the recruiter pays: it is live', async () => {
      await signIn(recruiter, 'recruiter', 'recruiter', '/jobs');
      await expect(recruiter.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(recruiter, 'recruiter jobs');
      await signIn(page, 'admin', 'admin', '/platform-jobs');
      await expect(page.getByRole('heading', { level: 1, name: text('platform_jobs.title') })).toBeVisible();
      jobId = await postLiveJob(
        request,
        { recruiter, admin: page },
        { bn: `প্ল্যাটফর্ম যাচাই ${stamp}`, en: titleEn },
      );
    });

    const visitor = await visitorContext.newPage();
    await test.step('the admin finds the job among every organisation’s posts and deactivates it', async () => {
      await expect(page.getByRole('heading', { level: 1, name: text('platform_jobs.title') })).toBeVisible();
      await page.getByRole('searchbox', { name: text('platform_jobs.search') }).fill(titleEn);
      await page.getByRole('button', { name: text('platform_jobs.search_submit') }).click();
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: titleEn }) });
      await expect(row.getByText(text('jobs.status.live'))).toBeVisible();
      await expectAccessible(page, 'platform jobs');
      await row
        .getByRole('button', { name: textWith('platform_jobs.deactivate.button_label', { name: titleEn }) })
        .click();
      const dialog = page.getByRole('dialog', { name: text('platform_jobs.deactivate.title') });
      // the reason is required, its rules shown first (ADR 0112)
      // the rule's numbers come from the contract (ADR 0117)
      await expect(
        dialog.getByText(textWith('platform_lists.reason_rules', DEACTIVATION_REASON_LIMITS)),
      ).toBeVisible();
      await expectAccessible(page, 'deactivate confirmation');
      await dialog.getByRole('textbox', { name: text('platform_lists.reason') }).fill(reason);
      await dialog.getByRole('button', { name: text('platform_jobs.deactivate.confirm') }).click();
      await said(page, 'jobs.success.deactivated');
      await expect(row.getByText(text('jobs.status.deactivated'))).toBeVisible();
    });

    await test.step('a visitor’s job page says the job is not on the board', async () => {
      await visitor.goto(url('youth', `/jobs/${jobId}`));
      await expect(visitor.getByText(text('youth_jobs.detail.not_found'))).toBeVisible();
      await expectAccessible(visitor, 'job page of a deactivated job');
    });

    await test.step('the admin restores it from its detail page; the visitor sees the job again', async () => {
      await page.getByRole('link', { name: titleEn }).click();
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: textWith('platform_jobs.detail.title', { title: titleEn }),
        }),
      ).toBeVisible();
      await expect(page.getByText(reason)).toBeVisible();
      await expectAccessible(page, 'platform job detail');
      await page
        .getByRole('button', { name: textWith('platform_jobs.restore.button_label', { name: titleEn }) })
        .click();
      await page
        .getByRole('dialog', { name: text('platform_jobs.restore.title') })
        .getByRole('button', { name: text('platform_jobs.restore.confirm') })
        .click();
      await said(page, 'jobs.success.job_restored');
      // the chip's word exactly (the closing dialog's text says "a live post" too)
      await expect(page.getByText(text('jobs.status.live'), { exact: true })).toBeVisible();

      await visitor.reload();
      await expect(visitor.getByRole('heading', { level: 1, name: titleEn })).toBeVisible();
      await expectAccessible(visitor, 'job page, restored');
    });

    await test.step('every institute’s trainers: the demo trainer’s page with her course’s batch (ADR 0118)', async () => {
      await page.goto(url('admin', '/platform-trainers?search=Sabrina'));
      const trainer = page.getByRole('link', { name: 'Sabrina Chowdhury' });
      await expect(trainer).toBeVisible();
      await expectAccessible(page, 'platform trainers');
      await trainer.click();
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: textWith('platform_trainers.detail.title', { name: 'Sabrina Chowdhury' }),
        }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'December batch' }).first()).toBeVisible();
      await expectAccessible(page, 'platform trainer');
    });

    await test.step('question sets, results and interview confirmations of every tenant (ADR 0122)', async () => {
      await page.goto(url('admin', '/platform-question-sets?search=Problem%20solving'));
      const set = page.getByRole('link', { name: 'Problem solving basics' });
      await expect(set).toBeVisible();
      await expectAccessible(page, 'platform question sets');
      await set.click();
      await expect(page.getByRole('heading', { level: 1, name: /Problem solving basics/ })).toBeVisible();
      await expectAccessible(page, 'platform question set');
      await page.goto(url('admin', '/platform-interviews?response=accepted'));
      await expect(page.getByRole('cell', { name: 'Confirmed' }).first()).toBeVisible();
      await expectAccessible(page, 'platform interviews');
      await page.goto(url('admin', '/platform-results'));
      await expect(page.getByRole('heading', { level: 1, name: 'Exam results' })).toBeVisible();
      await expectAccessible(page, 'platform results');
    });
  } finally {
    await recruiterContext.close();
    await visitorContext.close();
  }
});

test('platform CV bank: the admin filters the CV bank, opens a youth’s CV and goes back to the search', async ({
  page,
}) => {
  await signIn(page, 'admin', 'admin', '/platform-cv-bank?search=Rahim');
  await expect(page.getByRole('heading', { level: 1, name: text('platform_cv_bank.title') })).toBeVisible();
  await page
    .getByLabel(text('platform_cv_bank.filter.min_experience_years'))
    .selectOption({ label: text('platform_cv_bank.experience.1') });
  await expect(page).toHaveURL(/min_experience_years=1/);
  const cv = page.getByRole('link', { name: textWith('platform_cv_bank.open', { name: 'Rahim Uddin' }) });
  await expect(cv).toBeVisible();
  await expectAccessible(page, 'platform CV bank');
  await cv.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rahim Uddin' })).toBeVisible();
  await expect(page.getByText(text('platform_cv_bank.cv.hidden_note'))).toBeVisible();
  await expectAccessible(page, 'platform CV bank: a CV');
  await page.getByRole('link', { name: text('platform_cv_bank.cv.back') }).click();
  await expect(page).toHaveURL(/\/platform-cv-bank\?search=Rahim&min_experience_years=1/);
  await expect(cv).toBeVisible();
});
