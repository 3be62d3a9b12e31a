import type { JobApplicant, JobOfferBody } from '@platform/contract';
import { useSendJobOffer } from '@platform/recruiter-data-access-job-management';
import { FormDialog, FormTextField, useToast } from '@platform/ui';
import { jobOfferSchema } from '@platform/validation';

/**
 * Send an offer letter (→ 41): salary, joining date and a message, validated by the schema the gateway uses; the
 * gateway's refusal lands on its field or above the form.
 */
export function OfferDialog({
  jobId,
  applicant,
  name,
  onClose,
}: {
  jobId: number;
  applicant: JobApplicant | null;
  name: string;
  onClose: () => void;
}) {
  const toast = useToast();
  const send = useSendJobOffer();
  if (!applicant) return null;
  async function submit(values: JobOfferBody) {
    await send.trigger({
      params: { id: jobId },
      body: { ...values, application_id: applicant?.id ?? values.application_id },
    });
    toast.success('job_pipeline.success.offer_sent');
    onClose();
  }
  return (
    <FormDialog<JobOfferBody>
      titleId="recruiter_pipeline.offer.title"
      titleValues={{ name }}
      introId="recruiter_pipeline.offer.intro"
      submitLabelId="recruiter_pipeline.offer.submit"
      labelId="recruiter_pipeline.offer.form"
      busy={send.isMutating}
      onClose={onClose}
      schema={jobOfferSchema}
      defaultValues={{
        application_id: applicant.id,
        salary: applicant.expected_salary ?? undefined,
        joining_date: '',
        message: '',
      }}
      onSubmit={submit}
    >
      <FormTextField name="salary" labelId="job_pipeline.offer.salary" inputMode="numeric" required />
      <FormTextField name="joining_date" type="date" labelId="job_pipeline.offer.joining_date" required />
      <FormTextField name="message" labelId="job_pipeline.offer.message" multiline minRows={3} />
    </FormDialog>
  );
}
