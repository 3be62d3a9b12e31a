export { JobCard, type JobCardProps } from './lib/job-card';
export { JobCardList } from './lib/job-card-list';
export { JOB_CARD_HEIGHT, JobCardSkeletons } from './lib/job-card-skeletons';
export { JobSearchBox, type JobSearchBoxProps } from './lib/job-search-box';
export { OutlinedField, outlinedControlSx } from './lib/outlined-field';
export { useJobText, type Bilingual, type JobText } from '@platform/jobs-ui-job-detail';
