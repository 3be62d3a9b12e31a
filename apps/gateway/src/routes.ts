import type { FastifyInstance } from 'fastify';
import { registerAccountRoutes } from './domains/accounts';
import { registerAssessmentDomainRoutes } from './domains/assessments';
import { registerCertificateDomainRoutes } from './domains/certificates';
import { registerCourseBatchRoutes } from './domains/course-batches/routes';
import { registerCourseTraineeRoutes } from './domains/course-trainees/routes';
import { registerCourseAssignmentRoutes } from './domains/course-assignments/routes';
import { registerCourseEnrolmentRoutes } from './domains/course-enrolments/routes';
import { registerCourseLearningRoutes } from './domains/course-learning/routes';
import { registerExamLessonRoutes } from './domains/course-learning/exam-routes';
import { registerScormPlayerRoutes } from './domains/scorm-player/routes';
import { registerCourseProgramRoutes } from './domains/course-programs/routes';
import { registerCourseStructureDomainRoutes } from './domains/course-structure';
import { registerCourseLibraryRoutes } from './domains/course-library/routes';
import { registerCourseRoutes } from './domains/courses/routes';
import { registerCvRoutes } from './domains/cv';
import { registerDashboardDomainRoutes } from './domains/dashboards';
import { registerDiscussionDomainRoutes } from './domains/discussion';
import { registerFileRoutes } from './domains/files/routes';
import { registerIntegrationDomainRoutes } from './domains/integrations';
import { registerJobAlertRoutes } from './domains/job-alerts';
import { registerJobPipelineRoutes } from './domains/job-pipeline';
import { registerJobRoutes } from './domains/jobs';
import { registerNotificationRoutes } from './domains/notifications';
import { registerPaymentRoutes } from './domains/payments/routes';
import { registerPlatformContentRoutes } from './domains/platform-content';
import { registerResourceRoutes } from './domains/resources';
import { registerUserRoutes } from './domains/users';
import { registerYouthProfileRoutes } from './domains/youth-profile';
import { registerYouthAdminDomainRoutes } from './domains/youths';
import { registerLockerRoutes } from './domains/locker';
import { registerYouthCalendarRoutes } from './domains/youth-calendar';
import { registerCourseScheduleRoutes } from './domains/course-schedules';
import { registerInstituteEventRoutes } from './domains/institute-events';
import { registerProgressReportRoutes } from './domains/progress-reports';
import { registerReportDomainRoutes } from './domains/reports';
import { registerAssociationRoutes } from './domains/associations';
import { registerRplRoutes } from './domains/rpl';
import { registerYouthDirectoryRoutes } from './domains/youth-directory';
import { registerFreelanceRoutes } from './domains/freelance';
import { registerOntologyRoutes } from './domains/ontology';
import { registerLearningPathRoutes } from './domains/learning-paths/routes';
import { registerSearchRoutes } from './domains/search';
import { registerSystemRoutes } from './platform/system';

/**
 * Every route of the gateway: the system routes first (their hook records each contract route for /openapi.json),
 * then one register function per domain folder (domains/<domain>), which registers that domain's routes of every area.
 */
export function registerRoutes(app: FastifyInstance): void {
  registerSystemRoutes(app);
  registerPlatformContentRoutes(app);
  registerAccountRoutes(app);
  registerNotificationRoutes(app);
  registerYouthProfileRoutes(app);
  registerCvRoutes(app);
  // the platform's youth for administrators (issue 17 item 4, ADR 0082)
  registerYouthAdminDomainRoutes(app);
  // external vendor and LMS integrations (issue 17 item 7, ADR 0086)
  registerIntegrationDomainRoutes(app);
  registerFileRoutes(app);
  registerUserRoutes(app);
  registerResourceRoutes(app);
  registerJobRoutes(app);
  registerJobAlertRoutes(app);
  registerJobPipelineRoutes(app);
  registerPaymentRoutes(app);
  registerDashboardDomainRoutes(app);
  registerAssessmentDomainRoutes(app);
  registerCourseRoutes(app);
  // a course's modules, lessons and contents (issue 15 item 2), its batches (item 5) and a program's courses (item 4)
  registerCourseStructureDomainRoutes(app);
  // the content library's import into a lesson (issue 15 item 3, ADR 0091; its records are the resource engine's)
  registerCourseLibraryRoutes(app);
  registerCourseBatchRoutes(app);
  registerCourseTraineeRoutes(app);
  registerCourseProgramRoutes(app);
  // certificate templates, certificates and their public verification (issues 15 item 8, 16 item 5)
  registerCertificateDomainRoutes(app);
  // the youth's side of courses (issue 16): the public catalogue, enrolment and payment, favourites and ratings
  registerCourseEnrolmentRoutes(app);
  // the player: side menu, contents, watching progress, quizzes, lesson and course completion (issue 16 item 3)
  registerCourseLearningRoutes(app);
  // exams in the player: assessment lessons, drawn, timed and marked on the gateway (ADR 0119)
  registerExamLessonRoutes(app);
  // SCORM lessons played by scorm-again on the gateway's origin, their CMI saved per youth (ADR 0102)
  registerScormPlayerRoutes(app);
  // assignments: authoring, the youth's submission and its marking (issues 15 item 6 and 16 item 3, ADR 0089)
  registerCourseAssignmentRoutes(app);
  // the youth's discussion forum and its moderation (issue 18 item 5, ADR 0084)
  registerDiscussionDomainRoutes(app);
  // my locker and my calendar (issue 18 item 5, ADR 0085)
  registerLockerRoutes(app);
  registerYouthCalendarRoutes(app);
  // live-course schedules with approval, and an institute's events (issue 15 item 5, ADR 0090)
  registerCourseScheduleRoutes(app);
  // the RPL programme (issue 18 item 4, ADR 0094)
  registerRplRoutes(app);
  registerInstituteEventRoutes(app);
  // monthly progress reports of the training centres (issue 18 item 3, ADR 0093)
  registerProgressReportRoutes(app);
  // report management: reports over a range with filters, previewed and downloaded (issue 17 item 3, ADR 0101)
  registerReportDomainRoutes(app);
  // industry associations: members, applications and member vacancies (issue 18 item 2, ADR 0092)
  registerAssociationRoutes(app);
  // the registered-youth counter and the public youth directory (issue 18 item 5, ADR 0096)
  registerYouthDirectoryRoutes(app);
  // the freelance corner: youth offer services, visitors write to them (issue 18 item 5, ADR 0099)
  registerFreelanceRoutes(app);
  // the ontology: nodes and typed relations; skill matching widened with them (issue 17 item 6, ADR 0098)
  registerOntologyRoutes(app);
  // learning paths: authored on the lms portal, enrolled in and suggested on the youth portal (ADR 0100)
  registerLearningPathRoutes(app);
  // the search index and the public feed search (issue 17 item 5, ADR 0097)
  registerSearchRoutes(app);
}
