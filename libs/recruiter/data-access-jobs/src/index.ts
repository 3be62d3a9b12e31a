export { useRecruiterJob, useRecruiterJobs } from './lib/get-jobs';
export { useSaveJobStep } from './lib/save-job-step';
export { useDeleteJob, useSubmitJob } from './lib/submit-job';
export { JOB_LIST_PARAMS, JOB_PAGE_SIZES } from './lib/job-list-query';
export { usePayJob, usePayment } from './lib/payments';
export { useRecruiterDashboard } from './lib/recruiter-dashboard';
