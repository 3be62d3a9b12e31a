import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { defineListParams, listParam, useAddressList } from '@platform/api-client';
import { RequirePermission, useAuth } from '@platform/auth';
import {
  NOTIFICATION_EVENT,
  NOTIFICATION_PERMISSIONS as P,
  type NotificationHead,
  notificationEndpoints as E,
} from '@platform/contract';
import { listColumns, ServerListPage, useLocalTitle, useTranslate } from '@platform/ui';

export function HeadsRoute() {
  return (
    <RequirePermission keys={[P.viewHead]}>
      <HeadsPage />
    </RequirePermission>
  );
}

const EVENTS = Object.values(NOTIFICATION_EVENT);
const HEAD_LIST = defineListParams({
  params: { search: listParam.text(200), event: listParam.oneOf(EVENTS) },
  pageSizes: [10, 25, 50, 100],
});

const COLUMNS = listColumns('notification_admin.heads.col', [
  'code',
  'title',
  'event',
  'channels',
  'enabled',
  'actions',
]);

/** `/notification-heads`: the heads (code, title, event, channels, status), searched and filtered by event. */
export function HeadsPage() {
  const { hasPermission } = useAuth();
  const { list, result: heads } = useAddressList(HEAD_LIST, E.notificationHeads);
  return (
    <ServerListPage
      result={heads}
      paging={list.paging}
      labelPrefix="notification_admin.heads"
      emptyHintId="notification_admin.heads.empty_hint"
      create={
        hasPermission(P.manageHead) && {
          to: '/notification-heads/create',
          labelId: 'notification_admin.heads.add',
        }
      }
      filterBar={{
        list,
        selects: [{ name: 'event', values: EVENTS, optionPrefix: 'enums.notification_event', minWidth: 280 }],
      }}
      columns={COLUMNS}
      renderRow={(head) => <HeadRow head={head} canManage={hasPermission(P.manageHead)} />}
    />
  );
}

function HeadRow({ head, canManage }: { head: NotificationHead; canManage: boolean }) {
  const t = useTranslate();
  const name = useLocalTitle()(head);
  return (
    <TableRow hover>
      <TableCell>{head.code}</TableCell>
      <TableCell>{name}</TableCell>
      <TableCell>
        <FormattedMessage id={`enums.notification_event.${head.event}`} />
      </TableCell>
      <TableCell>{head.channels.map((c) => t(`enums.notification_channel.${c}`)).join(', ')}</TableCell>
      <TableCell>
        <Chip
          size="small"
          color={head.enabled ? 'success' : 'default'}
          label={t(head.enabled ? 'notification_admin.heads.enabled' : 'notification_admin.heads.disabled')}
        />
      </TableCell>
      <TableCell>
        {canManage ? (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button
              size="small"
              component={RouterLink}
              to={`/notification-heads/${head.id}/edit`}
              aria-label={t('notification_admin.heads.edit', { name })}
            >
              <FormattedMessage id="notification_admin.heads.edit_short" />
            </Button>
            <Button
              size="small"
              component={RouterLink}
              to={`/notification-heads/${head.id}/config`}
              aria-label={t('notification_admin.heads.config', { name })}
            >
              <FormattedMessage id="notification_admin.heads.templates" />
            </Button>
          </Stack>
        ) : null}
      </TableCell>
    </TableRow>
  );
}
