export {
  useApplyRpl,
  useMyRplApplications,
  useResubmitRplApplication,
  useWithdrawRplApplication,
} from './lib/rpl-applications';
