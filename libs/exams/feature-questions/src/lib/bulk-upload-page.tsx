import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { isApiError, useRouteId } from '@platform/api-client';
import { useBulkUploadQuestions, useQuestionBank } from '@platform/exams-data-access';
import { PageTitle, saveFile, useFormatters, useLocalTitle, useToast, useTranslate } from '@platform/ui';
import { type SheetRowProblem, SheetUploadPanel, sheetRowProblems } from '@platform/ui/xlsx';
import { useQuestionPaths } from './question-paths';

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
  const id = useRouteId() ?? 0;
  const bank = useQuestionBank(id > 0 ? id : null);
  const upload = useBulkUploadQuestions();
  const [progress, setProgress] = useState<number | null>(null);
  const [problems, setProblems] = useState<SheetRowProblem[]>([]);
  const [created, setCreated] = useState<number | null>(null);

  async function downloadTemplate() {
    const { templateBlob } = await import('./question-sheet');
    saveFile(await templateBlob(), 'question-bank-template.xlsx');
  }

  async function send(file: File) {
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
      <SheetUploadPanel
        labelPrefix="recruiter_assessments.upload"
        onTemplate={downloadTemplate}
        onFile={() => {
          setProblems([]);
          setCreated(null);
        }}
        send={send}
        busy={upload.isMutating}
        progress={progress}
        outcome={
          created !== null && (
            <Alert severity="success">
              {t('recruiter_assessments.upload.created', { count: formatNumber(created) })}
            </Alert>
          )
        }
        problems={problems}
      />
    </Box>
  );
}
