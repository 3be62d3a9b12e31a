export {
  APPLICANT_PAGE_SIZES,
  APPLICANT_TABS,
  applicantQueryFromParams,
  applicantRequestQuery,
  paramsFromApplicantQuery,
  stagesOfTab,
} from './lib/applicant-list-query';
export type { ApplicantListState, ApplicantTab } from './lib/applicant-list-query';
export { applicantActions, bulkActions, CONFIRMED_ACTIONS } from './lib/applicant-actions';
export type { ApplicantAction, ApplicantActionOption } from './lib/applicant-actions';
export {
  useApplicantCounts,
  useApplicantHistory,
  useBulkChangeApplicantStatus,
  useCancelJobOffer,
  useChangeApplicantStatus,
  useHireApplicant,
  useJobApplicants,
  useManagedJob,
  usePutBackApplicant,
  useRecordInterviewResult,
  useRecruiterJobOffers,
  useRemoveApplicant,
  useRestoreApplicant,
  useSendJobOffer,
  useToggleSaveApplicant,
} from './lib/applicants';
export {
  useCreateInterviewBoard,
  useCreateInterviewSchedule,
  useDeleteInterviewBoard,
  useDeleteInterviewSchedule,
  useInterviewBoards,
  useInterviewSchedules,
  useInviteToSchedule,
  useScheduleCandidates,
  useUpdateInterviewBoard,
  useUpdateInterviewSchedule,
} from './lib/interviews';
