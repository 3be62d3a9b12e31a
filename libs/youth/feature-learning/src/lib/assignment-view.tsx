import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useUploadField } from '@platform/api-client';
import {
  ASSIGNMENT_ERRORS,
  ASSIGNMENT_FILE_TYPES,
  type AssignmentSubmissionBody,
  type YouthAssignment,
} from '@platform/contract';
import {
  AssignmentChips,
  ContentLoader,
  FilePicker,
  Form,
  FormTextField,
  LoadErrorAlert,
  SafeHtml,
  useFormatters,
  useLocalName,
  useToast,
  useTranslate,
} from '@platform/ui';
import { assignmentSubmissionSchema, fileProblem, fileRules } from '@platform/validation';
import { useSubmitAssignment, useYouthAssignment } from '@platform/youth-data-access-learning';

/*
 * An assignment lesson in the player (ADR 0089): the instructions and rules, then the youth's answer — text and/or one
 * file uploaded through the files domain — which they may send again until it is marked, its status, and once marked
 * the marks and the marker's feedback. The gateway refuses a late answer with its catalogue message.
 */

const FILE_RULES = fileRules({ types: ASSIGNMENT_FILE_TYPES });
const ACCEPT = `.pdf,.jpg,.jpeg,.png,.docx,${ASSIGNMENT_FILE_TYPES.join(',')}`;

export interface AssignmentViewProps {
  courseId: number;
  lessonId: number;
  /** The learner's state changed (an answer sent): the side menu refreshes. */
  onChanged: () => void;
}

/** The answer's file: checked here (type, 1 MB), uploaded private on choice, kept in the form as `file_id`. */
function AnswerFileField({ storedName, required }: { storedName: string | null; required: boolean }) {
  const { field, fieldState } = useController({ name: 'file_id' });
  const upload = useUploadField();
  const [name, setName] = useState<string | null>(storedName);
  async function choose(file: File) {
    const problem = fileProblem(FILE_RULES, file);
    if (problem) {
      upload.setProblem(problem);
      field.onChange(null);
      setName(null);
      return;
    }
    setName(file.name);
    const stored = await upload.choose(file, { visibility: 'private' });
    field.onChange(stored ? stored.id : null);
    if (!stored) setName(null);
  }
  return (
    <FilePicker
      labelId="course_assignments.field.file"
      accept={ACCEPT}
      required={required}
      fileName={field.value ? name : null}
      busy={upload.isUploading}
      error={upload.problem ?? fieldState.error?.message}
      helper="course_assignments.field.file_help"
      onFile={(file) => void choose(file)}
    />
  );
}

function AnswerForm({
  courseId,
  view,
  onSent,
}: {
  courseId: number;
  view: YouthAssignment;
  onSent: () => void;
}) {
  const t = useTranslate();
  const toast = useToast();
  const submit = useSubmitAssignment();
  const sent = view.submission;

  async function send(body: AssignmentSubmissionBody) {
    await submit.trigger({ params: { id: courseId, lessonId: view.lesson_id }, body });
    toast.success('course_assignments.success.submitted');
    onSent();
  }

  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {t(
          view.assignment.file_required
            ? 'course_assignments.player.rules_file'
            : 'course_assignments.player.rules',
        )}
      </Typography>
      <Form<AssignmentSubmissionBody>
        schema={assignmentSubmissionSchema}
        labelId="course_assignments.player.your_answer"
        defaultValues={{ answer_text: sent?.answer_text ?? '', file_id: sent?.file?.id ?? null }}
        onSubmit={send}
      >
        <FormTextField
          name="answer_text"
          labelId="course_assignments.field.answer_text"
          multiline
          minRows={4}
        />
        <AnswerFileField
          storedName={sent?.file?.original_name ?? null}
          required={view.assignment.file_required}
        />
        <Button type="submit" variant="contained" disabled={submit.isMutating} sx={{ mt: 1 }}>
          {t(sent ? 'course_assignments.player.resubmit' : 'course_assignments.player.submit')}
        </Button>
      </Form>
    </Box>
  );
}

/** What the youth sent, its status and, once marked, the marks and feedback. */
function Submitted({ view }: { view: YouthAssignment }) {
  const t = useTranslate();
  const { formatDate } = useFormatters();
  const s = view.submission;
  if (!s) return null;
  const marked = s.status === 'marked';
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Chip
          size="small"
          color={marked ? 'success' : 'info'}
          label={t(`course_assignments.status.${s.status}`)}
        />
        <Typography variant="body2">
          {t('course_assignments.submitted_on', { date: formatDate(s.submitted_at), attempts: s.attempts })}
        </Typography>
      </Stack>
      {marked ? (
        <Alert severity={s.passed ? 'success' : 'warning'} role="status">
          <Typography component="p" sx={{ fontWeight: 600 }}>
            {t('course_assignments.player.your_marks', {
              marks: s.marks ?? 0,
              total: view.assignment.total_marks,
            })}{' '}
            ({t(s.passed ? 'course_assignments.passed' : 'course_assignments.failed')})
          </Typography>
          {s.feedback ? (
            <>
              <Typography component="h3" variant="subtitle2" sx={{ mt: 1 }}>
                {t('course_assignments.feedback')}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{s.feedback}</Typography>
            </>
          ) : null}
        </Alert>
      ) : (
        <Typography>{t('course_assignments.player.waiting')}</Typography>
      )}
      {marked ? (
        <Box>
          <Typography component="h3" variant="subtitle2">
            {t('course_assignments.player.your_answer')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {s.answer_text ?? t('course_assignments.no_text')}
          </Typography>
          {s.file ? (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {t('course_assignments.player.your_file')}: {s.file.original_name}
            </Typography>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}

export function AssignmentView({ courseId, lessonId, onChanged }: AssignmentViewProps) {
  const t = useTranslate();
  const local = useLocalName();
  const { data, error, mutate } = useYouthAssignment(courseId, lessonId);
  if (error?.message === ASSIGNMENT_ERRORS.notReady)
    return <Alert severity="info">{t('course_assignments.player.not_ready')}</Alert>;
  if (error && !data)
    return <LoadErrorAlert messageId="course_assignments.player.load_error" onRetry={() => void mutate()} />;
  if (!data) return <ContentLoader />;
  const a = data.assignment;
  const marked = data.submission?.status === 'marked';
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography id="player-content-title" component="h2" variant="h5">
        {local(data.title, data.title_en)}
      </Typography>
      <AssignmentChips assignment={a}>
        {a.file_required ? (
          <Chip size="small" variant="outlined" label={t('course_assignments.file_needed')} />
        ) : null}
      </AssignmentChips>
      <Box>
        <Typography component="h3" variant="h6">
          {t('course_assignments.player.instructions')}
        </Typography>
        <SafeHtml html={a.instructions} sx={{ '& img': { maxWidth: '100%' }, overflowWrap: 'anywhere' }} />
      </Box>
      <Submitted view={data} />
      {!marked && data.closed ? (
        <Alert severity="warning">{t('course_assignments.player.closed')}</Alert>
      ) : null}
      {!marked && !data.closed ? (
        <AnswerForm
          courseId={courseId}
          view={data}
          onSent={() => {
            void mutate();
            onChanged();
          }}
        />
      ) : null}
      {!marked ? (
        <Typography variant="body2" color="text.secondary">
          {t('course_assignments.player.completes')}
        </Typography>
      ) : null}
    </Box>
  );
}
