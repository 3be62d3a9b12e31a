import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { RequireAuth } from '@platform/auth';
import { RPL_APPLICATION_STATUS as S, type RplApplication } from '@platform/contract';
import { useCertificateFile } from '@platform/youth-data-access-certificates';
import {
  useMyRplApplications,
  useResubmitRplApplication,
  useWithdrawRplApplication,
} from '@platform/youth-data-access-rpl';
import {
  bareList,
  ContentLoader,
  DownloadButton,
  LoadErrorAlert,
  PageHeader,
  useFormatters,
  useLocalTitle,
  useToast,
  useTranslate,
} from '@platform/ui';

/** /rpl/my-applications (signed in). */
export function MyRplApplicationsRoute() {
  return (
    <RequireAuth>
      <MyRplApplicationsPage />
    </RequireAuth>
  );
}

const CHIP_COLOR: Record<string, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  [S.SUBMITTED]: 'info',
  [S.NOT_SUBMITTED]: 'default',
  [S.PASSED]: 'success',
  [S.CERTIFIED]: 'success',
  [S.FAILED]: 'error',
  [S.NOT_CERTIFIED]: 'error',
};

/**
 * The youth's RPL applications (ADR 0094): each with its state, level and passing score, batch, exam date and centre
 * once placed, score once marked, the certificate once certified (download and the public verification page), and
 * the moves the gateway allows now (withdraw, submit again).
 */
export function MyRplApplicationsPage() {
  const t = useTranslate();
  const { data, error, isLoading, mutate } = useMyRplApplications();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <PageHeader
        titleId="rpl.mine.title"
        actions={
          <Button variant="contained" component={RouterLink} to="/rpl/apply">
            {t('rpl.pages.apply')}
          </Button>
        }
      />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('rpl.mine.intro')}
      </Typography>
      {error ? (
        <LoadErrorAlert messageId="rpl.mine.load_error" onRetry={() => void mutate()} mb={0} />
      ) : isLoading || !data ? (
        <ContentLoader />
      ) : data.length === 0 ? (
        <Typography>{t('rpl.mine.empty')}</Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={bareList}>
          {data.map((a) => (
            <ApplicationCard key={a.id} application={a} />
          ))}
        </Stack>
      )}
    </Container>
  );
}

function ApplicationCard({ application: a }: { application: RplApplication }) {
  const t = useTranslate();
  const title = useLocalTitle();
  const toast = useToast();
  const { formatDate } = useFormatters();
  const withdraw = useWithdrawRplApplication();
  const resubmit = useResubmitRplApplication();
  const file = useCertificateFile();
  const headingId = `rpl-application-${a.id}`;
  const move = async (kind: 'withdraw' | 'resubmit') => {
    try {
      if (kind === 'withdraw') await withdraw.trigger({ params: { id: a.id } });
      else await resubmit.trigger({ params: { id: a.id } });
      toast.success(kind === 'withdraw' ? 'rpl.mine.withdrawn' : 'rpl.mine.resubmitted');
    } catch (e) {
      toast.error(e);
    }
  };
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} aria-labelledby={headingId}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Typography id={headingId} variant="h6" component="h2">
          {title(a.sector)}
        </Typography>
        <Chip
          label={`${t('rpl.status.label')}: ${t(`rpl.status.${a.status}`)}`}
          color={CHIP_COLOR[a.status] ?? 'default'}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        />
      </Stack>
      <Typography>
        {t('rpl.mine.level', {
          occupation: title(a.occupation),
          level: title(a.level),
          score: a.level.passing_score,
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('rpl.mine.applied_on', { date: formatDate(a.created_at) })}
      </Typography>
      {a.batch ? (
        <>
          <Typography variant="body2">
            {t('rpl.mine.batch', { batch: title(a.batch), date: formatDate(a.batch.exam_date) })}
          </Typography>
          {a.batch.centre ? (
            <Typography variant="body2">{t('rpl.mine.centre', { centre: title(a.batch.centre) })}</Typography>
          ) : null}
        </>
      ) : null}
      {a.score !== null ? (
        <Typography variant="body2">{t('rpl.mine.score', { score: a.score })}</Typography>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {a.actions.includes('withdraw') ? (
          <Button variant="outlined" disabled={withdraw.isMutating} onClick={() => void move('withdraw')}>
            {t('rpl.mine.withdraw')}
          </Button>
        ) : null}
        {a.actions.includes('resubmit') ? (
          <Button variant="outlined" disabled={resubmit.isMutating} onClick={() => void move('resubmit')}>
            {t('rpl.mine.resubmit')}
          </Button>
        ) : null}
        {a.certificate_id ? (
          <>
            <DownloadButton
              labelId="rpl.mine.certificate"
              busyId="rpl.mine.certificate_busy"
              doneId="rpl.mine.certificate_done"
              failedId="rpl.mine.certificate_failed"
              fetchFile={async () => ({
                blob: await file(a.certificate_id ?? '', 'pdf'),
                fileName: `rpl-certificate-${a.id}.pdf`,
              })}
            />
            <Link component={RouterLink} to={`/certificates/${a.certificate_id}`}>
              {t('rpl.mine.verify')}
            </Link>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
