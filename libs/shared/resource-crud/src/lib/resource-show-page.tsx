import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { isApiError } from '@platform/api-client';
import type { ResourceDef, ResourceRecord } from '@platform/resources';
import { ConfirmDialog, FactList, PageTitle, useToast, useTranslate, useFormatters } from '@platform/ui';
import { useReferencesOf, useResourceMutations, useResourcePermissions, useResourceRecord } from './hooks';
import { resourceTitleId } from './labels';
import { BackToList, RecordPage, recordId } from './page-parts';
import type { ResourcePageProps } from './resource-routes';
import { useDisplayValue } from './use-display';
import { useFieldLabelId, useRecordTitle } from './use-labels';

/** `/<segment>/:id`: every field of a record as label and value, with Edit and Delete by permission. */
export default function ResourceShowPage({ def }: ResourcePageProps) {
  const t = useTranslate();
  const params = useParams();
  const id = recordId(params.id);
  const record = useResourceRecord(def, id);
  const title = useRecordTitle(def);
  const resource = t(resourceTitleId(def));

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <BackToList def={def} />
      {record.data ? (
        <PageTitle titleId="resources.page.show" values={{ resource, name: title(record.data) }} />
      ) : (
        <PageTitle titleId={resourceTitleId(def)} />
      )}
      <RecordPage result={record} valid={id !== null}>
        {(loaded) => <RecordDetails def={def} record={loaded} />}
      </RecordPage>
    </Container>
  );
}

function RecordDetails({ def, record }: { def: ResourceDef; record: ResourceRecord }) {
  const t = useTranslate();
  const toast = useToast();
  const navigate = useNavigate();
  const { formatDateTime } = useFormatters();
  const can = useResourcePermissions(def);
  const { remove } = useResourceMutations(def);
  const labelId = useFieldLabelId(def);
  const title = useRecordTitle(def);
  const rows = useMemo(() => [record], [record]);
  const references = useReferencesOf(def, rows);
  const display = useDisplayValue(references.lookup, references.isLoading);
  const [confirming, setConfirming] = useState(false);
  const deleted = Boolean(record.deleted_at);

  async function confirmDelete() {
    try {
      await remove.trigger({ params: { id: record.id } });
      toast.success('resources.messages.deleted', { name: title(record) });
      navigate(`/${def.segment}`);
    } catch (failure) {
      if (isApiError(failure) && failure.status === 409)
        toast.error('resources.messages.in_use', { name: title(record) });
      else toast.error(failure);
    } finally {
      setConfirming(false);
    }
  }

  const entries: [string, string][] = [
    ...def.fields.map((field): [string, string] => [t(labelId(field.name)), display(field, record)]),
    [t('resources.common.fields.created_at'), formatDateTime(record.created_at)],
    [t('resources.common.fields.updated_at'), formatDateTime(record.updated_at)],
  ];

  return (
    <>
      {deleted ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('resources.messages.in_trash')}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <FactList rows={entries.map(([label, value]) => [label, value === '' ? '—' : value])} />
      </Paper>
      {!deleted && (can.update || can.delete) ? (
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          {can.update ? (
            <Button
              component={RouterLink}
              to={`/${def.segment}/${record.id}/edit`}
              variant="contained"
              startIcon={<EditOutlined />}
            >
              {t('resources.actions.edit')}
            </Button>
          ) : null}
          {can.delete ? (
            <Button
              color="error"
              variant="outlined"
              startIcon={<DeleteOutlined />}
              onClick={() => setConfirming(true)}
            >
              {t('resources.actions.delete')}
            </Button>
          ) : null}
        </Stack>
      ) : null}
      <ConfirmDialog
        open={confirming}
        titleId="resources.confirm.delete_title"
        messageId="resources.confirm.delete"
        messageValues={{ name: title(record) }}
        confirmLabelId="resources.actions.delete"
        destructive
        loading={remove.isMutating}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
