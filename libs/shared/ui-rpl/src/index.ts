export { BatchFacts, CandidateStatus } from './lib/batch-facts';
