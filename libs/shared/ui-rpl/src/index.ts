export { BatchFacts, CandidateStatus } from './lib/batch-facts';
export { RplBatchFrame, RplBatchList, type RplBatchListProps } from './lib/batch-pages';
