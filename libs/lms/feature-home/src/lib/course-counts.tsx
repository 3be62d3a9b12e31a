import { Link as RouterLink } from 'react-router-dom';
import { COURSE_TYPE, type CourseStatusCounts } from '@platform/contract';
import { useCourseStatusCounts } from '@platform/lms-data-access-courses';
import { type QueueItem, QueueSummary } from '@platform/ui';

/** The provider's courses counted by status, each count a link to the list filtered the same way. */
function items(c: CourseStatusCounts | undefined): QueueItem[] {
  if (!c) return [];
  return [
    {
      key: 'total',
      labelId: 'lms_home.courses.total',
      count: c.total,
      to: '/courses',
      linkLabelId: 'lms_home.courses.open',
    },
    {
      key: 'draft',
      labelId: 'lms_home.courses.draft',
      count: c.draft,
      to: '/courses?publication_status=draft',
      linkLabelId: 'lms_home.courses.open_draft',
    },
    {
      key: 'published',
      labelId: 'lms_home.courses.published',
      count: c.published,
      to: '/courses?publication_status=published',
      linkLabelId: 'lms_home.courses.open_published',
    },
    {
      key: 'archived',
      labelId: 'lms_home.courses.archived',
      count: c.archived,
      to: '/courses?publication_status=archived',
      linkLabelId: 'lms_home.courses.open_archived',
    },
    {
      key: 'inactive',
      labelId: 'lms_home.courses.inactive',
      count: c.inactive,
      to: '/courses?row_status=0',
      linkLabelId: 'lms_home.courses.open_inactive',
    },
    // pending approvals (ADR 0090): live courses whose schedule waits for an approver, or came back rejected
    {
      key: 'schedules_pending',
      labelId: 'lms_home.courses.schedules_pending',
      count: c.schedules_pending,
      to: `/courses?course_type=${COURSE_TYPE.LIVE}`,
      linkLabelId: 'lms_home.courses.open_live',
    },
    {
      key: 'schedules_rejected',
      labelId: 'lms_home.courses.schedules_rejected',
      count: c.schedules_rejected,
      to: `/courses?course_type=${COURSE_TYPE.LIVE}`,
      linkLabelId: 'lms_home.courses.open_live_rejected',
    },
  ];
}

export function CourseCounts() {
  const counts = useCourseStatusCounts();
  return (
    <QueueSummary
      titleId="lms_home.courses.title"
      items={items(counts.data)}
      loading={counts.isLoading}
      errorId={counts.error ? 'lms_home.courses.load_error' : null}
      onRetry={() => void counts.mutate()}
      emptyId="lms_home.courses.empty"
      link={RouterLink}
    />
  );
}
