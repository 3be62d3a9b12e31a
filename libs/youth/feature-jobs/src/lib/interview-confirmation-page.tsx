import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { isApiError } from '@platform/api-client';
import {
  APPLICATION_STATUS,
  INTERVIEW_KIND,
  type CandidateInterviewConfirmation,
  type CandidateResponse,
} from '@platform/contract';
import { ContentLoader, LoadErrorAlert, PageTitle } from '@platform/ui';
import { useConfirmInterview, useInterviewConfirmation } from '@platform/youth-data-access-jobs';
import { useJobText, type JobText } from '@platform/youth-ui-jobs';
import { InterviewAnswers } from './interview-answers';
import { Facts, interviewWhen, roomLinkOf } from './interview-facts';

/** The message id of a failed call: an unknown or superseded token (404) is "this link is not valid". */
export function linkErrorOf(error: unknown, invalidId: string): string {
  if (isApiError(error)) return error.status === 404 ? invalidId : error.message;
  return 'errors.general';
}

/**
 * `/candidate-interview-confirmation?token=…` (spec §7 public jobs/candidate-interview-confirmation; ADR 0063): the
 * page the candidate's invitation e-mail/SMS links to. No sign-in: the token is the key. Shows the interview and lets
 * the candidate accept (32 → 33), ask for another time with a note, or decline (32/33 → 34), each confirmed first;
 * the gateway's answer (success, or its refusal) is shown on the page.
 */
export function InterviewConfirmationPage() {
  const { t } = useJobText();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <PageTitle titleId="youth_links.confirmation.title" />
      {token ? (
        <Invitation token={token} />
      ) : (
        <Alert severity="warning">{t('youth_links.link.no_token')}</Alert>
      )}
    </Container>
  );
}

function Invitation({ token }: { token: string }) {
  const text = useJobText();
  const { t } = text;
  const { data, error, isLoading, mutate } = useInterviewConfirmation(token);
  const answer = useConfirmInterview();
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; id: string } | null>(null);

  if (!data) {
    if (error) {
      return error.status === 404 ? (
        <InvalidLink />
      ) : (
        <LoadErrorAlert messageId="youth_links.confirmation.load_failed" onRetry={() => void mutate()} />
      );
    }
    return isLoading ? <ContentLoader /> : null;
  }

  const job = text.jobTitle(data);
  const when = interviewWhen(text, data);
  const answerable =
    data.status === APPLICATION_STATUS.INTERVIEW_INVITATION_SENT ||
    data.status === APPLICATION_STATUS.INTERVIEW_INVITATION_CONFIRMED;
  const send = async (response: CandidateResponse, note?: string) => {
    setOutcome(null);
    try {
      const next = await answer.trigger({ body: { token, response, ...(note ? { note } : {}) } });
      await mutate(next, { revalidate: false });
      setOutcome({ severity: 'success', id: `job_pipeline.success.response_${response}` });
    } catch (e) {
      setOutcome({ severity: 'error', id: linkErrorOf(e, 'youth_links.confirmation.invalid_link') });
    }
  };

  return (
    <>
      <Typography sx={{ mb: 2 }}>{t('youth_links.confirmation.intro')}</Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Facts rows={confirmationRows(text, data, when)} />
      </Paper>
      {outcome ? (
        <Alert
          severity={outcome.severity}
          role={outcome.severity === 'error' ? 'alert' : 'status'}
          sx={{ mt: 2 }}
        >
          {t(outcome.id)}
        </Alert>
      ) : null}
      {answerable ? (
        <InterviewAnswers
          job={job}
          when={when}
          canAccept={data.status === APPLICATION_STATUS.INTERVIEW_INVITATION_SENT}
          busy={answer.isMutating}
          onAnswer={send}
        />
      ) : (
        <Alert severity="info" sx={{ mt: 2 }} action={<MyJobsButton />}>
          {t('youth_links.confirmation.closed')}
        </Alert>
      )}
    </>
  );
}

function confirmationRows(
  text: JobText,
  data: CandidateInterviewConfirmation,
  when: string,
): [string, ReactNode][] {
  const { t } = text;
  const rows: [string, ReactNode][] = [[t('youth_links.confirmation.job'), text.jobTitle(data)]];
  const company = text.company(data);
  if (company) rows.push([t('youth_links.confirmation.company'), company]);
  rows.push(
    [t('youth_links.confirmation.schedule'), data.title],
    [t('job_alerts.interview.when'), when],
    [t('job_alerts.interview.kind'), t(`job_pipeline.kind.${data.kind}`)],
  );
  if (data.kind === INTERVIEW_KIND.PHYSICAL && data.venue)
    rows.push([t('job_alerts.interview.venue'), data.venue]);
  const room = data.kind === INTERVIEW_KIND.ONLINE ? roomLinkOf(data.video_link) : null;
  if (room) {
    rows.push([
      t('job_alerts.interview.video_link'),
      <Link key="room" href={room} target="_blank" rel="noopener noreferrer">
        {t('job_alerts.interview.join')}
      </Link>,
    ]);
  }
  rows.push(
    [t('youth_links.confirmation.status'), t(`jobs.application_status.${data.status}`)],
    [
      t('job_pipeline.youth.respond'),
      t(data.response ? `job_pipeline.response.${data.response}` : 'job_pipeline.response.none'),
    ],
  );
  return rows;
}

function MyJobsButton() {
  const { t } = useJobText();
  return (
    <Button component={RouterLink} to="/my-jobs" color="inherit" size="small">
      {t('youth_links.confirmation.my_jobs')}
    </Button>
  );
}

function InvalidLink() {
  const { t } = useJobText();
  return (
    <Alert severity="error" action={<MyJobsButton />}>
      {t('youth_links.confirmation.invalid_link')}
    </Alert>
  );
}
