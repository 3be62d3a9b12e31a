/*
 * What the public sees of a job (ADR 0060): the rule lives in @platform/validation (job-views.ts), so the recruiter's
 * wizard previews a job with the very function the public calls answer with (issue 12 defect 10).
 */
export { publicJobDetail as publicDetail, publicJobSummary as publicSummary } from '@platform/validation';
