export {
  APPLICANT_LIST_PARAMS,
  APPLICANT_PAGE_SIZES,
  APPLICANT_TABS,
  OFFER_LIST_PARAMS,
  OFFER_STATES,
  stagesOfTab,
} from './lib/applicant-list-query';
export type { ApplicantTab } from './lib/applicant-list-query';
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
