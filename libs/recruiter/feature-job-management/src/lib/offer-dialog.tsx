import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { JobApplicant, JobOfferBody } from '@platform/contract';
import { useSendJobOffer } from '@platform/recruiter-data-access-job-management';
import { Form, FormTextField, useToast, useTranslate } from '@platform/ui';
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
  const t = useTranslate();
  const toast = useToast();
  const send = useSendJobOffer();
  const titleId = useId();
  const formId = useId();
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
    <Dialog
      open
      onClose={send.isMutating ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{t('recruiter_pipeline.offer.title', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('recruiter_pipeline.offer.intro')}</DialogContentText>
        <Form<JobOfferBody>
          id={formId}
          schema={jobOfferSchema}
          labelId="recruiter_pipeline.offer.form"
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
        </Form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={send.isMutating}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" form={formId} variant="contained" disabled={send.isMutating}>
          {t('recruiter_pipeline.offer.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
