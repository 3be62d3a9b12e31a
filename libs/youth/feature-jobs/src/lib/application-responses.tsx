import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import {
  APPLICATION_STATUS,
  INTERVIEW_KIND,
  type CandidateResponse,
  type JobApplication,
  type YouthInterview,
  type YouthJobOffer,
} from '@platform/contract';
import { ConfirmDialog, PaperSection, useToast } from '@platform/ui';
import {
  useAcceptJobOffer,
  useAnswerInterview,
  useRejectJobOffer,
  useYouthInterview,
  useYouthJobOffers,
} from '@platform/youth-data-access-jobs';
import { useJobText, type JobText } from '@platform/youth-ui-jobs';
import { InterviewAnswers } from './interview-answers';
import { Facts, interviewWhen, roomLinkOf } from './interview-facts';

/*
 * The youth's answers on /my-jobs (spec §4 candidate responses, §7 interview, interview-candidate-status, job-offers;
 * ADR 0065): an interview invitation (32) shows its schedule with Accept / Reschedule / Reject, a confirmed one (33)
 * still lets the youth ask for another time or decline; an offer (41) shows its terms with Accept / Reject. Every
 * answer is confirmed first; the gateway's refusal is shown as it words it.
 */

const INTERVIEW_STATUSES: readonly number[] = [
  APPLICATION_STATUS.INTERVIEW_INVITATION_SENT,
  APPLICATION_STATUS.INTERVIEW_INVITATION_CONFIRMED,
];
const OFFER_STATUSES: readonly number[] = [
  APPLICATION_STATUS.OFFER_LETTER_SENT,
  APPLICATION_STATUS.OFFER_ACCEPTED,
];

/** The interview or offer panel an application needs at its status, or nothing. */
export function ApplicationResponses({
  application,
  jobTitle,
}: {
  application: JobApplication;
  jobTitle: string;
}) {
  if (INTERVIEW_STATUSES.includes(application.status))
    return <InterviewPanel application={application} jobTitle={jobTitle} />;
  if (OFFER_STATUSES.includes(application.status))
    return <OfferPanel application={application} jobTitle={jobTitle} />;
  return null;
}

