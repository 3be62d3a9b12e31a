import type { MenuItem } from '@platform/shell';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { aptitudeMenu } from '@platform/admin-feature-aptitude-test';
import { issuedCertificateMenu } from '@platform/admin-feature-certificates';
import { associationMenu } from '@platform/admin-feature-associations';
import { discussionModerationMenu } from '@platform/admin-feature-discussion';
import { jobApprovalMenu } from '@platform/admin-feature-job-approval';
import { platformListMenu } from '@platform/admin-feature-platform-lists';
import { scheduleApprovalMenu } from '@platform/admin-feature-schedule-approvals';
import { searchIndexMenu } from '@platform/admin-feature-search-index';
import { rplMenu } from '@platform/admin-feature-rpl';
import { ontologyMenu } from '@platform/admin-feature-ontology';
import { progressReportMenu } from '@platform/admin-feature-progress-reports';
import { reportMenu } from '@platform/admin-feature-reports';
import { notificationMenu } from '@platform/admin-feature-notifications';
import { userMenu } from '@platform/admin-feature-users';
import { resourceMenu } from '@platform/resource-crud';
import { RESOURCE_INDEX } from '@platform/resources';

/**
 * Header menu of the admin portal. Permission-filtered by the shell: an item shows only to users holding its key (the gateway checks the same keys).
 */
export const menu: MenuItem[] = [
  { labelId: 'portals.menu.dashboard', to: '/', icon: <DashboardOutlined /> },
  // the platform's activity over time (ADR 0087)
  {
    labelId: 'statistics.menu',
    to: '/statistics',
    icon: <DashboardOutlined />,
    permission: 'view_dashboard_statistics',
  },
  {
    labelId: 'portals.menu.settings',
    to: '/settings',
    icon: <SettingsOutlined />,
    permission: 'view_app_settings',
  },
  // the notification log and queue, the notification heads
  ...notificationMenu,
  {
    labelId: 'cms.static.menu',
    to: '/static-contents',
    icon: <ArticleOutlined />,
    permission: 'view_any_static_content',
  },
  // external vendor and LMS integrations (ADR 0086)
  {
    labelId: 'integrations.menu',
    to: '/lms-integrations',
    // the settings icon: a new icon would weigh on every signed-in first visit (issue 13)
    icon: <SettingsOutlined />,
    permission: 'view_any_vendor_integration',
  },
  // the search indexes and their document sync (manage_search_index, ADR 0097)
  ...searchIndexMenu,
  // one entry per resource, grouped (the shell lists groups in its menu drawer)
  ...resourceMenu(RESOURCE_INDEX),
  // users and vendor approval, in the user management group
  ...userMenu,
  // jobs waiting for approval, in the jobs group (approve_job)
  ...jobApprovalMenu,
  // every organisation's job posts (jobs group) and every institute's courses (learning group), ADR 0107
  ...platformListMenu,
  // live-course schedules waiting for approval (approve_course_schedule, ADR 0090)
  ...scheduleApprovalMenu,
  // RPL batches (manage_rpl_batch) and an assessor's own batches (mark_rpl_batch), in the RPL group (ADR 0094)
  ...rplMenu,
  // the ontology of skills, occupations and sectors (view_ontology, ADR 0098), in the skills group
  ...ontologyMenu,
  // the training centres' monthly progress reports (view_any_progress_report, ADR 0093)
  ...progressReportMenu,
  // report management: reports over a range with filters, downloaded as PDF and .xlsx (view_reports, ADR 0101)
  ...reportMenu,
  // industry associations: applications, members, member vacancies (ADR 0092)
  ...associationMenu,
  // the youth's discussion forum: posts waiting for approval and reports (approve_discussion_post)
  ...discussionModerationMenu,
  // the aptitude test and the question banks, in the assessments group
  ...aptitudeMenu,
  // issued certificates: the platform-wide list, revoke and restore (view_any_certificate, ADR 0105), in learning
  ...issuedCertificateMenu,
];
