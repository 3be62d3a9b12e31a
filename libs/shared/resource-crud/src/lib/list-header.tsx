import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { collectPages, isApiError, useApiClient } from '@platform/api-client';
import type { ResourceDef } from '@platform/resources';
import { PageTitle, saveFile, useToast, useTranslate } from '@platform/ui';
import { endpointsOf } from './endpoints';
import type { useResourcePermissions } from './hooks';
import { resourceTitleId } from './labels';
import { type ResourceListState, listQuery } from './list-query';

/** Export pages through the list this many rows at a time (the gateway's maximum page size). */
export const EXPORT_PAGE_SIZE = 100;
/** An export stops after this many pages (20 000 rows) and says so. */
export const EXPORT_MAX_PAGES = 200;

/** The xlsx export of everything the list's address selects (all pages, up to EXPORT_MAX_PAGES). */
function useExport(def: ResourceDef, state: ResourceListState) {
  const toast = useToast();
  const client = useApiClient();
  const [exporting, setExporting] = useState(false);

  async function exportRows() {
    setExporting(true);
    try {
      const xlsx = await import('./xlsx');
      const { rows: all, total } = await collectPages(
        (page) =>
          client.list(endpointsOf(def).list, {
            query: listQuery(state, { page, page_size: EXPORT_PAGE_SIZE }),
          }),
        EXPORT_MAX_PAGES,
      );
      const blob = await xlsx.workbookBlob(await xlsx.buildWorkbook(def, all));
      saveFile(blob, xlsx.exportFileName(def, new Date()));
      if (all.length < total) toast.warning('resources.export.truncated', { count: all.length, total });
      else toast.success('resources.export.done', { count: all.length });
    } catch (failure) {
      toast.error(isApiError(failure) ? failure : 'resources.export.failed');
    } finally {
      setExporting(false);
    }
  }

  return { exporting, exportRows };
}

/** The list's heading and its page actions: create, import (when the definition allows it) and export. */
export function ListHeader({
  def,
  state,
  can,
  trashed,
  onImport,
}: {
  def: ResourceDef;
  state: ResourceListState;
  can: ReturnType<typeof useResourcePermissions>;
  trashed: boolean;
  onImport: () => void;
}) {
  const t = useTranslate();
  const { exporting, exportRows } = useExport(def, state);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
    >
      <PageTitle titleId={resourceTitleId(def)} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {can.create && !trashed ? (
          <Button
            component={RouterLink}
            to={`/${def.segment}/create`}
            variant="contained"
            startIcon={<AddOutlined />}
          >
            {t('resources.actions.create')}
          </Button>
        ) : null}
        {def.importable && can.create && !trashed ? (
          <Button variant="outlined" startIcon={<FileUploadOutlined />} onClick={onImport}>
            {t('resources.actions.import')}
          </Button>
        ) : null}
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          onClick={() => void exportRows()}
          disabled={exporting}
          aria-busy={exporting}
        >
          {t(exporting ? 'resources.export.running' : 'resources.actions.export')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** How many rows are selected, with the bulk delete for them. */
export function SelectionBar({ count, onDelete }: { count: number; onDelete: () => void }) {
  const t = useTranslate();
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button
          color="error"
          variant="outlined"
          size="small"
          startIcon={<DeleteOutlined />}
          onClick={onDelete}
        >
          {t('resources.actions.bulk_delete')}
        </Button>
      }
    >
      {t('resources.messages.selected', { count })}
    </Alert>
  );
}
