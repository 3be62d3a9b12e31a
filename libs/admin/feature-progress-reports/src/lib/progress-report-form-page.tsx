import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { formLookup, resourceLookup, useRouteId } from '@platform/api-client';
import { RequirePermission } from '@platform/auth';
import {
  PROGRESS_REPORT_PERMISSIONS as P,
  PROGRESS_REPORT_TYPE,
  type ProgressReport,
  type ProgressReportBody,
  type ProgressReportFigure,
  type ProgressReportType,
} from '@platform/contract';
import { trainingCenters } from '@platform/resources';
import {
  Form,
  FormLookupField,
  FormTextField,
  NotFoundPage,
  PageTitle,
  RecordRoute,
  useFormatters,
  useToast,
  useTranslate,
} from '@platform/ui';
import { progressReportSchema, progressTotals } from '@platform/validation';
import {
  useCreateProgressReport,
  useProgressReport,
  useUpdateProgressReport,
} from '@platform/admin-data-access-progress-reports';
import { REPORT_SECTIONS, type ReportSection } from './report-layout';

export function ProgressReportCreateRoute() {
  const type = useParams().type as ProgressReportType;
  return (
    <RequirePermission keys={[P.manage]}>
      {Object.values(PROGRESS_REPORT_TYPE).includes(type) ? (
        <ProgressReportFormPage type={type} />
      ) : (
        <NotFoundPage />
      )}
    </RequirePermission>
  );
}

export function ProgressReportEditRoute() {
  return (
    <RequirePermission keys={[P.view, P.manage]}>
      <RecordRoute
        id={useRouteId()}
        useRecord={useProgressReport}
        loadErrorId="progress_reports.detail.load_error"
      >
        {(report) => <ProgressReportFormPage type={report.report_type} report={report} />}
      </RecordRoute>
    </RequirePermission>
  );
}

const useCentreLookup = formLookup(resourceLookup(trainingCenters, { activeOnly: true }));

type FormValues = Record<string, unknown>;

function defaultsOf(type: ProgressReportType, report?: ProgressReport): FormValues {
  const values: FormValues = {
    report_type: type,
    training_center_id: report?.training_center_id ?? null,
    reporting_month: report?.reporting_month ?? '',
  };
  for (const section of REPORT_SECTIONS[type])
    for (const figure of section.inputs) values[figure] = report?.figures[figure] ?? '';
  return values;
}

/** The body the gateway reads: the type, centre, month and the typed figures — never a total (it decides them). */
function bodyOf(type: ProgressReportType, values: FormValues): ProgressReportBody {
  const body: FormValues = {
    report_type: type,
    training_center_id: values.training_center_id,
    reporting_month: values.reporting_month,
  };
  for (const section of REPORT_SECTIONS[type])
    for (const figure of section.inputs) body[figure] = values[figure];
  return body as ProgressReportBody;
}

/**
 * `/progress-reports/new/:type` and `/:id/edit`: a skill development or training-centre report of one of the
 * institute's centres for a month. The rules show above the fields before any error; each section's totals are added
 * up live as the figures are typed, and the gateway decides them on saving (ADR 0093).
 */
export function ProgressReportFormPage({
  type,
  report,
}: {
  type: ProgressReportType;
  report?: ProgressReport;
}) {
  const t = useTranslate();
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreateProgressReport();
  const update = useUpdateProgressReport();
  const typeName = t(`progress_reports.type.${type}`);
  const titleId = report ? 'progress_reports.form.edit_title' : `progress_reports.list.add_${type}`;

  async function save(values: FormValues) {
    const body = bodyOf(type, values);
    const saved = report
      ? await update.trigger({ params: { id: report.id }, body })
      : await create.trigger({ body });
    toast.success('progress_reports.success.saved');
    navigate(`/progress-reports/${saved.id}`);
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <Button
        component={RouterLink}
        to={report ? `/progress-reports/${report.id}` : '/progress-reports'}
        sx={{ mb: 1 }}
      >
        {t('progress_reports.form.back')}
      </Button>
      <PageTitle titleId={titleId} values={{ type: typeName }} />
      <Form
        key={report?.updated_at ?? type}
        schema={progressReportSchema(type) as never}
        labelId={`progress_reports.type.${type}`}
        defaultValues={defaultsOf(type, report)}
        onSubmit={save}
        rulesId="progress_reports.form.rules"
        confirmLeave
      >
        <Stack spacing={1}>
          {report ? null : (
            <FormLookupField
              name="training_center_id"
              useLookup={useCentreLookup}
              labelId="progress_reports.field.training_center_id"
              required
            />
          )}
          <FormTextField
            name="reporting_month"
            type="month"
            labelId="progress_reports.field.reporting_month"
            required
          />
          {REPORT_SECTIONS[type].map((section) => (
            <FigureSection key={section.id} type={type} section={section} />
          ))}
          <Box>
            <Button type="submit" variant="contained" disabled={create.isMutating || update.isMutating}>
              {t('progress_reports.form.save')}
            </Button>
          </Box>
        </Stack>
      </Form>
    </Container>
  );
}

function FigureSection({ type, section }: { type: ProgressReportType; section: ReportSection }) {
  const t = useTranslate();
  const headingId = `progress-report-section-${section.id}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ pt: 2 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {t(`progress_reports.section.${section.id}`)}
      </Typography>
      <Grid container columnSpacing={2}>
        {section.inputs.map((figure) => (
          <Grid key={figure} size={{ xs: 12, sm: 6, md: section.inputs.length > 3 ? 3 : 4 }}>
            <FormTextField
              name={figure}
              labelId={`progress_reports.field.${figure}`}
              inputMode="numeric"
              autoComplete="off"
              required
            />
          </Grid>
        ))}
      </Grid>
      {section.totals.map((total) => (
        <LiveTotal key={total} type={type} total={total} />
      ))}
    </Box>
  );
}

/** A total as the figures are typed (the same sum the gateway computes; it decides it on saving). */
function LiveTotal({ type, total }: { type: ProgressReportType; total: ProgressReportFigure }) {
  const t = useTranslate();
  const { formatNumber } = useFormatters();
  const values = useWatch() as FormValues;
  const sum = progressTotals(type, values)[total] ?? 0;
  return (
    <Typography component="output" aria-live="polite" sx={{ display: 'block', fontWeight: 600, mt: 1 }}>
      {t('progress_reports.form.total_live', {
        label: t(`progress_reports.field.${total}`),
        total: formatNumber(sum),
      })}
    </Typography>
  );
}
