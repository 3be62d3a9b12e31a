import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { useApiClient } from '@platform/api-client';
import { RequirePermission } from '@platform/auth';
import { YOUTH_ADMIN_PERMISSIONS, type YouthPublicProfile } from '@platform/contract';
import { DownloadButton, LoadErrorAlert, PageTitle, useTranslate } from '@platform/ui';
import { PublicCv, useCvLanguage } from '@platform/ui-cv';
import { useYouthCv, useYouthCvPdf } from '@platform/admin-data-access-users';

export function YouthRoute() {
  return (
    <RequirePermission keys={[YOUTH_ADMIN_PERMISSIONS.viewAnyYouth]}>
      <YouthPage />
    </RequirePermission>
  );
}

/** The PDF the gateway draws (ADR 0052) in the youth's template and the UI's language, saved by the browser. */
function DownloadPdf({ id }: { id: number }) {
  const lang = useCvLanguage();
  const fetchPdf = useYouthCvPdf();
  return (
    <DownloadButton
      fetchFile={() => fetchPdf(id, lang)}
      labelId="admin_youths.profile.download"
      busyId="admin_youths.profile.downloading"
      doneId="admin_youths.profile.downloaded"
      failedId="admin_youths.profile.download_failed"
      sx={{ flexShrink: 0 }}
    />
  );
}

function Cv({ id, profile }: { id: number; profile: YouthPublicProfile }) {
  const t = useTranslate();
  const gateway = useApiClient().baseURL;
  return (
    <Stack spacing={2}>
      <PublicCv profile={profile} gateway={gateway} action={<DownloadPdf id={id} />} />
      <Typography variant="body2" color="text.secondary">
        {t('admin_youths.profile.hidden_note')}
      </Typography>
    </Stack>
  );
}

/** `/youths/{id}`: one youth's profile as the public CV shows it (hidden sections absent) and its PDF. */
export function YouthPage() {
  const t = useTranslate();
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const location = useLocation();
  const search = (location.state as { search?: unknown } | null)?.search;
  const back = typeof search === 'string' && search ? `/youths?${search}` : '/youths';
  const { data, error, isLoading, mutate } = useYouthCv(valid ? id : null);
  let body: ReactNode;
  if (data) body = <Cv id={id} profile={data} />;
  else if (!valid || (error && !isLoading)) {
    body = (
      <>
        <PageTitle titleId="admin_youths.profile.title" />
        {!valid || error?.status === 404 ? (
          <Alert severity="info">{t('admin_youths.profile.not_found')}</Alert>
        ) : (
          <LoadErrorAlert
            messageId="admin_youths.profile.load_error"
            retryId="admin_youths.profile.retry"
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
        {t('admin_youths.profile.back')}
      </Button>
      {body}
    </Container>
  );
}
