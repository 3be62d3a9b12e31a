import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { defineListParams, listParam, useListParams } from '@platform/api-client';
import { RequirePermission, useAuth } from '@platform/auth';
import { NOTIFICATION_EVENT, NOTIFICATION_PERMISSIONS as P, type NotificationHead } from '@platform/contract';
import {
  listColumns,
  ListFilterBar,
  ListSearchField,
  ListSelectFilter,
  PageHeader,
  ServerList,
  useLocalTitle,
  useTranslate,
} from '@platform/ui';
import { useNotificationHeads } from '@platform/admin-data-access-notifications';

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
  const t = useTranslate();
  const { hasPermission } = useAuth();
  const list = useListParams(HEAD_LIST);
  const heads = useNotificationHeads(list.query);
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 4 } }}>
      <PageHeader
        titleId="notification_admin.heads.title"
        actions={
          hasPermission(P.manageHead) ? (
            <Button variant="contained" component={RouterLink} to="/notification-heads/create">
              <FormattedMessage id="notification_admin.heads.add" />
            </Button>
          ) : null
        }
      />
      <ServerList
        result={heads}
        paging={list.paging}
        labelPrefix="notification_admin.heads"
        emptyHintId="notification_admin.heads.empty_hint"
        filters={
          <ListFilterBar legendId="notification_admin.heads.filters">
            <ListSearchField
              labelId="notification_admin.heads.search"
              submitId="notification_admin.heads.search_submit"
              search={list.search}
            />
            <ListSelectFilter
              id="heads-filter-event"
              labelId="notification_admin.heads.filter.event"
              allLabelId="notification_admin.heads.filter.all"
              value={list.state.event}
              onChange={(raw) => list.setText('event', raw)}
              options={EVENTS.map((value) => ({ value, label: t(`enums.notification_event.${value}`) }))}
              minWidth={280}
            />
          </ListFilterBar>
        }
        columns={COLUMNS}
        renderRow={(head) => <HeadRow head={head} canManage={hasPermission(P.manageHead)} />}
      />
    </Container>
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
