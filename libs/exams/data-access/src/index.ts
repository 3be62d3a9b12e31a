export { AnswerSync, SAVE_DEBOUNCE_MS } from './lib/answer-sync';
export type { SyncOptions, SyncState, SyncStatus } from './lib/answer-sync';
export { indexedDbJournal, memoryJournal, openAnswerJournal } from './lib/journal';
export type { AnswerJournal, JournalEntry } from './lib/journal';
export { received, useExamRunner, useServerCountdown } from './lib/use-exam-runner';
export type { ExamRunner, ReceivedTiming } from './lib/use-exam-runner';
export * from './lib/exams';
export * from './lib/question-bank';
