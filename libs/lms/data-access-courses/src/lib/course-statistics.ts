import { type DashboardStatisticsQuery, dashboardEndpoints } from '@platform/contract';
import { useEndpoint } from '@platform/api-client';

/**
 * GET /private/course-statistics: the institute's enrolments, completions and certificates over a range — the lms
 * home's activity section, in its own module so that only the section's lazy chunk takes it.
 */
export const useCourseStatistics = (query: DashboardStatisticsQuery) =>
  useEndpoint(dashboardEndpoints.courseStatistics, { query }, { keepPreviousData: true });
