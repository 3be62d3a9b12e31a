import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { APPLICATION_STATUS as S, type AssessmentCandidate } from '@platform/contract';
import { useListParams, useRouteId } from '@platform/api-client';
import { useBulkChangeApplicantStatus } from '@platform/recruiter-data-access-job-management';
import {
  CANDIDATE_LIST,
  useAssessmentCandidates,
  useGrantExtraTime,
  useInviteToAssessment,
  useJobAssessment,
} from '@platform/recruiter-data-access-assessments';
import { extraTimeSchema } from '@platform/validation';
import {
  FormDialog,
  FormTextField,
  ListFilters,
  PageHeader,
  ServerList,
  useFormatters,
  useLocalName,
  useToast,
  useTranslate,
} from '@platform/ui';

const SELECTABLE: number[] = [S.APPLIED, S.SHORTLISTED];
const INVITABLE: number[] = [S.SELECTED_FOR_ASSESSMENT, S.ASSESSMENT_INVITATION_REJECTED];
/** The statuses the list filters by (`jobs.application_status.<value>`). */
const CANDIDATE_STATUSES = [0, 11, 21, 22, 23, 24, 92];

/**
 * /assessments/{id}/candidates (spec §2, §4 21–24): the job's applicants; select for assessment (→ 21), send the
 * invitation (21 / 24 → 22: e-mail, SMS and in-app), grant extra time, and each one's attempt.
 */
