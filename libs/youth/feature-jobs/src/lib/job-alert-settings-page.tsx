import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { RequireAuth } from '@platform/auth';
import { JOB_ALERT_LIMITS, type JobAlert, type JobAlertBody } from '@platform/contract';
import {
  bareList,
  DeleteDialog,
  ContentLoader,
  LoadErrorAlert,
  PageTitle,
  useToast,
  useRecordEditor,
} from '@platform/ui';
import {
  useCreateJobAlert,
  useDeleteJobAlert,
  useJobAlerts,
  useUpdateJobAlert,
} from '@platform/youth-data-access-jobs';
import { useJobText } from '@platform/youth-ui-jobs';
import { alertValues, JobAlertFormDialog } from './job-alert-form';

/** /job-alert-settings (spec §1 "set job alerts", §2): the youth's job alerts — add, edit, switch on or off, delete. */
export function JobAlertSettingsPage() {
  return (
    <RequireAuth>
      <Container maxWidth="md" sx={{ py: 3 }}>
        <PageTitle titleId="job_alerts.settings.title" />
        <JobAlertSettings />
      </Container>
    </RequireAuth>
  );
}

function JobAlertSettings() {
  const { t, formatNumber } = useJobText();
  const toast = useToast();
  const { data, error, isLoading, mutate } = useJobAlerts();
  const create = useCreateJobAlert();
  const update = useUpdateJobAlert();
  const remove = useDeleteJobAlert();
  const [deleting, setDeleting] = useState<{ alert: JobAlert; name: string } | null>(null);
  const alerts = data?.data ?? [];
  const full = alerts.length >= JOB_ALERT_LIMITS.perYouth;

  const editor = useRecordEditor<JobAlert, JobAlertBody>({
    create: (body) => create.trigger({ body }),
    update: (alert, body) => update.trigger({ params: { id: alert.id }, body }),
    createdId: 'job_alerts.success.created',
    updatedId: 'job_alerts.success.updated',
    busy: create.isMutating || update.isMutating,
  });
  const switchAlert = async (alert: JobAlert, on: boolean) => {
    try {
      await update.trigger({ params: { id: alert.id }, body: { ...alertValues(alert), is_enabled: on } });
      toast.success('job_alerts.success.updated');
    } catch (e) {
      toast.error(e);
    }
  };

  return (
    <>
      <Typography sx={{ mb: 2 }}>{t('job_alerts.settings.intro')}</Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 3 }}>
        <Button variant="contained" onClick={() => editor.edit()} disabled={!data || full}>
          {t('job_alerts.settings.add')}
        </Button>
        {full ? (
          <Typography color="text.secondary">
            {t('job_alerts.settings.limit_reached', { max: JOB_ALERT_LIMITS.perYouth })}
          </Typography>
        ) : null}
      </Stack>
      {error && !data ? (
        <LoadErrorAlert messageId="job_alerts.settings.load_failed" mb={0} onRetry={() => void mutate()} />
      ) : !data && isLoading ? (
        <ContentLoader />
      ) : data && alerts.length === 0 ? (
        <Typography>{t('job_alerts.settings.empty')}</Typography>
      ) : (
        <Stack component="ul" spacing={2} aria-label={t('job_alerts.settings.list_label')} sx={bareList}>
          {alerts.map((alert, index) => (
            <AlertCard
              key={alert.id}
              alert={alert}
              name={alert.title || t('job_alerts.settings.untitled', { number: formatNumber(index + 1) })}
              busy={update.isMutating || remove.isMutating}
              onSwitch={(on) => void switchAlert(alert, on)}
              onEdit={() => editor.edit(alert)}
              onDelete={() =>
                setDeleting({
                  alert,
                  name: alert.title || t('job_alerts.settings.untitled', { number: formatNumber(index + 1) }),
                })
              }
            />
          ))}
        </Stack>
      )}
      {editor.open ? <JobAlertFormDialog alert={editor.record} {...editor.form} /> : null}
      <DeleteDialog
        target={deleting}
        titleId="job_alerts.settings.delete_title"
        messageId="job_alerts.settings.delete_body"
        messageValues={({ name }) => ({ name })}
        confirmLabelId="job_alerts.settings.delete"
        cancelLabelId="job_alerts.settings.cancel"
        remove={({ alert }) => remove.trigger({ params: { id: alert.id } })}
        busy={remove.isMutating}
        successId="job_alerts.success.deleted"
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

interface AlertCardProps {
  alert: JobAlert;
  /** The alert's name, or "Job alert N" by its place in the list. */
  name: string;
  busy: boolean;
  onSwitch: (on: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}

function AlertCard({ alert, name, busy, onSwitch, onEdit, onDelete }: AlertCardProps) {
  const text = useJobText();
  const { t } = text;
  const any = t('job_alerts.settings.any');
  const names = (list: { title: string; title_en: string | null }[]) =>
    list.length ? list.map((x) => text.name(x)).join(', ') : any;
  const place =
    [alert.district, alert.division]
      .filter(Boolean)
      .map((x) => text.name(x))
      .join(', ') || any;
  return (
    <Card component="li" variant="outlined">
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Stack direction="row" sx={{ alignItems: 'center' }}>
            <Switch
              checked={alert.is_enabled}
              disabled={busy}
              onChange={(e) => onSwitch(e.target.checked)}
              slotProps={{ input: { 'aria-label': t('job_alerts.settings.switch_label', { name }) } }}
            />
            {/* the switch announces its state itself; this is for the eye */}
            <Typography variant="body2" aria-hidden="true">
              {t(alert.is_enabled ? 'job_alerts.settings.on' : 'job_alerts.settings.off')}
            </Typography>
          </Stack>
        </Stack>
        <Box
          component="dl"
          sx={{
            m: 0,
            mt: 1,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
            columnGap: 2,
            rowGap: 0.5,
            '& dd': { m: 0, mb: { xs: 1, sm: 0 } },
          }}
        >
          <Row label={t('job_alerts.field.keywords')}>{alert.keywords || any}</Row>
          <Row label={t('job_alerts.field.sectors')}>{names(alert.job_sectors)}</Row>
          <Row label={t('job_alerts.field.occupations')}>{names(alert.occupations)}</Row>
          <Row label={t('job_alerts.field.skills')}>{names(alert.skills)}</Row>
          <Row label={t('job_alerts.field.location')}>{place}</Row>
          <Row label={t('job_alerts.field.job_levels')}>
            {alert.job_levels.length ? text.jobLevels(alert) : any}
          </Row>
          <Row label={t('job_alerts.field.employment_types')}>
            {alert.employment_types.length ? text.employmentTypes(alert) : any}
          </Row>
          <Row label={t('job_alerts.field.channels')}>
            {alert.channels.map((c) => t(`job_alerts.channel.${c}`)).join(', ')}
          </Row>
        </Box>
      </CardContent>
      <CardActions>
        <Button onClick={onEdit} aria-label={t('job_alerts.settings.edit_label', { name })}>
          {t('job_alerts.settings.edit')}
        </Button>
        <Button color="error" onClick={onDelete} aria-label={t('job_alerts.settings.delete_label', { name })}>
          {t('job_alerts.settings.delete')}
        </Button>
      </CardActions>
    </Card>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2">
        {children}
      </Typography>
    </>
  );
}
