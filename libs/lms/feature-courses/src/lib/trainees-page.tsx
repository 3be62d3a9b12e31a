import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useState } from 'react';
import { useListParams, useRouteId } from '@platform/api-client';
import { useAuth } from '@platform/auth';
import { COURSE_PERMISSIONS, type CourseTrainee, TRAINEE_STATUSES } from '@platform/contract';
import {
  TRAINEE_LIST,
  useCourse,
  useCourseBatches,
  useCourseTrainees,
} from '@platform/lms-data-access-courses';
import {
  ListFilters,
  listColumns,
  PageHeader,
  ServerList,
  useFormatters,
  useLocalName,
  useLocalTitle,
  useTranslate,
} from '@platform/ui';
import { TraineeProgress } from './trainee-progress';
import { BulkEnrolDialog } from './trainees-bulk-dialog';
import { EnrolTraineeDialog } from './trainees-enrol-dialog';
import { useTraineeExport } from './trainees-export';

/*
 * /courses/{id}/trainees (issue 15 item 6; ADR 0081): the youth enrolled in a course of the institute — batch,
 * enrolment status, enrolled date, progress, completion and a quiz summary — searched and filtered on the gateway,
 * paged in the address; each row leads to the trainee's quiz results. The provider and its trainers read; a reader
 * with manage_course also enrols youth one by one or from an .xlsx sheet (ADR 0088).
 */

const COLUMNS = listColumns(
  'course_trainees.column',
  ['name', 'batch', 'status', 'enrolled', 'progress', 'completed', 'quizzes', 'actions'],
  ['actions'],
);

export function TraineesPage() {
  const t = useTranslate();
  const local = useLocalTitle();
  const name = useLocalName();
  const { formatDate } = useFormatters();
  const courseId = useRouteId();
  const course = useCourse(courseId);
  const batches = useCourseBatches(courseId);
  const list = useListParams(TRAINEE_LIST);
  const trainees = useCourseTrainees(courseId, list.query);
  const { exporting, exportRows } = useTraineeExport(courseId, list.query, COLUMNS);
  const { hasPermission } = useAuth();
  const canManage = hasPermission(COURSE_PERMISSIONS.manageCourse) && courseId !== null;
  // only a published, active course takes trainees (the gateway says so too): the invitation links to its page
  const open = course.data?.publication_status === 'published' && course.data.row_status === 1;
  const canEnrol = canManage && open;
  const [dialog, setDialog] = useState<'one' | 'sheet' | null>(null);

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageHeader titleId="course_trainees.title" />
      {course.data && <Typography>{t('course_trainees.intro', { course: local(course.data) })}</Typography>}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {canEnrol && (
          <Button variant="contained" startIcon={<PersonAddOutlined />} onClick={() => setDialog('one')}>
            {t('course_trainees.enrol.action')}
          </Button>
        )}
        {canEnrol && (
          <Button variant="outlined" startIcon={<UploadFileOutlined />} onClick={() => setDialog('sheet')}>
            {t('course_trainees.bulk.action')}
          </Button>
        )}
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          onClick={exportRows}
          disabled={exporting || courseId === null}
        >
          {t(exporting ? 'course_trainees.export.busy' : 'course_trainees.export.action')}
        </Button>
      </Stack>
      {canManage && course.data && !open && (
        <Typography color="text.secondary">{t('course_trainees.enrol.closed')}</Typography>
      )}
      {dialog === 'one' && courseId !== null && (
        <EnrolTraineeDialog courseId={courseId} batches={batches.data} onClose={() => setDialog(null)} />
      )}
      {dialog === 'sheet' && courseId !== null && (
        <BulkEnrolDialog courseId={courseId} batches={batches.data} onClose={() => setDialog(null)} />
      )}
      <ServerList<CourseTrainee>
        result={trainees}
        paging={list.paging}
        labelPrefix="course_trainees"
        rowKey={(row) => row.enrolment_id}
        filters={
          <ListFilters
            prefix="course_trainees"
            list={list}
            selects={[
              {
                name: 'batch_id',
                labelId: 'course_trainees.filter.batch',
                options: (batches.data ?? []).map((b) => ({ value: b.id, label: local(b) })),
              },
              { name: 'status', values: TRAINEE_STATUSES, optionPrefix: 'course_trainees.status' },
            ]}
          />
        }
        columns={COLUMNS}
        renderRow={(row) => {
          const who = name(row.name, row.name_en);
          return (
            <TableRow key={row.enrolment_id}>
              <TableCell>{who}</TableCell>
              <TableCell>{name(row.batch_title, row.batch_title_en)}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  color={row.status === 'enrolled' ? 'success' : 'warning'}
                  label={t(`course_trainees.status.${row.status}`)}
                />
              </TableCell>
              <TableCell>
                {row.enrolled_at
                  ? formatDate(row.enrolled_at)
                  : t('course_trainees.asked_on', { date: formatDate(row.created_at) })}
              </TableCell>
              <TableCell>
                <TraineeProgress trainee={row} name={who} />
              </TableCell>
              <TableCell>
                {row.completed_at ? formatDate(row.completed_at) : t('course_trainees.not_completed')}
              </TableCell>
              <TableCell>
                {row.quizzes_total === 0
                  ? t('course_trainees.no_quizzes')
                  : t('course_trainees.quizzes', {
                      passed: row.quizzes_passed,
                      total: row.quizzes_total,
                      taken: row.quizzes_taken,
                    })}
              </TableCell>
              <TableCell align="right">
                <Button
                  size="small"
                  component={RouterLink}
                  to={`/courses/${courseId}/trainees/${row.youth_id}/assessment`}
                  aria-label={t('course_trainees.results_named', { name: who })}
                >
                  {t('course_trainees.results')}
                </Button>
                <Button
                  size="small"
                  component={RouterLink}
                  to={`/courses/${courseId}/trainees/${row.youth_id}/assignment`}
                  aria-label={t('course_assignments.marking.link_named', { name: who })}
                >
                  {t('course_assignments.marking.link')}
                </Button>
              </TableCell>
            </TableRow>
          );
        }}
      />
      <Box>
        <Button component={RouterLink} to={`/courses/${courseId}/read`}>
          {t('course_trainees.back')}
        </Button>
      </Box>
    </Box>
  );
}
