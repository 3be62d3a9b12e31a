export { QuestionFieldset } from './lib/question-fieldset';
export type { QuestionFieldsetProps } from './lib/question-fieldset';
export { ExamTimer } from './lib/exam-timer';
export type { ExamTimerProps } from './lib/exam-timer';
export { SaveStatus } from './lib/save-status';
export type { SaveStatusProps } from './lib/save-status';
export { ResultSummary } from './lib/result-summary';
export type { ResultSummaryProps } from './lib/result-summary';
