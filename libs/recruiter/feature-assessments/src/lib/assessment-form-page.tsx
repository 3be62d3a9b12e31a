import Alert from '@mui/material/Alert';
import { useRouteId } from '@platform/api-client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useFieldArray } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { ObjectSchema } from 'yup';
import { type AssessmentBody, EXAM_LIMITS, type JobAssessment, SELECTION_TYPE } from '@platform/contract';
import { useRecruiterJobs } from '@platform/recruiter-data-access-jobs';
import {
  useAssessmentOfJob,
  useCreateJobAssessment,
  useJobAssessment,
  useUpdateJobAssessment,
} from '@platform/recruiter-data-access-assessments';
import { assessmentSchema } from '@platform/validation';
import {
  ContentLoader,
  Form,
  FormSelect,
  FormTextField,
  FormTitleFields,
  LoadErrorAlert,
  PageTitle,
  useLocalName,
  useToast,
  useTranslate,
} from '@platform/ui';
import { SetEditor } from './set-editor';

type SetValues = AssessmentBody['sets'][number];
const SCHEMA = assessmentSchema as ObjectSchema<AssessmentBody>;
const emptySet = (n: number): SetValues => ({
  title: `সেট ${n}`,
  title_en: `Set ${n}`,
  number_of_questions: 1,
  selection_type: SELECTION_TYPE.FIXED,
  bank_id: null,
  question_ids: [],
});

function defaults(jobId: number | null, a: JobAssessment | null | undefined): AssessmentBody {
  if (!a)
    return {
      job_id: jobId ?? (undefined as unknown as number),
      title: '',
      title_en: '',
      purpose: '',
      purpose_en: '',
      duration_minutes: 30,
      total_marks: 10,
      pass_marks: 5,
      fee: 0,
      sets: [emptySet(1), emptySet(2)],
    };
  return {
    job_id: a.job_id,
    title: a.title,
    title_en: a.title_en ?? '',
    purpose: a.purpose ?? '',
    purpose_en: a.purpose_en ?? '',
    duration_minutes: a.duration_minutes,
    total_marks: a.total_marks,
    pass_marks: a.pass_marks,
    fee: a.fee,
    sets: a.sets.map((s) => ({
      title: s.title,
      title_en: s.title_en ?? '',
      number_of_questions: s.number_of_questions,
      selection_type: s.selection_type,
      bank_id: s.bank_id ?? (s.questions.length ? null : null),
      question_ids: s.questions.map((q) => q.id),
    })),
  };
}

function Sets() {
  const t = useTranslate();
  const { fields, append, remove } = useFieldArray<AssessmentBody, 'sets'>({ name: 'sets' });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {fields.map((f, i) => (
        <SetEditor
          key={f.id}
          index={i}
          canRemove={fields.length > EXAM_LIMITS.setsMin}
          onRemove={() => remove(i)}
        />
      ))}
      {fields.length < EXAM_LIMITS.setsMax && (
        <Box>
          <Button onClick={() => append(emptySet(fields.length + 1))}>
            {t('recruiter_assessments.form.add_set')}
          </Button>
        </Box>
      )}
    </Box>
  );
}

/**
 * /assessments/create, /assessments/edit/{id}, /jobs/{id}/assessment (spec §2, §3 Exam, §5): title bn/en, purpose,
 * duration, total and pass marks, 2–5 sets with their questions. The rules are said first; the shared schema checks
 * them before the call and the gateway's field errors land on the same fields.
 */
export function AssessmentFormPage({ mode }: { mode: 'create' | 'edit' | 'job' }) {
  const t = useTranslate();
  const toast = useToast();
  const navigate = useNavigate();
  const local = useLocalName();
  const id = useRouteId();
  const valid = id !== null;
  const byId = useJobAssessment(mode === 'edit' && valid ? id : null);
  const byJob = useAssessmentOfJob(mode === 'job' && valid ? id : null);
  const jobs = useRecruiterJobs({ page_size: 100 });
  const create = useCreateJobAssessment();
  const update = useUpdateJobAssessment();
  const current = mode === 'edit' ? byId : mode === 'job' ? byJob : null;
  const existing = current?.data ?? null;

  if (current?.error) return <LoadErrorAlert messageId="recruiter_assessments.form.load_error" />;
  if (current && current.data === undefined) return <ContentLoader />;

  async function save(values: AssessmentBody) {
    const saved = existing
      ? await update.trigger({ params: { id: existing.id }, body: values })
      : await create.trigger({ body: values });
    toast.success('assessments.success.assessment_saved');
    navigate(`/assessments/${saved.id}/candidates`);
  }

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 960, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageTitle
        titleId={
          existing ? 'recruiter_assessments.form.edit_title' : 'recruiter_assessments.form.create_title'
        }
      />
      <Alert severity="info">{t('recruiter_assessments.form.rules')}</Alert>
      {existing?.locked && <Alert severity="warning">{t('assessments.errors.locked')}</Alert>}
      <Form
        key={existing?.id ?? 'new'}
        schema={SCHEMA}
        defaultValues={defaults(mode === 'job' && valid ? id : null, existing)}
        onSubmit={save}
        labelId="recruiter_assessments.form.create_title"
        confirmLeave
      >
        <Box sx={{ display: 'grid', gap: 2 }}>
          <FormSelect
            name="job_id"
            labelId="recruiter_assessments.form.job"
            required
            disabled={mode === 'job' || Boolean(existing)}
            options={(jobs.data?.data ?? []).map((j) => ({
              value: j.id,
              label: local(j.job_title ?? '', j.job_title_en),
            }))}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
            <FormTitleFields prefix="recruiter_assessments.form" />
            <FormTextField
              name="purpose"
              labelId="recruiter_assessments.form.purpose"
              multiline
              minRows={2}
            />
            <FormTextField
              name="purpose_en"
              labelId="recruiter_assessments.form.purpose_en"
              multiline
              minRows={2}
            />
          </Box>
          <Box
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr', md: '1fr 1fr 1fr 1fr' } }}
          >
            <FormTextField
              name="duration_minutes"
              type="number"
              labelId="recruiter_assessments.form.duration"
              required
            />
            <FormTextField
              name="total_marks"
              type="number"
              labelId="recruiter_assessments.form.total"
              required
            />
            <FormTextField
              name="pass_marks"
              type="number"
              labelId="recruiter_assessments.form.pass"
              required
            />
            <FormTextField
              name="fee"
              type="number"
              labelId="recruiter_assessments.form.fee"
              helperId="recruiter_assessments.form.fee_hint"
            />
          </Box>
          <Sets />
          <Box>
            <Button
              type="submit"
              variant="contained"
              disabled={create.isMutating || update.isMutating || existing?.locked}
            >
              {t('recruiter_assessments.form.save')}
            </Button>
          </Box>
        </Box>
      </Form>
    </Box>
  );
}

export const CreateAssessmentPage = () => <AssessmentFormPage mode="create" />;
export const EditAssessmentPage = () => <AssessmentFormPage mode="edit" />;
export const JobAssessmentFormPage = () => <AssessmentFormPage mode="job" />;
