import { Link as RouterLink } from 'react-router-dom';
import type { CourseStatusCounts } from '@platform/contract';
import { useCourseStatusCounts } from '@platform/lms-data-access-courses';
import { type QueueItem, QueueSummary } from '@platform/ui';

/** The provider's courses counted by status, each count a link to the list filtered the same way. */
function items(c: CourseStatusCounts | undefined): QueueItem[] {
  if (!c) return [];
  return [
    {
      key: 'total',
      labelId: 'courses.home.total',
      count: c.total,
      to: '/courses',
      linkLabelId: 'courses.home.open',
    },
    {
      key: 'draft',
      labelId: 'courses.publication.draft',
      count: c.draft,
      to: '/courses?publication_status=draft',
      linkLabelId: 'courses.home.open_draft',
    },
    {
      key: 'published',
      labelId: 'courses.publication.published',
      count: c.published,
      to: '/courses?publication_status=published',
      linkLabelId: 'courses.home.open_published',
    },
    {
      key: 'archived',
      labelId: 'courses.publication.archived',
      count: c.archived,
      to: '/courses?publication_status=archived',
      linkLabelId: 'courses.home.open_archived',
    },
    {
      key: 'inactive',
      labelId: 'courses.status.inactive',
      count: c.inactive,
      to: '/courses?row_status=0',
      linkLabelId: 'courses.home.open_inactive',
    },
  ];
}

export function CourseCounts() {
  const counts = useCourseStatusCounts();
  return (
    <QueueSummary
      titleId="courses.home.title"
      items={items(counts.data)}
      loading={counts.isLoading}
      errorId={counts.error ? 'courses.home.load_error' : null}
      onRetry={() => void counts.mutate()}
      emptyId="courses.home.empty"
      link={RouterLink}
    />
  );
}
