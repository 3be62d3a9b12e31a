import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router-dom';
import {
  courseLookup,
  defineListParams,
  listParam,
  resourceLookup,
  useAddressList,
  useLookup,
} from '@platform/api-client';
import { RequirePermission, useAuth } from '@platform/auth';
import {
  CERTIFICATE_KINDS,
  CERTIFICATE_PERMISSIONS as P,
  CERTIFICATE_VALIDITY,
  COURSE_PERMISSIONS,
  certificateEndpoints,
  type IssuedCertificate,
} from '@platform/contract';
import { institutes, resourcePermissions } from '@platform/resources';
import { listColumns, ServerListPage, useFormatters, useLocalName, useTranslate } from '@platform/ui';

export const ISSUED_LIST = defineListParams({
  params: {
    search: listParam.text(200),
    kind: listParam.oneOf(CERTIFICATE_KINDS),
    validity: listParam.oneOf(CERTIFICATE_VALIDITY),
    course_id: listParam.id(),
    institute_id: listParam.id(),
    issued_from: listParam.day(),
    issued_to: listParam.day(),
  },
  pageSizes: [10, 25, 50],
});

const COLUMNS = listColumns(
  'issued_certificates.col',
  ['holder', 'course', 'institute', 'issued', 'validity', 'actions'],
  ['actions'],
);

const instituteSource = resourceLookup(institutes);
const INSTITUTE_VIEW = resourcePermissions(institutes).viewAny;

export function IssuedCertificatesPage() {
  return (
    <RequirePermission keys={[P.view]}>
      <IssuedCertificates />
    </RequirePermission>
  );
}

/**
 * `/issued-certificates` (ADR 0105): the certificates issued for courses and RPL assessments, newest first, filtered
 * in the address; the course and institute lookups show to those who may read those lists (an institute's user sees
 * its own institute's certificates only, the gateway decides).
 */
function IssuedCertificates() {
  const { hasPermission } = useAuth();
  const { list, result } = useAddressList(ISSUED_LIST, certificateEndpoints.issuedCertificates);
  const courses = hasPermission(COURSE_PERMISSIONS.viewCourse);
  const everyInstitute = hasPermission(INSTITUTE_VIEW);
  const course = useLookup(courseLookup, { value: courses ? list.state.course_id : undefined });
  const institute = useLookup(instituteSource, {
    value: everyInstitute ? list.state.institute_id : undefined,
  });
  return (
    <ServerListPage
      result={result}
      paging={list.paging}
      labelPrefix="issued_certificates"
      emptyHintId="issued_certificates.empty_hint"
      filterBar={{
        list,
        selects: [
          { name: 'kind', values: CERTIFICATE_KINDS, optionPrefix: 'issued_certificates.kind' },
          { name: 'validity', values: CERTIFICATE_VALIDITY, optionPrefix: 'certificate_pages.validity' },
        ],
        lookups: [
          courses && { name: 'course_id', lookup: course },
          everyInstitute && { name: 'institute_id', lookup: institute },
        ],
        dateRange: { from: 'issued_from', to: 'issued_to' },
      }}
      columns={COLUMNS}
      renderRow={(c) => <CertificateRow key={c.id} certificate={c} />}
    />
  );
}

function CertificateRow({ certificate: c }: { certificate: IssuedCertificate }) {
  const t = useTranslate();
  const local = useLocalName();
  const { formatDate } = useFormatters();
  const holder = local(c.holder_name, c.holder_name_en);
  return (
    <TableRow hover>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>
        {holder}
        <Box component="span" sx={{ display: 'block', typography: 'caption', color: 'text.secondary' }}>
          {c.id}
        </Box>
      </TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>
        {local(c.course_title, c.course_title_en)}
        <Box component="span" sx={{ display: 'block', typography: 'caption', color: 'text.secondary' }}>
          {t(`issued_certificates.kind.${c.kind}`)}
        </Box>
      </TableCell>
      <TableCell>{local(c.institute_title, c.institute_title_en)}</TableCell>
      <TableCell>{formatDate(c.issued_on)}</TableCell>
      <TableCell>
        <Chip
          size="small"
          color={c.validity === 'valid' ? 'success' : 'error'}
          label={t(`certificate_pages.validity.${c.validity}`)}
        />
      </TableCell>
      <TableCell>
        <Link
          component={RouterLink}
          to={`/issued-certificates/${c.id}`}
          aria-label={t('issued_certificates.open', { name: holder })}
        >
          {t('issued_certificates.open_short')}
        </Link>
      </TableCell>
    </TableRow>
  );
}
