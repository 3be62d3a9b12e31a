import { useRouteId } from '@platform/api-client';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { RequirePermission } from '@platform/auth';
import {
  PROGRESS_REPORT_ACTION as A,
  PROGRESS_REPORT_PERMISSIONS as P,
  type ProgressReport,
  type ProgressReportReturnBody,
} from '@platform/contract';
import {
  DownloadButton,
  FactList,
  PageTitle,
  PaperSection,
  ReasonAlert,
  ReasonDialog,
  RecordRoute,
  useFormatters,
  useLocale,
  useLocalTitle,
  useToast,
  useTranslate,
} from '@platform/ui';
import { progressReportReturnSchema } from '@platform/validation';
import {
  useApproveProgressReport,
  useProgressReport,
  useProgressReportPdf,
  useReturnProgressReport,
  useSubmitProgressReport,
} from '@platform/admin-data-access-progress-reports';
import { REPORT_SECTIONS, STATUS_COLOUR } from './report-layout';
import { monthDate } from './report-text';

export function ProgressReportRoute() {
  return (
    <RequirePermission keys={[P.view]}>
      <RecordRoute
        id={useRouteId()}
        useRecord={useProgressReport}
        loadErrorId="progress_reports.detail.load_error"
      >
        {(report, reload) => <ProgressReportPage report={report} onChanged={reload} />}
      </RecordRoute>
    </RequirePermission>
  );
}

/**
 * `/progress-reports/:id`: a report with every figure by section and its state; the caller's legal moves (the
 * gateway lists them): edit and submit for the institute, approve or return with a reason for the platform.
 */
export function ProgressReportPage({ report, onChanged }: { report: ProgressReport; onChanged: () => void }) {
  const t = useTranslate();
  const toast = useToast();
  const title = useLocalTitle();
  const { formatMonthYear, formatNumber, formatDateTime } = useFormatters();
  const submit = useSubmitProgressReport();
  const approve = useApproveProgressReport();
  const giveBack = useReturnProgressReport();
  const fetchPdf = useProgressReportPdf();
  const { locale } = useLocale();
  const [returning, setReturning] = useState(false);
  const busy = submit.isMutating || approve.isMutating || giveBack.isMutating;
  const can = (action: string) => report.actions.includes(action as never);
  const month = formatMonthYear(monthDate(report.reporting_month));
  const centre = title({ title: report.training_center_title, title_en: report.training_center_title_en });

  async function run(move: 'submit' | 'approve') {
    try {
      await (move === 'submit' ? submit : approve).trigger({ params: { id: report.id } });
      toast.success(`progress_reports.success.${move === 'submit' ? 'submitted' : 'approved'}`);
      onChanged();
    } catch (error) {
      toast.error(error);
    }
  }

  async function sendBack(body: ProgressReportReturnBody) {
    await giveBack.trigger({ params: { id: report.id }, body });
    toast.success('progress_reports.success.returned');
    setReturning(false);
    onChanged();
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <Button component={RouterLink} to="/progress-reports" sx={{ mb: 1 }}>
        {t('progress_reports.form.back')}
      </Button>
      <PageTitle
        titleId="progress_reports.detail.title"
        values={{ type: t(`progress_reports.type.${report.report_type}`), centre, month }}
      />
      <Stack spacing={2}>
        <FactList
          rows={[
            [
              t('progress_reports.detail.status'),
              <Chip
                key="status"
                size="small"
                color={STATUS_COLOUR[report.status]}
                label={t(`progress_reports.status.${report.status}`)}
              />,
            ],
            [
              t('progress_reports.field.institute'),
              title({ title: report.institute_title, title_en: report.institute_title_en }),
            ],
            [t('progress_reports.field.training_center_id'), centre],
            [t('progress_reports.field.reporting_month'), month],
            [
              t('progress_reports.detail.submitted_at'),
              report.submitted_at ? formatDateTime(report.submitted_at) : null,
            ],
            [
              t('progress_reports.detail.reviewed_at'),
              report.reviewed_at ? formatDateTime(report.reviewed_at) : null,
            ],
          ]}
        />
        <ReasonAlert
          severity="warning"
          messageId="progress_reports.detail.returned_reason"
          reason={report.status === 'returned' ? report.return_reason : null}
        />
        {REPORT_SECTIONS[report.report_type].map((section) => (
          <PaperSection key={section.id} title={t(`progress_reports.section.${section.id}`)}>
            <FactList
              keepEmpty
              rows={[...section.inputs, ...section.totals].map((figure) => [
                t(`progress_reports.field.${figure}`),
                formatNumber(report.figures[figure] ?? 0),
              ])}
            />
          </PaperSection>
        ))}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <DownloadButton
            fetchFile={() => fetchPdf(report.id, locale === 'bn-BD' ? 'bn' : 'en')}
            labelId="progress_reports.detail.download_pdf"
            busyId="progress_reports.detail.downloading_pdf"
            doneId="progress_reports.detail.downloaded_pdf"
            failedId="progress_reports.detail.download_pdf_failed"
          />
          {can(A.EDIT) ? (
            <Button variant="outlined" component={RouterLink} to={`/progress-reports/${report.id}/edit`}>
              {t('progress_reports.detail.edit')}
            </Button>
          ) : null}
          {can(A.SUBMIT) ? (
            <Button variant="contained" disabled={busy} onClick={() => void run('submit')}>
              {t('progress_reports.detail.submit')}
            </Button>
          ) : null}
          {can(A.APPROVE) ? (
            <Button variant="contained" color="success" disabled={busy} onClick={() => void run('approve')}>
              {t('progress_reports.detail.approve')}
            </Button>
          ) : null}
          {can(A.RETURN) ? (
            <Button variant="outlined" disabled={busy} onClick={() => setReturning(true)}>
              {t('progress_reports.detail.return')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
      <ReasonDialog<ProgressReportReturnBody>
        open={returning}
        titleId="progress_reports.detail.return_title"
        submitLabelId="progress_reports.detail.return_confirm"
        destructive
        busy={giveBack.isMutating}
        onClose={() => setReturning(false)}
        schema={progressReportReturnSchema}
        reasonLabelId="progress_reports.detail.return_reason"
        rulesId="progress_reports.detail.return_rules"
        onSubmit={sendBack}
      />
    </Container>
  );
}
