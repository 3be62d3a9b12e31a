import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { defineListParams, listParam, useAddressList } from '@platform/api-client';
import { RequirePermission, useAuth } from '@platform/auth';
import {
  CONNECTION_OUTCOME,
  INTEGRATION_PERMISSIONS as P,
  integrationEndpoints as E,
  ROW_STATUS,
  type ConnectionTestResult,
  type VendorIntegration,
} from '@platform/contract';
import {
  DeleteDialog,
  listColumns,
  ServerListPage,
  useFormatters,
  useToast,
  useTranslate,
} from '@platform/ui';
import { useDeleteVendorIntegration, useTestVendorIntegration } from '@platform/admin-data-access-settings';

export function IntegrationsRoute() {
  return (
    <RequirePermission keys={[P.view]}>
      <IntegrationsPage />
    </RequirePermission>
  );
}

const INTEGRATION_LIST = defineListParams({
  params: { search: listParam.text(200), row_status: listParam.oneOf(Object.values(ROW_STATUS)) },
  pageSizes: [10, 25, 50],
});

const COLUMNS = listColumns('integrations.list.col', [
  'vendor',
  'code',
  'token',
  'last_test',
  'status',
  'actions',
]);

interface Tested {
  vendor: string;
  result: ConnectionTestResult;
}

/**
 * `/lms-integrations`: the external vendor and LMS integrations (vendor, code, kept token and its expiry, the last
 * connection test, status), searched and filtered by status; "Test connection" asks the vendor for a token and says
 * what happened in a live region above the list (ADR 0086).
 */
export function IntegrationsPage() {
  const toast = useToast();
  const { hasPermission } = useAuth();
  const canManage = hasPermission(P.manage);
  const { list, result: integrations } = useAddressList(INTEGRATION_LIST, E.vendorIntegrations);
  const test = useTestVendorIntegration();
  const remove = useDeleteVendorIntegration();
  const [tested, setTested] = useState<Tested | null>(null);
  const [deleting, setDeleting] = useState<VendorIntegration | null>(null);

  async function runTest(integration: VendorIntegration) {
    setTested(null);
    try {
      const result = await test.trigger({ params: { id: integration.id } });
      setTested({ vendor: integration.vendor, result });
    } catch (error) {
      toast.error(error);
    }
  }

  return (
    <ServerListPage
      result={integrations}
      paging={list.paging}
      labelPrefix="integrations.list"
      emptyHintId="integrations.list.empty_hint"
      create={canManage && { to: '/lms-integrations/create', labelId: 'integrations.list.add' }}
      intro={
        <div role="status" aria-live="polite">
          {test.isMutating ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              <FormattedMessage id="integrations.test.running" />
            </Alert>
          ) : tested ? (
            <TestOutcome tested={tested} />
          ) : null}
        </div>
      }
      filterBar={{
        list,
        selects: [
          { name: 'row_status', values: Object.values(ROW_STATUS), optionPrefix: 'enums.row_status' },
        ],
      }}
      columns={COLUMNS}
      renderRow={(integration) => (
        <IntegrationRow
          integration={integration}
          canManage={canManage}
          testing={test.isMutating}
          onTest={() => void runTest(integration)}
          onDelete={() => setDeleting(integration)}
        />
      )}
    >
      <DeleteDialog
        target={deleting}
        titleId="integrations.delete.title"
        messageId="integrations.delete.message"
        messageValues={(it) => ({ name: it.vendor })}
        confirmLabelId="integrations.delete.confirm"
        cancelLabelId="integrations.delete.cancel"
        remove={(it) => remove.trigger({ params: { id: it.id } })}
        busy={remove.isMutating}
        successId="integrations.success.deleted"
        onClose={() => setDeleting(null)}
      />
    </ServerListPage>
  );
}

function TestOutcome({ tested }: { tested: Tested }) {
  const { outcome, status, duration_ms } = tested.result;
  return (
    <Alert severity={outcome === CONNECTION_OUTCOME.CONNECTED ? 'success' : 'error'} sx={{ mb: 2 }}>
      <strong>{tested.vendor}</strong>
      {': '}
      <FormattedMessage
        id={`integrations.test.${outcome}`}
        values={{ status: status ?? '', ms: duration_ms }}
      />
    </Alert>
  );
}

interface RowProps {
  integration: VendorIntegration;
  canManage: boolean;
  testing: boolean;
  onTest: () => void;
  onDelete: () => void;
}

function IntegrationRow({ integration: it, canManage, testing, onTest, onDelete }: RowProps) {
  const t = useTranslate();
  const { formatDateTime } = useFormatters();
  const name = it.vendor;
  return (
    <TableRow hover>
      <TableCell>{it.vendor}</TableCell>
      <TableCell>{it.vendor_code}</TableCell>
      <TableCell>
        {!it.has_access_token
          ? t('integrations.list.no_token')
          : it.access_token_expires_at
            ? t('integrations.list.token_until', { at: formatDateTime(it.access_token_expires_at) })
            : t('integrations.list.token_kept')}
      </TableCell>
      <TableCell>
        {it.last_test ? (
          <Chip
            size="small"
            color={it.last_test.outcome === CONNECTION_OUTCOME.CONNECTED ? 'success' : 'error'}
            label={`${t(`integrations.test.outcome.${it.last_test.outcome}`)} · ${formatDateTime(it.last_test.at)}`}
          />
        ) : (
          t('integrations.list.never_tested')
        )}
      </TableCell>
      <TableCell>{t(`enums.row_status.${it.row_status}`)}</TableCell>
      <TableCell>
        {canManage ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              size="small"
              onClick={onTest}
              disabled={testing}
              aria-label={t('integrations.list.test', { name })}
            >
              <FormattedMessage id="integrations.list.test_short" />
            </Button>
            <Button
              size="small"
              component={RouterLink}
              to={`/lms-integrations/${it.id}/edit`}
              aria-label={t('integrations.list.edit', { name })}
            >
              <FormattedMessage id="integrations.list.edit_short" />
            </Button>
            <Button
              size="small"
              color="error"
              onClick={onDelete}
              aria-label={t('integrations.list.delete', { name })}
            >
              <FormattedMessage id="integrations.list.delete_short" />
            </Button>
          </Stack>
        ) : null}
      </TableCell>
    </TableRow>
  );
}
