import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId } from 'react';
import { useApplicantHistory } from '@platform/recruiter-data-access-job-management';
import { BusyBar, LoadErrorAlert, useTranslate, useFormatters } from '@platform/ui';

/** An applicant's status changes (from, to, who, when), as the gateway recorded them (ADR 0060). */
export function HistoryDialog({
  jobId,
  applicationId,
  name,
  onClose,
}: {
  jobId: number;
  applicationId: number;
  name: string;
  onClose: () => void;
}) {
  const t = useTranslate();
  const { formatDateTime } = useFormatters();
  const { data, error, isLoading, mutate } = useApplicantHistory(jobId, applicationId);
  const titleId = useId();
  const status = (code: number | null) => (code === null ? '—' : t(`jobs.application_status.${code}`));
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('recruiter_pipeline.history.title', { name })}</DialogTitle>
      <DialogContent>
        <BusyBar busy={isLoading} labelId="recruiter_pipeline.history.loading" />
        {error ? (
          <LoadErrorAlert
            messageId="recruiter_pipeline.history.load_error"
            retryId="common.retry"
            onRetry={() => void mutate()}
          />
        ) : null}
        {data ? (
          <Table size="small" aria-label={t('recruiter_pipeline.history.title', { name })}>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t('recruiter_pipeline.history.when')}</TableCell>
                <TableCell scope="col">{t('recruiter_pipeline.history.from')}</TableCell>
                <TableCell scope="col">{t('recruiter_pipeline.history.to')}</TableCell>
                <TableCell scope="col">{t('recruiter_pipeline.history.by')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((change) => (
                <TableRow key={change.id}>
                  <TableCell>{formatDateTime(change.changed_at)}</TableCell>
                  <TableCell>{status(change.from_status)}</TableCell>
                  <TableCell>{status(change.to_status)}</TableCell>
                  <TableCell>{change.changed_by_name ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('recruiter_pipeline.history.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
