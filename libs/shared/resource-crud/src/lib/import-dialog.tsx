import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { isApiError, useEndpointMutation } from '@platform/api-client';
import { formFields, type ResourceDef } from '@platform/resources';
import { useToast, useTranslate, visuallyHidden } from '@platform/ui';
import { fileProblem, xlsxFile } from '@platform/validation';
import { endpointsOf } from './endpoints';
import { importProblems, type ImportProblem } from './import-problems';
import { resourceTitleId } from './labels';
import { useFieldLabelId } from './use-labels';

export interface ImportDialogProps {
  def: ResourceDef;
  onClose: () => void;
}

function readFile(file: File): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * Import records from an .xlsx file: the file is checked here first (only .xlsx, 1 MB), its first sheet is read in
 * the browser and sent as rows; the gateway writes all of them or none and names every bad cell by row and field.
 */
export default function ImportDialog({ def, onClose }: ImportDialogProps) {
  const t = useTranslate();
  const toast = useToast();
  const titleId = useId();
  const hintId = useId();
  const inputId = useId();
  const labelId = useFieldLabelId(def);
  const importRows = useEndpointMutation(endpointsOf(def).import);
  const rule = useMemo(() => xlsxFile(), []);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<unknown>(null);
  const [problems, setProblems] = useState<ImportProblem[]>([]);
  const [ignored, setIgnored] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const columns = formFields(def).map((f) => f.name);
  const fieldNames = new Set(columns);

  function choose(chosen: File | undefined) {
    setProblems([]);
    setIgnored([]);
    if (!chosen) return;
    const found = fileProblem(rule, chosen);
    setProblem(found);
    setFile(found ? null : chosen);
  }

  async function submit() {
    if (!file) return;
    setBusy(true);
    setProblem(null);
    setProblems([]);
    try {
      const { parseSheet } = await import('./xlsx');
      let parsed: Awaited<ReturnType<typeof parseSheet>>;
      try {
        parsed = await parseSheet(def, await readFile(file));
      } catch {
        setProblem('resources.import.unreadable');
        return;
      }
      setIgnored(parsed.unknownColumns);
      if (parsed.rows.length === 0) {
        setProblem('resources.import.empty');
        return;
      }
      const { created } = await importRows.trigger({ body: { rows: parsed.rows } });
      toast.success('resources.import.done', { count: created });
      onClose();
    } catch (failure) {
      if (isApiError(failure) && failure.hasFieldErrors) setProblems(importProblems(failure.fieldErrors));
      else setProblem(isApiError(failure) ? failure.message : 'resources.import.failed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>
        {t('resources.import.title', { resource: t(resourceTitleId(def)) })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={hintId} sx={{ mb: 2 }}>
          {t('resources.import.hint', { columns: columns.join(', ') })}
        </DialogContentText>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Button
            component="label"
            role={undefined}
            tabIndex={-1}
            variant="outlined"
            startIcon={<FileUploadOutlined />}
            sx={{ '&:focus-within': { outline: '2px solid', outlineOffset: 2 } }}
          >
            {t('resources.import.choose')}
            <Box
              component="input"
              id={inputId}
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-describedby={hintId}
              sx={visuallyHidden}
              onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
                choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </Button>
          <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
            {file ? file.name : t('resources.file.none')}
          </Typography>
        </Box>

        {problem ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {t(problem)}
          </Alert>
        ) : null}

        {problems.length > 0 ? (
          <Box sx={{ mt: 2 }}>
            <Alert severity="error" role="alert" sx={{ mb: 1 }}>
              {t('resources.import.errors_title')}
            </Alert>
            {ignored.length > 0 ? (
              <Alert severity="warning" sx={{ mb: 1 }}>
                {t('resources.import.ignored_columns', { columns: ignored.join(', ') })}
              </Alert>
            ) : null}
            <TableContainer sx={{ maxHeight: 360 }}>
              <Table size="small" stickyHeader aria-label={t('resources.import.errors_table')}>
                <TableHead>
                  <TableRow>
                    <TableCell scope="col">{t('resources.import.col.row')}</TableCell>
                    <TableCell scope="col">{t('resources.import.col.field')}</TableCell>
                    <TableCell scope="col">{t('resources.import.col.problem')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {problems.map((p) => (
                    <TableRow key={`${p.row ?? ''}.${p.field ?? ''}`}>
                      <TableCell>
                        {p.row === null ? '' : t('resources.import.row_number', { row: p.row })}
                      </TableCell>
                      <TableCell>
                        {p.field === null ? '' : fieldNames.has(p.field) ? t(labelId(p.field)) : p.field}
                      </TableCell>
                      <TableCell>{p.messages.map((m) => t(m)).join(' ')}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={!file || busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <FileUploadOutlined />}
        >
          {t('resources.actions.import')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
