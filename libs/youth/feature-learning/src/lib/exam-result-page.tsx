import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useRouteId } from '@platform/api-client';
import { RequireAuth } from '@platform/auth';
import type { ExamLessonResult, ExamModuleResult, ExamModuleResultQuestion } from '@platform/contract';
import { QuestionFieldset } from '@platform/exams-ui';
import { PageTitle, RecordRoute, useFormatters, useLocalName, useTranslate } from '@platform/ui';
import { useExamLessonResult, useExamModuleResult } from '@platform/youth-data-access-learning';

type Owner = 'lesson' | 'module';

/**
 * /exam-lesson-result/{id} (spec §2; ADR 0119: the youth portal's, beside the player): a marked attempt of the
 * signed-in youth — marks and the pass mark as the gateway computed them, passed or not, a late submit, the attempt's
 * number, whether a retake is open, and what the exam did to the course (its share, the certificate).
 */
export function ExamResultPage() {
  return (
    <RequireAuth>
      <ExamResult owner="lesson" />
    </RequireAuth>
  );
}

/**
 * /exam-module-result/{id} (spec §2; ADR 0121): a marked module assessment of the signed-in youth — as a lesson's
 * result, and each question drawn with the learner's answer and the marks it earned (never the right answers).
 */
export function ExamModuleResultPage() {
  return (
    <RequireAuth>
      <ExamResult owner="module" />
    </RequireAuth>
  );
}

/** The questions of a marked module exam, read-only: the learner's answer and the marks each earned. */
function AnsweredQuestions({ questions }: { questions: ExamModuleResultQuestion[] }) {
  const t = useTranslate();
  const { formatNumber } = useFormatters();
  return (
    <Stack component="section" aria-labelledby="exam-answers-title" spacing={1.5}>
      <Typography id="exam-answers-title" component="h2" variant="h6">
        {t('exam_module.result.answers')}
      </Typography>
      {questions.map((q, i) => (
        <Stack key={q.question.question_id} spacing={0.5}>
          <QuestionFieldset
            question={q.question}
            number={i + 1}
            total={questions.length}
            answer={q.answer}
            onChange={() => undefined}
            disabled
          />
          <Typography variant="body2" color="text.secondary">
            {q.answer === null ? `${t('exam_module.result.no_answer')} · ` : ''}
            {t('exam_module.result.question_marks', {
              obtained: formatNumber(q.obtained),
              marks: formatNumber(q.marks),
            })}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

function ExamResult({ owner }: { owner: Owner }) {
  const id = useRouteId();
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <RecordRoute<ExamLessonResult | ExamModuleResult>
        id={id}
        useRecord={owner === 'module' ? useExamModuleResult : useExamLessonResult}
        titleId={`${owner === 'module' ? 'exam_module' : 'exam_lesson'}.result.title`}
        notFoundId="exam_lesson.result.load_failed"
        loadErrorId="exam_lesson.result.load_failed"
      >
        {(result) => <MarkedAttempt result={result} owner={owner} />}
      </RecordRoute>
    </Container>
  );
}

/** What the gateway marked: the outcome and marks, the attempt, what it did to the course, the way back. */
function MarkedAttempt({ result, owner }: { result: ExamLessonResult | ExamModuleResult; owner: Owner }) {
  const t = useTranslate();
  const local = useLocalName();
  const { formatNumber } = useFormatters();
  const area = owner === 'module' ? 'exam_module' : 'exam_lesson';
  const back =
    'module_id' in result
      ? `/courses/${result.course_id}/course-layout?module-exam=${result.module_id}`
      : `/courses/${result.course_id}/course-layout?exam=${result.lesson_id}`;
  const completed = 'module_id' in result ? result.passed : result.lesson_completed;
  return (
    <>
      <PageTitle
        titleId={`${area}.result.heading`}
        values={{ title: local(result.title, result.title_en) }}
      />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <Stack spacing={1.5}>
          <Typography>
            {t('exam_lesson.result.course', { course: local(result.course_title, result.course_title_en) })}
          </Typography>
          <Alert severity={result.passed ? 'success' : 'warning'} role="status">
            <Typography component="p" sx={{ fontWeight: 600 }}>
              {t(result.passed ? 'exam_lesson.result.passed' : 'exam_lesson.result.failed')}
            </Typography>
            <Typography component="p">
              {t('exam_lesson.result.marks', {
                obtained: formatNumber(result.obtained),
                total: formatNumber(result.total),
                pass: formatNumber(result.pass_marks),
              })}
            </Typography>
          </Alert>
          <Typography>
            {t('exam_lesson.result.attempt', {
              attempt: formatNumber(result.attempt),
              allowed: formatNumber(result.attempts_allowed),
            })}
          </Typography>
          {result.late ? <Typography>{t('exam_lesson.result.late')}</Typography> : null}
          {completed ? (
            <Typography>
              {t(
                owner === 'module'
                  ? 'exam_module.result.module_passed'
                  : 'exam_lesson.result.lesson_completed',
                {
                  percent: formatNumber(result.progress_percent),
                },
              )}
            </Typography>
          ) : (
            <Typography>
              {t(result.can_retake ? 'exam_lesson.result.can_retake' : 'exam_lesson.result.no_retake')}
            </Typography>
          )}
          {result.certificate_id ? (
            <Link component={RouterLink} to={`/certificates/${result.certificate_id}`}>
              {t('course_learning.see_certificate')}
            </Link>
          ) : null}
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button component={RouterLink} to={back} variant={result.can_retake ? 'outlined' : 'contained'}>
              {t('exam_lesson.result.back')}
            </Button>
            {result.can_retake ? (
              <Button component={RouterLink} to={back} variant="contained">
                {t('exam_lesson.result.retake')}
              </Button>
            ) : null}
          </Stack>
        </Stack>
      </Paper>
      {'questions' in result ? (
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 }, mt: 2 }}>
          <AnsweredQuestions questions={result.questions} />
        </Paper>
      ) : null}
    </>
  );
}
