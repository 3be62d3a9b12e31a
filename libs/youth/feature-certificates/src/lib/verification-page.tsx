import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useParams } from 'react-router-dom';
import { useCertificateVerification } from '@platform/youth-data-access-certificates';
import {
  ContentLoader,
  FactList,
  LoadErrorAlert,
  PageHeader,
  useFormatters,
  useTranslate,
} from '@platform/ui';
import { ValidityChip } from './validity';

/*
 * /certificates/{id} (spec §2; issue 16 item 5): the public verification page a certificate's QR code opens — holder,
 * course, institute, date of issue and validity, or "certificate not found" for any id the platform did not issue.
 * Anyone may open it; nothing else about the holder is shown.
 */
export function CertificateVerificationPage() {
  const t = useTranslate();
  const format = useFormatters();
  const { id } = useParams();
  const result = useCertificateVerification(id);
  const notFound = result.error?.status === 404;
  const c = result.data;
  const both = (bn: string, en: string | null) => (en && en !== bn ? `${bn} (${en})` : bn);
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 760, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageHeader titleId="certificates.verify.title" />
      {notFound ? (
        <Alert severity="error" role="alert">
          <AlertTitle>{t('certificate_pages.verify.not_found')}</AlertTitle>
          {t('certificate_pages.verify.not_found_detail')}
        </Alert>
      ) : result.error ? (
        <LoadErrorAlert messageId="certificate_pages.verify.error" onRetry={() => void result.mutate()} />
      ) : !c ? (
        <ContentLoader labelId="certificate_pages.verify.loading" />
      ) : (
        <Card variant="outlined" component="section" aria-label={t('certificates.verify.title')}>
          <CardContent>
            <Box sx={{ mb: 1 }}>
              <ValidityChip validity={c.validity} />
            </Box>
            <FactList
              rows={[
                [t('certificate_pages.verify.holder'), both(c.holder_name, c.holder_name_en)],
                // an RPL pass names the occupation and level it recognises, not a course (ADR 0094)
                ...(c.rpl
                  ? [
                      [
                        t('certificate_pages.verify.rpl_occupation'),
                        both(c.rpl.occupation_title, c.rpl.occupation_title_en),
                      ] as const,
                      [
                        t('certificate_pages.verify.rpl_level'),
                        both(c.rpl.level_title, c.rpl.level_title_en),
                      ] as const,
                      [
                        t('certificate_pages.verify.rpl_batch'),
                        c.rpl.batch_title ? both(c.rpl.batch_title, c.rpl.batch_title_en) : null,
                      ] as const,
                    ]
                  : [
                      [
                        t('certificate_pages.verify.course'),
                        both(c.course_title, c.course_title_en),
                      ] as const,
                    ]),
                [t('certificate_pages.verify.institute'), both(c.institute_title, c.institute_title_en)],
                [t('certificate_pages.verify.date'), format.formatDate(c.issued_on)],
                [t('certificate_pages.verify.validity'), t(`certificate_pages.validity.${c.validity}`)],
                // the day only: the reason stays between the holder and the platform (ADR 0105)
                [
                  t('certificate_pages.verify.revoked_on'),
                  c.revoked_on ? format.formatDate(c.revoked_on) : null,
                ],
                [t('certificate_pages.verify.id'), c.id],
              ]}
            />
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
