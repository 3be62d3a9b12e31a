export * from './lib/messages';
export { normalizeDigits, normalizeText, parseBnNumber } from './lib/normalize';
export {
  PLATFORM_TIME_ZONE,
  toDay,
  today,
  addDays,
  fullYearsBetween,
  dhakaMinuteInstant,
  dhakaMinuteOf,
} from './lib/dates';
export * from './lib/rules';
export * from './lib/schemas';
export { validationLocale, applyValidationLocale } from './lib/locale';
export { validateBody, type ValidateResult } from './lib/validate';
export * from './lib/user-schemas';
export * from './lib/profile-schemas';
export * from './lib/registration-schemas';
export * from './lib/job-schemas';
export * from './lib/job-alert-schemas';
export * from './lib/job-pipeline-schemas';
export * from './lib/payment-schemas';
export * from './lib/assessment-schemas';
export * from './lib/course-schemas';
export { publicJobDetail, publicJobSummary, type PublicJobSource } from './lib/job-views';
export * from './lib/course-structure-schemas';
export * from './lib/course-batch-schemas';
export * from './lib/platform-assessment-schemas';
export * from './lib/course-trainee-schemas';
export * from './lib/assignment-schemas';
export * from './lib/course-program-schemas';
export * from './lib/notification-schemas';
export * from './lib/certificate-schemas';
export * from './lib/learning-schemas';
export * from './lib/course-learning-schemas';
export * from './lib/discussion-schemas';
export * from './lib/course-discussion-schemas';
export * from './lib/locker-schemas';
export * from './lib/youth-directory-schemas';
export * from './lib/freelance-schemas';
export * from './lib/ontology-schemas';
export * from './lib/learning-path-schemas';
export * from './lib/search-schemas';
export * from './lib/calendar-schemas';
export * from './lib/schedule-schemas';
export * from './lib/rpl-schemas';
export * from './lib/integration-schemas';
export * from './lib/association-schemas';
export * from './lib/progress-report-schemas';
export * from './lib/staff-deactivation-schemas';
