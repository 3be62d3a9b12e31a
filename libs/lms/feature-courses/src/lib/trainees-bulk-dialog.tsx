import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { isApiError } from '@platform/api-client';
import { type BulkEnrolRow, TRAINEE_ENROLMENT_LIMITS } from '@platform/contract';
import { type BulkEnrolProgress, useBulkEnrolTrainees } from '@platform/lms-data-access-courses';
import { saveFile, useFormatters, useLocalTitle, useToast, useTranslate } from '@platform/ui';
import {
  readSheetRows,
  type SheetCell,
  SheetUploadPanel,
  sheetRowProblems,
  templateWorkbookBlob,
} from '@platform/ui/xlsx';
import { today } from '@platform/validation';
import type { EnrolDialogProps } from './trainees-enrol-dialog';

/*
 * The trainees page's "Enrol from Excel" (issue 15 item 6; ADR 0088): download the template (with a sheet of the
 * course's running batches to copy ids from), choose a filled .xlsx (1 MB), and its rows — read in the browser with
 * @platform/ui/xlsx — go to the gateway in chunks with a progress bar; the gateway checks every row and the refused
 * ones are listed with the sheet's row numbers. Good rows are enrolled and invited even when others are refused.
 */

/** The columns of the sheet, as its header row names them. */
export const ENROL_SHEET_COLUMNS = ['email', 'mobile', 'batch_id'] as const;

/** A cell as text for the gateway; a mobile number Excel stored as a number gets its leading 0 back. */
function textOf(cell: SheetCell | undefined, mobile = false): string | null {
  if (cell === null || cell === undefined) return null;
  const text = String(cell).trim();
  return mobile && typeof cell === 'number' && /^1\d{9}$/.test(text) ? `0${text}` : text || null;
}

/** The sheet's rows as the gateway takes them: row numbers kept (row 2 is the first under the header), empty skipped. */
export function enrolRowsOf(records: readonly Record<string, SheetCell>[]): BulkEnrolRow[] {
  return records.flatMap((record, i) => {
    if (Object.keys(record).length === 0) return [];
    const batch = record.batch_id;
    return [
      {
        row: i + 2,
        email: textOf(record.email),
        mobile: textOf(record.mobile, true),
        batch_id: batch === null || batch === undefined ? null : (batch as number),
      },
    ];
  });
}

export function BulkEnrolDialog({ courseId, batches, onClose }: EnrolDialogProps) {
  const t = useTranslate();
  const toast = useToast();
  const local = useLocalTitle();
  const { formatDate } = useFormatters();
  const titleId = useId();
  const bulk = useBulkEnrolTrainees();
  const [progress, setProgress] = useState<BulkEnrolProgress | null>(null);
  const max = TRAINEE_ENROLMENT_LIMITS.sheetRows;

  async function downloadTemplate() {
    const day = today();
    const running = (batches ?? []).filter((b) => b.batch_end_date >= day);
    const blob = await templateWorkbookBlob([
      { name: 'trainees', header: ENROL_SHEET_COLUMNS, rows: [] },
      {
        name: 'batches',
        header: ['batch_id', 'batch_title', 'seats', 'starts'].map((k) =>
          t(`course_trainees.bulk.sheet.${k}`),
        ),
        rows: running.map((b) => [b.id, local(b), b.available_seats, formatDate(b.batch_start_date)]),
      },
    ]);
    saveFile(blob, `trainees-${courseId}-template.xlsx`);
  }

  async function send(file: File) {
    setProgress(null);
    let rows: BulkEnrolRow[];
    try {
      rows = enrolRowsOf(await readSheetRows(await file.arrayBuffer(), ENROL_SHEET_COLUMNS));
    } catch {
      return 'course_trainees.bulk.read_error';
    }
    if (rows.length === 0) return 'course_trainees.bulk.empty';
    if (rows.length > max)
      return { id: 'course_trainees.bulk.too_many', values: { count: rows.length, max } };
    try {
      setProgress(await bulk.run(courseId, rows, setProgress));
    } catch (error) {
      toast.error(isApiError(error) ? error : 'course_trainees.bulk.read_error');
    }
    return undefined;
  }

  const problems = progress ? sheetRowProblems(progress.errors) : [];
  return (
    <Dialog open onClose={bulk.busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('course_trainees.bulk.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <SheetUploadPanel
            labelPrefix="course_trainees.bulk"
            rulesValues={{ rows: max }}
            onTemplate={downloadTemplate}
            onFile={() => setProgress(null)}
            send={send}
            busy={bulk.busy}
            progress={progress ? (progress.total ? (100 * progress.sent) / progress.total : 0) : null}
            progressText={
              progress && (
                <Typography variant="body2" role="status">
                  {t('course_trainees.bulk.progress_text', { done: progress.sent, total: progress.total })}
                </Typography>
              )
            }
            outcome={
              progress &&
              !bulk.busy && (
                <Alert severity={progress.enrolled.length > 0 ? 'success' : 'warning'}>
                  {t('course_trainees.bulk.enrolled', { count: progress.enrolled.length })}
                </Alert>
              )
            }
            problems={problems}
            problemsHeading="h3"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={bulk.busy}>
          {t('course_trainees.bulk.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
