import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Certificate } from '@platform/contract';
import { useMyCertificates } from '@platform/youth-data-access-certificates';
import { ServerList, useFormatters, useLocalName, useTranslate } from '@platform/ui';

/** The youth's earned certificates, read-only: each links to its certificate page (issued by the institutes). */
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
        {t('locker_pages.certificates.intro')}
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
