import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { RequireAuth } from '@platform/auth';
import type { Certificate } from '@platform/contract';
import { useCertificateFile, useMyCertificates } from '@platform/youth-data-access-certificates';
import {
  DownloadButton,
  PageHeader,
  ServerList,
  useFormatters,
  useLocalName,
  useTranslate,
} from '@platform/ui';
import { ValidityChip } from './validity';

/*
 * /certificates (issue 16 item 5): the signed-in youth's certificates, newest first — each downloads as a PDF and as
 * an Open Badges credential, and links to its public verification page (the QR code's target).
 */

function CertificateCard({ certificate: c }: { certificate: Certificate }) {
  const t = useTranslate();
  const local = useLocalName();
  const format = useFormatters();
  const file = useCertificateFile();
  const name = local(c.course_title, c.course_title_en);
  return (
    <Card variant="outlined" component="article" aria-labelledby={`certificate-${c.id}`}>
      <CardContent>
        <Typography id={`certificate-${c.id}`} component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        {c.rpl ? (
          <Typography variant="body2">
            {t('certificate_pages.mine.rpl', { level: local(c.rpl.level_title, c.rpl.level_title_en) })}
          </Typography>
        ) : null}
        <Typography>{local(c.institute_title, c.institute_title_en)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('certificate_pages.mine.issued', { date: format.formatDate(c.issued_on) })}
        </Typography>
        <ValidityChip validity={c.validity} />
        {c.revoked_on ? (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('certificate_pages.mine.revoked_note', { date: format.formatDate(c.revoked_on) })}
          </Typography>
        ) : null}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {/* a revoked certificate is neither downloaded nor exported (ADR 0105) */}
        {c.validity === 'valid' ? (
          <>
            <DownloadButton
              fetchFile={async () => ({ blob: await file(c.id, 'pdf'), fileName: `certificate-${c.id}.pdf` })}
              labelId="certificate_pages.mine.download"
              busyId="certificate_pages.mine.download_busy"
              doneId="certificate_pages.mine.download_done"
              failedId="certificate_pages.mine.download_error"
            />
            <DownloadButton
              fetchFile={async () => ({
                blob: await file(c.id, 'badge'),
                fileName: `certificate-${c.id}.json`,
              })}
              labelId="certificate_pages.mine.badge"
              busyId="certificate_pages.mine.download_busy"
              doneId="certificate_pages.mine.download_done"
              failedId="certificate_pages.mine.download_error"
            />
          </>
        ) : null}
        <Button
          component={RouterLink}
          to={`/certificates/${c.id}`}
          aria-label={t('certificate_pages.mine.verify_named', { name })}
        >
          {t('certificate_pages.mine.verify')}
        </Button>
      </CardActions>
    </Card>
  );
}

function MyCertificates() {
  const list = useMyCertificates();
  return (
    <>
      <PageHeader titleId="certificates.mine.title" />
      <ServerList<Certificate>
        result={list}
        labelId="certificates.mine.title"
        loadErrorId="certificate_pages.mine.load_error"
        emptyTypeId="certificate_pages.mine.message_type"
        emptyHintId="certificate_pages.mine.empty"
        variant="cards"
        renderCard={(c) => <CertificateCard certificate={c} />}
      />
    </>
  );
}

export function MyCertificatesPage() {
  return (
    <RequireAuth>
      <MyCertificates />
    </RequireAuth>
  );
}
