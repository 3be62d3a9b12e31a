import { defineEndpoint } from './endpoint';
import { COURSE_PERMISSIONS } from './endpoints-courses';
import { DASHBOARD_PERMISSIONS } from './dashboards-permissions';

/*
 * The homes of the staff portals (issue 12 defect 9): what waits for the signed-in person, counted, each count
 * leading to the list that holds it. A count the caller may not open (its list's permission key is missing) is null,
 * so the home leaves it out rather than showing a number the person cannot act on.
 */

export { DASHBOARD_PERMISSIONS } from './dashboards-permissions';

/**
 * The families of the platform's activity over time (spec §7 `dashboard-statistics`; issue 17 item 3), each counted by
 * the day (or month) it happened in Bangladesh time: youth registered, jobs published, job applications, course
 * enrolments, certificates issued.
 */
export const STATISTICS_FAMILY = {
  YOUTH_REGISTRATIONS: 'youth_registrations',
  JOBS_PUBLISHED: 'jobs_published',
  APPLICATIONS: 'applications',
  COURSE_ENROLMENTS: 'course_enrolments',
  /** Enrolments whose learner finished every lesson (course_enrolments.completed_at). */
  COURSE_COMPLETIONS: 'course_completions',
  CERTIFICATES: 'certificates',
} as const;
export type StatisticsFamily = (typeof STATISTICS_FAMILY)[keyof typeof STATISTICS_FAMILY];

/** The families of the platform's activity (`/private/dashboard-statistics`, every tenant), in their order. */
export const PLATFORM_STATISTICS_FAMILIES: readonly StatisticsFamily[] = [
  STATISTICS_FAMILY.YOUTH_REGISTRATIONS,
  STATISTICS_FAMILY.JOBS_PUBLISHED,
  STATISTICS_FAMILY.APPLICATIONS,
  STATISTICS_FAMILY.COURSE_ENROLMENTS,
  STATISTICS_FAMILY.CERTIFICATES,
];

/** The families of an institute's course activity (`/private/course-statistics`, the lms home; issue 15 item 9). */
export const COURSE_STATISTICS_FAMILIES: readonly StatisticsFamily[] = [
  STATISTICS_FAMILY.COURSE_ENROLMENTS,
  STATISTICS_FAMILY.COURSE_COMPLETIONS,
  STATISTICS_FAMILY.CERTIFICATES,
];

/** The longest range the statistics take, in days (about five years). */
export const STATISTICS_MAX_DAYS = 1830;
/** Ranges up to this many days are counted by the day, longer ones by the month. */
export const STATISTICS_DAILY_MAX_DAYS = 92;

/** Query of the statistics: both days inclusive (YYYY-MM-DD); default the last 30 days. */
export interface DashboardStatisticsQuery {
  from?: string;
  to?: string;
}

/** One family's counts, one point per day or month of the range (zeros included). */
export interface StatisticsSeries {
  family: StatisticsFamily;
  total: number;
  /** `YYYY-MM-DD` (by the day) or `YYYY-MM` (by the month), in order. */
  points: { period: string; count: number }[];
}

/** The platform's activity over a range. */
export interface DashboardStatistics {
  from: string;
  to: string;
  interval: 'day' | 'month';
  series: StatisticsSeries[];
}

/** The admin's queues, inside the caller's tenant. */
export interface AdminDashboard {
  /** Job posts waiting for approval (approve_job). */
  pending_job_approvals: number | null;
  /** Organisations that signed up and wait for approval (approve_vendor). */
  pending_vendors: number | null;
  /** Users the caller manages (view_any_user). */
  users: number | null;
}

/** One of the recruiter's jobs with new applicants. */
export interface DashboardJobCount {
  id: number;
  job_title: string;
  job_title_en: string | null;
  count: number;
}

/** The recruiter's queues: its own organisation's jobs and applicants only. */
export interface RecruiterDashboard {
  /** Applications nobody has moved yet (view_any_job_applicant), and the jobs with most of them (at most 5). */
  new_applicants: { total: number; jobs: DashboardJobCount[] } | null;
  /** Offer letters sent and not yet answered (view_any_job_applicant). */
  open_offers: number | null;
  /** Job posts by the step they wait at. */
  drafts: number;
  awaiting_approval: number;
  awaiting_payment: number;
}

/** The staff homes' counts (spec §7 dashboard statistics). */
export const dashboardEndpoints = {
  adminDashboard: defineEndpoint<AdminDashboard>({
    method: 'GET',
    path: '/private/dashboard/admin',
    area: 'private',
    permission: DASHBOARD_PERMISSIONS.viewAdminDashboard,
    summary:
      'The admin home: job posts awaiting approval, organisations awaiting approval, users (tenant-scoped)',
  }),
  recruiterDashboard: defineEndpoint<RecruiterDashboard>({
    method: 'GET',
    path: '/private/dashboard/recruiter',
    area: 'private',
    permission: 'view_any_job',
    summary:
      'The recruiter home: new applicants, open offers, drafts, jobs awaiting approval or payment (own organisation)',
  }),
  dashboardStatistics: defineEndpoint<DashboardStatistics, undefined, DashboardStatisticsQuery>({
    method: 'GET',
    path: '/private/dashboard-statistics',
    area: 'private',
    permission: DASHBOARD_PERMISSIONS.viewStatistics,
    summary:
      'The platform’s activity over a range (by day up to 92 days, else by month): youth registered, jobs published, applications, course enrolments, certificates',
  }),
  courseStatistics: defineEndpoint<DashboardStatistics, undefined, DashboardStatisticsQuery>({
    method: 'GET',
    path: '/private/course-statistics',
    area: 'private',
    permission: COURSE_PERMISSIONS.viewCourse,
    summary:
      'The caller’s institute’s course activity over a range (by day up to 92 days, else by month): enrolments, completions, certificates issued',
  }),
} as const;
