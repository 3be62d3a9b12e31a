import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { CourseQuestionBody, DiscussionPostSummary, DiscussionReportBody } from '@platform/contract';
import { courseQuestionSchema } from '@platform/validation';
import {
  useAnswerCourseQuestion,
  useAskCourseQuestion,
  useCourseQuestion,
  useReactCourseQuestion,
  useCourseQuestions,
  useReportCourseQuestion,
} from '@platform/youth-data-access-discussion';
import {
  DiscussionReportDialog,
  Form,
  FormTextField,
  QuestionCard,
  QuestionList,
  QuestionThread,
  useToast,
  useTranslate,
} from '@platform/ui';

/*
 * The player's discussion tab (issue 16 item 3; ADR 0109): the course's questions, newest first, the form to ask one,
 * and under each question its like, its answers with a form to answer and "report abuse". Only the course's learners
 * see it.
 * The question cards, answers and answer form are the kit's (ADR 0113), shared with the lms course page.
 */

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
      rulesId="course_discussion.form.rules"
    >
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

/** The answers of an opened question, the answer form and, on another's question, "report abuse". */
function Answers({ courseId, post }: { courseId: number; post: DiscussionPostSummary }) {
  const t = useTranslate();
  const toast = useToast();
  const question = useCourseQuestion(courseId, post.id);
  const answer = useAnswerCourseQuestion();
  const report = useReportCourseQuestion();
  const react = useReactCourseQuestion();
  const [reporting, setReporting] = useState(false);
  const sendReport = async (body: DiscussionReportBody) => {
    await report.trigger({ params: { id: courseId, postId: post.id }, body });
    toast.success('discussion.report.sent');
    setReporting(false);
  };
  return (
    <QuestionThread
      result={question}
      onAnswer={(body) => answer.trigger({ params: { id: courseId, postId: post.id }, body })}
      answering={answer.isMutating}
      answerVariant="outlined"
      onReact={() => react.trigger({ params: { id: courseId, postId: post.id } })}
      reacting={react.isMutating}
      after={(data) => (
        <>
          {data.mine ? null : (
            <Box>
              <Button size="small" color="inherit" onClick={() => setReporting(true)}>
                {t('discussion.post.report')}
              </Button>
            </Box>
          )}
          {reporting ? (
            <DiscussionReportDialog
              busy={report.isMutating}
              onClose={() => setReporting(false)}
              onSubmit={sendReport}
            />
          ) : null}
        </>
      )}
    />
  );
}

/** /courses/{id}/layout/discussion: the course's questions and answers. */
export function CourseDiscussion({ courseId }: { courseId: number }) {
  const t = useTranslate();
  const [page, setPage] = useState(1);
  const questions = useCourseQuestions(courseId, page);
  return (
    <Stack spacing={2} component="section" aria-labelledby="course-discussion-title">
      <Typography id="course-discussion-title" component="h2" variant="h5">
        {t('course_discussion.title')}
      </Typography>
      <Typography color="text.secondary">{t('course_discussion.intro')}</Typography>
      <AskForm courseId={courseId} onAsked={() => setPage(1)} />
      {questions.error?.status === 403 ? (
        <Alert severity="info">{t('course_discussion.errors.not_enrolled')}</Alert>
      ) : (
        <QuestionList result={questions} page={page} onPageChange={setPage} emptyId="course_discussion.empty">
          {(post) => (
            <QuestionCard post={post}>
              <Answers courseId={courseId} post={post} />
            </QuestionCard>
          )}
        </QuestionList>
      )}
    </Stack>
  );
}
