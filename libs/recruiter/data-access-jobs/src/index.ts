export { useRecruiterJob, useRecruiterJobs } from './lib/get-jobs';
export { useSaveJobStep } from './lib/save-job-step';
export { useDeleteJob, useSubmitJob } from './lib/submit-job';
export { JOB_LOOKUP_PAGE_SIZE, useJobLookupOptions, useJobLookupRecord } from './lib/job-lookups';
export type { JobLookup, LookupRecord } from './lib/job-lookups';
export { JOB_PAGE_SIZES, jobQueryFromParams, paramsFromJobQuery } from './lib/job-list-query';
export type { JobListState } from './lib/job-list-query';
export { usePayJob, usePayment } from './lib/payments';
