import type { RouteObject } from 'react-router-dom';
import type { RouteGroup } from '@platform/shell';
import { aptitudeRouteGroup } from '@platform/admin-feature-aptitude-test';
import { issuedCertificateRouteGroup } from '@platform/admin-feature-certificates';
import { associationRouteGroup } from '@platform/admin-feature-associations';
import { discussionModerationRouteGroup } from '@platform/admin-feature-discussion';
import { homeRoutes, statisticsRouteGroup } from '@platform/admin-feature-home';
import { jobApprovalRouteGroup } from '@platform/admin-feature-job-approval';
import { platformListRouteGroup } from '@platform/admin-feature-platform-lists';
import { scheduleApprovalRouteGroup } from '@platform/admin-feature-schedule-approvals';
import { searchIndexRouteGroup } from '@platform/admin-feature-search-index';
import { rplRouteGroup } from '@platform/admin-feature-rpl';
import { ontologyRouteGroup } from '@platform/admin-feature-ontology';
import { progressReportRouteGroup } from '@platform/admin-feature-progress-reports';
import { reportRouteGroup } from '@platform/admin-feature-reports';
import { notificationRouteGroup } from '@platform/admin-feature-notifications';
import { settingsRouteGroup } from '@platform/admin-feature-settings';
import { userRouteGroup } from '@platform/admin-feature-users';
import { RESOURCE_INDEX } from '@platform/resources';

/**
 * The admin portal's routes in its entry, relative to `/`: the signed-in home. The shell adds the layout,
 * `/auth/callback`, the generic pages and the 404.
 */
export const routes: RouteObject[] = homeRoutes;

/**
 * Every other section's route table loads on the first visit to one of its addresses (ADR 0103, 0149), so the start
 * chunk a signed-in first visit downloads does not grow with each section; the menu (menu.tsx) names each entry's
 * address and permission key itself, so it shows what the user may open without loading a table.
 */
export const routeGroups: RouteGroup[] = [
  // the platform's activity over time (ADR 0087)
  statisticsRouteGroup,
  settingsRouteGroup,
  // /notifications (log, queue), /notification-heads (create, edit, config), /bulk-email
  notificationRouteGroup,
  // /users, /youths
  userRouteGroup,
  jobApprovalRouteGroup,
  // /platform-jobs, /platform-courses …: every organisation's jobs, every institute's courses (ADR 0107)
  platformListRouteGroup,
  scheduleApprovalRouteGroup,
  searchIndexRouteGroup,
  // the RPL office's batches (ADR 0094)
  rplRouteGroup,
  // the ontology editor (ADR 0098)
  ontologyRouteGroup,
  // the training centres' monthly progress reports (ADR 0093)
  progressReportRouteGroup,
  // /report: report management (ADR 0101)
  reportRouteGroup,
  // industry associations: applications, members, member vacancies (ADR 0092)
  associationRouteGroup,
  // the youth's discussion forum: moderation queues (approve_discussion_post; ADR 0084)
  discussionModerationRouteGroup,
  // the aptitude test (ADR 0070)
  aptitudeRouteGroup,
  // the question banks, the platform's aptitude bank among them (ADR 0070)
  {
    segments: ['job-questions-bank', 'job-questions-set'],
    load: () => import('./question-route-table').then((m) => m.questionBankRoutes),
  },
  // /issued-certificates: issued certificates, revoke and restore (ADR 0105)
  issuedCertificateRouteGroup,
  // reference and access resources (skills, locations, permissions …) from the resource engine, one group: its
  // segments from the resource index the menu holds anyway
  {
    segments: RESOURCE_INDEX.map((entry) => entry.segment),
    load: () => import('./resource-route-table').then((m) => m.resourceRouteTable),
  },
];
