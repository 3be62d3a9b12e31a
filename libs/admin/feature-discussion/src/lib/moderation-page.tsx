import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useListParams } from '@platform/api-client';
import type {
  DiscussionAuthor,
  DiscussionModerationComment,
  DiscussionModerationPost,
} from '@platform/contract';
import {
  DiscussionByline,
  ListFilterBar,
  ListSearchField,
  PageTitle,
  ServerList,
  useToast,
  useTranslate,
} from '@platform/ui';
import {
  MODERATION_LIST,
  MODERATION_QUEUES,
  type ModerationQueue,
  moderationQuery,
  useModeration,
  useModerationPosts,
  useReportedComments,
} from './moderation-data';

function Byline({ author, date }: { author: DiscussionAuthor; date: string }) {
  return <DiscussionByline author={author} date={date} labelId="discussion.moderation.by" />;
}

/** The open reports' reasons of a post or comment. */
function Reports({ reports }: { reports: string[] }) {
  const t = useTranslate();
  if (reports.length === 0) return null;
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography variant="subtitle2" component="h3">
        {t('discussion.moderation.reports', { count: reports.length })}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {reports.map((reason, i) => (
          // reasons have no ids of their own; their order is fixed (newest first)
          <li key={`${i}-${reason}`}>{reason}</li>
        ))}
      </Box>
    </Box>
  );
}

/** A call, then a toast: "Saved." or the gateway's refusal. */
function useRun() {
  const toast = useToast();
  return async (action: () => Promise<unknown>) => {
    try {
      await action();
      toast.success('discussion.moderation.done');
    } catch (e) {
      toast.error(e);
    }
  };
}

function PostCard({ post }: { post: DiscussionModerationPost }) {
  const t = useTranslate();
  const run = useRun();
  const m = useModeration();
  const id = { id: post.id };
  const busy = m.approve.isMutating || m.reject.isMutating || m.postVisibility.isMutating;
  const headingId = `moderation-post-${post.id}`;
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          {post.title}
        </Typography>
        <Byline author={post.author} date={post.created_at} />
        <Stack direction="row" spacing={1} useFlexGap sx={{ my: 1, flexWrap: 'wrap' }}>
          <Chip size="small" label={t(`discussion.status.${post.status}`)} />
          {post.hidden ? <Chip size="small" color="error" label={t('discussion.moderation.hidden')} /> : null}
        </Stack>
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{post.body}</Typography>
        <Reports reports={post.reports} />
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {post.status !== 'approved' ? (
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => void run(() => m.approve.trigger({ params: id }))}
          >
            {t('discussion.moderation.approve')}
          </Button>
        ) : null}
        {post.status !== 'rejected' ? (
          <Button
            color="error"
            disabled={busy}
            onClick={() => void run(() => m.reject.trigger({ params: id }))}
          >
            {t('discussion.moderation.reject')}
          </Button>
        ) : null}
        {post.hidden || post.reports.length > 0 ? (
          <Button
            disabled={busy}
            onClick={() => void run(() => m.postVisibility.trigger({ params: id, body: { hidden: false } }))}
          >
            {t(post.hidden ? 'discussion.moderation.show' : 'discussion.moderation.dismiss')}
          </Button>
        ) : null}
        {post.hidden ? null : (
          <Button
            color="error"
            variant="outlined"
            disabled={busy}
            onClick={() => void run(() => m.postVisibility.trigger({ params: id, body: { hidden: true } }))}
          >
            {t('discussion.moderation.hide')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}

function CommentCard({ comment }: { comment: DiscussionModerationComment }) {
  const t = useTranslate();
  const run = useRun();
  const m = useModeration();
  const headingId = `moderation-comment-${comment.id}`;
  const visibility = (hidden: boolean) =>
    run(() => m.commentVisibility.trigger({ params: { id: comment.id }, body: { hidden } }));
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
          {t('discussion.moderation.on_post', { title: comment.post.title })}
        </Typography>
        <Byline author={comment.author} date={comment.created_at} />
        <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {comment.body}
        </Typography>
        <Reports reports={comment.reports} />
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          color="error"
          variant="outlined"
          disabled={m.commentVisibility.isMutating}
          onClick={() => void visibility(true)}
        >
          {t('discussion.moderation.hide')}
        </Button>
        <Button disabled={m.commentVisibility.isMutating} onClick={() => void visibility(false)}>
          {t('discussion.moderation.dismiss')}
        </Button>
      </CardActions>
    </Card>
  );
}

/**
 * `/discussion-posts`: the forum's moderation (ADR 0084). Four queues in the address — posts waiting for approval,
 * reported posts, all posts (search in title and text), reported comments — each server-paged.
 */
export function DiscussionModerationPage() {
  const t = useTranslate();
  const list = useListParams(MODERATION_LIST);
  const queue: ModerationQueue = list.state.queue ?? 'requested';
  const { queue: _queue, ...query } = list.query;
  const posts = useModerationPosts(queue === 'comments' ? null : moderationQuery(queue, query));
  const comments = useReportedComments(
    queue === 'comments' ? { page: list.state.page, page_size: list.state.page_size } : null,
  );
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <PageTitle titleId="discussion.moderation.title" />
      <Tabs
        value={queue}
        onChange={(_e, value: ModerationQueue) => list.set({ queue: value, page: 1, search: undefined })}
        aria-label={t('discussion.moderation.tabs')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        {MODERATION_QUEUES.map((q) => (
          <Tab key={q} value={q} label={t(`discussion.moderation.tab.${q}`)} />
        ))}
      </Tabs>
      {queue === 'comments' ? (
        <ServerList
          variant="cards"
          result={comments}
          paging={list.paging}
          labelId="discussion.moderation.tab.comments"
          loadErrorId="discussion.moderation.load_error"
          emptyTypeId="discussion.moderation.comments_type"
          loadingId="discussion.moderation.loading"
          renderCard={(c) => <CommentCard key={c.id} comment={c} />}
        />
      ) : (
        <ServerList
          variant="cards"
          result={posts}
          paging={list.paging}
          labelId={`discussion.moderation.tab.${queue}`}
          loadErrorId="discussion.moderation.load_error"
          emptyTypeId="discussion.moderation.message_type"
          loadingId="discussion.moderation.loading"
          filters={
            <ListFilterBar>
              <ListSearchField
                labelId="discussion.moderation.search"
                submitId="discussion.moderation.search_submit"
                search={list.search}
              />
            </ListFilterBar>
          }
          renderCard={(p) => <PostCard key={p.id} post={p} />}
        />
      )}
    </Container>
  );
}
