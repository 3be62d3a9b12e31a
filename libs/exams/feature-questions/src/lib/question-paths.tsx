import { type ComponentType, createContext, useContext } from 'react';

/**
 * Where the question-bank pages live in a portal. The recruiter (and admin) keep the spec's /job-questions-bank
 * addresses; the lms portal has its own (/question-bank, /question-bank/create, /question-bank/{id}/edit,
 * /question-bank/{id}/read). The pages build every link from these, so one set of screens serves both.
 */
export interface QuestionBankPaths {
  /** The bank list. */
  banks: string;
  /** One bank's questions and question sets. */
  bank: (id: number) => string;
  upload: (id: number) => string;
  set: (id: number) => string;
  /** Pages for creating and renaming a bank; without them the list does it in a dialog. */
  create?: string;
  edit?: (id: number) => string;
}

export const JOB_QUESTION_PATHS: QuestionBankPaths = {
  banks: '/job-questions-bank',
  bank: (id) => `/job-questions-bank?bank_id=${id}`,
  upload: (id) => `/job-questions-bank/${id}/job-question-bulk-upload`,
  set: (id) => `/job-questions-set/${id}`,
};

export const INSTITUTE_QUESTION_PATHS: QuestionBankPaths = {
  banks: '/question-bank',
  bank: (id) => `/question-bank/${id}/read`,
  upload: (id) => `/question-bank/${id}/bulk-upload`,
  set: (id) => `/question-bank/sets/${id}`,
  create: '/question-bank/create',
  edit: (id) => `/question-bank/${id}/edit`,
};

const PathsContext = createContext<QuestionBankPaths>(JOB_QUESTION_PATHS);

export const useQuestionPaths = () => useContext(PathsContext);

/** A page component that sees `paths` (what a route's lazy import hands to the router). */
export function withPaths<P extends object>(Page: ComponentType<P>, paths: QuestionBankPaths) {
  return function QuestionPage(props: P) {
    return (
      <PathsContext.Provider value={paths}>
        <Page {...props} />
      </PathsContext.Provider>
    );
  };
}
