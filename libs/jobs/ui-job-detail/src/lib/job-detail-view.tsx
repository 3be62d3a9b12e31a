import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { JOB_PLACE_TYPE, type PublicJobDetail, RESUME_RECEIVING_OPTION } from '@platform/contract';
import { FactList, PageTitle } from '@platform/ui';
import { type JobText, useJobText } from './use-job-text';

export interface JobDetailViewProps {
  /** The job as the public sees it (`publicJobDetail` of @platform/validation: hidden parts left out). */
  job: PublicJobDetail;
  /** 1 on the job's own page (its title is the page's h1 and names the document); 2 inside another page. */
  headingLevel?: 1 | 2;
  /** Beside the title (the youth's favourite toggle). */
  titleAction?: ReactNode;
  /** The company's name as a link (the youth's company page); plain text without it. */
  companyLink?: (company: string, organizationId: number) => ReactNode;
  /** First in the summary column: the youth's Apply panel (the recruiter's preview has none). */
  apply?: ReactNode;
}

type Level = 'h1' | 'h2' | 'h3';

/**
 * THE presentation of a job post (spec §2 /jobs/{id}): its title and company, context and responsibilities,
 * requirements, benefits, how to apply, the company and the contact person, and the summary (salary, deadline,
 * vacancies, location …). The youth's job page and the recruiter's wizard preview both draw it (issue 12 defect 10), so
 * the preview is the job exactly as youth will see it.
 */
export function JobDetailView({
  job,
  headingLevel = 1,
  titleAction,
  companyLink,
  apply,
}: JobDetailViewProps) {
  const text = useJobText();
  const { t } = text;
  const titleId = useId();
  const title = text.jobTitle(job);
  const company = text.company(job);
  const section: Level = headingLevel === 1 ? 'h2' : 'h3';
  return (
    <Box
      component="article"
      aria-labelledby={titleId}
      sx={{
        display: 'grid',
        columnGap: 3,
        rowGap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 320px' },
        // a phone reads the title, the salary / deadline / place and Apply first (issue 12 defect 6), the details
        // after; a wide screen keeps Apply and the summary in the column beside them
        gridTemplateAreas: {
          xs: '"head" "glance" "apply" "body" "side"',
          md: '"head apply" "body side"',
        },
        alignItems: 'start',
      }}
    >
      <Box sx={{ gridArea: 'head', minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }} id={titleId}>
            {headingLevel === 1 ? (
              <PageTitle titleId="youth_jobs.detail.heading" values={{ title }} />
            ) : (
              <Typography component="h2" variant="h5" gutterBottom>
                {t('youth_jobs.detail.heading', { title })}
              </Typography>
            )}
          </Box>
          {titleAction}
        </Stack>
        <Typography color="text.secondary">
          {company && job.organization_id && companyLink
            ? companyLink(company, job.organization_id)
            : (company ?? t('youth_jobs.card.company_hidden'))}
        </Typography>
        {job.status === 'expired' ? (
          <Chip color="error" label={t('jobs.status.expired')} sx={{ mt: 2 }} />
        ) : null}
      </Box>
      <Box sx={{ gridArea: 'glance', display: { xs: 'block', md: 'none' }, minWidth: 0 }}>
        <JobGlanceFacts job={job} text={text} />
      </Box>
      {apply ? <Box sx={{ gridArea: 'apply', minWidth: 0 }}>{apply}</Box> : null}
      <Box sx={{ gridArea: 'body', minWidth: 0 }}>
        <Section
          level={section}
          title={t('youth_jobs.detail.context')}
          body={text.name({ title: job.job_context, title_en: job.job_context_en })}
        />
        <Section
          level={section}
          title={t('youth_jobs.detail.responsibilities')}
          body={text.name({ title: job.job_responsibilities, title_en: job.job_responsibilities_en })}
        />
        <Requirements job={job} text={text} level={section} />
        <Benefits job={job} text={text} level={section} />
        <HowToApply job={job} text={text} level={section} />
        {job.company_address || job.company_business ? (
          <Block level={section} title={t('youth_jobs.detail.company')}>
            <FactList
              dense
              rows={[
                [t('youth_jobs.detail.address'), job.company_address],
                [t('youth_jobs.detail.business'), job.company_business],
              ]}
            />
          </Block>
        ) : null}
        {job.contact ? (
          <Block level={section} title={t('youth_jobs.detail.contact')}>
            <FactList
              dense
              rows={[
                [
                  t('youth_jobs.detail.contact'),
                  [
                    text.name({ title: job.contact.name, title_en: job.contact.name_en }),
                    job.contact.designation,
                  ]
                    .filter(Boolean)
                    .join(', '),
                ],
                // phone numbers and e-mail addresses stay as written (never run through number formatting)
                [
                  t('youth_jobs.detail.phone'),
                  [job.contact.mobile, job.contact.phone].filter(Boolean).join(', '),
                ],
                [t('youth_jobs.detail.email'), job.contact.email],
              ]}
            />
          </Block>
        ) : null}
      </Box>
      <Stack
        spacing={2}
        component="aside"
        aria-label={t('youth_jobs.detail.summary')}
        sx={{ gridArea: 'side', minWidth: 0 }}
      >
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography component={section} variant="h6" gutterBottom>
            {t('youth_jobs.detail.summary')}
          </Typography>
          <JobSummaryFacts job={job} text={text} />
        </Paper>
      </Stack>
    </Box>
  );
}

