import type { RouteObject } from 'react-router-dom';
import { aptitudeRoutes } from '@platform/admin-feature-aptitude-test';
import { issuedCertificateRoutes } from '@platform/admin-feature-certificates';
import { associationRoutes } from '@platform/admin-feature-associations';
import { discussionModerationRoutes } from '@platform/admin-feature-discussion';
import { homeRoutes } from '@platform/admin-feature-home';
import { jobApprovalRoutes } from '@platform/admin-feature-job-approval';
import { platformListRoutes } from '@platform/admin-feature-platform-lists';
import { scheduleApprovalRoutes } from '@platform/admin-feature-schedule-approvals';
import { searchIndexRoutes } from '@platform/admin-feature-search-index';
import { rplRoutes } from '@platform/admin-feature-rpl';
import { ontologyRoutes } from '@platform/admin-feature-ontology';
import { progressReportRoutes } from '@platform/admin-feature-progress-reports';
import { reportRoutes } from '@platform/admin-feature-reports';
import { notificationRoutes } from '@platform/admin-feature-notifications';
import { settingsRoutes } from '@platform/admin-feature-settings';
import {
  instituteDetailPage,
  organizationDetailPage,
  roleDetailPage,
  userRoutes,
} from '@platform/admin-feature-users';
import { questionBankRoutes } from '@platform/exams-feature-questions';
import { resourceRoutes } from '@platform/resource-crud';
import { RESOURCE_INDEX } from '@platform/resources';

/**
 * The admin portal's routes, relative to `/`: each feature lib contributes lazy route objects (one chunk per page).
 * Reference and access resources (skills, locations, permissions …) come from the resource engine.
 * The shell adds the layout, `/auth/callback`, the generic pages and the 404.
 */
export const routes: RouteObject[] = [
  ...homeRoutes,
  ...settingsRoutes,
  // /notifications (log, queue), /notification-heads (create, edit, config)
  ...notificationRoutes,
  ...userRoutes,
  ...jobApprovalRoutes,
  // /platform-jobs, /platform-courses: every organisation's jobs, every institute's courses (ADR 0107)
  ...platformListRoutes,
  ...scheduleApprovalRoutes,
  ...searchIndexRoutes,
  // the RPL office's batches and the assessor's marking (ADR 0094)
  ...rplRoutes,
  // the ontology editor (ADR 0098)
  ...ontologyRoutes,
  // the training centres' monthly progress reports (ADR 0093)
  ...progressReportRoutes,
  // /report: report management (ADR 0101)
  ...reportRoutes,
  // industry associations: applications, members, member vacancies (ADR 0092)
  ...associationRoutes,
  // the youth's discussion forum: moderation queues (approve_discussion_post; ADR 0084)
  ...discussionModerationRoutes,
  // the aptitude test and the question banks (the platform's aptitude bank among them; ADR 0070)
  ...aptitudeRoutes,
  ...questionBankRoutes,
  // /issued-certificates: issued certificates, revoke and restore (ADR 0105)
  ...issuedCertificateRoutes,
  // /roles/{id}, /organizations/{id} and /institutes/{id} show the record with its permission assignment
  // (feature-users; an institute's grant is the most its users may hold, ADR 0120)
  ...resourceRoutes(RESOURCE_INDEX, {
    roles: { show: roleDetailPage },
    organizations: { show: organizationDetailPage },
    institutes: { show: instituteDetailPage },
  }),
];
