import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router-dom';
import { useAddressList } from '@platform/api-client';
import { useAuth } from '@platform/auth';
import { COURSE_PERMISSIONS, COURSE_TYPE, courseEndpoints } from '@platform/contract';
import { COURSE_LIST } from '@platform/lms-data-access-courses';
import { listColumns, ServerListPage, useLocalName, useTranslate } from '@platform/ui';
import { PUBLICATIONS, publicationLabelId, statusLabelId } from './labels';

const COLUMNS = listColumns(
  'courses.list.col',
  ['code', 'title', 'type', 'duration', 'fee', 'status', 'actions'],
  ['duration', 'fee', 'actions'],
);

/** /courses (spec §2): the institute's courses, searched and filtered on the gateway, paged in the address. */
export function CoursesPage() {
  const t = useTranslate();
  const local = useLocalName();
  const { list, result } = useAddressList(COURSE_LIST, courseEndpoints.courses);
  // a trainer reads the courses; creating and editing them is the provider's
  const canManage = useAuth().hasPermission(COURSE_PERMISSIONS.manageCourse);
  return (
    <ServerListPage
      labelPrefix="courses.list"
      result={result}
      paging={list.paging}
      create={canManage && { to: '/courses/create', labelId: 'courses.list.create' }}
      filterBar={{
        list,
        selects: [
          { name: 'course_type', values: Object.values(COURSE_TYPE), optionPrefix: 'courses.type' },
          { name: 'row_status', values: [1, 0], optionPrefix: 'enums.row_status' },
          { name: 'publication_status', values: PUBLICATIONS, optionPrefix: 'courses.publication' },
        ],
      }}
      columns={COLUMNS}
      renderRow={(c) => {
        const name = local(c.title, c.title_en);
        return (
          <TableRow key={c.id}>
            <TableCell>{c.code}</TableCell>
            <TableCell>{name}</TableCell>
            <TableCell>{t(`courses.type.${c.course_type}`)}</TableCell>
            <TableCell align="right">{t('courses.hours', { hours: c.duration_hours })}</TableCell>
            <TableCell align="right">
              {c.fee === 0 ? t('courses.free') : t('courses.fee', { fee: c.fee })}
            </TableCell>
            <TableCell>
              <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                <Chip size="small" label={t(publicationLabelId(c.publication_status))} />
                <Chip
                  size="small"
                  variant="outlined"
                  color={c.row_status === 1 ? 'success' : 'default'}
                  label={t(statusLabelId(c.row_status))}
                />
              </Stack>
            </TableCell>
            <TableCell align="right">
              <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
                <Button
                  size="small"
                  component={RouterLink}
                  to={`/courses/${c.id}/read`}
                  aria-label={t('courses.list.read_label', { name })}
                >
                  {t('courses.list.read')}
                </Button>
                {canManage && c.publication_status !== 'archived' && (
                  <Button
                    size="small"
                    component={RouterLink}
                    to={`/courses/${c.id}/edit`}
                    aria-label={t('courses.list.edit_label', { name })}
                  >
                    {t('courses.list.edit')}
                  </Button>
                )}
              </Stack>
            </TableCell>
          </TableRow>
        );
      }}
    />
  );
}
