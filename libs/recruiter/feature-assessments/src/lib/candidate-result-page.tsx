import Alert from '@mui/material/Alert';
import { useRouteId } from '@platform/api-client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { type AnswerSheet, APPLICATION_STATUS as S } from '@platform/contract';
import { useChangeApplicantStatus } from '@platform/recruiter-data-access-job-management';
import { useAnswerSheet } from '@platform/recruiter-data-access-assessments';
import {
  ConfirmDialog,
  PageTitle,
  RecordRoute,
  useFormatters,
  useLocalName,
  useToast,
  useTranslate,
} from '@platform/ui';

/**
 * /job-assessment-results/{id} (spec §2): one candidate's result — marks, pass or not, the set — the answer sheet, and
 * the next move: select for interview (23 → 31) or reject from assessment (→ 92, with a confirmation).
 */
export function CandidateResultPage() {
  const id = useRouteId();
  return (
    <RecordRoute id={id} useRecord={useAnswerSheet} loadErrorId="recruiter_assessments.sheet.load_error">
      {(sheet, reload) => <CandidateResult sheet={sheet} reload={reload} />}
    </RecordRoute>
  );
}

function CandidateResult({ sheet, reload }: { sheet: AnswerSheet; reload: () => void }) {
  const t = useTranslate();
  const toast = useToast();
  const local = useLocalName();
  const { formatNumber, formatDateTime } = useFormatters();
  const change = useChangeApplicantStatus();
  const [rejecting, setRejecting] = useState(false);
  const { attempt: a, candidate, assessment, status } = sheet;

  async function move(to: 31 | 92) {
    if (!assessment.job_id || candidate.application_id === null) return;
    try {
      await change.trigger({
        params: { id: assessment.job_id, applicationId: candidate.application_id },
        body: { status: to },
      });
      toast.success(`job_pipeline.changed.${to}`);
      reload();
    } catch (error) {
      toast.error(error);
    } finally {
      setRejecting(false);
    }
  }

  const assessed = status === S.ASSESSED;
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 900, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageTitle
        titleId="recruiter_assessments.result.title"
        values={{ name: local(candidate.full_name, candidate.full_name_en) }}
      />
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }}>
        <Typography>{local(assessment.title, assessment.title_en)}</Typography>
        <Typography>
          {a.obtained_marks === null
            ? t('assessments.results.pending')
            : t('assessments.result.obtained', {
                obtained: formatNumber(a.obtained_marks),
                total: formatNumber(a.total_marks),
              })}
          {' · '}
          {t('assessments.result.pass_marks', { pass: formatNumber(a.pass_marks) })}
          {a.passed !== null &&
            ` · ${t(a.passed ? 'recruiter_assessments.results.passed' : 'recruiter_assessments.results.failed')}`}
        </Typography>
        {a.set_title && (
          <Typography>
            {t('recruiter_assessments.result.set', { set: local(a.set_title, a.set_title_en) })}
          </Typography>
        )}
        {a.submitted_at && (
          <Typography color="text.secondary">
            {t('assessments.result.submitted_at', { at: formatDateTime(a.submitted_at) })}
            {a.closed_by === 'deadline' && ` · ${t('recruiter_assessments.result.by_deadline')}`}
          </Typography>
        )}
        {status !== null && (
          <Typography>
            {t('recruiter_assessments.result.status', { status: t(`jobs.application_status.${status}`) })}
          </Typography>
        )}
      </Paper>
      {a.marking === 'pending' && (
        <Alert severity="info">{t('recruiter_assessments.result.mark_first')}</Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" component={RouterLink} to={`/answer-sheet?attempt=${a.id}`}>
          {t('recruiter_assessments.sheet.open')}
        </Button>
        <Button variant="contained" disabled={!assessed || change.isMutating} onClick={() => void move(31)}>
          {t('job_pipeline.action.select_for_interview')}
        </Button>
        <Button
          color="error"
          variant="outlined"
          disabled={!assessed || change.isMutating}
          onClick={() => setRejecting(true)}
        >
          {t('recruiter_assessments.result.reject')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={rejecting}
        messageId="recruiter_assessments.result.reject_confirm"
        messageValues={{ name: local(candidate.full_name, candidate.full_name_en) }}
        destructive
        loading={change.isMutating}
        onCancel={() => setRejecting(false)}
        onConfirm={() => void move(92)}
      />
    </Box>
  );
}