export function CandidatesPage() {
  const t = useTranslate();
  const toast = useToast();
  const local = useLocalName();
  const { formatNumber, formatDateTime } = useFormatters();
  const id = useRouteId() ?? 0;
  const list = useListParams(CANDIDATE_LIST);
  const assessment = useJobAssessment(id > 0 ? id : null);
  const candidates = useAssessmentCandidates(id, list.query);
  const select = useBulkChangeApplicantStatus();
  const invite = useInviteToAssessment();
  const extra = useGrantExtraTime();
  const [checked, setChecked] = useState<number[]>([]);
  const [extraFor, setExtraFor] = useState<AssessmentCandidate | null>(null);
  const rows = candidates.data?.data ?? [];
  const picked = rows.filter((r) => checked.includes(r.application_id));
  const canSelect = picked.length > 0 && picked.every((r) => SELECTABLE.includes(r.status));
  const canInvite = picked.length > 0 && picked.every((r) => INVITABLE.includes(r.status));
  const jobId = assessment.data?.job_id;

  async function act(kind: 'select' | 'invite') {
    const ids = picked.map((r) => r.application_id);
    try {
      if (kind === 'select' && jobId)
        await select.trigger({
          params: { id: jobId },
          body: { status: S.SELECTED_FOR_ASSESSMENT, application_ids: ids },
        });
      if (kind === 'invite') await invite.trigger({ params: { id }, body: { application_ids: ids } });
      toast.success(kind === 'select' ? 'job_pipeline.changed.21' : 'assessments.success.invitation_sent');
      setChecked([]);
      await candidates.mutate();
    } catch (error) {
      toast.error(error);
    }
  }

  return (
    <>
      <PageHeader
        titleId="recruiter_assessments.candidates.title"
        values={{ name: assessment.data ? local(assessment.data.title, assessment.data.title_en) : '' }}
        actions={
          <Button component={RouterLink} to={`/job-assessments/${id}/results`}>
            {t('recruiter_assessments.list.results')}
          </Button>
        }
      />
      {assessment.data && (
        <Typography sx={{ mb: 1 }}>
          {t('recruiter_assessments.candidates.for_job', {
            job: local(assessment.data.job_title, assessment.data.job_title_en),
          })}{' '}
          <Link component={RouterLink} to={`/assessments/edit/${id}`}>
            {t('recruiter_assessments.list.edit')}
          </Link>
        </Typography>
      )}
      <Stack
        direction="row"
        spacing={1}
        sx={{ my: 1, flexWrap: 'wrap', gap: 1 }}
        role="toolbar"
        aria-label={t('recruiter_assessments.candidates.actions')}
      >
        <Button
          variant="outlined"
          disabled={!canSelect || select.isMutating}
          onClick={() => void act('select')}
        >
          {t('job_pipeline.action.select_for_assessment')}
        </Button>
        <Button
          variant="contained"
          disabled={!canInvite || invite.isMutating}
          onClick={() => void act('invite')}
        >
          {t('job_pipeline.action.send_assessment_invitation')}
        </Button>
      </Stack>
      <ServerList
        result={candidates}
        paging={list.paging}
        labelPrefix="recruiter_assessments.candidates"
        labelValues={{ name: '' }}
        rowKey={(r) => r.application_id}
        filters={
          <ListFilters
            prefix="recruiter_assessments.candidates"
            list={list}
            search={false}
            allLabelId="recruiter_assessments.all"
            selects={[
              {
                name: 'status',
                labelId: 'recruiter_assessments.candidates.status',
                values: CANDIDATE_STATUSES,
                optionPrefix: 'jobs.application_status',
              },
            ]}
          />
        }
        columns={[
          {
            key: 'pick',
            labelId: 'recruiter_assessments.candidates.pick',
            hiddenLabel: true,
            padding: 'checkbox',
          },
          { key: 'name', labelId: 'recruiter_assessments.candidates.col.name' },
          { key: 'status', labelId: 'recruiter_assessments.candidates.col.status' },
          { key: 'invited', labelId: 'recruiter_assessments.candidates.col.invited' },
          { key: 'attempt', labelId: 'recruiter_assessments.candidates.col.attempt' },
          { key: 'actions', labelId: 'recruiter_assessments.col.actions', align: 'right' },
        ]}
        renderRow={(c) => {
          const name = local(c.full_name, c.full_name_en);
          const a = c.attempt;
          return (
            <TableRow key={c.application_id}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={checked.includes(c.application_id)}
                  slotProps={{
                    input: { 'aria-label': t('recruiter_assessments.candidates.pick_named', { name }) },
                  }}
                  onChange={(e) =>
                    setChecked((ids) =>
                      e.target.checked
                        ? [...ids, c.application_id]
                        : ids.filter((x) => x !== c.application_id),
                    )
                  }
                />
              </TableCell>
              <TableCell>{name}</TableCell>
              <TableCell>{t(`jobs.application_status.${c.status}`)}</TableCell>
              <TableCell>{c.invited_at ? formatDateTime(c.invited_at) : '—'}</TableCell>
              <TableCell>
                {!a
                  ? '—'
                  : a.submitted_at
                    ? a.obtained_marks === null
                      ? t('assessments.results.pending')
                      : t('assessments.result.obtained', {
                          obtained: formatNumber(a.obtained_marks),
                          total: formatNumber(a.total_marks),
                        })
                    : t('assessments.participation.in_progress')}
              </TableCell>
              <TableCell align="right">
                <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
                  {c.invited_at && !a?.submitted_at && (
                    <Button size="small" onClick={() => setExtraFor(c)}>
                      {t('recruiter_assessments.candidates.extra_time')}
                    </Button>
                  )}
                  {a?.submitted_at && (
                    <Button size="small" component={RouterLink} to={`/job-assessment-results/${a.id}`}>
                      {t('recruiter_assessments.results.open')}
                    </Button>
                  )}
                </Stack>
              </TableCell>
            </TableRow>
          );
        }}
      />
      {extraFor && (
        <FormDialog
          titleId="recruiter_assessments.candidates.extra_time_title"
          titleValues={{ name: local(extraFor.full_name, extraFor.full_name_en) }}
          introId="recruiter_assessments.candidates.extra_time_intro"
          busy={extra.isMutating}
          onClose={() => setExtraFor(null)}
          schema={extraTimeSchema}
          defaultValues={{ extra_minutes: extraFor.extra_minutes }}
          onSubmit={async (values) => {
            await extra.trigger({ params: { id, applicationId: extraFor.application_id }, body: values });
            toast.success('assessments.success.extra_time_granted');
            setExtraFor(null);
          }}
        >
          <Box sx={{ pt: 1 }}>
            <FormTextField
              name="extra_minutes"
              type="number"
              labelId="recruiter_assessments.candidates.extra_minutes"
              required
            />
          </Box>
        </FormDialog>
      )}
    </>
  );
}
