import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { xlsxFile } from '@platform/validation';
import { ValidationError } from 'yup';
import type { SheetRowProblem } from '../xlsx';
import { FilePicker } from './file-picker';
import { type MessageValues, useTranslate } from './message';
import { useFormatters } from './use-formatters';

export interface SheetUploadPanelProps {
  /**
   * Catalogue prefix of the panel's texts: `<prefix>.rules` (with `rulesValues`), `.template`, `.file`, `.send`,
   * `.progress` (the bar's name), `.problems` (`{count, number}`), `.col.row`, `.col.field`, `.col.message`.
   */
  labelPrefix: string;
  rulesValues?: MessageValues;
  /** Builds and saves the template (its module loads exceljs with `import()`). */
  onTemplate: () => Promise<void>;
  /** Told of each file chosen (null: none), so the page forgets the last upload's outcome. */
  onFile?: (file: File | null) => void;
  /**
   * Reads the chosen .xlsx and sends its rows; resolves to a problem with the file itself to show on the picker (a
   * message id or `{ id, values }`: unreadable, empty, too many rows), or to nothing.
   */
  send: (file: File) => Promise<unknown>;
  /** While the rows are read and sent: the picker and the send button wait. */
  busy: boolean;
  /** The progress bar's value, 0–100 (null: no bar), with an optional line under it. */
  progress: number | null;
  progressText?: ReactNode;
  /** What the upload came to (an Alert), shown above the problems. */
  outcome?: ReactNode;
  /** The gateway's refusals by row (`sheetRowProblems`). */
  problems: readonly SheetRowProblem[];
  /** The problems' heading level: h2 on a page, h3 in a dialog (its title is the h2). */
  problemsHeading?: 'h2' | 'h3';
}

function ProblemTable({
  prefix,
  problems,
  heading,
}: {
  prefix: string;
  problems: readonly SheetRowProblem[];
  heading: 'h2' | 'h3';
}) {
  const t = useTranslate();
  const { formatNumber } = useFormatters();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ overflowX: 'auto' }}>
      <Typography
        id={headingId}
        component={heading}
        variant={heading === 'h2' ? 'h6' : 'subtitle1'}
        color="error"
      >
        {t(`${prefix}.problems`, { count: problems.length })}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t(`${prefix}.col.row`)}</TableCell>
            <TableCell>{t(`${prefix}.col.field`)}</TableCell>
            <TableCell>{t(`${prefix}.col.message`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {problems.map((p) => (
            <TableRow key={`${p.row}-${p.field}`}>
              <TableCell>{p.row === null ? '—' : formatNumber(p.row)}</TableCell>
              <TableCell>{p.field === 'row' ? '—' : p.field}</TableCell>
              <TableCell>{p.messages.map((m) => t(m)).join(' ')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/**
 * THE spreadsheet upload of the portals (question bank bulk upload, trainees' bulk enrolment): the rules, the
 * template download, a .xlsx picker checked by the shared rule (spec §5: .xlsx only, 1 MB), the send button, the
 * progress, the outcome and the refused rows with the sheet's row numbers. The page reads the sheet and calls.
 */
export function SheetUploadPanel({
  labelPrefix: p,
  rulesValues,
  onTemplate,
  onFile,
  send,
  busy,
  progress,
  progressText,
  outcome,
  problems,
  problemsHeading = 'h2',
}: SheetUploadPanelProps) {
  const t = useTranslate();
  const rule = useMemo(() => xlsxFile(), []);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<unknown>(null);

  function choose(chosen: File | null) {
    setFile(null);
    onFile?.(chosen);
    if (!chosen) return;
    try {
      rule.validateSync(chosen);
      setFileError(null);
      setFile(chosen);
    } catch (error) {
      setFileError(ValidationError.isError(error) ? error.errors[0] : error);
    }
  }

  async function sendFile() {
    if (!file) return;
    const problem = await send(file);
    if (problem !== undefined && problem !== null) setFileError(problem);
  }

  return (
    <>
      <Alert severity="info">{t(`${p}.rules`, rulesValues)}</Alert>
      <Box>
        <Button variant="outlined" onClick={() => void onTemplate()}>
          {t(`${p}.template`)}
        </Button>
      </Box>
      <FilePicker
        labelId={`${p}.file`}
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        fileName={file?.name ?? null}
        busy={busy}
        error={fileError}
        onFile={choose}
      />
      <Box>
        <Button variant="contained" disabled={!file || busy} onClick={() => void sendFile()}>
          {t(`${p}.send`)}
        </Button>
      </Box>
      {progress !== null && (
        <Box>
          <LinearProgress variant="determinate" value={progress} aria-label={t(`${p}.progress`)} />
          {progressText}
        </Box>
      )}
      {outcome}
      {problems.length > 0 && <ProblemTable prefix={p} problems={problems} heading={problemsHeading} />}
    </>
  );
}
