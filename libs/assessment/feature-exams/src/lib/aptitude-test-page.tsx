import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAptitudeStatus, useStartAptitudeTest } from '@platform/exams-data-access';
import {
  ContentLoader,
  LoadErrorAlert,
  PageTitle,
  useFormatters,
  useToast,
  useTranslate,
} from '@platform/ui';
import { ExamRulesSection } from './exam-rules-section';
import { ExamRunnerView } from './exam-runner';

/**
 * /aptitude-test (spec §2 assessment portal; §7 aptitude-tests): what the test is, then the runner; once per youth.
 * A reload resumes the open attempt; after the end the result page.
 */
export function AptitudeTestPage() {
  const t = useTranslate();
  const toast = useToast();
  const navigate = useNavigate();
  const { formatNumber } = useFormatters();
  const status = useAptitudeStatus();
  const start = useStartAptitudeTest();
  const [attemptId, setAttemptId] = useState<number | null>(null);
  const data = status.data;

  async function begin() {
    try {
      setAttemptId((await start.trigger()).attempt_id);
    } catch (error) {
      toast.error(error);
    }
  }

  let body: React.ReactNode;
  if (status.error)
    body = (
      <LoadErrorAlert messageId="assessments.aptitude.load_error" onRetry={() => void status.mutate()} />
    );
  else if (!data) body = <ContentLoader />;
  else if (attemptId !== null || data.participation === 'in_progress')
    body = (
      <ExamRunnerView
        attemptId={attemptId ?? (data.attempt_id as number)}
        onSubmitted={() => {
          void status.mutate();
          navigate('/aptitude-test-result');
        }}
      />
    );
  else if (data.has_attended_assessment)
    body = <Alert severity="info">{t('assessments.errors.already_participated')}</Alert>;
  else if (!data.info.configured)
    body = <Alert severity="info">{t('assessments.aptitude.not_configured')}</Alert>;
  else {
    const pass = Math.ceil((data.info.questions * data.info.pass_percentage) / 100);
    body = (
      <>
        <Box component="section" aria-labelledby="aptitude-areas">
          <Typography id="aptitude-areas" component="h2" variant="h6">
            {t('assessments.aptitude.areas')}
          </Typography>
          <Box component="ul" sx={{ pl: 3 }}>
            {data.info.areas.map((a) => (
              <li key={a.assessment_area}>
                {t('assessments.aptitude.area_count', {
                  area: t(`assessments.area.${a.assessment_area}`),
                  count: formatNumber(a.question_count),
                })}
              </li>
            ))}
          </Box>
        </Box>
        <ExamRulesSection
          durationMinutes={data.info.duration_minutes}
          questions={data.info.questions}
          totalMarks={data.info.questions}
          passMarks={pass}
          startLabelId="assessments.rules.start"
          busy={start.isMutating}
          onStart={() => void begin()}
        />
      </>
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 900, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageTitle titleId="assessments.aptitude.title" />
      {attemptId === null && data?.participation !== 'in_progress' && (
        <Typography>{t('assessments.aptitude.intro')}</Typography>
      )}
      {body}
    </Box>
  );
}
