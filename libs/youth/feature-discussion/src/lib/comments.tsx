import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { DiscussionComment, DiscussionCommentBody, DiscussionReply } from '@platform/contract';
import { discussionCommentSchema } from '@platform/validation';
import {
  useCreateDiscussionComment,
  useDeleteDiscussionComment,
  useReportDiscussionComment,
} from '@platform/youth-data-access-discussion';
import {
  DiscussionReportDialog as ReportDialog,
  Form,
  FormTextField,
  useLocalName,
  useToast,
  useTranslate,
} from '@platform/ui';
import { Byline } from './post-card';

/** A comment or reply form: the rule first, then the text; a reply names the comment it answers. */
function CommentForm({
  postId,
  parent,
  onDone,
}: {
  postId: number;
  parent?: DiscussionComment;
  onDone?: () => void;
}) {
  const t = useTranslate();
  const toast = useToast();
  const name = useLocalName();
  const create = useCreateDiscussionComment();
  const [round, setRound] = useState(0);
  const save = async (values: DiscussionCommentBody) => {
    await create.trigger({
      params: { id: postId },
      body: { body: values.body, parent_id: parent?.id ?? null },
    });
    toast.success('discussion.comments.saved');
    setRound((n) => n + 1);
    onDone?.();
  };
  return (
    <Form<DiscussionCommentBody>
      key={round}
      schema={discussionCommentSchema}
      defaultValues={{ body: '' }}
      onSubmit={save}
      labelId={parent ? undefined : 'discussion.comments.new'}
      rulesId="discussion.comments.rules"
    >
      <FormTextField
        name="body"
        labelId={parent ? 'discussion.comments.reply_to' : 'discussion.comments.new'}
        labelValues={parent ? { name: name(parent.author.full_name, parent.author.full_name_en) } : undefined}
        required
        multiline
        minRows={2}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={create.isMutating}>
          {t(parent ? 'discussion.comments.reply_submit' : 'discussion.comments.submit')}
        </Button>
        {onDone ? <Button onClick={onDone}>{t('discussion.comments.cancel')}</Button> : null}
      </Stack>
    </Form>
  );
}

/** The text of a comment or reply with its author and the caller's actions on it. */
function CommentBody({ comment, signedIn }: { comment: DiscussionReply; signedIn: boolean }) {
  const t = useTranslate();
  const toast = useToast();
  const remove = useDeleteDiscussionComment();
  const report = useReportDiscussionComment();
  const [reporting, setReporting] = useState(false);
  const del = async () => {
    try {
      await remove.trigger({ params: { id: comment.id } });
      toast.success('discussion.comments.deleted');
    } catch (e) {
      toast.error(e);
    }
  };
  return (
    <>
      <Byline author={comment.author} date={comment.created_at} />
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{comment.body}</Typography>
      {signedIn ? (
        <Stack direction="row" spacing={1}>
          {comment.mine ? (
            <Button size="small" color="error" onClick={() => void del()} disabled={remove.isMutating}>
              {t('discussion.comments.delete')}
            </Button>
          ) : (
            <Button size="small" onClick={() => setReporting(true)}>
              {t('discussion.comments.report')}
            </Button>
          )}
        </Stack>
      ) : null}
      {reporting ? (
        <ReportDialog
          busy={report.isMutating}
          onClose={() => setReporting(false)}
          onSubmit={async (body) => {
            await report.trigger({ params: { id: comment.id }, body });
            toast.success('discussion.report.sent');
            setReporting(false);
          }}
        />
      ) : null}
    </>
  );
}

function CommentItem({
  comment,
  postId,
  signedIn,
}: {
  comment: DiscussionComment;
  postId: number;
  signedIn: boolean;
}) {
  const t = useTranslate();
  const name = useLocalName();
  const [replying, setReplying] = useState(false);
  return (
    <Box component="li" sx={{ listStyle: 'none', borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
      <CommentBody comment={comment} signedIn={signedIn} />
      {comment.replies.length > 0 ? (
        <Box
          component="ul"
          aria-label={t('discussion.comments.replies', {
            name: name(comment.author.full_name, comment.author.full_name_en),
          })}
          sx={{ pl: { xs: 2, sm: 4 }, m: 0, mt: 1 }}
        >
          {comment.replies.map((reply) => (
            <Box key={reply.id} component="li" sx={{ listStyle: 'none', mb: 1 }}>
              <CommentBody comment={reply} signedIn={signedIn} />
            </Box>
          ))}
        </Box>
      ) : null}
      {signedIn && !replying ? (
        <Button size="small" onClick={() => setReplying(true)}>
          {t('discussion.comments.reply')}
        </Button>
      ) : null}
      {replying ? (
        <Box sx={{ pl: { xs: 2, sm: 4 } }}>
          <CommentForm postId={postId} parent={comment} onDone={() => setReplying(false)} />
        </Box>
      ) : null}
    </Box>
  );
}

/** The comments of an approved post (oldest first) with their replies, and the form for a new comment. */
export function Comments({
  postId,
  comments,
  signedIn,
}: {
  postId: number;
  comments: DiscussionComment[];
  signedIn: boolean;
}) {
  const t = useTranslate();
  return (
    <Box component="section" aria-labelledby="comments-title" sx={{ mt: 4 }}>
      <Typography id="comments-title" component="h2" variant="h5" sx={{ mb: 1.5 }}>
        {t('discussion.comments.title')}
      </Typography>
      {comments.length === 0 ? (
        <Typography color="text.secondary">{t('discussion.comments.empty')}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
          {comments.map((c) => (
            <CommentItem key={c.id} comment={c} postId={postId} signedIn={signedIn} />
          ))}
        </Stack>
      )}
      <Box sx={{ mt: 3 }}>
        {signedIn ? (
          <CommentForm postId={postId} />
        ) : (
          <Typography color="text.secondary">{t('discussion.comments.sign_in')}</Typography>
        )}
      </Box>
    </Box>
  );
}
