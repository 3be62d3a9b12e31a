export {
  EXPLORE_ROW_SIZE,
  FEATURED_JOBS_LIMIT,
  useFeaturedJobs,
  usePublicJob,
  usePublicJobs,
} from './lib/public-jobs';
export {
  MY_JOBS_TABS,
  useApplicationStatus,
  useApplyJob,
  useFavouriteJobIds,
  useJobEligibility,
  useMyJobs,
  useToggleFavouriteJob,
  type MyJobsTab,
} from './lib/my-jobs';
export { useExpectedSalary, useHasSkills } from './lib/youth-profile';
export { usePublicCompany } from './lib/company';
export { usePublicVendor } from './lib/vendor';
export { useJobCategories } from './lib/job-categories';
export {
  useAcceptJobOffer,
  useAnswerInterview,
  useCreateJobAlert,
  useDeleteJobAlert,
  useJobAlerts,
  useRecommendedJobs,
  useRejectJobOffer,
  useUpdateJobAlert,
  useYouthInterview,
  useYouthJobOffers,
} from './lib/job-alerts';
export { useConfirmInterview, useInterviewConfirmation, useLiveInterviewBoard } from './lib/interview-links';
export { useMarkNotificationRead, useMyNotifications } from './lib/notifications';
