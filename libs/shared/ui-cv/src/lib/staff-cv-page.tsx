import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { CvLanguage, YouthPublicProfile } from '@platform/contract';
import { DownloadButton, type DownloadedFile, LoadErrorAlert, PageTitle, useTranslate } from '@platform/ui';
import { PublicCv } from './public-cv';
import { useCvLanguage } from './use-cv-document';

export interface StaffCvPageProps {
  /** The read of the CV (an SWR response, duck-typed): its `error.status` 404 is "no such CV". */
  result: {
    data?: YouthPublicProfile;
    error?: { status?: number };
    isLoading: boolean;
    mutate: () => unknown;
  };
  /** `false`: the address names no CV, so nothing was asked for (shown as not found). */
  valid?: boolean;
  /**
   * The way back to the list: its address and the link's catalogue id. The list's search comes along when the list
   * passed it in the link's state (`<Link to=… state={{ search: location.search.slice(1) }}>`).
   */
  back: { to: string; labelId: string };
  /** The gateway's address (the api client's base URL), where the photo is served. */
  gateway: string;
  /** Fetches the PDF of the CV shown, which the gateway draws (ADR 0052) in the youth's template and `lang`. */
  fetchPdf: (profile: YouthPublicProfile, lang: CvLanguage) => Promise<DownloadedFile>;
  /**
   * The page's catalogue ids by one prefix: `.title`, `.not_found`, `.load_error`, `.hidden_note` and the download's
   * `.download`, `.downloading`, `.downloaded`, `.download_failed`.
   */
  prefix: string;
  /** Catalogue id of the retry button after a failure. */
  retryId: string;
}

/**
 * One youth's CV as a staff member reads it (the admin's `/youths/{id}`, the recruiter's `/cv-bank/{publicId}`): the
 * way back, the public CV (hidden parts absent) with its PDF download and a note that hidden parts are not shown; "no
 * such CV" or the load error with a retry when it cannot be read; a spinner while it loads.
 */
export function StaffCvPage({
  result,
  valid = true,
  back,
  gateway,
  fetchPdf,
  prefix,
  retryId,
}: StaffCvPageProps) {
  const t = useTranslate();
  const lang = useCvLanguage();
  const search = (useLocation().state as { search?: unknown } | null)?.search;
  const { data, error, isLoading, mutate } = result;
  let body: ReactNode;
  if (data)
    body = (
      <Stack spacing={2}>
        <PublicCv
          profile={data}
          gateway={gateway}
          action={
            <DownloadButton
              fetchFile={() => fetchPdf(data, lang)}
              labelId={`${prefix}.download`}
              busyId={`${prefix}.downloading`}
              doneId={`${prefix}.downloaded`}
              failedId={`${prefix}.download_failed`}
              sx={{ flexShrink: 0 }}
            />
          }
        />
        <Typography variant="body2" color="text.secondary">
          {t(`${prefix}.hidden_note`)}
        </Typography>
      </Stack>
    );
  else if (!valid || (error && !isLoading))
    body = (
      <>
        <PageTitle titleId={`${prefix}.title`} />
        {!valid || error?.status === 404 ? (
          <Alert severity="info">{t(`${prefix}.not_found`)}</Alert>
        ) : (
          <LoadErrorAlert
            messageId={`${prefix}.load_error`}
            retryId={retryId}
            onRetry={() => void mutate()}
            mb={0}
          />
        )}
      </>
    );
  else body = <CircularProgress aria-label={t('common.loading')} />;
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Button
        component={RouterLink}
        to={typeof search === 'string' && search ? `${back.to}?${search}` : back.to}
        startIcon={<ArrowBackOutlined />}
        sx={{ mb: 2 }}
      >
        {t(back.labelId)}
      </Button>
      {body}
    </Container>
  );
}
