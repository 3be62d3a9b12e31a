import type { DiscussionReportBody } from '@platform/contract';
import { discussionReportSchema } from '@platform/validation';
import { FormDialog, FormTextField } from '@platform/ui';

/** "Report abuse" on a post or a comment: the reason, with its rule shown first. */
export function ReportDialog({
  busy,
  onSubmit,
  onClose,
}: {
  busy: boolean;
  onSubmit: (body: DiscussionReportBody) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <FormDialog<DiscussionReportBody>
      titleId="discussion.report.title"
      introId="discussion.report.rules"
      submitLabelId="discussion.report.submit"
      busy={busy}
      onClose={onClose}
      schema={discussionReportSchema}
      defaultValues={{ reason: '' }}
      onSubmit={(values) => onSubmit(values)}
    >
      <FormTextField name="reason" labelId="discussion.report.reason" required multiline minRows={3} />
    </FormDialog>
  );
}
