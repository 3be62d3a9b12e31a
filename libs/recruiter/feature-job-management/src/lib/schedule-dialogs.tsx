import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Grid from '@mui/material/Grid';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import {
  APPLICATION_STATUS,
  INTERVIEW_KIND,
  type InterviewSchedule,
  type InterviewScheduleBody,
} from '@platform/contract';
import {
  useCreateInterviewSchedule,
  useInterviewBoards,
  useJobApplicants,
  useUpdateInterviewSchedule,
} from '@platform/recruiter-data-access-job-management';
import { FormDialog, FormSelect, FormTextField, optionsOf, useToast, useTranslate } from '@platform/ui';
import { interviewScheduleSchema } from '@platform/validation';
import { InviteFrame, useSendInvitations } from './invite-dialog';
import { useLocalName } from './local-title';

/** The venue only for a physical interview; an online one gets its video room from the gateway. */
function VenueField() {
  const { watch } = useFormContext<InterviewScheduleBody>();
  const t = useTranslate();
  return Number(watch('kind')) === INTERVIEW_KIND.PHYSICAL ? (
    <FormTextField name="venue" labelId="job_pipeline.schedule.venue" required multiline minRows={2} />
  ) : (
    <Alert severity="info" sx={{ mt: 2 }}>
      {t('recruiter_pipeline.schedules.online_hint')}
    </Alert>
  );
}

/**
 * Create or edit an interview schedule: title, date, start and end time, physical (venue) or online (the gateway
 * makes the video room), maximum candidates and a board — the shared schema's messages on each field.
 */
export function ScheduleDialog({
  jobId,
  schedule,
  onClose,
}: {
  jobId: number;
  schedule: InterviewSchedule | null;
  onClose: () => void;
}) {
  const toast = useToast();
  const create = useCreateInterviewSchedule();
  const update = useUpdateInterviewSchedule();
  const { data: boards } = useInterviewBoards(jobId);
  const defaults: Partial<InterviewScheduleBody> = schedule
    ? {
        title: schedule.title,
        interview_date: schedule.interview_date,
        start_time: schedule.start_time.slice(0, 5),
        end_time: schedule.end_time.slice(0, 5),
        kind: schedule.kind,
        venue: schedule.venue ?? '',
        max_candidates: schedule.max_candidates,
        board_id: schedule.board?.id ?? null,
      }
    : {
        title: '',
        interview_date: '',
        start_time: '',
        end_time: '',
        kind: INTERVIEW_KIND.PHYSICAL,
        venue: '',
        board_id: null,
      };

  async function submit(values: InterviewScheduleBody) {
    if (schedule) await update.trigger({ params: { id: jobId, scheduleId: schedule.id }, body: values });
    else await create.trigger({ params: { id: jobId }, body: values });
    toast.success('job_pipeline.success.schedule_saved');
    onClose();
  }

  const titleId = schedule ? 'job_pipeline.schedule.edit' : 'job_pipeline.schedule.add';
  return (
    <FormDialog<InterviewScheduleBody>
      titleId={titleId}
      labelId={titleId}
      busy={create.isMutating || update.isMutating}
      onClose={onClose}
      schema={interviewScheduleSchema}
      defaultValues={defaults}
      onSubmit={submit}
    >
      <FormTextField name="title" labelId="job_pipeline.schedule.title" required />
      <FormTextField name="interview_date" type="date" labelId="job_pipeline.schedule.date" required />
      <Grid container spacing={2}>
        <Grid size={{ xs: 6 }}>
          <FormTextField name="start_time" type="time" labelId="job_pipeline.schedule.start_time" required />
        </Grid>
        <Grid size={{ xs: 6 }}>
          <FormTextField name="end_time" type="time" labelId="job_pipeline.schedule.end_time" required />
        </Grid>
      </Grid>
      <FormSelect
        name="kind"
        labelId="job_pipeline.schedule.kind"
        required
        options={optionsOf(INTERVIEW_KIND, 'job_pipeline.kind')}
      />
      <VenueField />
      <FormTextField
        name="max_candidates"
        labelId="job_pipeline.schedule.max_candidates"
        inputMode="numeric"
        required
      />
      <FormSelect
        name="board_id"
        labelId="job_pipeline.schedule.board"
        allowEmpty
        options={(boards ?? []).map((board) => ({ value: board.id, label: board.title }))}
      />
    </FormDialog>
  );
}

/**
 * Assign candidates to a schedule and send their invitations: the job's interview-stage applicants the gateway lets
 * the recruiter invite now (`next_statuses` has 32: selected for interview, or confirmed / declined / absent for a
 * new time), all or none, within the schedule's free seats.
 */
export function InviteCandidatesDialog({
  jobId,
  schedule,
  onClose,
}: {
  jobId: number;
  schedule: InterviewSchedule;
  onClose: () => void;
}) {
  const t = useTranslate();
  const localName = useLocalName();
  const invitations = useSendInvitations(jobId, onClose);
  const { data } = useJobApplicants(jobId, { stage: 3, page: 1, page_size: 100 });
  const invitable = (data?.data ?? []).filter(
    (a) =>
      a.next_statuses.includes(APPLICATION_STATUS.INTERVIEW_INVITATION_SENT) &&
      a.interview?.schedule_id !== schedule.id,
  );
  const [chosen, setChosen] = useState<number[]>([]);
  const [missing, setMissing] = useState(false);
  const seats = schedule.max_candidates - schedule.candidates;

  return (
    <InviteFrame
      title={t('recruiter_pipeline.schedules.invite_title', { title: schedule.title })}
      busy={invitations.busy}
      canSend={invitable.length > 0}
      onClose={onClose}
      onSend={() => (chosen.length > 0 ? void invitations.send(schedule.id, chosen) : setMissing(true))}
    >
      <DialogContentText>{t('recruiter_pipeline.schedules.invite_intro', { seats })}</DialogContentText>
      {data && invitable.length === 0 ? (
        <Alert severity="info">{t('recruiter_pipeline.schedules.invite_none')}</Alert>
      ) : null}
      {missing ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {t('recruiter_pipeline.schedules.invite_pick')}
        </Alert>
      ) : null}
      <FormGroup aria-label={t('recruiter_pipeline.schedules.invite_list')}>
        {invitable.map((applicant) => (
          <FormControlLabel
            key={applicant.id}
            control={
              <Checkbox
                checked={chosen.includes(applicant.id)}
                onChange={(event) => {
                  setMissing(false);
                  setChosen((current) =>
                    event.target.checked
                      ? [...current, applicant.id]
                      : current.filter((id) => id !== applicant.id),
                  );
                }}
              />
            }
            label={`${localName(applicant)} — ${t(`jobs.application_status.${applicant.status}`)}`}
          />
        ))}
      </FormGroup>
    </InviteFrame>
  );
}
