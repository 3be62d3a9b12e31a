import { FormattedMessage } from 'react-intl';
import { useCourseStatistics } from '@platform/lms-data-access-courses';
import { ActivityStatistics, ContentLoader, LoadErrorAlert, PaperSection } from '@platform/ui';
import { today } from '@platform/validation';

/** The first day of the month eleven months before `day`'s: with `day`, twelve calendar months. */
export function twelveMonthsTo(day: string): { from: string; to: string } {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const back = m - 11;
  const year = back > 0 ? y : y - 1;
  const month = back > 0 ? back : back + 12;
  return { from: `${year}-${String(month).padStart(2, '0')}-01`, to: day };
}

/**
 * The institute's course activity over the last twelve months on the lms home (issue 15 item 9): enrolments,
 * completions and certificates by the month — totals, a chart and the table of numbers. Its own lazy chunk (the
 * `statistics` labels and the chart come with it), so the home's first screen stays within its budget.
 */
export default function CourseActivity() {
  const stats = useCourseStatistics(twelveMonthsTo(today()));
  return (
    <PaperSection title={<FormattedMessage id="statistics.course.title" />}>
      {stats.error ? (
        <LoadErrorAlert
          messageId="statistics.course.load_error"
          retryId="statistics.retry"
          onRetry={() => void stats.mutate()}
          mb={0}
        />
      ) : stats.data ? (
        <ActivityStatistics
          data={stats.data}
          headingLevel="h3"
          chartLabelId="statistics.course.chart"
          tableLabelId="statistics.course.table"
        />
      ) : (
        <ContentLoader />
      )}
    </PaperSection>
  );
}
