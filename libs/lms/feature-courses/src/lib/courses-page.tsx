import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router-dom';
import { useListParams } from '@platform/api-client';
import { useAuth } from '@platform/auth';
import { COURSE_PERMISSIONS } from '@platform/contract';
import { COURSE_LIST, useCourses } from '@platform/lms-data-access-courses';
import {
  ListFilterBar,
  ListSearchField,
  ListSelectFilter,
  PageHeader,
  ServerList,
  useLocalName,
  useTranslate,
} from '@platform/ui';
import { PUBLICATIONS, publicationLabelId, statusLabelId, TYPE_OPTIONS } from './labels';

/** /courses (spec §2): the institute's courses, searched and filtered on the gateway, paged in the address. */
export function CoursesPage() {
  const t = useTranslate();
  const local = useLocalName();
  const list = useListParams(COURSE_LIST);
  const courses = useCourses(list.query);
  // a trainer reads the courses; creating and editing them is the provider's
  const canManage = useAuth().hasPermission(COURSE_PERMISSIONS.manageCourse);
  return (
    <>
      <PageHeader
        titleId="courses.list.title"
        actions={
          canManage ? (
            <Button variant="contained" component={RouterLink} to="/courses/create">
              {t('courses.list.create')}
            </Button>
          ) : null
        }
      />
      <ServerList
        result={courses}
        paging={list.paging}
        labelId="courses.list.title"
        loadErrorId="courses.list.load_error"
        emptyTypeId="courses.list.message_type"
        filters={
          <ListFilterBar>
            <ListSearchField
              labelId="courses.list.search"
              submitId="courses.list.search_submit"
              search={list.search}
            />
            <ListSelectFilter
              labelId="courses.list.filter.type"
              allLabelId="courses.all"
              value={list.state.course_type}
              onChange={(raw) => list.setText('course_type', raw)}
              options={TYPE_OPTIONS.map((o) => ({ value: o.value, label: t(o.labelId ?? '') }))}
            />
            <ListSelectFilter
              labelId="courses.list.filter.status"
              allLabelId="courses.all"
              value={list.state.row_status}
              onChange={(raw) => list.setText('row_status', raw)}
              options={[1, 0].map((v) => ({ value: v, label: t(statusLabelId(v)) }))}
            />
            <ListSelectFilter
              labelId="courses.list.filter.publication"
              allLabelId="courses.all"
              value={list.state.publication_status}
              onChange={(raw) => list.setText('publication_status', raw)}
              options={PUBLICATIONS.map((p) => ({ value: p, label: t(publicationLabelId(p)) }))}
            />
          </ListFilterBar>
        }
        columns={[
          { key: 'code', labelId: 'courses.list.col.code' },
          { key: 'title', labelId: 'courses.list.col.title' },
          { key: 'type', labelId: 'courses.list.col.type' },
          { key: 'duration', labelId: 'courses.list.col.duration', align: 'right' },
          { key: 'fee', labelId: 'courses.list.col.fee', align: 'right' },
          { key: 'status', labelId: 'courses.list.col.status' },
          { key: 'actions', labelId: 'courses.list.col.actions', align: 'right' },
        ]}
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
    </>
  );
}
