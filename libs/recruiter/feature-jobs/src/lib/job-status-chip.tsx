import type { JobPostStatus } from '@platform/contract';

export { JobStatusChip } from '@platform/jobs-ui-job-detail';

/** The states in which the recruiter may still change (and delete) a job; the gateway refuses the others. */
export const EDITABLE_STATUSES: readonly JobPostStatus[] = ['draft', 'rejected'];
