import Download from '@mui/icons-material/Download';
import { useRouteId } from '@platform/api-client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { AssignmentMarksBody, CourseAssignment, TraineeAssignmentItem } from '@platform/contract';
import {
  useCourse,
  useMarkAssignment,
  useTraineeAssignmentFile,
  useTraineeAssignments,
} from '@platform/lms-data-access-courses';
import {
  AssignmentChips,
  ContentLoader,
  Form,
  FormTextField,
  LoadErrorAlert,
  PageHeader,
  saveFile,
  useFormatters,
  useLocalName,
  useToast,
  useTranslate,
} from '@platform/ui';
import { assignmentMarksSchema } from '@platform/validation';
import { TraineeIntro } from './trainee-intro';

/*
 * /courses/{id}/trainees/{youthId}/assignment (issue 15 item 6; ADR 0089): one trainee's assignment lessons in course
 * order with the answer sent — text, a file to download — and a marks form per submission (0…total, the rules shown
 * before any error). Saved marks count the lesson as completed for the trainee. The provider and its trainers mark.
 */

function MarksForm({
  courseId,
  youthId,
  item,
  assignment,
}: {
  courseId: number;
  youthId: number;
  item: TraineeAssignmentItem;
  assignment: CourseAssignment;
}) {
  const t = useTranslate();
  const toast = useToast();
  const mark = useMarkAssignment();
  const formId = useId();
  const rulesId = useId();
  const submission = item.submission;

  async function save(body: AssignmentMarksBody) {
    await mark.trigger({ params: { id: courseId, youthId, lessonId: item.lesson_id }, body });
    toast.success('course_assignments.success.marked');
  }

  return (
    <Box>
      <Typography id={rulesId} variant="body2" color="text.secondary">
        {t('course_assignments.marking.rules', {
          total: assignment.total_marks,
          pass: assignment.pass_marks,
        })}
      </Typography>
      <Form<AssignmentMarksBody>
        id={formId}
        schema={assignmentMarksSchema}
        context={{ total: assignment.total_marks }}
        defaultValues={{ marks: submission?.marks ?? undefined, feedback: submission?.feedback ?? '' }}
        onSubmit={save}
      >
        <Box sx={{ maxWidth: 240 }}>
          <FormTextField
            name="marks"
            type="number"
            inputMode="numeric"
            labelId="course_assignments.field.marks"
            labelValues={{ total: assignment.total_marks }}
            required
          />
        </Box>
        <FormTextField name="feedback" labelId="course_assignments.field.feedback" multiline minRows={2} />
        <Button type="submit" variant="contained" disabled={mark.isMutating} sx={{ mt: 1 }}>
          {t('course_assignments.marking.save')}
        </Button>
      </Form>
    </Box>
  );
}

function AssignmentCard({
  courseId,
  youthId,
  item,
}: {
  courseId: number;
  youthId: number;
  item: TraineeAssignmentItem;
}) {
  const t = useTranslate();
  const toast = useToast();
  const local = useLocalName();
  const { formatDate } = useFormatters();
  const readFile = useTraineeAssignmentFile();
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const { assignment, submission } = item;
  const title = local(item.title, item.title_en);

  async function download(name: string) {
    setBusy(true);
    try {
      saveFile(await readFile(courseId, youthId, item.lesson_id), name);
    } catch (error) {
      toast.error(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, sm: 2.5 }, display: 'grid', gap: 1.5 }}
    >
      <Box>
        <Typography id={headingId} component="h2" variant="h6">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {local(item.module_title, item.module_title_en)}
        </Typography>
      </Box>
      {!assignment ? (
        <Alert severity="info">{t('course_assignments.marking.not_set_up')}</Alert>
      ) : (
        <>
          <AssignmentChips assignment={assignment}>
            <Chip
              size="small"
              color={submission?.status === 'marked' ? 'success' : submission ? 'info' : 'default'}
              label={t(`course_assignments.status.${submission?.status ?? 'not_submitted'}`)}
            />
            {submission?.passed != null ? (
              <Chip
                size="small"
                variant="outlined"
                color={submission.passed ? 'success' : 'error'}
                label={t(submission.passed ? 'course_assignments.passed' : 'course_assignments.failed')}
              />
            ) : null}
          </AssignmentChips>
          {!submission ? (
            <Typography>{t('course_assignments.marking.not_submitted')}</Typography>
          ) : (
            <>
              <Typography variant="body2">
                {t('course_assignments.submitted_on', {
                  date: formatDate(submission.submitted_at),
                  attempts: submission.attempts,
                })}
              </Typography>
              <Box>
                <Typography component="h3" variant="subtitle2">
                  {t('course_assignments.answer')}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {submission.answer_text ?? t('course_assignments.no_text')}
                </Typography>
              </Box>
              {submission.file ? (
                <Box>
                  <Button
                    variant="outlined"
                    startIcon={<Download />}
                    disabled={busy}
                    onClick={() => void download(submission.file?.original_name ?? 'file')}
                    sx={{ overflowWrap: 'anywhere', textAlign: 'left' }}
                  >
                    {t('course_assignments.download', { name: submission.file.original_name })}
                  </Button>
                </Box>
              ) : null}
              {submission.marked_at ? (
                <Typography variant="body2">
                  {t('course_assignments.marked_on', { date: formatDate(submission.marked_at) })}
                </Typography>
              ) : null}
              <MarksForm courseId={courseId} youthId={youthId} item={item} assignment={assignment} />
            </>
          )}
        </>
      )}
    </Paper>
  );
}

export function TraineeAssignmentPage() {
  const t = useTranslate();
  const courseId = useRouteId();
  const youthId = useRouteId('youthId');
  const course = useCourse(courseId);
  const { data, error, mutate } = useTraineeAssignments(courseId, youthId);
  const trainee = data?.trainee;

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageHeader titleId="course_assignments.marking.title" />
      {trainee && course.data ? (
        <TraineeIntro introId="course_assignments.marking.intro" trainee={trainee} course={course.data} />
      ) : null}
      {error && !data ? (
        <LoadErrorAlert messageId="course_assignments.marking.load_error" onRetry={() => void mutate()} />
      ) : !data || courseId === null || youthId === null ? (
        <ContentLoader />
      ) : data.assignments.length === 0 ? (
        <Typography>{t('course_assignments.marking.none')}</Typography>
      ) : (
        data.assignments.map((item) => (
          <AssignmentCard key={item.lesson_id} courseId={courseId} youthId={youthId} item={item} />
        ))
      )}
      <Box>
        <Button component={RouterLink} to={`/courses/${courseId}/trainees`}>
          {t('course_assignments.marking.back')}
        </Button>
      </Box>
    </Box>
  );
}
