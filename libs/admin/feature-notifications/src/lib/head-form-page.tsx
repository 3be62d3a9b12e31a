import { useNavigate } from 'react-router-dom';
import { useRouteId } from '@platform/api-client';
import { RequirePermission } from '@platform/auth';
import {
  NOTIFICATION_CHANNEL,
  NOTIFICATION_EVENT,
  NOTIFICATION_PERMISSIONS as P,
  type NotificationHead,
  type NotificationHeadBody,
} from '@platform/contract';
import {
  FormCheckboxGroup,
  FormSelect,
  FormSwitch,
  FormTextField,
  FormTitleFields,
  RecordFormPage,
  RecordRoute,
  useToast,
  useTranslate,
} from '@platform/ui';
import { notificationHeadSchema } from '@platform/validation';
import {
  useCreateNotificationHead,
  useNotificationHead,
  useUpdateNotificationHead,
} from '@platform/admin-data-access-notifications';

export function HeadCreateRoute() {
  return (
    <RequirePermission keys={[P.manageHead]}>
      <HeadFormPage />
    </RequirePermission>
  );
}

export function HeadEditRoute() {
  return (
    <RequirePermission keys={[P.viewHead, P.manageHead]}>
      <RecordRoute
        id={useRouteId()}
        useRecord={useNotificationHead}
        loadErrorId="notification_admin.load_error"
      >
        {(head) => <HeadFormPage head={head} />}
      </RecordRoute>
    </RequirePermission>
  );
}

const BLANK: NotificationHeadBody = {
  code: '',
  title: '',
  title_en: '',
  event: '' as NotificationHeadBody['event'],
  channels: [NOTIFICATION_CHANNEL.EMAIL],
  enabled: true,
};

/**
 * `/notification-heads/create` and `/{id}/edit`: code, titles, the event and the channels ("at least one channel is
 * required", shown before the first error), enabled. After saving, the templates page of the head opens.
 */
export function HeadFormPage({ head }: { head?: NotificationHead }) {
  const t = useTranslate();
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreateNotificationHead();
  const update = useUpdateNotificationHead();
  async function save(values: NotificationHeadBody) {
    const saved = head
      ? await update.trigger({ params: { id: head.id }, body: values })
      : await create.trigger({ body: values });
    toast.success('notification_admin.success.saved');
    navigate(`/notification-heads/${saved.id}/config`);
  }
  const defaults: NotificationHeadBody = head
    ? {
        code: head.code,
        title: head.title,
        title_en: head.title_en ?? '',
        event: head.event,
        channels: head.channels,
        enabled: head.enabled,
      }
    : BLANK;
  const titleId = head ? 'notification_admin.form.edit_title' : 'notification_admin.form.create_title';
  return (
    <RecordFormPage<NotificationHeadBody>
      links={[{ to: '/notification-heads', labelId: 'notification_admin.back' }]}
      titleId={titleId}
      formKey={head?.updated_at ?? 'new'}
      schema={notificationHeadSchema}
      labelId={titleId}
      defaultValues={defaults}
      onSubmit={save}
      rulesId="notification_admin.form.rules"
      saveId="notification_admin.save"
      busy={create.isMutating || update.isMutating}
    >
      <FormTextField name="code" labelId="notification_admin.field.code" required />
      <FormTitleFields prefix="notification_admin.field" />
      <FormSelect
        name="event"
        labelId="notification_admin.field.event"
        required
        options={Object.values(NOTIFICATION_EVENT).map((value) => ({
          value,
          label: t(`enums.notification_event.${value}`),
        }))}
      />
      <FormCheckboxGroup
        name="channels"
        labelId="notification_admin.field.channels"
        required
        hintId="validation.channel_required"
        choices={Object.values(NOTIFICATION_CHANNEL).map((value) => ({
          value,
          label: t(`enums.notification_channel.${value}`),
        }))}
      />
      <FormSwitch name="enabled" labelId="notification_admin.field.enabled" />
    </RecordFormPage>
  );
}
