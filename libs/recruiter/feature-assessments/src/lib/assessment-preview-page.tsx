import Alert from '@mui/material/Alert';
import { useRouteId } from '@platform/api-client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAssessmentOfJob } from '@platform/recruiter-data-access-assessments';
import type { JobAssessment } from '@platform/contract';
import { PageTitle, RecordRoute, useFormatters, useLocalName, useTranslate } from '@platform/ui';

/** /jobs/{id}/assessment/preview (spec §2): the job's assessment as a whole — rules, sets and their questions. */
export function AssessmentPreviewPage() {
  const jobId = useRouteId();
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 900, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageTitle titleId="recruiter_assessments.preview.title" />
      <RecordRoute
        id={jobId}
        useRecord={useAssessmentOfJob}
        loadErrorId="recruiter_assessments.form.load_error"
      >
        {(a) => <AssessmentPreview jobId={jobId ?? 0} a={a} />}
      </RecordRoute>
    </Box>
  );
}

/** The assessment's rules, its sets and their questions, or that the job has none yet. */
function AssessmentPreview({ jobId, a }: { jobId: number; a: JobAssessment | null }) {
  const t = useTranslate();
  const local = useLocalName();
  const { formatNumber } = useFormatters();
  return (
    <>
      {!a ? (
        <Box>
          <Alert severity="info">{t('recruiter_assessments.preview.none')}</Alert>
          <Button component={RouterLink} to={`/jobs/${jobId}/assessment`} sx={{ mt: 1 }}>
            {t('recruiter_assessments.list.create')}
          </Button>
        </Box>
      ) : (
        <>
          <Typography variant="h5" component="p">
            {local(a.title, a.title_en)}
          </Typography>
          {a.purpose && <Typography>{local(a.purpose, a.purpose_en)}</Typography>}
          <Typography>
            {t('recruiter_assessments.list.marks', {
              total: formatNumber(a.total_marks),
              pass: formatNumber(a.pass_marks),
              minutes: formatNumber(a.duration_minutes),
            })}
          </Typography>
          {a.sets.map((s) => (
            <Paper
              key={s.id}
              variant="outlined"
              component="section"
              sx={{ p: 2 }}
              aria-label={local(s.title, s.title_en)}
            >
              <Typography component="h2" variant="h6">
                {local(s.title, s.title_en)} · {t(`assessments.selection.${s.selection_type}`)} ·{' '}
                {t('recruiter_assessments.preview.questions', { count: formatNumber(s.number_of_questions) })}
              </Typography>
              <Box component="ol" sx={{ pl: 3 }}>
                {s.questions.map((q) => (
                  <li key={q.id}>
                    {local(q.title, q.title_en)} (
                    {t('recruiter_assessments.form.marks', { marks: formatNumber(q.marks) })})
                  </li>
                ))}
              </Box>
            </Paper>
          ))}
          <Box>
            <Button component={RouterLink} to={`/jobs/${jobId}/assessment`} variant="outlined">
              {t('recruiter_assessments.list.edit')}
            </Button>
          </Box>
        </>
      )}
    </>
  );
}
