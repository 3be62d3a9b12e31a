import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useState } from 'react';
import { isApiError, useApiClient, useListParams, useRouteId } from '@platform/api-client';
import { useAuth } from '@platform/auth';
import {
  COURSE_PERMISSIONS,
  type CourseTrainee,
  type CourseTraineeListQuery,
  courseTraineeEndpoints as T,
  PAGE_SIZE_MAX,
  TRAINEE_STATUSES,
} from '@platform/contract';
import {
  TRAINEE_LIST,
  useCourse,
  useCourseBatches,
  useCourseTrainees,
} from '@platform/lms-data-access-courses';
import {
  ListFilterBar,
  ListSearchField,
  ListSelectFilter,
  listColumns,
  PageHeader,
  ServerList,
  saveFile,
  useFormatters,
  useLocalName,
  useLocalTitle,
  useToast,
  useTranslate,
} from '@platform/ui';
import { BulkEnrolDialog } from './trainees-bulk-dialog';
import { EnrolTraineeDialog } from './trainees-enrol-dialog';

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

/** The course id of the address, or null when it is not a positive integer. */
export function useCourseIdParam(): number | null {
  return useRouteId();
}

/** A trainee's progress as a bar with its percent. */
export function TraineeProgress({ trainee, name }: { trainee: CourseTrainee; name: string }) {
  const t = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 120 }}>
      <LinearProgress
        variant="determinate"
        value={trainee.progress_percent}
        aria-label={t('course_trainees.progress_label', { name })}
        sx={{ flexGrow: 1 }}
      />
      <Typography variant="body2">
        {t('course_trainees.progress', { percent: trainee.progress_percent })}
      </Typography>
    </Stack>
  );
}

/** A trainee page's opening: who, in which course and batch (the page's `introId`), and the progress bar. */
export function TraineeIntro({
  introId,
  trainee,
  course,
}: {
  introId: string;
  trainee: CourseTrainee;
  course: { title: string; title_en: string | null };
}) {
  const t = useTranslate();
  const local = useLocalTitle();
  const name = useLocalName();
  const who = name(trainee.name, trainee.name_en);
  return (
    <>
      <Typography>
        {t(introId, {
          name: who,
          course: local(course),
          batch: name(trainee.batch_title, trainee.batch_title_en),
        })}
      </Typography>
      <Box sx={{ maxWidth: 360 }}>
        <TraineeProgress trainee={trainee} name={who} />
      </Box>
    </>
  );
}

/** An export stops after this many pages of PAGE_SIZE_MAX rows and says so. */
const EXPORT_MAX_PAGES = 100;

/** The .xlsx export of every trainee the list's filters select (all pages), in the reader's language. */
function useTraineeExport(courseId: number | null, query: CourseTraineeListQuery) {
  const t = useTranslate();
  const toast = useToast();
  const client = useApiClient();
  const name = useLocalName();
  const { formatDate } = useFormatters();
  const [exporting, setExporting] = useState(false);

  async function exportRows() {
    if (courseId === null) return;
    setExporting(true);
    try {
      const sheet = await import('./trainees-sheet');
      const all: CourseTrainee[] = [];
      let total = 0;
      for (let page = 1; page <= EXPORT_MAX_PAGES; page += 1) {
        const result = await client.list(T.courseTrainees, {
          params: { id: courseId },
          query: { ...query, page, page_size: PAGE_SIZE_MAX },
        });
        all.push(...result.data);
        total = result.meta.total;
        if (page >= result.meta.total_page || result.data.length === 0) break;
      }
      const header = COLUMNS.filter((c) => c.key !== 'actions').map((c) => t(c.labelId));
      const rows = all.map((r) => [
        name(r.name, r.name_en),
        name(r.batch_title, r.batch_title_en),
        t(`course_trainees.status.${r.status}`),
        r.enrolled_at ? formatDate(r.enrolled_at) : null,
        r.progress_percent,
        r.completed_at ? formatDate(r.completed_at) : null,
        t('course_trainees.quizzes', {
          passed: r.quizzes_passed,
          total: r.quizzes_total,
          taken: r.quizzes_taken,
        }),
      ]);
      saveFile(await sheet.traineesBlob(header, rows), `trainees-${courseId}.xlsx`);
      if (all.length < total) toast.warning('course_trainees.export.truncated', { count: all.length, total });
      else toast.success('course_trainees.export.done', { count: all.length });
    } catch (failure) {
      toast.error(isApiError(failure) ? failure : 'course_trainees.export.failed');
    } finally {
      setExporting(false);
    }
  }

  return { exporting, exportRows };
}

export function TraineesPage() {
  const t = useTranslate();
  const local = useLocalTitle();
  const name = useLocalName();
  const { formatDate } = useFormatters();
  const courseId = useCourseIdParam();
  const course = useCourse(courseId);
  const batches = useCourseBatches(courseId);
  const list = useListParams(TRAINEE_LIST);
  const trainees = useCourseTrainees(courseId, list.query);
  const { exporting, exportRows } = useTraineeExport(courseId, list.query);
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
          <ListFilterBar>
            <ListSearchField
              labelId="course_trainees.search"
              submitId="course_trainees.search_submit"
              search={list.search}
            />
            <ListSelectFilter
              labelId="course_trainees.filter.batch"
              allLabelId="course_trainees.all"
              value={list.state.batch_id}
              onChange={(raw) => list.setText('batch_id', raw)}
              options={(batches.data ?? []).map((b) => ({ value: b.id, label: local(b) }))}
            />
            <ListSelectFilter
              labelId="course_trainees.filter.status"
              allLabelId="course_trainees.all"
              value={list.state.status}
              onChange={(raw) => list.setText('status', raw)}
              options={TRAINEE_STATUSES.map((s) => ({ value: s, label: t(`course_trainees.status.${s}`) }))}
            />
          </ListFilterBar>
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
