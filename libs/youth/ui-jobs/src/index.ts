export { JobCard, type JobCardProps } from './lib/job-card';
export { JobCardList } from './lib/job-card-list';
export { JobSearchBox, type JobSearchBoxProps } from './lib/job-search-box';
export { useJobText, type Bilingual, type JobText } from '@platform/jobs-ui-job-detail';
