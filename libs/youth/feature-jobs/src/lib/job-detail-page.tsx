import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { useAuth } from '@platform/auth';
import { JOB_PLACE_TYPE, RESUME_RECEIVING_OPTION, type PublicJobDetail } from '@platform/contract';
import { ContentLoader, LoadErrorAlert, PageTitle, useToast } from '@platform/ui';
import { useApplicationStatus, useExpectedSalary, usePublicJob } from '@platform/youth-data-access-jobs';
import { useJobText, type JobText } from '@platform/youth-ui-jobs';
import { ApplyDialog } from './apply-dialog';
import { FavouriteButton } from './favourite-button';

/** /jobs/{id} (spec §2): the job as its recruiter chose to show it, the youth's application, apply and favourite. */
export function JobDetailPage() {
  const { id } = useParams();
  const jobId = Number(id);
  const valid = Number.isInteger(jobId) && jobId > 0;
  const { data, error, isLoading, mutate } = usePublicJob(valid ? jobId : null);
  const { t } = useJobText();
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Link component={RouterLink} to="/jobs" sx={{ display: 'inline-block', mb: 2 }}>
        {t('youth_jobs.detail.back')}
      </Link>
      {data ? (
        <JobDetail job={data} />
      ) : !valid || error?.status === 404 ? (
        <>
          <PageTitle titleId="youth_jobs.detail.title" />
          <Alert severity="info">{t('youth_jobs.detail.not_found')}</Alert>
        </>
      ) : error && !isLoading ? (
        <LoadErrorAlert
          messageId="youth_jobs.detail.load_failed"
          retryId="youth_jobs.search.retry"
          mb={0}
          onRetry={() => void mutate()}
        />
      ) : (
        <ContentLoader />
      )}
    </Container>
  );
}

function JobDetail({ job }: { job: PublicJobDetail }) {
  const text = useJobText();
  const { t } = text;
  const title = text.jobTitle(job);
  const company = text.company(job);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: '1fr 320px' },
        alignItems: 'start',
      }}
    >
      <Box component="article" aria-labelledby="job-title" sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ flexGrow: 1 }} id="job-title">
            <PageTitle titleId="youth_jobs.detail.heading" values={{ title }} />
          </Box>
          <FavouriteButton jobId={job.id} title={title} />
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {company && job.organization_id ? (
            <Link
              component={RouterLink}
              to={`/company/${job.organization_id}`}
              aria-label={t('youth_jobs.detail.company_link', { company })}
            >
              {company}
            </Link>
          ) : (
            (company ?? t('youth_jobs.card.company_hidden'))
          )}
        </Typography>
        {job.status === 'expired' ? (
          <Chip color="error" label={t('jobs.status.expired')} sx={{ mb: 2 }} />
        ) : null}

        <Section
          title={t('youth_jobs.detail.context')}
          body={text.name({ title: job.job_context, title_en: job.job_context_en })}
        />
        <Section
          title={t('youth_jobs.detail.responsibilities')}
          body={text.name({ title: job.job_responsibilities, title_en: job.job_responsibilities_en })}
        />
        <Requirements job={job} text={text} />
        <Benefits job={job} text={text} />
        <HowToApply job={job} text={text} />
        {job.company_address || job.company_business ? (
          <Block title={t('youth_jobs.detail.company')}>
            <Facts
              rows={[
                [t('youth_jobs.detail.address'), job.company_address],
                [t('youth_jobs.detail.business'), job.company_business],
              ]}
            />
          </Block>
        ) : null}
        {job.contact ? (
          <Block title={t('youth_jobs.detail.contact')}>
            <Facts
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
      <Stack spacing={2} component="aside" aria-label={t('youth_jobs.detail.summary')}>
        <ApplyPanel job={job} title={title} />
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography component="h2" variant="h6" gutterBottom>
            {t('youth_jobs.detail.summary')}
          </Typography>
          <Facts
            rows={[
              [t('youth_jobs.detail.salary'), text.salary(job)],
              [t('youth_jobs.detail.deadline'), text.formatDate(job.application_deadline)],
              [t('youth_jobs.detail.published'), text.formatDate(job.published_at)],
              [
                t('youth_jobs.detail.vacancies'),
                job.no_of_vacancies === null
                  ? t('youth_jobs.detail.not_disclosed')
                  : text.formatNumber(job.no_of_vacancies),
              ],
              [
                t('youth_jobs.detail.location'),
                job.job_place_type === JOB_PLACE_TYPE.OUTSIDE_BANGLADESH
                  ? t('youth_jobs.detail.outside_bangladesh')
                  : text.locations(job),
              ],
              [t('youth_jobs.filter.employment_type'), text.employmentTypes(job)],
              [t('youth_jobs.filter.workplace'), text.workplaces(job)],
              [t('youth_jobs.filter.job_level'), text.jobLevels(job)],
              [t('youth_jobs.detail.sector'), text.name(job.job_sector)],
              [t('youth_jobs.detail.occupation'), text.name(job.occupation)],
            ]}
          />
        </Paper>
      </Stack>
    </Box>
  );
}

