import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import type { PublicJobDetail } from '@platform/contract';
import { FactList, PageTitle } from '@platform/ui';
import { JobGlanceFacts, JobSummaryFacts } from './job-facts';
import { Benefits, Block, HowToApply, type Level, Requirements, Section } from './job-sections';
import { useJobText } from './use-job-text';

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
        {job.association_badge ? (
          <Chip
            color="success"
            variant="outlined"
            label={t('youth_jobs.card.association_badge', { association: text.name(job.association_badge) })}
            sx={{ mt: 1 }}
          />
        ) : null}
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
