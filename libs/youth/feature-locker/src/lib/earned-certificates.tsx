import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Switch from '@mui/material/Switch';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Certificate } from '@platform/contract';
import { useMyCertificates, useSetCertificateOnCv } from '@platform/youth-data-access-certificates';
import { ServerList, useFormatters, useLocalName, useToast, useTranslate } from '@platform/ui';

/** "On my CV": one switch adds the certificate (and its badge) to the CV or takes it off (ADR 0115). */
function OnCvSwitch({ certificate, name }: { certificate: Certificate; name: string }) {
  const t = useTranslate();
  const toast = useToast();
  const setOnCv = useSetCertificateOnCv();
  const revoked = certificate.validity === 'revoked';
  const on = certificate.add_to_cv && !revoked;
  const toggle = async (addToCv: boolean) => {
    try {
      await setOnCv.trigger({ params: { id: certificate.id }, body: { add_to_cv: addToCv } });
      toast.success(addToCv ? 'locker_pages.certificates.added' : 'locker_pages.certificates.removed');
    } catch (error) {
      toast.error(error);
    }
  };
  return (
    <Switch
      checked={on}
      disabled={(revoked && !certificate.add_to_cv) || setOnCv.isMutating}
      onChange={(_, checked) => void toggle(checked)}
      slotProps={{ input: { 'aria-label': t('locker_pages.certificates.on_cv_named', { name }) } }}
    />
  );
}

/** The youth's earned certificates: each links to its certificate page and has its "on my CV" switch. */
export function EarnedCertificates() {
  const t = useTranslate();
  const local = useLocalName();
  const format = useFormatters();
  const certificates = useMyCertificates();
  return (
    <section aria-labelledby="locker-certificates-title">
      <Typography id="locker-certificates-title" component="h2" variant="h6" sx={{ mt: 4 }}>
        {t('locker_pages.certificates.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('locker_pages.certificates.intro')} {t('locker_pages.certificates.on_cv_rules')}
      </Typography>
      <ServerList<Certificate>
        result={certificates}
        labelId="locker_pages.certificates.title"
        loadErrorId="locker_pages.certificates.load_error"
        emptyTypeId="locker_pages.certificates.message_type"
        columns={[
          { key: 'course', labelId: 'locker_pages.certificates.course' },
          { key: 'institute', labelId: 'locker_pages.certificates.institute' },
          { key: 'issued', labelId: 'locker_pages.certificates.issued_on' },
          { key: 'cv', labelId: 'locker_pages.certificates.on_cv' },
          { key: 'actions', labelId: 'locker_pages.column.actions', align: 'right' },
        ]}
        renderRow={(c) => {
          const name = local(c.course_title, c.course_title_en);
          return (
            <TableRow key={c.id}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {name}
                {c.validity === 'revoked' ? (
                  <Chip
                    size="small"
                    color="error"
                    label={t('locker_pages.certificates.revoked')}
                    sx={{ ml: 1 }}
                  />
                ) : null}
              </TableCell>
              <TableCell>{local(c.institute_title, c.institute_title_en)}</TableCell>
              <TableCell>{format.formatDate(c.issued_on)}</TableCell>
              <TableCell>
                <OnCvSwitch certificate={c} name={name} />
              </TableCell>
              <TableCell align="right">
                <Button
                  size="small"
                  component={RouterLink}
                  to={`/certificates/${c.id}`}
                  aria-label={t('locker_pages.certificates.view_named', { name })}
                >
                  {t('locker_pages.certificates.view')}
                </Button>
              </TableCell>
            </TableRow>
          );
        }}
      />
    </section>
  );
}
