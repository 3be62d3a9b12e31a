import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import type { CourseAssignment } from '@platform/contract';
import { useTranslate } from './message';
import { useFormatters } from './use-formatters';

export interface AssignmentChipsProps {
  assignment: Pick<CourseAssignment, 'total_marks' | 'pass_marks' | 'due_date'>;
  /** More chips after the two (a file is needed; the submission's state). */
  children?: ReactNode;
}

/**
 * A course assignment's rules as a row of chips, as the learner and the marking trainer see them: the marks and the
 * pass mark, the due day (or none), then `children`.
 */
export function AssignmentChips({ assignment, children }: AssignmentChipsProps) {
  const t = useTranslate();
  const { formatDate } = useFormatters();
  const { total_marks: total, pass_marks: pass, due_date: due } = assignment;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Chip size="small" variant="outlined" label={t('course_assignments.marks_rule', { total, pass })} />
      <Chip
        size="small"
        variant="outlined"
        label={due ? t('course_assignments.due', { date: formatDate(due) }) : t('course_assignments.no_due')}
      />
      {children}
    </Stack>
  );
}
