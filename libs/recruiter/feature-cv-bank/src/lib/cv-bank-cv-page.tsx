import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import type { YouthPublicProfile } from '@platform/contract';
import { useApiClient } from '@platform/api-client';
import { DownloadButton, LoadErrorAlert, PageTitle, useTranslate } from '@platform/ui';
import { PublicCv, useCvLanguage } from '@platform/ui-cv';
import { useCvBankCv, useCvBankPdf } from './cv-bank-data';

/** Fetches the PDF the gateway draws (ADR 0052) in the youth's template and the UI's language, and saves it. */
function DownloadPdf({ publicId }: { publicId: string }) {
  const lang = useCvLanguage();
  const fetchPdf = useCvBankPdf();
  return (
    <DownloadButton
      fetchFile={() => fetchPdf(publicId, lang)}
      labelId="cv_bank.cv.download"
      busyId="cv_bank.cv.downloading"
      doneId="cv_bank.cv.downloaded"
      failedId="cv_bank.cv.download_failed"
      sx={{ flexShrink: 0 }}
    />
  );
}

function Cv({ profile }: { profile: YouthPublicProfile }) {
  const t = useTranslate();
  const gateway = useApiClient().baseURL;
  return (
    <Stack spacing={2}>
      <PublicCv profile={profile} gateway={gateway} action={<DownloadPdf publicId={profile.public_id} />} />
      <Typography variant="body2" color="text.secondary">
        {t('cv_bank.cv.hidden_note')}
      </Typography>
    </Stack>
  );
}

/** `/cv-bank/{publicId}`: one CV of the CV bank — the youth's public CV (hidden parts absent) and its PDF. */
export function CvBankCvPage() {
  const t = useTranslate();
  const { publicId } = useParams();
  const location = useLocation();
  const search = (location.state as { search?: unknown } | null)?.search;
  const back = typeof search === 'string' && search ? `/cv-bank?${search}` : '/cv-bank';
  const { data, error, isLoading, mutate } = useCvBankCv(publicId);
  let body: ReactNode;
  if (data) body = <Cv profile={data} />;
  else if (error && !isLoading) {
    body = (
      <>
        <PageTitle titleId="cv_bank.cv.title" />
        {error.status === 404 ? (
          <Alert severity="info">{t('cv_bank.cv.not_found')}</Alert>
        ) : (
          <LoadErrorAlert
            messageId="cv_bank.cv.load_error"
            retryId="cv_bank.results.retry"
            onRetry={() => void mutate()}
            mb={0}
          />
        )}
      </>
    );
  } else body = <CircularProgress aria-label={t('common.loading')} />;
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Button component={RouterLink} to={back} startIcon={<ArrowBackOutlined />} sx={{ mb: 2 }}>
        {t('cv_bank.cv.back')}
      </Button>
      {body}
    </Container>
  );
}
