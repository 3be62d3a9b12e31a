export { JobDetailView } from './lib/job-detail-view';
export { JobSummaryFacts } from './lib/job-facts';
export { JobStatusChip } from './lib/job-status-chip';
export type { JobDetailViewProps } from './lib/job-detail-view';
export { useJobText } from './lib/use-job-text';
export type { Bilingual, JobText } from './lib/use-job-text';
