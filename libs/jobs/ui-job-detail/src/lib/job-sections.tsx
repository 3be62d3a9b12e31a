import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { type PublicJobDetail, RESUME_RECEIVING_OPTION } from '@platform/contract';
import { FactList } from '@platform/ui';
import type { JobText } from './use-job-text';

/* The parts of a job's description: requirements, benefits and how to apply, each a titled block. */

export type Level = 'h1' | 'h2' | 'h3';

export function Requirements({ job, text, level }: { job: PublicJobDetail; text: JobText; level: Level }) {
  const { t } = text;
  const rows: [string, ReactNode][] = [
    [
      t('youth_jobs.detail.education'),
      [job.education_requirements, job.other_educational_qualification].filter(Boolean).join('\n'),
    ],
    [t('youth_jobs.detail.experience'), text.years(job.min_experience, job.max_experience)],
    [t('youth_jobs.detail.age'), text.years(job.min_age, job.max_age)],
    [t('youth_jobs.detail.gender'), job.genders.map((g) => t(`youth_jobs.gender.${g}`)).join(', ')],
    [t('youth_jobs.detail.skills'), job.skills.map((s) => text.name(s)).join(', ')],
    [t('youth_jobs.detail.trainings'), job.trainings.join(', ')],
    [t('youth_jobs.detail.certifications'), job.professional_certifications.join(', ')],
    [t('youth_jobs.detail.additional_requirements'), job.additional_requirements],
  ];
  const notes = [
    job.is_freshers_encouraged ? t('youth_jobs.detail.freshers') : null,
    job.person_with_disability ? t('youth_jobs.detail.disability') : null,
  ].filter((n): n is string => Boolean(n));
  if (!rows.some(([, v]) => v) && notes.length === 0) return null;
  return (
    <Block level={level} title={t('youth_jobs.detail.requirements')}>
      <FactList dense rows={rows} />
      {notes.map((n) => (
        <Typography key={n} variant="body2" sx={{ mt: 1 }}>
          {n}
        </Typography>
      ))}
    </Block>
  );
}

export function Benefits({ job, text, level }: { job: PublicJobDetail; text: JobText; level: Level }) {
  const { t } = text;
  const rows: [string, ReactNode][] = [
    [
      t('youth_jobs.detail.salary'),
      [text.salary(job), job.additional_salary_info].filter(Boolean).join(' — '),
    ],
    [
      t('youth_jobs.detail.other_benefits'),
      [
        job.other_benefits,
        job.festival_bonus ? t('youth_jobs.detail.festival_bonus', { count: job.festival_bonus }) : null,
      ]
        .filter(Boolean)
        .join('\n'),
    ],
  ];
  return (
    <Block level={level} title={t('youth_jobs.detail.benefits')}>
      <FactList dense rows={rows} />
    </Block>
  );
}

export function HowToApply({ job, text, level }: { job: PublicJobDetail; text: JobText; level: Level }) {
  const { t } = text;
  const lines = [
    job.special_instruction_for_job_seekers,
    job.resume_receiving_option === RESUME_RECEIVING_OPTION.HARD_COPY && job.instruction_for_hard_copy
      ? t('youth_jobs.detail.hard_copy', { instruction: job.instruction_for_hard_copy })
      : null,
    job.resume_receiving_option === RESUME_RECEIVING_OPTION.WALK_IN_INTERVIEW &&
    job.instruction_for_walk_in_interview
      ? t('youth_jobs.detail.walk_in', { instruction: job.instruction_for_walk_in_interview })
      : null,
    job.is_photograph_enclose_with_resume ? t('youth_jobs.detail.photograph') : null,
  ].filter((l): l is string => Boolean(l));
  if (lines.length === 0) return null;
  return (
    <Block level={level} title={t('youth_jobs.detail.how_to_apply')}>
      {lines.map((l) => (
        <Typography key={l} sx={{ whiteSpace: 'pre-line', lineHeight: 1.7 }}>
          {l}
        </Typography>
      ))}
    </Block>
  );
}

export function Section({ title, body, level }: { title: string; body: string; level: Level }) {
  if (!body) return null;
  return (
    <Block level={level} title={title}>
      <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 1.7 }}>{body}</Typography>
    </Block>
  );
}

export function Block({ title, children, level }: { title: string; children: ReactNode; level: Level }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography component={level} variant="h6" gutterBottom>
        {title}
      </Typography>
      {children}
      <Divider sx={{ mt: 2 }} />
    </Box>
  );
}
