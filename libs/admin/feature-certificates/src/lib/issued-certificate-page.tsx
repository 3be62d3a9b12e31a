import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { RequirePermission, useAuth } from '@platform/auth';
import {
  CERTIFICATE_PERMISSIONS as P,
  type CertificateRevokeBody,
  type IssuedCertificateDetail,
} from '@platform/contract';
import {
  ConfirmDialog,
  DownloadButton,
  FactList,
  PageTitle,
  ReasonDialog,
  RecordLoader,
  useFormatters,
  useLocalName,
  useToast,
  useTranslate,
} from '@platform/ui';
import { certificateRevokeSchema } from '@platform/validation';
import {
  useCertificateRevocation,
  useIssuedCertificate,
  useIssuedCertificatePdf,
} from './issued-certificates-data';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function IssuedCertificateRoute() {
  const { id } = useParams();
  const valid = Boolean(id && UUID.test(id));
  const result = useIssuedCertificate(valid ? id : undefined);
  return (
    <RequirePermission keys={[P.view]}>
      <RecordLoader result={result} valid={valid} loadErrorId="issued_certificates.detail.load_error">
        {(loaded) => <IssuedCertificatePage certificate={loaded} onChanged={() => void result.mutate()} />}
      </RecordLoader>
    </RequirePermission>
  );
}

/**
 * `/issued-certificates/:id` (ADR 0105): one certificate with its revocation (day, by whom, the reason), its PDF,
 * and — with `revoke_certificate` — revoke with a reason (its rules shown before the first error) or restore.
 */
export function IssuedCertificatePage({
  certificate: c,
  onChanged,
}: {
  certificate: IssuedCertificateDetail;
  onChanged: () => void;
}) {
  const t = useTranslate();
  const toast = useToast();
  const local = useLocalName();
  const { formatDate } = useFormatters();
  const { hasPermission } = useAuth();
  const fetchPdf = useIssuedCertificatePdf();
  const { revoke, restore } = useCertificateRevocation();
  const [revoking, setRevoking] = useState(false);
  const [restoring, setRestoring] = useState(false);
  const mayRevoke = hasPermission(P.revoke);
  const revoked = c.validity === 'revoked';

  async function sendRevoke(body: CertificateRevokeBody) {
    await revoke.trigger({ params: { id: c.id }, body });
    toast.success('certificates.success.revoked');
    setRevoking(false);
    onChanged();
  }

  async function sendRestore() {
    try {
      await restore.trigger({ params: { id: c.id } });
      toast.success('certificates.success.restored');
      onChanged();
    } catch (error) {
      toast.error(error);
    } finally {
      setRestoring(false);
    }
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <Button component={RouterLink} to="/issued-certificates" sx={{ mb: 1 }}>
        {t('issued_certificates.detail.back')}
      </Button>
      <PageTitle titleId="issued_certificates.detail.title" />
      <Stack spacing={2}>
        <FactList
          rows={[
            [
              t('issued_certificates.detail.validity'),
              <Chip
                key="validity"
                size="small"
                color={revoked ? 'error' : 'success'}
                label={t(`certificate_pages.validity.${c.validity}`)}
              />,
            ],
            [t('issued_certificates.detail.holder'), local(c.holder_name, c.holder_name_en)],
            [t('issued_certificates.detail.course'), local(c.course_title, c.course_title_en)],
            [t('issued_certificates.detail.kind'), t(`issued_certificates.kind.${c.kind}`)],
            [t('issued_certificates.detail.institute'), local(c.institute_title, c.institute_title_en)],
            [t('issued_certificates.detail.issued'), formatDate(c.issued_on)],
            [t('issued_certificates.detail.number'), c.id],
            [t('issued_certificates.detail.revoked_on'), c.revoked_on ? formatDate(c.revoked_on) : null],
            [t('issued_certificates.detail.revoked_by'), c.revoked_by_name],
            [t('issued_certificates.detail.reason'), c.revoked_reason],
          ]}
        />
        <Link href={c.verification_url} target="_blank" rel="noopener">
          {t('issued_certificates.detail.public_page')}
        </Link>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <DownloadButton
            fetchFile={() => fetchPdf(c.id)}
            labelId="issued_certificates.detail.download"
            busyId="issued_certificates.detail.download_busy"
            doneId="issued_certificates.detail.download_done"
            failedId="issued_certificates.detail.download_error"
          />
          {mayRevoke && !revoked ? (
            <Button variant="outlined" color="error" onClick={() => setRevoking(true)}>
              {t('issued_certificates.revoke')}
            </Button>
          ) : null}
          {mayRevoke && revoked ? (
            <Button variant="outlined" onClick={() => setRestoring(true)}>
              {t('issued_certificates.restore')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
      <ReasonDialog<CertificateRevokeBody>
        open={revoking}
        titleId="issued_certificates.revoke_title"
        introId="issued_certificates.revoke_rules"
        submitLabelId="issued_certificates.revoke"
        destructive
        busy={revoke.isMutating}
        onClose={() => setRevoking(false)}
        schema={certificateRevokeSchema}
        reasonLabelId="issued_certificates.reason"
        onSubmit={sendRevoke}
      />
      <ConfirmDialog
        open={restoring}
        titleId="issued_certificates.restore_title"
        messageId="issued_certificates.restore_body"
        confirmLabelId="issued_certificates.restore"
        loading={restore.isMutating}
        onConfirm={() => void sendRestore()}
        onCancel={() => setRestoring(false)}
      />
    </Container>
  );
}