/** Apply, the application's status, or why not (signed out, not a youth, deadline passed). */
function ApplyPanel({ job, title }: { job: PublicJobDetail; title: string }) {
  const text = useJobText();
  const { t } = text;
  const toast = useToast();
  const location = useLocation();
  const { user, flags, signIn } = useAuth();
  const youth = Boolean(user) && flags.isYouthUser;
  const status = useApplicationStatus(youth ? job.id : null);
  const canApply = youth && job.status !== 'expired' && !status.data && !status.isLoading;
  const expectedSalary = useExpectedSalary(canApply);
  const [open, setOpen] = useState(false);
  const application = status.data ?? null;
  const mandatory = job.mandatory_criteria.map((c) => t(`jobs.criterion.${c}`));

  let body: ReactNode;
  if (application) {
    body = (
      <Alert severity="success" role="status">
        {t('youth_jobs.apply.applied_on', { date: text.formatDate(application.applied_at) })}{' '}
        {t('youth_jobs.apply.status', { status: t(`jobs.application_status.${application.status}`) })}
      </Alert>
    );
  } else if (job.status === 'expired') {
    body = <Alert severity="info">{t('youth_jobs.apply.closed')}</Alert>;
  } else if (!user) {
    body = (
      <Button variant="contained" fullWidth onClick={() => void signIn(location.pathname)}>
        {t('youth_jobs.apply.sign_in')}
      </Button>
    );
  } else if (!youth) {
    body = <Alert severity="info">{t('youth_jobs.apply.youth_only')}</Alert>;
  } else {
    body = (
      <Button variant="contained" fullWidth onClick={() => setOpen(true)} disabled={status.isLoading}>
        {t('youth_jobs.apply.button')}
      </Button>
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        {body}
        {mandatory.length && !application ? (
          <Typography variant="body2" color="text.secondary">
            {t('youth_jobs.detail.mandatory', { criteria: mandatory.join(', ') })}
          </Typography>
        ) : null}
      </Stack>
      {open ? (
        <ApplyDialog
          jobId={job.id}
          title={title}
          expectedSalary={expectedSalary}
          onClose={() => setOpen(false)}
          onApplied={(applied) => {
            setOpen(false);
            void status.mutate(applied, { revalidate: false });
            toast.success('jobs.success.applied');
          }}
        />
      ) : null}
    </Paper>
  );
}

function Requirements({ job, text }: { job: PublicJobDetail; text: JobText }) {
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
    <Block title={t('youth_jobs.detail.requirements')}>
      <Facts rows={rows} />
      {notes.map((n) => (
        <Typography key={n} variant="body2" sx={{ mt: 1 }}>
          {n}
        </Typography>
      ))}
    </Block>
  );
}

function Benefits({ job, text }: { job: PublicJobDetail; text: JobText }) {
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
    <Block title={t('youth_jobs.detail.benefits')}>
      <Facts rows={rows} />
    </Block>
  );
}

function HowToApply({ job, text }: { job: PublicJobDetail; text: JobText }) {
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
    <Block title={t('youth_jobs.detail.how_to_apply')}>
      {lines.map((l) => (
        <Typography key={l} sx={{ whiteSpace: 'pre-line', lineHeight: 1.7 }}>
          {l}
        </Typography>
      ))}
    </Block>
  );
}

function Section({ title, body }: { title: string; body: string }) {
  if (!body) return null;
  return (
    <Block title={title}>
      <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 1.7 }}>{body}</Typography>
    </Block>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      {children}
      <Divider sx={{ mt: 2 }} />
    </Box>
  );
}

/** Label–value rows as a description list; empty values are left out. */
function Facts({ rows }: { rows: [string, ReactNode][] }) {
  const shown = rows.filter(([, v]) => v !== null && v !== undefined && v !== '');
  if (shown.length === 0) return null;
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(120px, auto) 1fr', columnGap: 2, rowGap: 1 }}
    >
      {shown.map(([label, value], i) => (
        <Box key={`${label}-${i}`} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-line' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
