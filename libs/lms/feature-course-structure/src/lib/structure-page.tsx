import Box from '@mui/material/Box';
import { useRouteId } from '@platform/api-client';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { COURSE_PERMISSIONS, type CourseTree } from '@platform/contract';
import { useAuth } from '@platform/auth';
import { useCourse, useCourseTree } from '@platform/lms-data-access-courses';
import { ContentLoader, LoadErrorAlert, PageHeader, useLocalName, useTranslate } from '@platform/ui';

/**
 * The frame of both structure pages: the course's name, its tree loaded in one call, whether the caller may change
 * it (the manage key; an archived course is frozen), and the way back to the course.
 */
export function StructurePage({
  titleId,
  children,
}: {
  titleId: string;
  children: (tree: CourseTree, canManage: boolean) => ReactNode;
}) {
  const t = useTranslate();
  const local = useLocalName();
  const { hasPermission } = useAuth();
  const id = useRouteId();
  const valid = id !== null;
  const course = useCourse(valid ? id : null);
  const tree = useCourseTree(valid ? id : null);
  if (!valid || course.error || tree.error) return <LoadErrorAlert messageId="course_structure.load_error" />;
  if (course.data === undefined || tree.data === undefined) return <ContentLoader />;
  const canManage =
    hasPermission(COURSE_PERMISSIONS.manageCourse) && course.data.publication_status !== 'archived';
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageHeader titleId={titleId} />
      <Typography variant="h5" component="p">
        {local(course.data.title, course.data.title_en)}
      </Typography>
      {children(tree.data, canManage)}
      <Box>
        <Button component={RouterLink} to={`/courses/${id}/read`}>
          {t('course_structure.back')}
        </Button>
      </Box>
    </Box>
  );
}
