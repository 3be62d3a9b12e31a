import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import type { JobApplicant } from '@platform/contract';
import type { ApplicantTab } from '@platform/recruiter-data-access-job-management';
import { type ListColumn, useFormatters, useTranslate, useLocalTitle } from '@platform/ui';
import { useFormatTime } from './format-time';

/** The columns between an applicant's name and the row's actions; the interview and offer tabs add theirs. */
export type ApplicantColumn =
  | 'position'
  | 'qualification'
  | 'experience'
  | 'age'
  | 'match'
  | 'status'
  | 'interview'
  | 'offer'
  | 'applied';

const NUMERIC: readonly ApplicantColumn[] = ['experience', 'age', 'match'];

export function columnsOf(tab: ApplicantTab): ApplicantColumn[] {
  return [
    'position',
    'qualification',
    'experience',
    'age',
    'match',
    'status',
    ...(tab === 3 ? (['interview'] as const) : []),
    ...(tab === 4 ? (['offer'] as const) : []),
    'applied',
  ];
}

/** The table's header: name, the tab's columns and the actions (named for assistive technology only). */
export function headerOf(columns: readonly ApplicantColumn[]): ListColumn[] {
  return [
    { key: 'name', labelId: 'recruiter_pipeline.col.name' },
    ...columns.map((column) => ({
      key: column,
      labelId: `recruiter_pipeline.col.${column}`,
      align: NUMERIC.includes(column) ? ('right' as const) : undefined,
    })),
    { key: 'actions', labelId: 'recruiter_pipeline.col.actions', hiddenLabel: true },
  ];
}

function Secondary({ children }: { children: string }) {
  return (
    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
      {children}
    </Typography>
  );
}

/** One cell of an applicant's row, in the reader's language and digits. */
export function ApplicantCell({ column, applicant }: { column: ApplicantColumn; applicant: JobApplicant }) {
  const t = useTranslate();
  const { formatDate, formatNumber, formatBDT } = useFormatters();
  const formatTime = useFormatTime();
  const localTitle = useLocalTitle();
  const align = NUMERIC.includes(column) ? 'right' : undefined;
  const content = (() => {
    switch (column) {
      case 'position':
        return applicant.position ?? '—';
      case 'qualification':
        return applicant.qualification ? localTitle(applicant.qualification) : '—';
      case 'experience':
        return t('recruiter_pipeline.list.years', {
          count: applicant.experience_years,
          shown: formatNumber(applicant.experience_years),
        });
      case 'age':
        return applicant.age === null ? '—' : formatNumber(applicant.age);
      case 'match':
        return t('recruiter_pipeline.list.match', { score: formatNumber(applicant.match_score) });
      case 'status':
        return (
          <>
            {t(`jobs.application_status.${applicant.status}`)}
            {applicant.is_removed ? <Secondary>{t('recruiter_pipeline.list.removed')}</Secondary> : null}
          </>
        );
      case 'interview': {
        const interview = applicant.interview;
        if (!interview) return '—';
        return (
          <>
            <Typography variant="body2">{interview.schedule_title}</Typography>
            <Secondary>{`${formatDate(interview.interview_date)}, ${formatTime(interview.start_time)}`}</Secondary>
            {interview.response ? (
              <Typography variant="caption" sx={{ display: 'block' }}>
                {t(`job_pipeline.response.${interview.response}`)}
                {interview.response_note ? ` — ${interview.response_note}` : ''}
              </Typography>
            ) : null}
          </>
        );
      }
      case 'offer':
        return applicant.offer ? (
          <>
            <Typography variant="body2">{formatBDT(applicant.offer.salary)}</Typography>
            <Secondary>
              {t('recruiter_pipeline.offer.joining_on', { date: formatDate(applicant.offer.joining_date) })}
            </Secondary>
          </>
        ) : (
          '—'
        );
      case 'applied':
        return formatDate(applicant.applied_at);
    }
  })();
  return <TableCell align={align}>{content}</TableCell>;
}
