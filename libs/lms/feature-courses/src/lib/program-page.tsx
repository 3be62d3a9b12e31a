import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formLookup, useRouteId } from '@platform/api-client';
import { useAuth } from '@platform/auth';
import { COURSE_PERMISSIONS, type ProgramCourse, type ProgramCourseBody } from '@platform/contract';
import {
  ownCourseLookup,
  useAddProgramCourse,
  useProgramCourses,
  useProgramSerial,
  useRemoveProgramCourse,
} from '@platform/lms-data-access-courses';
import {
  FormDialog,
  FormLookupField,
  listColumns,
  PageHeader,
  ServerList,
  useLocalTitle,
  useToast,
  useTranslate,
} from '@platform/ui';
import { programCourseSchema } from '@platform/validation';
import { useToastedRun } from './toasted-run';

/*
 * /courses/{id}/program (issue 15 item 4): the courses of a program in serial order — add one of the institute's
 * courses, move a course up or down, take it out. A reader without manage_course sees the list only.
 */

const COLUMNS = listColumns('course_programs.column', ['serial', 'title', 'actions'], ['actions']);
const READ_COLUMNS = COLUMNS.filter((c) => c.key !== 'actions');

function AddDialog({ programId, onClose }: { programId: number; onClose: () => void }) {
  const toast = useToast();
  const add = useAddProgramCourse();
  async function save(body: ProgramCourseBody) {
    await add.trigger({ params: { id: programId }, body });
    toast.success('course_programs.success.saved');
    onClose();
  }
  return (
    <FormDialog<ProgramCourseBody>
      titleId="course_programs.add"
      introId="course_programs.form.rules"
      busy={add.isMutating}
      onClose={onClose}
      schema={programCourseSchema}
      defaultValues={{ course_id: null as unknown as number }}
      onSubmit={save}
    >
      <FormLookupField
        name="course_id"
        useLookup={formLookup(ownCourseLookup)}
        labelId="course_programs.field.course"
      />
    </FormDialog>
  );
}

export function ProgramPage() {
  const t = useTranslate();
  const run = useToastedRun();
  const title = useLocalTitle();
  const { hasPermission } = useAuth();
  const programId = useRouteId() ?? 0;
  const valid = programId > 0;
  const list = useProgramCourses(valid ? programId : null);
  const serial = useProgramSerial();
  const remove = useRemoveProgramCourse();
  const [adding, setAdding] = useState(false);
  const canManage = hasPermission(COURSE_PERMISSIONS.manageCourse);
  const rows = list.data ?? [];
  const busy = serial.isMutating || remove.isMutating;

  const move = (index: number, by: -1 | 1) => {
    const ids = rows.map((r) => r.course_id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved as number);
    return run(
      () => serial.trigger({ params: { id: programId }, body: { course_ids: ids } }),
      'course_programs.success.saved',
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 960, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageHeader titleId="course_programs.title" />
      {canManage && (
        <Box>
          <Button variant="contained" onClick={() => setAdding(true)}>
            {t('course_programs.add')}
          </Button>
        </Box>
      )}
      <ServerList<ProgramCourse>
        result={list}
        labelPrefix="course_programs"
        rowKey={(row) => row.course_id}
        columns={canManage ? COLUMNS : READ_COLUMNS}
        renderRow={(row) => {
          const index = rows.indexOf(row);
          const name = title(row);
          return (
            <TableRow key={row.course_id}>
              <TableCell>{row.serial}</TableCell>
              <TableCell>{name}</TableCell>
              {canManage && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton
                    aria-label={t('course_programs.up', { name })}
                    disabled={busy || index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUpward />
                  </IconButton>
                  <IconButton
                    aria-label={t('course_programs.down', { name })}
                    disabled={busy || index === rows.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDownward />
                  </IconButton>
                  <IconButton
                    aria-label={t('course_programs.remove', { name })}
                    disabled={busy}
                    onClick={() =>
                      run(
                        () => remove.trigger({ params: { id: programId, courseId: row.course_id } }),
                        'course_programs.success.removed',
                      )
                    }
                  >
                    <DeleteOutlined />
                  </IconButton>
                </TableCell>
              )}
            </TableRow>
          );
        }}
      />
      <Box>
        <Button component={RouterLink} to={`/courses/${programId}/read`}>
          {t('course_programs.back')}
        </Button>
      </Box>
      {adding && <AddDialog programId={programId} onClose={() => setAdding(false)} />}
    </Box>
  );
}
