import Box from '@mui/material/Box';
import { useRouteId } from '@platform/api-client';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { TraineeQuizResult } from '@platform/contract';
import { useCourse, useTraineeAssessment } from '@platform/lms-data-access-courses';
import {
  listColumns,
  PageHeader,
  ServerList,
  useFormatters,
  useLocalName,
  useLocalTitle,
  useTranslate,
} from '@platform/ui';
import { TraineeIntro } from './trainee-intro';

/*
 * /courses/{id}/trainees/{youthId}/assessment (issue 15 item 6; ADR 0081): one trainee's results at every quiz of the
 * course in course order — best marks, pass marks, passed or not, or not taken yet.
 */

const COLUMNS = listColumns(
  'course_trainees.assessment.column',
  ['quiz', 'lesson', 'marks', 'pass_marks', 'result', 'date'],
  ['marks', 'pass_marks'],
);

function Result({ quiz }: { quiz: TraineeQuizResult }) {
  const t = useTranslate();
  if (quiz.passed === null) return <>{t('course_trainees.assessment.not_taken')}</>;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={quiz.passed ? 'success' : 'error'}
      label={t(quiz.passed ? 'course_trainees.assessment.passed' : 'course_trainees.assessment.failed')}
    />
  );
}

export function TraineeAssessmentPage() {
  const t = useTranslate();
  const local = useLocalTitle();
  const name = useLocalName();
  const { formatDate, formatNumber } = useFormatters();
  const courseId = useRouteId();
  const youthId = useRouteId('youthId');
  const course = useCourse(courseId);
  const assessment = useTraineeAssessment(courseId, youthId);
  const trainee = assessment.data?.trainee;

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageHeader titleId="course_trainees.assessment.title" />
      {trainee && course.data && (
        <>
          <TraineeIntro introId="course_trainees.assessment.intro" trainee={trainee} course={course.data} />
          <Typography>
            {t('course_trainees.assessment.summary', {
              percent: trainee.progress_percent,
              passed: trainee.quizzes_passed,
              total: trainee.quizzes_total,
            })}
          </Typography>
        </>
      )}
      <ServerList<TraineeQuizResult>
        result={{
          data: assessment.data?.quizzes,
          error: assessment.error,
          isLoading: assessment.isLoading,
          isValidating: assessment.isValidating,
          mutate: assessment.mutate,
        }}
        labelPrefix="course_trainees.assessment"
        rowKey={(row) => row.content_id}
        columns={COLUMNS}
        renderRow={(quiz) => (
          <TableRow key={quiz.content_id}>
            <TableCell>{local(quiz)}</TableCell>
            <TableCell>{name(quiz.lesson_title, quiz.lesson_title_en)}</TableCell>
            <TableCell align="right">
              {quiz.obtained_marks === null
                ? '—'
                : t('course_trainees.assessment.marks', {
                    obtained: quiz.obtained_marks,
                    total: quiz.total_marks ?? 0,
                  })}
            </TableCell>
            <TableCell align="right">
              {quiz.pass_marks === null ? '—' : formatNumber(quiz.pass_marks)}
            </TableCell>
            <TableCell>
              <Result quiz={quiz} />
            </TableCell>
            <TableCell>{quiz.updated_at ? formatDate(quiz.updated_at) : '—'}</TableCell>
          </TableRow>
        )}
      />
      <Box>
        <Button component={RouterLink} to={`/courses/${courseId}/trainees`}>
          {t('course_trainees.assessment.back')}
        </Button>
      </Box>
    </Box>
  );
}
