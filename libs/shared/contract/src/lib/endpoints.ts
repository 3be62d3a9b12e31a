import { assessmentEndpoints } from './endpoints-assessments';
import { assignmentEndpoints } from './endpoints-assignments';
import { cmsEndpoints } from './endpoints-cms';
import { companyEndpoints } from './endpoints-companies';
import { courseEndpoints } from './endpoints-courses';
import { courseStructureEndpoints } from './endpoints-course-structure';
import { courseLibraryEndpoints } from './endpoints-course-library';
import { courseBatchEndpoints } from './endpoints-course-batches';
import { trainerEndpoints } from './endpoints-trainers';
import { platformAssessmentEndpoints } from './endpoints-platform-assessments';
import { courseTraineeEndpoints } from './endpoints-course-trainees';
import { courseProgramEndpoints } from './endpoints-course-programs';
import { certificateEndpoints } from './endpoints-certificates';
import { cvBankEndpoints } from './endpoints-cv-bank';
import { dashboardEndpoints } from './endpoints-dashboards';
import { discussionEndpoints } from './endpoints-discussion';
import { courseDiscussionEndpoints } from './endpoints-course-discussion';
import { integrationEndpoints } from './endpoints-integrations';
import { registrationEndpoints } from './endpoints-registration';
import { fileEndpoints } from './endpoints-files';
import { jobEndpoints } from './endpoints-jobs';
import { jobAlertEndpoints } from './endpoints-job-alerts';
import { jobPipelineEndpoints } from './endpoints-job-pipeline';
import { notificationEndpoints } from './endpoints-notifications';
import { learningEndpoints } from './endpoints-learning';
import { paymentEndpoints } from './endpoints-payments';
import { platformEndpoints } from './endpoints-platform';
import { staffProfileEndpoints } from './endpoints-staff-profile';
import { courseLearningEndpoints } from './endpoints-course-learning';
import { scormPlayerEndpoints } from './endpoints-scorm-player';
import { examLessonEndpoints } from './endpoints-exam-lessons';
import { examModuleEndpoints } from './endpoints-exam-modules';
import { userAdminEndpoints } from './endpoints-users';
import { youthProfileEndpoints } from './endpoints-youth-profile';
import { youthAdminEndpoints } from './endpoints-youths';
import { lockerEndpoints } from './endpoints-locker';
import { calendarEndpoints } from './endpoints-calendar';
import { scheduleEndpoints } from './endpoints-schedules';
import { rplEndpoints } from './endpoints-rpl';
import { progressReportEndpoints } from './endpoints-progress-reports';
import { reportEndpoints } from './endpoints-reports';
import { associationEndpoints } from './endpoints-associations';
import { youthDirectoryEndpoints } from './endpoints-youth-directory';
import { freelanceEndpoints } from './endpoints-freelance';
import { vendorEndpoints } from './endpoints-vendors';
import { jobCategoryEndpoints } from './endpoints-job-categories';
import { ontologyEndpoints } from './endpoints-ontology';
import { learningPathEndpoints } from './endpoints-learning-paths';
import { searchEndpoints } from './endpoints-search';

/**
 * Every endpoint of the API. Later slices add theirs here; the gateway's OpenAPI document and its
 * permission sync are generated from this object, so a route missing here does not exist.
 * Portal code imports the group it needs (`platformEndpoints`, `jobEndpoints` …) rather than this object, so each
 * chunk carries only its own endpoints.
 */
export const endpoints = {
  ...platformEndpoints,
  ...staffProfileEndpoints,
  ...courseLearningEndpoints,
  ...scormPlayerEndpoints,
  ...examLessonEndpoints,
  ...examModuleEndpoints,
  ...userAdminEndpoints,
  ...registrationEndpoints,
  ...youthProfileEndpoints,
  ...fileEndpoints,
  ...jobEndpoints,
  ...jobAlertEndpoints,
  ...jobPipelineEndpoints,
  ...companyEndpoints,
  ...cvBankEndpoints,
  ...paymentEndpoints,
  ...dashboardEndpoints,
  ...assessmentEndpoints,
  ...courseEndpoints,
  ...courseStructureEndpoints,
  ...courseLibraryEndpoints,
  ...courseBatchEndpoints,
  ...trainerEndpoints,
  ...platformAssessmentEndpoints,
  ...courseTraineeEndpoints,
  ...assignmentEndpoints,
  ...courseProgramEndpoints,
  ...learningEndpoints,
  ...certificateEndpoints,
  ...cmsEndpoints,
  ...notificationEndpoints,
  ...youthAdminEndpoints,
  ...integrationEndpoints,
  ...discussionEndpoints,
  ...courseDiscussionEndpoints,
  ...lockerEndpoints,
  ...calendarEndpoints,
  ...scheduleEndpoints,
  ...rplEndpoints,
  ...progressReportEndpoints,
  ...reportEndpoints,
  ...associationEndpoints,
  ...youthDirectoryEndpoints,
  ...freelanceEndpoints,
  ...vendorEndpoints,
  ...jobCategoryEndpoints,
  ...ontologyEndpoints,
  ...learningPathEndpoints,
  ...searchEndpoints,
} as const;
