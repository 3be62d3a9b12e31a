import {
  API_KEY,
  expect,
  expectAccessible,
  freshContext,
  GATEWAY,
  signIn,
  test,
  text,
  textWith,
  url,
} from './fixtures';

// Issue 17 item 5 end to end in Chromium (ADR 0097), axe on every page shown: the admin syncs the jobs index on
// /search-index; a visitor (nobody signed in) goes from the home hero's link to /feed-search, searches a live job's
// title and opens the job from its result.

test.use({ actionTimeout: 15_000 });

test('search index: the admin syncs the jobs index, a visitor finds a live job and opens it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const res = await fetch(`${GATEWAY}/public/jobs?page_size=1`, { headers: { 'api-key': API_KEY } });
  const job = (
    (await res.json()) as { data: { id: number; job_title: string; job_title_en: string | null }[] }
  ).data[0];
  if (!job) throw new Error('the demo seed has a live job');
  const title = job.job_title_en || job.job_title;

  await test.step('the admin syncs the documents of the jobs index', async () => {
    await signIn(page, 'admin', 'admin', '/search-index');
    await expect(page.getByRole('heading', { level: 1, name: text('search_index.title') })).toBeVisible();
    const jobs = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: text('search_index.name.jobs') }) });
    await expect(jobs).toBeVisible();
    await expectAccessible(page, 'search index');
    await jobs
      .getByRole('button', {
        name: textWith('search_index.sync_label', { name: text('search_index.name.jobs') }),
      })
      .click();
    await expect(page.getByRole('status').filter({ hasText: text('search_index.name.jobs') })).toContainText(
      /documents? synced/,
    );
    await expect(jobs.getByText(/documents? in [\d,]+ ms/)).toBeVisible();
    await expect(jobs.getByText(text('search_index.never'))).toHaveCount(0);
    await expectAccessible(page, 'search index after a sync');
  });

  const visitor = await freshContext(page.context());
  const open = await visitor.newPage();
  try {
    await test.step('a visitor goes from the home hero to the search, finds the job and opens it', async () => {
      await open.goto(url('youth', '/'));
      const link = open.getByRole('link', { name: text('feed_search.home_link') });
      await expect(link).toBeVisible();
      await expectAccessible(open, 'youth home');
      await link.click();
      await expect(open.getByRole('heading', { level: 1, name: text('feed_search.title') })).toBeVisible();
      await expect(open.getByText(text('feed_search.rule'))).toBeVisible();
      await expectAccessible(open, 'feed search, nothing searched');
      const search = open.getByRole('search');
      await search.getByRole('searchbox', { name: text('feed_search.search') }).fill(title);
      await search.getByRole('button', { name: text('feed_search.search_submit') }).click();
      const result = open
        .getByRole('list', { name: text('feed_search.title') })
        .locator(`a[href="/jobs/${job.id}"]`);
      await expect(result).toHaveText(title);
      await expectAccessible(open, 'feed search results');
      await result.click();
      await expect(open).toHaveURL(new RegExp(`/jobs/${job.id}$`));
      await expect(open.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expectAccessible(open, 'the job opened from a result');
    });
  } finally {
    await visitor.close();
  }
});
