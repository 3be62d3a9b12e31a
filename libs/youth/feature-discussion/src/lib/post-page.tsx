import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRouteId } from '@platform/api-client';
import { useAuth } from '@platform/auth';
import type { DiscussionPostBody, DiscussionPostDetail } from '@platform/contract';
import {
  useDeleteDiscussionPost,
  useDiscussionPost,
  useReportDiscussionPost,
  useToggleDiscussionReaction,
  useUpdateDiscussionPost,
} from '@platform/youth-data-access-discussion';
import {
  ConfirmDialog,
  DiscussionLikeButton,
  DiscussionReportDialog as ReportDialog,
  PublicRecordPage,
  useLocalTitle,
  useToast,
  useTranslate,
} from '@platform/ui';
import { Comments } from './comments';
import { Byline, StatusChip } from './post-card';
import { PostFormDialog } from './post-form-dialog';

type Dialog = 'edit' | 'delete' | 'report' | null;

/** The like button (a toggle: aria-pressed) with the count, and the author's or the reader's actions. */
function PostActions({ post }: { post: DiscussionPostDetail }) {
  const t = useTranslate();
  const toast = useToast();
  const navigate = useNavigate();
  const like = useToggleDiscussionReaction();
  const update = useUpdateDiscussionPost();
  const remove = useDeleteDiscussionPost();
  const report = useReportDiscussionPost();
  const [dialog, setDialog] = useState<Dialog>(null);
  const id = { id: post.id };
  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
    } catch (e) {
      toast.error(e);
    }
  };
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
        {post.status === 'approved' ? (
          <DiscussionLikeButton
            liked={post.liked}
            count={post.like_count}
            busy={like.isMutating}
            onToggle={() => like.trigger({ params: id })}
          />
        ) : null}
        {post.mine ? (
          <>
            <Button onClick={() => setDialog('edit')}>{t('discussion.post.edit')}</Button>
            <Button color="error" onClick={() => setDialog('delete')}>
              {t('discussion.post.delete')}
            </Button>
          </>
        ) : (
          <Button onClick={() => setDialog('report')}>{t('discussion.post.report')}</Button>
        )}
      </Stack>
      {dialog === 'edit' ? (
        <PostFormDialog
          post={post}
          busy={update.isMutating}
          onClose={() => setDialog(null)}
          onSubmit={async (body: DiscussionPostBody) => {
            await update.trigger({ params: id, body });
            toast.success('discussion.success.updated');
            setDialog(null);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={dialog === 'delete'}
        messageId="discussion.post.delete_confirm"
        confirmLabelId="discussion.post.delete"
        cancelLabelId="discussion.post.delete_cancel"
        destructive
        loading={remove.isMutating}
        onCancel={() => setDialog(null)}
        onConfirm={() =>
          void run(async () => {
            await remove.trigger({ params: id });
            toast.success('discussion.post.deleted');
            navigate('/discussion');
          })
        }
      />
      {dialog === 'report' ? (
        <ReportDialog
          busy={report.isMutating}
          onClose={() => setDialog(null)}
          onSubmit={async (body) => {
            await report.trigger({ params: id, body });
            toast.success('discussion.report.sent');
            setDialog(null);
          }}
        />
      ) : null}
    </>
  );
}

/**
 * /discussion/{id} (spec §2): one post with its comments and replies. Anyone reads an approved post; its author also
 * sees it while it waits or after a rejection (with a note saying so); signed-in youth like, comment, reply, report.
 */
export function DiscussionPostPage() {
  const t = useTranslate();
  const title = useLocalTitle();
  const { user } = useAuth();
  const id = useRouteId();
  const result = useDiscussionPost(id, Boolean(user));

  return (
    <PublicRecordPage
      back={{ to: '/discussion', labelId: 'discussion.post.back' }}
      busyLabelId="discussion.post.loading"
      result={result}
      valid={id !== null}
      notFoundId="discussion.post.not_found"
      notFoundTitleId="discussion.list.title"
      loadErrorId="discussion.post.load_error"
      title={(post) => post.title}
    >
      {(post) => (
        <>
          <Byline author={post.author} date={post.created_at} />
          {post.status !== 'approved' ? (
            <Alert severity={post.status === 'rejected' ? 'warning' : 'info'} sx={{ my: 2 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <StatusChip status={post.status} />
                <span>{t(`discussion.status.${post.status}_note`)}</span>
              </Stack>
            </Alert>
          ) : null}
          {post.skill ? (
            <Chip
              size="small"
              sx={{ mt: 1 }}
              label={t('discussion.post.skill', { skill: title(post.skill) })}
            />
          ) : null}
          <Typography sx={{ mt: 2, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {post.body}
          </Typography>
          {user ? (
            <PostActions post={post} />
          ) : (
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              {t('discussion.post.likes', { count: post.like_count })}
            </Typography>
          )}
          {post.status === 'approved' ? (
            <Comments postId={post.id} comments={post.comments} signedIn={Boolean(user)} />
          ) : null}
        </>
      )}
    </PublicRecordPage>
  );
}
