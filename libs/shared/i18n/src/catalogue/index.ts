import adminAptitude from './admin-aptitude';
import assessments from './assessments';
import cms from './cms';
import common from './common';
import courses from './courses';
import courseStructure from './course-structure';
import courseLearning from './course-learning';
import examLesson from './exam-lesson';
import examModule from './exam-module';
import courseBatches from './course-batches';
import courseSchedules from './course-schedules';
import progressReports from './progress-reports';
import reports from './reports';
import associations from './associations';
import courseTrainees from './course-trainees';
import courseAssignments from './course-assignments';
import courseLibrary from './course-library';
import coursePrograms from './course-programs';
import certificates from './certificates';
import locker from './locker';
import youthDirectory from './youth-directory';
import search from './search';
import learningPaths from './learning-paths';
import freelance from './freelance';
import vendorPage from './vendor-page';
import jobCategories from './job-categories';
import calendar from './calendar';
import cv from './cv';
import cvBank from './cv-bank';
import adminYouths from './admin-youths';
import integrations from './integrations';
import statistics from './statistics';
import discussion from './discussion';
import courseDiscussion from './course-discussion';
import enums from './enums';
import errors from './errors';
import i18n from './i18n';
import jobAlerts from './job-alerts';
import jobApproval from './job-approval';
import platformLists from './platform-lists';
import jobPipeline from './job-pipeline';
import jobs from './jobs';
import learning from './learning';
import lmsHome from './lms-home';
import lmsQuestions from './lms-questions';
import lists from './lists';
import notifications from './notifications';
import notificationAdmin from './notification-admin';
import pages from './pages';
import payments from './payments';
import permissions from './permissions';
import portals from './portals';
import profile from './profile';
import profileSetup from './profile-setup';
import recruiterAssessments from './recruiter-assessments';
import recruiterJobs from './recruiter-jobs';
import recruiterPipeline from './recruiter-pipeline';
import registration from './registration';
import resources from './resources';
import rpl from './rpl';
import ontology from './ontology';
import shell from './shell';
import signin from './signin';
import users from './users';
import validation from './validation';
import youthSettings from './youth-settings';
import youthAssessments from './youth-assessments';
import youthJobs from './youth-jobs';
import youthLinks from './youth-links';
import type { CatalogueArea } from './types';

export type { CatalogueArea } from './types';
export { defineArea } from './types';

/**
 * The label catalogue: every user-visible string of the platform, by stable dotted id, in English and Bengali.
 * Each area file owns one id prefix; add a new area by importing it here.
 */
const areas: CatalogueArea[] = [
  common,
  errors,
  enums,
  pages,
  portals,
  shell,
  signin,
  validation,
  i18n,
  notifications,
  notificationAdmin,
  resources,
  rpl,
  ontology,
  users,
  permissions,
  registration,
  profile,
  profileSetup,
  youthSettings,
  cv,
  jobs,
  learning,
  courseLearning,
  examLesson,
  examModule,
  recruiterJobs,
  jobApproval,
  platformLists,
  youthJobs,
  cvBank,
  adminYouths,
  integrations,
  statistics,
  discussion,
  courseDiscussion,
  payments,
  jobPipeline,
  jobAlerts,
  recruiterPipeline,
  youthLinks,
  lists,
  assessments,
  recruiterAssessments,
  adminAptitude,
  youthAssessments,
  courses,
  courseStructure,
  courseBatches,
  courseSchedules,
  progressReports,
  reports,
  associations,
  courseTrainees,
  courseAssignments,
  courseLibrary,
  coursePrograms,
  certificates,
  locker,
  youthDirectory,
  search,
  learningPaths,
  freelance,
  vendorPage,
  jobCategories,
  calendar,
  cms,
  lmsHome,
  lmsQuestions,
];

export type CatalogueLocale = 'en-US' | 'bn-BD';

function merge(pick: 'en' | 'bn'): Record<string, string> {
  const out: Record<string, string> = {};
  for (const area of areas) Object.assign(out, area[pick]);
  return out;
}

export const catalogue: Record<CatalogueLocale, Record<string, string>> = {
  'en-US': merge('en'),
  'bn-BD': merge('bn'),
};

/**
 * Plain `{name}` / `{name, number}` interpolation for non-React callers (the gateway's sign-in page); plural and
 * select messages need react-intl.
 */
export function translate(
  locale: CatalogueLocale,
  id: string,
  values?: Record<string, string | number>,
): string {
  const text = catalogue[locale][id] ?? catalogue['en-US'][id] ?? id;
  return values
    ? text.replace(/\{(\w+)(?:,\s*number)?\}/g, (m, k: string) => {
        if (!(k in values)) return m;
        const value = values[k];
        return typeof value === 'number' ? new Intl.NumberFormat(locale).format(value) : String(value);
      })
    : text;
}
