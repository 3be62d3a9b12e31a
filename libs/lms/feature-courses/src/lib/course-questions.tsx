import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import {
  useStaffAnswerCourseQuestion,
  useStaffCourseQuestion,
  useStaffCourseQuestions,
  useStaffReactCourseQuestion,
} from '@platform/lms-data-access-courses';
import { QuestionCard, QuestionList, QuestionThread, useTranslate } from '@platform/ui';

/*
 * The course page's "learners' questions" (issue 16 item 3; ADR 0109): the questions its enrolled youth asked in the
 * player's discussion tab, and under each its answers with a box to answer as the course's provider or trainer. The
 * section loads when opened, so the course page reads nothing more until then. The question cards, answers and answer
 * form are the kit's (ADR 0113), shared with the youth player's discussion tab.
 */

/** An opened question: its like, its answers and the box to answer as the course's provider or trainer. */
function Thread({ courseId, postId }: { courseId: number; postId: number }) {
  const question = useStaffCourseQuestion(courseId, postId);
  const answer = useStaffAnswerCourseQuestion();
  const react = useStaffReactCourseQuestion();
  return (
    <QuestionThread
      result={question}
      onAnswer={(body) => answer.trigger({ params: { id: courseId, postId }, body })}
      answering={answer.isMutating}
      onReact={() => react.trigger({ params: { id: courseId, postId } })}
      reacting={react.isMutating}
    />
  );
}

function QuestionPages({ courseId }: { courseId: number }) {
  const [page, setPage] = useState(1);
  const questions = useStaffCourseQuestions(courseId, page);
  return (
    <Stack spacing={1.5}>
      <QuestionList
        result={questions}
        page={page}
        onPageChange={setPage}
        emptyId="course_discussion.staff_empty"
      >
        {(post) => (
          <QuestionCard post={post} titleVariant="subtitle1">
            <Thread courseId={courseId} postId={post.id} />
          </QuestionCard>
        )}
      </QuestionList>
    </Stack>
  );
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
      <Box id={listId}>{open ? <QuestionPages courseId={courseId} /> : null}</Box>
    </Stack>
  );
}