/** What a phone shows under the title (issue 12 defect 6): the salary, the deadline and the place. */
function JobGlanceFacts({ job, text }: { job: PublicJobDetail; text: JobText }) {
  return (
    <Box role="group" aria-label={text.t('youth_jobs.detail.glance')}>
      <FactList dense rows={glanceRows(job, text)} />
    </Box>
  );
}

/** The first facts of a job: its salary, the deadline to apply, and where it is. */
function glanceRows(job: PublicJobDetail, text: JobText): [string, ReactNode][] {
  const { t } = text;
  return [
    [t('youth_jobs.detail.salary'), text.salary(job)],
    [t('youth_jobs.detail.deadline'), text.formatDate(job.application_deadline)],
    [
      t('youth_jobs.detail.location'),
      job.job_place_type === JOB_PLACE_TYPE.OUTSIDE_BANGLADESH
        ? t('youth_jobs.detail.outside_bangladesh')
        : text.locations(job),
    ],
  ];
}

/** The job at a glance: salary, deadline, location, publication, vacancies, type, workplace, level, sector, occupation. */
export function JobSummaryFacts({ job, text }: { job: PublicJobDetail; text: JobText }) {
  const { t } = text;
  return (
    <FactList
      dense
      rows={[
        ...glanceRows(job, text),
        [t('youth_jobs.detail.published'), text.formatDate(job.published_at)],
        [
          t('youth_jobs.detail.vacancies'),
          job.no_of_vacancies === null
            ? t('youth_jobs.detail.not_disclosed')
            : text.formatNumber(job.no_of_vacancies),
        ],
        [t('youth_jobs.filter.employment_type'), text.employmentTypes(job)],
        [t('youth_jobs.filter.workplace'), text.workplaces(job)],
        [t('youth_jobs.filter.job_level'), text.jobLevels(job)],
        [t('youth_jobs.detail.sector'), text.name(job.job_sector)],
        [t('youth_jobs.detail.occupation'), text.name(job.occupation)],
      ]}
    />
  );
}

function Requirements({ job, text, level }: { job: PublicJobDetail; text: JobText; level: Level }) {
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

function Benefits({ job, text, level }: { job: PublicJobDetail; text: JobText; level: Level }) {
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

function HowToApply({ job, text, level }: { job: PublicJobDetail; text: JobText; level: Level }) {
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

function Section({ title, body, level }: { title: string; body: string; level: Level }) {
  if (!body) return null;
  return (
    <Block level={level} title={title}>
      <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 1.7 }}>{body}</Typography>
    </Block>
  );
}

function Block({ title, children, level }: { title: string; children: ReactNode; level: Level }) {
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
