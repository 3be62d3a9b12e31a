import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useFormContext } from 'react-hook-form';
import type { AppSettings, AppSettingsBody } from '@platform/contract';
import { RequirePermission, useAuth } from '@platform/auth';
import {
  ConfirmDialog,
  Form,
  FormTextField,
  LoadErrorAlert,
  PageTitle,
  PaperSection,
  useToast,
} from '@platform/ui';
import { appSettingsSchema } from '@platform/validation';
import {
  generateMaintenanceHash,
  maintenanceBypassLink,
  useAppSettings,
  useUpdateAppSettings,
} from '@platform/admin-data-access-settings';
import { SETTINGS_PERMISSIONS } from './settings-routes';

export function SettingsRoute() {
  return (
    <RequirePermission keys={[SETTINGS_PERMISSIONS.view]}>
      <SettingsPage />
    </RequirePermission>
  );
}

/** `/settings`: maintenance mode on/off and the bypass hash that lets admins keep working during maintenance. */
export function SettingsPage() {
  const { data, error, isLoading, mutate } = useAppSettings();
  const { hasPermission } = useAuth();
  const canUpdate = hasPermission(SETTINGS_PERMISSIONS.update);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <PageTitle titleId="pages.settings.title" />
      {error && <LoadErrorAlert messageId="pages.settings.load_error" onRetry={() => void mutate()} mb={0} />}
      {isLoading && !data && (
        <Box role="status" aria-busy="true">
          <Skeleton variant="rounded" height={140} sx={{ mb: 3 }} />
          <Skeleton variant="rounded" height={200} />
        </Box>
      )}
      {data && (
        <Stack spacing={3}>
          {!canUpdate && (
            <Alert severity="info">
              <FormattedMessage id="pages.settings.read_only" />
            </Alert>
          )}
          <MaintenanceSection settings={data} canUpdate={canUpdate} />
          <BypassSection settings={data} canUpdate={canUpdate} />
        </Stack>
      )}
    </Container>
  );
}

interface SectionProps {
  settings: AppSettings;
  canUpdate: boolean;
}

function MaintenanceSection({ settings, canUpdate }: SectionProps) {
  const intl = useIntl();
  const toast = useToast();
  const { trigger, isMutating } = useUpdateAppSettings();
  const [confirming, setConfirming] = useState(false);
  const on = settings.maintenance_mode_status;

  async function save(next: boolean) {
    // Turning maintenance on without a bypass hash would lock every admin out: make one on the way.
    const hash = next ? settings.maintenance_hash || generateMaintenanceHash() : settings.maintenance_hash;
    try {
      await trigger({ body: { maintenance_mode_status: next, maintenance_hash: hash } });
      toast.success(next ? 'pages.settings.maintenance.turned_on' : 'pages.settings.maintenance.turned_off');
    } catch (error) {
      toast.error(error);
    }
  }

  return (
    <PaperSection
      title={<FormattedMessage id="pages.settings.maintenance.title" />}
      headingVariant="h5"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <FormControlLabel
        control={
          <Switch
            checked={on}
            disabled={!canUpdate || isMutating}
            onChange={(_event, checked) => (checked ? setConfirming(true) : void save(false))}
          />
        }
        label={intl.formatMessage({ id: 'pages.settings.maintenance.switch' })}
      />
      <Alert severity={on ? 'warning' : 'success'} sx={{ mt: 2 }}>
        <FormattedMessage id={on ? 'pages.settings.maintenance.on' : 'pages.settings.maintenance.off'} />
      </Alert>
      <ConfirmDialog
        open={confirming}
        titleId="pages.settings.maintenance.confirm.title"
        messageId="pages.settings.maintenance.confirm.body"
        confirmLabelId="pages.settings.maintenance.confirm.ok"
        destructive
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void save(true);
        }}
      />
    </PaperSection>
  );
}

function BypassSection({ settings, canUpdate }: SectionProps) {
  const toast = useToast();
  const { trigger } = useUpdateAppSettings();
  const hash = settings.maintenance_hash;
  const link = hash ? maintenanceBypassLink(window.location.origin, hash) : null;

  async function saveHash(values: AppSettingsBody) {
    // The switch above owns the mode: send the mode as it is now, only the hash changes here.
    await trigger({
      body: {
        maintenance_mode_status: settings.maintenance_mode_status,
        maintenance_hash: values.maintenance_hash || null,
      },
    });
    toast.success('pages.settings.bypass.saved');
  }

  async function copy(text: string) {
    await navigator.clipboard.writeText(text);
    toast.success('pages.settings.bypass.copied');
  }

  return (
    <PaperSection
      title={<FormattedMessage id="pages.settings.bypass.title" />}
      headingVariant="h5"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        <FormattedMessage id="pages.settings.bypass.description" />
      </Typography>

      {link && hash ? (
        <Box sx={{ mb: 3 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            <FormattedMessage id="pages.settings.bypass.link" />
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <Link href={link} sx={{ wordBreak: 'break-all' }}>
              {link}
            </Link>
            <Button size="small" onClick={() => void copy(link)} sx={{ flexShrink: 0 }}>
              <FormattedMessage id="pages.settings.bypass.copy" />
            </Button>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            <FormattedMessage
              id="pages.settings.bypass.other_portals"
              // a long code breaks anywhere rather than widen the page on a phone (issue 12 defect 14)
              values={{
                query: (
                  <Box component="code" sx={{ wordBreak: 'break-all' }}>
                    {`?maintenance_hash=${hash}`}
                  </Box>
                ),
              }}
            />
          </Typography>
        </Box>
      ) : (
        <Alert severity="info" sx={{ mb: 3 }}>
          <FormattedMessage id="pages.settings.bypass.none" />
        </Alert>
      )}

      {canUpdate && (
        <Form
          key={hash ?? ''}
          schema={appSettingsSchema}
          defaultValues={{
            maintenance_mode_status: settings.maintenance_mode_status,
            maintenance_hash: hash ?? '',
          }}
          onSubmit={saveHash}
          confirmLeave
        >
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <FormTextField name="maintenance_hash" labelId="pages.settings.bypass.hash" autoComplete="off" />
            <GenerateHashButton />
            <Button type="submit" variant="contained" sx={{ flexShrink: 0 }}>
              <FormattedMessage id="pages.settings.bypass.save" />
            </Button>
          </Stack>
        </Form>
      )}
    </PaperSection>
  );
}

function GenerateHashButton() {
  const { setValue } = useFormContext<AppSettingsBody>();
  return (
    <Button
      variant="outlined"
      sx={{ flexShrink: 0 }}
      onClick={() =>
        setValue('maintenance_hash', generateMaintenanceHash(), { shouldDirty: true, shouldValidate: true })
      }
    >
      <FormattedMessage id="pages.settings.bypass.generate" />
    </Button>
  );
}
