import { useState } from 'react';
import type { JobApplicant } from '@platform/contract';
import {
  type ApplicantActionOption,
  CONFIRMED_ACTIONS,
  useBulkChangeApplicantStatus,
  useCancelJobOffer,
  useChangeApplicantStatus,
  useHireApplicant,
  usePutBackApplicant,
  useRecordInterviewResult,
  useRemoveApplicant,
  useRestoreApplicant,
} from '@platform/recruiter-data-access-job-management';
import { isApiError } from '@platform/api-client';
import { useToast, useTranslate } from '@platform/ui';
import { useLocalName } from './local-title';

/** The success message of an action: the status change's "… successfully" (spec §4), or the call's own. */
function successMessage(option: ApplicantActionOption): string {
  switch (option.call) {
    case 'restore':
      return 'jobs.success.restored';
    case 'remove':
      return 'job_pipeline.success.removed';
    case 'put_back':
      return 'job_pipeline.success.put_back';
    default:
      return option.to === null ? 'jobs.success.status_changed' : `job_pipeline.changed.${option.to}`;
  }
}

/** An action the recruiter picked, for one applicant or a batch, waiting for a confirmation or a dialog. */
export interface PendingAction {
  option: ApplicantActionOption;
  applicants: JobApplicant[];
}

/**
 * Runs the recruiter's actions through the call each needs (ADR 0064): the plain or bulk status change, restore,
 * remove / put back, interview result, cancel offer, hire. Reject, remove and hire wait for a confirmation; an offer
 * and an interview invitation open their dialog. Each success shows its message; a refusal shows the gateway's.
 */
export function useApplicantActionRunner(onDone: () => void) {
  const toast = useToast();
  const t = useTranslate();
  const localName = useLocalName();
  const change = useChangeApplicantStatus();
  const bulk = useBulkChangeApplicantStatus();
  const restore = useRestoreApplicant();
  const remove = useRemoveApplicant();
  const putBack = usePutBackApplicant();
  const result = useRecordInterviewResult();
  const cancelOffer = useCancelJobOffer();
  const hire = useHireApplicant();
  const [confirming, setConfirming] = useState<PendingAction | null>(null);
  const [dialog, setDialog] = useState<PendingAction | null>(null);
  const [busy, setBusy] = useState(false);

  async function perform({ option, applicants }: PendingAction) {
    const ids = applicants.map((a) => a.id);
    // a batch is always one job's (a page of one job's list); /job-offers acts on one row at a time
    const job = applicants[0]?.job_id;
    if (job === undefined) return;
    const one = (applicationId: number) => ({ params: { id: job, applicationId } });
    setBusy(true);
    try {
      switch (option.call) {
        case 'change_status':
          if (option.to === null) return;
          if (ids.length === 1 && ids[0] !== undefined)
            await change.trigger({ ...one(ids[0]), body: { status: option.to } });
          else await bulk.trigger({ params: { id: job }, body: { status: option.to, application_ids: ids } });
          break;
        case 'restore':
          for (const id of ids) await restore.trigger(one(id));
          break;
        case 'remove':
          for (const id of ids) await remove.trigger(one(id));
          break;
        case 'put_back':
          for (const id of ids) await putBack.trigger(one(id));
          break;
        case 'interview_result':
          for (const id of ids)
            await result.trigger({
              ...one(id),
              body: { result: option.action === 'mark_absent' ? 'absent' : 'interviewed' },
            });
          break;
        case 'cancel_offer':
          for (const id of ids) await cancelOffer.trigger(one(id));
          break;
        case 'hire':
          for (const id of ids) await hire.trigger(one(id));
          break;
        default:
          return;
      }
      toast.success(successMessage(option));
      onDone();
    } catch (error) {
      // a refused batch names the applicants it was refused for (`errors['application_ids[i]']`, ADR 0060)
      const refused = isApiError(error)
        ? Object.keys(error.fieldErrors)
            .map((key) => /^application_ids\[(\d+)\]$/.exec(key)?.[1])
            .filter((index): index is string => index !== undefined)
            .map((index) => applicants[Number(index)])
            .filter((applicant): applicant is JobApplicant => applicant !== undefined)
        : [];
      if (isApiError(error) && refused.length > 0) {
        toast.error('recruiter_pipeline.bulk.refused', {
          reason: t(error.message),
          names: refused.map((a) => localName(a)).join(', '),
        });
      } else toast.error(error);
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  }

  /** Starts an action: at once, after a confirmation, or through its dialog (offer, invitation). */
  function start(pending: PendingAction) {
    if (pending.option.call === 'job_offer' || pending.option.call === 'invite') setDialog(pending);
    else if (CONFIRMED_ACTIONS.includes(pending.option.action)) setConfirming(pending);
    else void perform(pending);
  }

  return {
    start,
    busy,
    confirming,
    confirm: () => confirming && void perform(confirming),
    cancelConfirm: () => setConfirming(null),
    dialog,
    closeDialog: () => setDialog(null),
  };
}