function Panel({ titleId, children }: { titleId: string; children: ReactNode }) {
  const { t } = useJobText();
  return (
    <PaperSection title={t(titleId)} headingLevel="h3" headingVariant="subtitle1" sx={{ p: 1.5, mt: 2 }}>
      {children}
    </PaperSection>
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Interview
// ---------------------------------------------------------------------------------------------------------------

function InterviewPanel({ application, jobTitle }: { application: JobApplication; jobTitle: string }) {
  const text = useJobText();
  const { t } = text;
  const toast = useToast();
  const { data: interview, error } = useYouthInterview(application.job_id);
  const answer = useAnswerInterview();
  const [refusal, setRefusal] = useState<string | null>(null);

  if (!interview) {
    return error ? (
      <Panel titleId="job_pipeline.youth.interview">
        <Typography variant="body2" color="error">
          {t('job_alerts.interview.load_failed')}
        </Typography>
      </Panel>
    ) : null;
  }
  const when = interviewWhen(text, interview);
  const send = async (response: CandidateResponse, note?: string) => {
    setRefusal(null);
    try {
      await answer.trigger({
        params: { id: application.job_id },
        body: { response, ...(note ? { note } : {}) },
      });
      toast.success(`job_pipeline.success.response_${response}`);
    } catch (e) {
      setRefusal(e instanceof Error ? e.message : 'errors.general');
    }
  };

  return (
    <Panel titleId="job_pipeline.youth.interview">
      <Facts dense rows={interviewRows(text, interview, when)} />
      {refusal ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {t(refusal)}
        </Alert>
      ) : null}
      <InterviewAnswers
        job={jobTitle}
        when={when}
        canAccept={interview.status === APPLICATION_STATUS.INTERVIEW_INVITATION_SENT}
        busy={answer.isMutating}
        size="small"
        onAnswer={send}
      />
    </Panel>
  );
}

function interviewRows(text: JobText, interview: YouthInterview, when: string): [string, ReactNode][] {
  const { t } = text;
  const rows: [string, ReactNode][] = [
    [t('job_alerts.interview.when'), when],
    [t('job_alerts.interview.kind'), t(`job_pipeline.kind.${interview.kind}`)],
  ];
  if (interview.kind === INTERVIEW_KIND.PHYSICAL && interview.venue)
    rows.push([t('job_alerts.interview.venue'), interview.venue]);
  const room = interview.kind === INTERVIEW_KIND.ONLINE ? roomLinkOf(interview.video_link) : null;
  if (room) {
    rows.push([
      t('job_alerts.interview.video_link'),
      <Link key="link" href={room} target="_blank" rel="noopener noreferrer">
        {t('job_alerts.interview.join')}
      </Link>,
    ]);
  }
  rows.push([
    t('job_pipeline.youth.respond'),
    t(interview.response ? `job_pipeline.response.${interview.response}` : 'job_pipeline.response.none'),
  ]);
  if (interview.response_note) rows.push([t('job_pipeline.response.note'), interview.response_note]);
  return rows;
}

// ---------------------------------------------------------------------------------------------------------------
// Offer
// ---------------------------------------------------------------------------------------------------------------

function OfferPanel({ application, jobTitle }: { application: JobApplication; jobTitle: string }) {
  const text = useJobText();
  const { t } = text;
  const toast = useToast();
  const { data } = useYouthJobOffers(true);
  const accept = useAcceptJobOffer();
  const reject = useRejectJobOffer();
  const [asking, setAsking] = useState<'accept' | 'reject' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const offer: YouthJobOffer | undefined = data?.data.find((o) => o.application_id === application.id);
  if (!offer) return null;
  const open = offer.status === APPLICATION_STATUS.OFFER_LETTER_SENT;
  const busy = accept.isMutating || reject.isMutating;
  const values = {
    job: jobTitle,
    salary: text.taka(offer.salary),
    date: text.formatDate(offer.joining_date),
  };
  const send = async (what: 'accept' | 'reject') => {
    setRefusal(null);
    try {
      await (what === 'accept' ? accept : reject).trigger({
        params: { applicationId: offer.application_id },
      });
      toast.success(
        what === 'accept' ? 'job_pipeline.success.offer_accepted' : 'job_pipeline.success.offer_rejected',
      );
    } catch (e) {
      setRefusal(e instanceof Error ? e.message : 'errors.general');
    }
    setAsking(null);
  };
  const rows: [string, ReactNode][] = [
    [t('job_alerts.offer.salary'), text.taka(offer.salary)],
    [t('job_pipeline.offer.joining_date'), text.formatDate(offer.joining_date)],
  ];
  if (offer.message) rows.push([t('job_alerts.offer.message'), offer.message]);
  return (
    <Panel titleId="job_pipeline.offer.title">
      <Facts dense rows={rows} />
      {refusal ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {t(refusal)}
        </Alert>
      ) : null}
      {open ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
          <Button size="small" variant="contained" onClick={() => setAsking('accept')} disabled={busy}>
            {t('job_alerts.offer.accept')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            color="error"
            onClick={() => setAsking('reject')}
            disabled={busy}
          >
            {t('job_alerts.offer.reject')}
          </Button>
        </Stack>
      ) : null}
      <ConfirmDialog
        open={asking === 'accept'}
        titleId="job_alerts.offer.accept_title"
        messageId="job_alerts.offer.accept_body"
        messageValues={values}
        confirmLabelId="job_alerts.offer.accept"
        loading={busy}
        onConfirm={() => void send('accept')}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'reject'}
        titleId="job_alerts.offer.reject_title"
        messageId="job_alerts.offer.reject_body"
        messageValues={values}
        confirmLabelId="job_alerts.offer.reject"
        destructive
        loading={busy}
        onConfirm={() => void send('reject')}
        onCancel={() => setAsking(null)}
      />
    </Panel>
  );
}
