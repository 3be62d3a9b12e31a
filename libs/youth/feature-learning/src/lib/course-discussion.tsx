import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import type {
  CourseQuestionBody,
  DiscussionAuthor,
  DiscussionCommentBody,
  DiscussionPostSummary,
  DiscussionReply,
  DiscussionReportBody,
} from '@platform/contract';
import { courseQuestionSchema, discussionCommentSchema, discussionReportSchema } from '@platform/validation';
import {
  useAnswerCourseQuestion,
  useAskCourseQuestion,
  useCourseQuestion,
  useCourseQuestions,
  useReportCourseQuestion,
} from '@platform/youth-data-access-discussion';
import {
  ContentLoader,
  Form,
  FormDialog,
  FormTextField,
  LoadErrorAlert,
  PagePager,
  useFormatters,
  useLocalName,
  useToast,
  useTranslate,
} from '@platform/ui';

/*
 * The player's discussion tab (issue 16 item 3; ADR 0109): the course's questions, newest first, the form to ask one,
 * and under each question its answers with a form to answer and "report abuse". Only the course's learners see it.
 */

function Byline({ author, date }: { author: DiscussionAuthor; date: string }) {
  const t = useTranslate();
  const name = useLocalName();
  const { formatDate } = useFormatters();
  return (
    <Typography variant="body2" color="text.secondary">
      {t('discussion.post.by', { name: name(author.full_name, author.full_name_en), date: formatDate(date) })}
    </Typography>
  );
}

/** Ask a question: the rules first, title and text; the form empties after it is sent. */
function AskForm({ courseId, onAsked }: { courseId: number; onAsked: () => void }) {
  const t = useTranslate();
  const toast = useToast();
  const ask = useAskCourseQuestion();
  const [round, setRound] = useState(0);
  const save = async (body: CourseQuestionBody) => {
    await ask.trigger({ params: { id: courseId }, body });
    toast.success('course_discussion.success.asked');
    setRound((n) => n + 1);
    onAsked();
  };
  return (
    <Form<CourseQuestionBody>
      key={round}
      schema={courseQuestionSchema}
      defaultValues={{ title: '', body: '' }}
      onSubmit={save}
      labelId="course_discussion.ask"
    >
      <Typography variant="body2" color="text.secondary">
        {t('course_discussion.form.rules')}
      </Typography>
      <FormTextField name="title" labelId="course_discussion.form.title" required />
      <FormTextField name="body" labelId="course_discussion.form.body" required multiline minRows={3} />
      <Box>
        <Button type="submit" variant="contained" disabled={ask.isMutating}>
          {t('course_discussion.form.submit')}
        </Button>
      </Box>
    </Form>
  );
}

function AnswerForm({ courseId, postId }: { courseId: number; postId: number }) {
  const t = useTranslate();
  const toast = useToast();
  const answer = useAnswerCourseQuestion();
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
        <Button type="submit" variant="outlined" disabled={answer.isMutating}>
          {t('course_discussion.answer_submit')}
        </Button>
      </Box>
    </Form>
  );
}

function Answer({ answer }: { answer: DiscussionReply }) {
  return (
    <Box sx={{ borderInlineStart: 3, borderColor: 'divider', pl: 1.5, py: 0.5 }}>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{answer.body}</Typography>
      <Byline author={answer.author} date={answer.created_at} />
    </Box>
  );
}

const PLAIN_LIST = { listStyle: 'none', p: 0, m: 0 } as const;

