import Alert from '@mui/material/Alert';
import { useRouteId } from '@platform/api-client';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AttemptResult } from '@platform/contract';
import {
  usePayJobAssessment,
  useStartJobAssessment,
  useYouthJobAssessment,
} from '@platform/exams-data-access';
import { AssessmentFee, ResultSummary } from '@platform/exams-ui';
import {
  ContentLoader,
  LoadErrorAlert,
  PageTitle,
  useLocale,
  useLocalName,
  useToast,
  useTranslate,
} from '@platform/ui';
import { ExamRulesSection } from './exam-rules-section';
import { ExamRunnerView } from './exam-runner';

/**
 * /job-assessment/{id} (spec §2 assessment portal): the invitation's rules, then the runner; a reload or another
 * device resumes the open attempt (the gateway's copy plus this device's journal); after the end, the result. A paid
 * test shows its fee and Pay before Start (ADR 0070 "Paid assessments").
 */
export function JobAssessmentPage() {
  const t = useTranslate();
  const toast = useToast();
  const local = useLocalName();
  const id = useRouteId() ?? 0;
  const invitation = useYouthJobAssessment(id > 0 ? id : null);
  const start = useStartJobAssessment();
  const payment = usePayJobAssessment();
  const { locale } = useLocale();
  const [attemptId, setAttemptId] = useState<number | null>(null);
  const [result, setResult] = useState<AttemptResult | null>(null);
  const data = invitation.data;

  async function begin() {
    try {
      const paper = await start.trigger({ params: { id } });
      setAttemptId(paper.attempt_id);
    } catch (error) {
      toast.error(error);
    }
  }

  async function pay() {
    try {
      await payment.pay(id, locale);
    } catch (error) {
      toast.error(error);
    }
  }

  let body: React.ReactNode;
  if (invitation.error)
    body = <LoadErrorAlert messageId="assessments.job.load_error" onRetry={() => void invitation.mutate()} />;
  else if (!data) body = <ContentLoader />;
  else if (result || data.participation === 'already_participated') {
    const shown = result ?? data.result;
    body = shown ? <ResultSummary result={shown} /> : <ContentLoader />;
  } else if (attemptId !== null || data.participation === 'in_progress') {
    body = (
      <ExamRunnerView
        attemptId={attemptId ?? (data.attempt_id as number)}
        onSubmitted={(r) => {
          setResult(r);
          void invitation.mutate();
        }}
      />
    );
  } else if (data.participation === 'exam_not_started') {
    body = (
      <ExamRulesSection
        durationMinutes={data.duration_minutes + data.extra_minutes}
        questions={data.number_of_questions}
        totalMarks={data.total_marks}
        passMarks={data.pass_marks}
        startLabelId="assessments.rules.start"
        busy={start.isMutating}
        onStart={() => void begin()}
        // a paid test: the fee and Pay first; Start once the gateway knows it is paid
        beforeStart={
          <AssessmentFee
            fee={data.fee}
            paid={data.fee_paid}
            busy={payment.isMutating}
            onPay={() => void pay()}
          />
        }
        canStart={data.fee_paid}
      />
    );
  } else
    body = (
      <Alert severity="info">
        {t('assessments.job.not_open', { state: t(`assessments.participation.${data.participation}`) })}
      </Alert>
    );

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 900, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageTitle titleId="assessments.job.title" />
      {data && (
        <Box>
          <Typography component="p" variant="h6">
            {local(data.title, data.title_en)}
          </Typography>
          <Typography color="text.secondary">
            {t('assessments.job.for_job', {
              job: local(data.job_title, data.job_title_en),
              company: local(data.company ?? '', data.company_en),
            })}
          </Typography>
          {data.purpose && <Typography sx={{ mt: 1 }}>{local(data.purpose, data.purpose_en)}</Typography>}
        </Box>
      )}
      {body}
    </Box>
  );
}
