import Alert from '@mui/material/Alert';
import { useRouteId } from '@platform/api-client';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { RequirePermission } from '@platform/auth';
import {
  NOTIFICATION_EVENT_VARIABLES,
  NOTIFICATION_LANGUAGES,
  NOTIFICATION_PERMISSIONS as P,
  type NotificationHead,
  type NotificationTemplate,
  type NotificationTemplatesBody,
} from '@platform/contract';
import {
  FormTextField,
  PaperSection,
  RecordFormPage,
  RecordRoute,
  useLocalTitle,
  useToast,
  useTranslate,
} from '@platform/ui';
import { notificationTemplatesSchema } from '@platform/validation';
import {
  useNotificationHead,
  useUpdateNotificationTemplates,
} from '@platform/admin-data-access-notifications';

export function HeadConfigRoute() {
  return (
    <RequirePermission keys={[P.viewHead, P.manageHead]}>
      <HeadConfigPage />
    </RequirePermission>
  );
}

function HeadConfigPage() {
  return (
    <RecordRoute
      id={useRouteId()}
      useRecord={useNotificationHead}
      loadErrorId="notification_admin.load_error"
    >
      {(head) => <TemplatesForm head={head} />}
    </RecordRoute>
  );
}

/** One slot per chosen channel and language, filled from the stored templates (an empty slot: the built-in text). */
export function templateSlots(head: NotificationHead): NotificationTemplate[] {
  return head.channels.flatMap((channel) =>
    NOTIFICATION_LANGUAGES.map((language) => {
      const stored = head.templates.find((t) => t.channel === channel && t.language === language);
      return { channel, language, subject: stored?.subject ?? '', body: stored?.body ?? '' };
    }),
  );
}

/**
 * `/notification-heads/{id}/config`: the head's templates per channel and language, with its event's variables listed
 * and the rule shown before the first error; an unknown {{variable}} comes back from the gateway on its field.
 */
export function TemplatesForm({ head }: { head: NotificationHead }) {
  const t = useTranslate();
  const toast = useToast();
  const name = useLocalTitle()(head);
  const { trigger, isMutating } = useUpdateNotificationTemplates();
  const slots = templateSlots(head);
  const variables = NOTIFICATION_EVENT_VARIABLES[head.event];
  async function save(values: NotificationTemplatesBody) {
    await trigger({ params: { id: head.id }, body: values });
    toast.success('notification_admin.success.templates_saved');
  }
  return (
    <RecordFormPage<NotificationTemplatesBody>
      links={[
        { to: '/notification-heads', labelId: 'notification_admin.back' },
        { to: `/notification-heads/${head.id}/edit`, labelId: 'notification_admin.config.edit_head' },
      ]}
      titleId="notification_admin.config.title"
      titleValues={{ name }}
      intro={
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            <FormattedMessage id={`enums.notification_event.${head.event}`} />
          </Typography>
          <Alert severity="info" sx={{ mb: 2 }}>
            <Typography sx={{ mb: 1 }}>
              {t('notification_admin.config.rules', { example: '{{name}}' })}
            </Typography>
            <Typography component="h2" variant="subtitle2">
              <FormattedMessage id="notification_admin.config.variables" />
            </Typography>
            {variables.length ? (
              <Box
                component="ul"
                sx={{ m: 0, pl: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1 }}
              >
                {variables.map((v) => (
                  <li key={v}>
                    <Box
                      component="code"
                      sx={{ px: 0.5, bgcolor: 'action.hover', borderRadius: 0.5 }}
                    >{`{{${v}}}`}</Box>
                  </li>
                ))}
              </Box>
            ) : (
              <FormattedMessage id="notification_admin.config.no_variables" />
            )}
          </Alert>
        </>
      }
      formKey={head.updated_at}
      schema={notificationTemplatesSchema}
      labelId="notification_admin.heads.templates"
      defaultValues={{ templates: slots }}
      onSubmit={save}
      saveId="notification_admin.save"
      busy={isMutating}
    >
      {slots.map((slot, i) => {
        const where = {
          channel: t(`enums.notification_channel.${slot.channel}`),
          language: t(`notification_admin.language.${slot.language}`),
        };
        return (
          <PaperSection
            key={`${slot.channel}-${slot.language}`}
            title={t('notification_admin.config.section', where)}
          >
            <Stack spacing={2}>
              {slot.channel === 'sms' ? null : (
                <FormTextField
                  name={`templates.${i}.subject`}
                  labelId="notification_admin.field.subject_in"
                  labelValues={where}
                />
              )}
              <FormTextField
                name={`templates.${i}.body`}
                labelId="notification_admin.field.body_in"
                labelValues={where}
                multiline
                minRows={3}
              />
            </Stack>
          </PaperSection>
        );
      })}
    </RecordFormPage>
  );
}