/** The answers of an opened question (replies listed under their answer), the answer form and the report button. */
function Answers({ courseId, post }: { courseId: number; post: DiscussionPostSummary }) {
  const t = useTranslate();
  const toast = useToast();
  const { data, error, mutate } = useCourseQuestion(courseId, post.id);
  const report = useReportCourseQuestion();
  const [reporting, setReporting] = useState(false);
  if (error) return <LoadErrorAlert messageId="course_discussion.load_error" onRetry={() => void mutate()} />;
  if (!data) return <ContentLoader labelId="course_discussion.loading" />;
  const sendReport = async (body: DiscussionReportBody) => {
    await report.trigger({ params: { id: courseId, postId: post.id }, body });
    toast.success('discussion.report.sent');
    setReporting(false);
  };
  return (
    <Stack spacing={1.5} sx={{ mt: 1.5 }}>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{data.body}</Typography>
      {data.comments.length === 0 ? (
        <Typography color="text.secondary">{t('course_discussion.no_answers')}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={PLAIN_LIST}>
          {data.comments.map((c) => (
            <li key={c.id}>
              <Answer answer={c} />
              {c.replies.length > 0 ? (
                <Stack component="ul" spacing={1} sx={{ ...PLAIN_LIST, ml: 3, mt: 1 }}>
                  {c.replies.map((r) => (
                    <li key={r.id}>
                      <Answer answer={r} />
                    </li>
                  ))}
                </Stack>
              ) : null}
            </li>
          ))}
        </Stack>
      )}
      <AnswerForm courseId={courseId} postId={post.id} />
      {data.mine ? null : (
        <Box>
          <Button size="small" color="inherit" onClick={() => setReporting(true)}>
            {t('discussion.post.report')}
          </Button>
        </Box>
      )}
      {reporting ? (
        <FormDialog<DiscussionReportBody>
          titleId="discussion.report.title"
          introId="discussion.report.rules"
          submitLabelId="discussion.report.submit"
          busy={report.isMutating}
          onClose={() => setReporting(false)}
          schema={discussionReportSchema}
          defaultValues={{ reason: '' }}
          onSubmit={sendReport}
        >
          <FormTextField name="reason" labelId="discussion.report.reason" required multiline minRows={3} />
        </FormDialog>
      ) : null}
    </Stack>
  );
}

function Question({ courseId, post }: { courseId: number; post: DiscussionPostSummary }) {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Card variant="outlined" component="article" aria-labelledby={`question-${post.id}`}>
      <CardContent>
        <Typography id={`question-${post.id}`} component="h3" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          {post.title}
        </Typography>
        <Byline author={post.author} date={post.created_at} />
        {open ? null : (
          <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {post.excerpt}
          </Typography>
        )}
        <Button
          sx={{ mt: 1 }}
          aria-expanded={open}
          aria-controls={panelId}
          aria-describedby={`question-${post.id}`}
          onClick={() => setOpen((o) => !o)}
        >
          {t('course_discussion.answers', { count: post.comment_count })}
        </Button>
        <Box id={panelId}>{open ? <Answers courseId={courseId} post={post} /> : null}</Box>
      </CardContent>
    </Card>
  );
}

/** /courses/{id}/layout/discussion: the course's questions and answers. */
export function CourseDiscussion({ courseId }: { courseId: number }) {
  const t = useTranslate();
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useCourseQuestions(courseId, page);
  let list: ReactNode;
  if (error?.status === 403)
    list = <Alert severity="info">{t('course_discussion.errors.not_enrolled')}</Alert>;
  else if (error && !data)
    list = <LoadErrorAlert messageId="course_discussion.load_error" onRetry={() => void mutate()} />;
  else if (!data) list = <ContentLoader labelId="course_discussion.loading" />;
  else if (data.data.length === 0) list = <Alert severity="info">{t('course_discussion.empty')}</Alert>;
  else
    list = (
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
  return (
    <Stack spacing={2} component="section" aria-labelledby="course-discussion-title">
      <Typography id="course-discussion-title" component="h2" variant="h5">
        {t('course_discussion.title')}
      </Typography>
      <Typography color="text.secondary">{t('course_discussion.intro')}</Typography>
      <AskForm courseId={courseId} onAsked={() => setPage(1)} />
      {list}
    </Stack>
  );
}
