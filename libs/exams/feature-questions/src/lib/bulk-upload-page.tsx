import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { isApiError } from '@platform/api-client';
import { useBulkUploadQuestions, useQuestionBank } from '@platform/exams-data-access';
import { xlsxFile } from '@platform/validation';
import {
  FilePicker,
  PageTitle,
  saveFile,
  useFormatters,
  useLocalTitle,
  useToast,
  useTranslate,
} from '@platform/ui';
import { type SheetRowProblem, sheetRowProblems } from '@platform/ui/xlsx';
import { ValidationError } from 'yup';
import { useQuestionPaths } from './question-paths';

type Problem = SheetRowProblem;

/**
 * /job-questions-bank/{id}/job-question-bulk-upload (spec §2; §5 ".xlsx only", 1 MB): download the template, choose a
 * filled one, see the progress (checked, read, sent); the gateway writes every row or none and every bad row comes
 * back with its row number and message. exceljs loads only here.
 */
export function BulkUploadPage() {
  const t = useTranslate();
  const paths = useQuestionPaths();
  const toast = useToast();
  const title = useLocalTitle();
  const { formatNumber } = useFormatters();
  const id = Number(useParams().id);
  const bank = useQuestionBank(Number.isSafeInteger(id) && id > 0 ? id : null);
  const upload = useBulkUploadQuestions();
  const rule = useMemo(() => xlsxFile(), []);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<unknown>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [created, setCreated] = useState<number | null>(null);

  function choose(chosen: File | null) {
    setProblems([]);
    setCreated(null);
    setFile(null);
    if (!chosen) return;
    try {
      rule.validateSync(chosen);
      setFileError(null);
      setFile(chosen);
    } catch (error) {
      setFileError(ValidationError.isError(error) ? error.errors[0] : error);
    }
  }

  async function downloadTemplate() {
    const { templateBlob } = await import('./question-sheet');
    saveFile(await templateBlob(), 'question-bank-template.xlsx');
  }

  async function send() {
    if (!file) return;
    setProblems([]);
    setCreated(null);
    setProgress(10);
    try {
      const { parseQuestionSheet } = await import('./question-sheet');
      const data = await file.arrayBuffer();
      setProgress(40);
      const rows = await parseQuestionSheet(data);
      setProgress(70);
      const result = await upload.trigger({ params: { id }, body: { rows } });
      setProgress(100);
      setCreated(result.created);
      toast.success('assessments.success.questions_uploaded');
    } catch (error) {
      setProgress(null);
      if (isApiError(error) && error.status === 422) {
        setProblems(sheetRowProblems(error.fieldErrors));
      } else toast.error(error);
    }
  }

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 900, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageTitle
        titleId="recruiter_assessments.upload.title"
        values={{ name: bank.data ? title(bank.data) : '' }}
      />
      <Link component={RouterLink} to={paths.bank(id)}>
        {t('recruiter_assessments.upload.back')}
      </Link>
      <Alert severity="info">{t('recruiter_assessments.upload.rules')}</Alert>
      <Box>
        <Button variant="outlined" onClick={() => void downloadTemplate()}>
          {t('recruiter_assessments.upload.template')}
        </Button>
      </Box>
      <FilePicker
        labelId="recruiter_assessments.upload.file"
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        fileName={file?.name ?? null}
        busy={upload.isMutating}
        error={fileError}
        onFile={choose}
      />
      <Box>
        <Button variant="contained" disabled={!file || upload.isMutating} onClick={() => void send()}>
          {t('recruiter_assessments.upload.send')}
        </Button>
      </Box>
      {progress !== null && (
        <LinearProgress
          variant="determinate"
          value={progress}
          aria-label={t('recruiter_assessments.upload.progress')}
        />
      )}
      {created !== null && (
        <Alert severity="success">
          {t('recruiter_assessments.upload.created', { count: formatNumber(created) })}
        </Alert>
      )}
      {problems.length > 0 && (
        <Box component="section" aria-labelledby="upload-problems">
          <Typography id="upload-problems" component="h2" variant="h6" color="error">
            {t('recruiter_assessments.upload.problems', { count: formatNumber(problems.length) })}
          </Typography>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('recruiter_assessments.upload.col.row')}</TableCell>
                <TableCell>{t('recruiter_assessments.upload.col.field')}</TableCell>
                <TableCell>{t('recruiter_assessments.upload.col.message')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {problems.map((p) => (
                <TableRow key={`${p.row}-${p.field}`}>
                  <TableCell>{p.row === null ? '—' : formatNumber(p.row)}</TableCell>
                  <TableCell>{p.field}</TableCell>
                  <TableCell>{p.messages.map((m) => t(m)).join(' ')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
