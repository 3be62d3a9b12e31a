import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useAddressList, usePlaceFilter } from '@platform/api-client';
import { RequirePermission } from '@platform/auth';
import {
  endpoints,
  GENDER,
  ROW_STATUS,
  YOUTH_ADMIN_PERMISSIONS,
  type YouthAdminEntry,
} from '@platform/contract';
import {
  listColumns,
  ServerListPage,
  useFormatters,
  useLocalName,
  useLocalTitle,
  useTranslate,
} from '@platform/ui';
import { YOUTH_COMPLETION_BANDS, YOUTH_LIST_PARAMS, youthListQuery } from '@platform/admin-data-access-users';

export function YouthsRoute() {
  return (
    <RequirePermission keys={[YOUTH_ADMIN_PERMISSIONS.viewAnyYouth]}>
      <YouthsPage />
    </RequirePermission>
  );
}

const COLUMNS = listColumns('admin_youths.list.col', [
  'name',
  'contact',
  'gender',
  'district',
  'completion',
  'registered',
  'status',
]);

function YouthRow({ youth, search }: { youth: YouthAdminEntry; search: string }) {
  const t = useTranslate();
  const name = useLocalName();
  const title = useLocalTitle();
  const { formatDate } = useFormatters();
  const displayName = name(youth.full_name, youth.full_name_en) || youth.username;
  return (
    <TableRow hover>
      <TableCell>
        <Link
          component={RouterLink}
          to={`/youths/${youth.id}`}
          state={{ search }}
          aria-label={t('admin_youths.list.open', { name: displayName })}
          sx={{ fontWeight: 600 }}
        >
          {displayName}
        </Link>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {youth.username}
        </Typography>
      </TableCell>
      <TableCell sx={{ wordBreak: 'break-all' }}>{youth.mobile ?? youth.email ?? '—'}</TableCell>
      <TableCell>{youth.gender ? t(`registration.gender.${youth.gender}`) : '—'}</TableCell>
      <TableCell>{youth.district ? title(youth.district) : '—'}</TableCell>
      <TableCell>{t('admin_youths.list.completion', { percent: youth.profile_completion })}</TableCell>
      <TableCell>{formatDate(youth.created_at)}</TableCell>
      <TableCell>
        <Chip
          size="small"
          color={youth.row_status === ROW_STATUS.ACTIVE ? 'success' : 'default'}
          label={t(`enums.row_status.${youth.row_status}`)}
        />
      </TableCell>
    </TableRow>
  );
}

/** `/youths`: every youth of the platform, server-paged, with search and filters in the address; a row opens the CV. */
export function YouthsPage() {
  const location = useLocation();
  const { list, result } = useAddressList(YOUTH_LIST_PARAMS, endpoints.youths, { toQuery: youthListQuery });
  const place = usePlaceFilter(list.state, 'admin_youths.list.filter');
  const search = location.search.replace(/^\?/, '');
  return (
    <ServerListPage
      result={result}
      paging={list.paging}
      labelPrefix="admin_youths.list"
      loadingId="admin_youths.list.loading"
      filterBar={{
        list,
        selects: [
          { name: 'gender', values: Object.values(GENDER), optionPrefix: 'registration.gender' },
          {
            name: 'completion',
            values: YOUTH_COMPLETION_BANDS,
            optionPrefix: 'admin_youths.list.completion',
            minWidth: 180,
          },
          { name: 'row_status', values: Object.values(ROW_STATUS), optionPrefix: 'enums.row_status' },
        ],
        lookups: place.lookups,
      }}
      columns={COLUMNS}
      renderRow={(youth) => <YouthRow key={youth.id} youth={youth} search={search} />}
    />
  );
}
