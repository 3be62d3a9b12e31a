import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SERVICE_TYPE, type PublicJobSummary } from '@platform/contract';
import { useJobText } from '@platform/jobs-ui-job-detail';

export interface JobCardProps {
  job: PublicJobSummary;
  /** The heading level of the job title within its page (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** An action beside the title (the favourite toggle), supplied by the feature. */
  action?: ReactNode;
  /** More lines under the job (an application's status on /my-jobs). */
  footer?: ReactNode;
  /** Render as a list item (inside a `ul`). */
  listItem?: boolean;
}

/**
 * One job in a list: title (the link to its page), company or "not disclosed", salary per its display setting,
 * location, employment type and the deadline, numbers and dates in the reader's digits.
 */
export function JobCard({ job, headingLevel = 3, action, footer, listItem = true }: JobCardProps) {
  const text = useJobText();
  const title = text.jobTitle(job);
  const company = text.company(job);
  const expired = job.status === 'expired';
  return (
    <Card
      component={listItem ? 'li' : 'article'}
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography
              component={`h${headingLevel}`}
              variant="h6"
              sx={{ lineHeight: 1.5, overflowWrap: 'anywhere' }}
            >
              <Link component={RouterLink} to={`/jobs/${job.id}`} underline="hover">
                {title}
              </Link>
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.6 }}>
              {company ?? text.t('youth_jobs.card.company_hidden')}
            </Typography>
          </Box>
          {action}
        </Stack>
        <Stack component="dl" spacing={0.5} sx={{ mt: 1.5, mb: 0, '& dd': { m: 0 } }}>
          <Line label={text.t('youth_jobs.detail.salary')}>{text.salary(job)}</Line>
          <Line label={text.t('youth_jobs.detail.location')}>{text.locations(job)}</Line>
          {job.employment_types.length ? (
            <Line label={text.t('youth_jobs.filter.employment_type')}>{text.employmentTypes(job)}</Line>
          ) : null}
        </Stack>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ mt: 1.5, flexWrap: 'wrap', alignItems: 'center' }}
        >
          <Typography variant="body2" color={expired ? 'error' : 'text.primary'} sx={{ fontWeight: 500 }}>
            {expired
              ? text.t('youth_jobs.card.expired')
              : text.t('youth_jobs.card.deadline', { date: text.formatDate(job.application_deadline) })}
          </Typography>
          {job.service_type === SERVICE_TYPE.STAND_OUT_PREMIUM ? (
            <Tag colour="secondary" filled>
              {text.t('youth_jobs.card.featured')}
            </Tag>
          ) : null}
          {job.association_badge ? (
            <Tag colour="success">
              {text.t('youth_jobs.card.association_badge', { association: text.name(job.association_badge) })}
            </Tag>
          ) : null}
        </Stack>
        {footer}
      </CardContent>
    </Card>
  );
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}:
      </Typography>
      <Typography component="dd" variant="body2">
        {children}
      </Typography>
    </Box>
  );
}

/**
 * A small chip's look (MUI's Chip, size small: 24 px high, round ends, 13 px text; filled or outlined) for a card's
 * non-interactive tags, without the Chip module (~2.8 KB gzip of the home's and /jobs' first visit; issue 13).
 */
function Tag({
  colour,
  filled = false,
  children,
}: {
  colour: 'secondary' | 'success';
  filled?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        maxWidth: '100%',
        height: 24,
        px: '7px',
        borderRadius: '12px',
        border: 1,
        borderColor: `${colour}.main`,
        bgcolor: filled ? `${colour}.main` : 'transparent',
        color: filled ? `${colour}.contrastText` : `${colour}.main`,
        fontSize: '0.8125rem',
        lineHeight: 1.5,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
      }}
    >
      {children}
    </Box>
  );
}
