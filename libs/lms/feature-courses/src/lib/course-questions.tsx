import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import type { DiscussionCommentBody, DiscussionPostSummary, DiscussionReply } from '@platform/contract';
import { discussionCommentSchema } from '@platform/validation';
import {
  useStaffAnswerCourseQuestion,
  useStaffCourseQuestion,
  useStaffCourseQuestions,
} from '@platform/lms-data-access-courses';
import {
  ContentLoader,
  Form,
  FormTextField,
  LoadErrorAlert,
  PagePager,
  useFormatters,
  useLocalName,
  useToast,
  useTranslate,
} from '@platform/ui';

/*
 * The course page's "learners' questions" (issue 16 item 3; ADR 0109): the questions its enrolled youth asked in the
 * player's discussion tab, and under each its answers with a box to answer as the course's provider or trainer. The
 * section loads when opened, so the course page reads nothing more until then.
 */

function Byline({ reply }: { reply: Pick<DiscussionReply, 'author' | 'created_at'> }) {
  const t = useTranslate();
  const name = useLocalName();
  const { formatDate } = useFormatters();
  return (
    <Typography variant="body2" color="text.secondary">
      {t('discussion.post.by', {
        name: name(reply.author.full_name, reply.author.full_name_en),
        date: formatDate(reply.created_at),
      })}
    </Typography>
  );
}

const PLAIN_LIST = { listStyle: 'none', p: 0, m: 0 } as const;
const TEXT = { whiteSpace: 'pre-line', overflowWrap: 'anywhere' } as const;

function Reply({ reply }: { reply: DiscussionReply }) {
  return (
    <Box sx={{ borderInlineStart: 3, borderColor: 'divider', pl: 1.5, py: 0.5 }}>
      <Typography sx={TEXT}>{reply.body}</Typography>
      <Byline reply={reply} />
    </Box>
  );
}

function AnswerBox({ courseId, postId }: { courseId: number; postId: number }) {
  const t = useTranslate();
  const toast = useToast();
  const answer = useStaffAnswerCourseQuestion();
  const [round, setRound] = useState(0);
  const save = async (values: DiscussionCommentBody) => {
    await answer.trigger({ params: { id: courseId, postId }, body: { body: values.body } });
    toast.success('course_discussion.answer_saved');
    setRound((n) => n + 1);
  };
  return (
    <Form<DiscussionCommentBody>
      key={round}
      schema={discussionCommentSchema}
      defaultValues={{ body: '' }}
      onSubmit={save}
      labelId="course_discussion.answer"
    >
      <Typography variant="body2" color="text.secondary">
        {t('discussion.comments.rules')}
      </Typography>
      <FormTextField name="body" labelId="course_discussion.answer" required multiline minRows={2} />
      <Box>
        <Button type="submit" variant="contained" disabled={answer.isMutating}>
          {t('course_discussion.answer_submit')}
        </Button>
      </Box>
    </Form>
  );
}

function Thread({ courseId, postId }: { courseId: number; postId: number }) {
  const t = useTranslate();
  const { data, error, mutate } = useStaffCourseQuestion(courseId, postId);
  if (error) return <LoadErrorAlert messageId="course_discussion.load_error" onRetry={() => void mutate()} />;
  if (!data) return <ContentLoader labelId="course_discussion.loading" />;
  return (
    <Stack spacing={1.5} sx={{ mt: 1.5 }}>
      <Typography sx={TEXT}>{data.body}</Typography>
      {data.comments.length === 0 ? (
        <Typography color="text.secondary">{t('course_discussion.no_answers')}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={PLAIN_LIST}>
          {data.comments.map((c) => (
            <li key={c.id}>
              <Reply reply={c} />
              {c.replies.length > 0 ? (
                <Stack component="ul" spacing={1} sx={{ ...PLAIN_LIST, ml: 3, mt: 1 }}>
                  {c.replies.map((r) => (
                    <li key={r.id}>
                      <Reply reply={r} />
                    </li>
                  ))}
                </Stack>
              ) : null}
            </li>
          ))}
        </Stack>
      )}
      <AnswerBox courseId={courseId} postId={postId} />
    </Stack>
  );
}

function Question({ courseId, post }: { courseId: number; post: DiscussionPostSummary }) {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = `staff-question-${post.id}`;
  return (
    <Paper variant="outlined" component="article" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, ...TEXT }}>
        {post.title}
      </Typography>
      <Byline reply={post} />
      {open ? null : <Typography sx={{ mt: 1, ...TEXT }}>{post.excerpt}</Typography>}
      <Button
        sx={{ mt: 1 }}
        aria-expanded={open}
        aria-controls={panelId}
        aria-describedby={headingId}
        onClick={() => setOpen((o) => !o)}
      >
        {t('course_discussion.answers', { count: post.comment_count })}
      </Button>
      <Box id={panelId}>{open ? <Thread courseId={courseId} postId={post.id} /> : null}</Box>
    </Paper>
  );
}

function QuestionList({ courseId }: { courseId: number }) {
  const t = useTranslate();
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useStaffCourseQuestions(courseId, page);
  let body: ReactNode;
  if (error && !data)
    body = <LoadErrorAlert messageId="course_discussion.load_error" onRetry={() => void mutate()} />;
  else if (!data) body = <ContentLoader labelId="course_discussion.loading" />;
  else if (data.data.length === 0) body = <Alert severity="info">{t('course_discussion.staff_empty')}</Alert>;
  else
    body = (
      <>
        {data.data.map((post) => (
          <Question key={post.id} courseId={courseId} post={post} />
        ))}
        <PagePager
          page={page}
          count={data.meta.total_page}
          onChange={setPage}
          labelId="course_discussion.pages"
        />
      </>
    );
  return <Stack spacing={1.5}>{body}</Stack>;
}

/** The course page's section of its learners' questions: closed until the reader opens it. */
export function CourseQuestions({ courseId }: { courseId: number }) {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="course-questions-title">
      <Typography id="course-questions-title" variant="h6" component="h2">
        {t('course_discussion.staff_title')}
      </Typography>
      <Typography color="text.secondary">{t('course_discussion.staff_intro')}</Typography>
      <Box>
        <Button
          variant="outlined"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
        >
          {t(open ? 'course_discussion.staff_hide' : 'course_discussion.staff_show')}
        </Button>
      </Box>
      <Box id={listId}>{open ? <QuestionList courseId={courseId} /> : null}</Box>
    </Stack>
  );
}
