import {
  endpoints,
  type JobAssessmentListQuery,
  type Question,
  type QuestionBankListQuery,
  type QuestionListQuery,
  type QuestionSet,
  type QuestionSetListQuery,
} from '@platform/contract';
import {
  defineListParams,
  type LookupSource,
  listParam,
  lookupSource,
  useEndpoint,
  useEndpointList,
  useEndpointMutation,
} from '@platform/api-client';

/*
 * The authoring calls of the question engine (ADR 0070), shared by the recruiter's job question banks and the admin's
 * aptitude bank: banks, questions, bulk upload, question sets, the aptitude test's configuration.
 */

/** The question list's address: `?bank_id=3&question_type=1&difficulty=2&assessment_area=1&search=…&page=2`. */
export const QUESTION_LIST = defineListParams({
  params: {
    bank_id: listParam.id(),
    search: listParam.text(),
    question_type: listParam.oneOf([1, 2, 3, 4, 5, 6, 7, 8] as const),
    difficulty: listParam.oneOf([1, 2, 3] as const),
    assessment_area: listParam.oneOf([1, 2, 3] as const),
  },
  pageSizes: [10, 25, 50],
});

export const BANK_LIST = defineListParams({ params: { search: listParam.text() }, pageSizes: [10, 25, 50] });

export const useQuestionBanks = (query: QuestionBankListQuery) =>
  useEndpointList(endpoints.questionBanks, { query }, { keepPreviousData: true });
export const useQuestionBank = (id: number | null) =>
  useEndpoint(endpoints.questionBank, id === null ? null : { params: { id } });
export const useCreateQuestionBank = () => useEndpointMutation(endpoints.createQuestionBank);
export const useUpdateQuestionBank = () =>
  useEndpointMutation(endpoints.updateQuestionBank, { revalidate: ['/private/question-banks'] });
export const useDeleteQuestionBank = () =>
  useEndpointMutation(endpoints.deleteQuestionBank, { revalidate: ['/private/question-banks'] });
export const useBulkUploadQuestions = () =>
  useEndpointMutation(endpoints.bulkUploadQuestions, {
    revalidate: ['/private/question-banks', '/private/job-questions'],
  });

/** GET /private/job-questions: a bank's questions with the list's filters. `null` waits. */
export const useJobQuestions = (query: QuestionListQuery | null) =>
  useEndpointList(endpoints.jobQuestions, query === null ? null : { query }, { keepPreviousData: true });
export const useJobQuestion = (id: number | null) =>
  useEndpoint(endpoints.jobQuestion, id === null ? null : { params: { id } });
export const useCreateJobQuestion = () =>
  useEndpointMutation(endpoints.createJobQuestion, { revalidate: ['/private/question-banks'] });
export const useUpdateJobQuestion = () =>
  useEndpointMutation(endpoints.updateJobQuestion, { revalidate: ['/private/job-questions'] });
export const useDeleteJobQuestion = () =>
  useEndpointMutation(endpoints.deleteJobQuestion, {
    revalidate: ['/private/job-questions', '/private/question-banks'],
  });

export const useQuestionSets = (query: QuestionSetListQuery | null) =>
  useEndpointList(endpoints.questionSets, query === null ? null : { query }, { keepPreviousData: true });
export const useQuestionSet = (id: number | null) =>
  useEndpoint(endpoints.questionSet, id === null ? null : { params: { id } });
export const useCreateQuestionSet = () => useEndpointMutation(endpoints.createQuestionSet);
export const useUpdateQuestionSet = () =>
  useEndpointMutation(endpoints.updateQuestionSet, { revalidate: ['/private/question-sets'] });
export const useDeleteQuestionSet = () =>
  useEndpointMutation(endpoints.deleteQuestionSet, { revalidate: ['/private/question-sets'] });
export const useAddQuestionSetQuestion = () =>
  useEndpointMutation(endpoints.addQuestionSetQuestion, { revalidate: ['/private/question-sets'] });
export const useRemoveQuestionSetQuestion = () =>
  useEndpointMutation(endpoints.removeQuestionSetQuestion, { revalidate: ['/private/question-sets'] });
export const useQuestionSetStatus = () =>
  useEndpointMutation(endpoints.questionSetStatus, { revalidate: ['/private/question-sets'] });

/** GET/PUT /private/aptitude-tests/configuration (system admin). */
export const useAptitudeConfig = () => useEndpoint(endpoints.aptitudeTestConfiguration, {});
export const useUpdateAptitudeConfig = () => useEndpointMutation(endpoints.updateAptitudeTestConfiguration);

export type { JobAssessmentListQuery };

/**
 * The pickers of a course quiz (ADR 0078): the caller's active questions, searched on the gateway and named by their
 * read; the caller's question sets. GET /private/job-questions and /private/question-sets take `search`, `page`,
 * `page_size` like a resource list.
 */
export const questionLookup: LookupSource<Question> = lookupSource(
  endpoints.jobQuestions as unknown as LookupSource<Question>['list'],
  endpoints.jobQuestion as unknown as LookupSource<Question>['read'],
  { filters: { row_status: 1 } },
);
export const questionSetLookup: LookupSource<QuestionSet> = lookupSource(
  endpoints.questionSets as unknown as LookupSource<QuestionSet>['list'],
  endpoints.questionSet as unknown as LookupSource<QuestionSet>['read'],
);
