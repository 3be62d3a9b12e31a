import {
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  freshContext,
  newYouth,
  PHONE,
  signIn,
  test,
  text,
  textWith,
  url,
} from './fixtures';

// The youth's discussion forum (issue 18 item 5, ADR 0084) end to end in Chromium, axe on every page and 360 px: the
// youth Rahim writes a post of his own (a title no other run uses), which waits for a moderator — only he sees it; the
// demo admin approves it on /discussion-posts; the youth Sumaiya finds it on /discussion, likes it and answers with a
// comment, which Rahim then sees. Both youths are the journey's own (registered through the API), not the demo ones.

test('discussion: a youth posts, the admin approves, another youth likes and replies', async ({
  page,
  context,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const title = `Where to learn welding? ${Date.now()}`;
  const rahim = await newYouth(request, stamp, { bn: 'রহিম উদ্দিন', en: 'Rahim Uddin' });
  const sumaiyaOwn = await newYouth(request, stamp, { bn: 'সুমাইয়া খাতুন', en: 'Sumaiya Khatun' });
  const body = 'I finished class ten.\nWhich course should I take first?';

  // Rahim writes the post
  await signIn(page, 'youth', rahim.username, '/discussion');
  await expect(page.getByRole('heading', { level: 1, name: text('discussion.list.title') })).toBeVisible();
  // signed in: the youth's own posts are listed (and "Write a post" replaces "Sign in to write a post")
  await expect(page.getByRole('heading', { level: 2, name: text('discussion.list.mine') })).toBeVisible();
  await expectAccessible(page, 'discussion list');
  await page.getByRole('button', { name: text('discussion.list.write'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: text('discussion.form.new_title') });
  await expect(dialog.getByText(text('discussion.form.rules'))).toBeVisible();
  await expectAccessible(page, 'write a post');
  await dialog.getByRole('textbox', { name: text('discussion.form.title') }).fill(title);
  await dialog.getByRole('textbox', { name: text('discussion.form.body') }).fill(body);
  await dialog.getByRole('button', { name: text('discussion.form.submit') }).click();
  await expect(page).toHaveURL(/\/discussion\/\d+$/);
  const postUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(text('discussion.status.requested_note'))).toBeVisible();
  await expectAccessible(page, 'own post waiting for approval');

  // Sumaiya does not see it yet
  const sumaiyaContext = await freshContext(context);
  const sumaiya = await sumaiyaContext.newPage();
  await signIn(sumaiya, 'youth', sumaiyaOwn.username, '/discussion');
  // the sign-in callback has finished once the youth's own posts are listed
  await expect(sumaiya.getByRole('heading', { level: 2, name: text('discussion.list.mine') })).toBeVisible();
  await sumaiya.goto(postUrl);
  await expect(sumaiya.getByText(text('discussion.post.not_found'))).toBeVisible();
  await expectAccessible(sumaiya, 'post not published');

  // the admin approves it
  const adminContext = await freshContext(context);
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin', 'admin', '/discussion-posts');
  await expect(
    admin.getByRole('heading', { level: 1, name: text('discussion.moderation.title') }),
  ).toBeVisible();
  const queued = admin.getByRole('article', { name: title });
  await expect(queued).toBeVisible();
  await expect(queued.getByText('Which course should I take first?')).toBeVisible();
  await expectAccessible(admin, 'moderation queue');
  await admin.setViewportSize(PHONE);
  await expectNoSidewaysScroll(admin, 'moderation queue at 360 px');
  await expectAccessible(admin, 'moderation queue at 360 px');
  await queued.getByRole('button', { name: text('discussion.moderation.approve') }).click();
  await expect(admin.getByText(text('discussion.moderation.done')).first()).toBeVisible();
  await expect(queued).toHaveCount(0);

  // Sumaiya finds it, likes it and comments
  await sumaiya.goto(url('youth', '/discussion'));
  await expect(sumaiya.getByRole('heading', { level: 2, name: text('discussion.list.mine') })).toBeVisible();
  await sumaiya.getByRole('searchbox', { name: text('discussion.list.search') }).fill(title);
  await sumaiya.getByRole('button', { name: text('discussion.list.search_submit') }).click();
  const card = sumaiya.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expectAccessible(sumaiya, 'discussion list, searched');
  await card.getByRole('link', { name: title }).click();
  await expect(sumaiya.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const like = sumaiya.getByRole('button', { name: new RegExp(`^${text('discussion.post.like')}`) });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toContainText(textWith('discussion.post.likes', { count: 1 }));
  await expect(sumaiya.getByText(text('discussion.comments.rules')).first()).toBeVisible();
  await sumaiya
    .getByRole('textbox', { name: text('discussion.comments.new') })
    .fill('Start with the welding course at the technical training centre.');
  await sumaiya.getByRole('button', { name: text('discussion.comments.submit') }).click();
  await expect(sumaiya.getByText(text('discussion.comments.saved')).first()).toBeVisible();
  await expect(
    sumaiya.getByText('Start with the welding course at the technical training centre.'),
  ).toBeVisible();
  await expectAccessible(sumaiya, 'post with a comment');
  await sumaiya.setViewportSize(PHONE);
  await expectNoSidewaysScroll(sumaiya, 'post at 360 px');
  await expectAccessible(sumaiya, 'post at 360 px');

  // Rahim sees the answer, and answers it in turn (one level of replies)
  await page.goto(postUrl);
  await expect(
    page.getByText('Start with the welding course at the technical training centre.'),
  ).toBeVisible();
  await expect(page.getByText(text('discussion.status.requested_note'))).toHaveCount(0);
  await page.getByRole('button', { name: text('discussion.comments.reply') }).click();
  await page
    .getByRole('textbox', { name: textWith('discussion.comments.reply_to', { name: 'Sumaiya Khatun' }) })
    .fill('Thank you!');
  await page.getByRole('button', { name: text('discussion.comments.reply_submit') }).click();
  await expect(page.getByRole('list', { name: /Sumaiya/ }).getByText('Thank you!')).toBeVisible();
  await expectAccessible(page, 'post with a reply');
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page, 'post with a reply at 360 px');

  await sumaiyaContext.close();
  await adminContext.close();
});
