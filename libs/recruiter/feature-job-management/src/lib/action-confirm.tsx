import { ConfirmDialog } from '@platform/ui';
import { useLocalName } from './local-title';
import type { useApplicantActionRunner } from './use-applicant-actions';

/**
 * The confirmation of an action that asks for one (reject, remove, hire, cancel an offer), for one applicant (named)
 * or a checked batch (counted); destructive unless it hires.
 */
export function ActionConfirm({ runner }: { runner: ReturnType<typeof useApplicantActionRunner> }) {
  const localName = useLocalName();
  const pending = runner.confirming;
  const only = pending?.applicants.length === 1 ? pending.applicants[0] : undefined;
  const action = pending?.option.action ?? 'reject';
  return (
    <ConfirmDialog
      open={pending !== null}
      titleId={`recruiter_pipeline.confirm.${action}_title`}
      messageId={`recruiter_pipeline.confirm.${action}_text`}
      messageValues={{ count: pending?.applicants.length ?? 0, name: only ? localName(only) : '' }}
      confirmLabelId={pending ? `job_pipeline.action.${action}` : undefined}
      destructive={action !== 'hire'}
      loading={runner.busy}
      onConfirm={runner.confirm}
      onCancel={runner.cancelConfirm}
    />
  );
}
