import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { ObjectSchema } from 'yup';
import { ASSESSMENT_AREA, type AptitudeTestConfigBody } from '@platform/contract';
import { useAptitudeConfig, useUpdateAptitudeConfig } from '@platform/exams-data-access';
import { aptitudeTestConfigSchema } from '@platform/validation';
import {
  ContentLoader,
  Form,
  FormTextField,
  LoadErrorAlert,
  PageHeader,
  useFormatters,
  useToast,
  useTranslate,
} from '@platform/ui';

const SCHEMA = aptitudeTestConfigSchema as ObjectSchema<AptitudeTestConfigBody>;
const AREAS = Object.values(ASSESSMENT_AREA);

/**
 * The admin's aptitude test (spec §2 admin "aptitude test and its configuration"): questions per assessment area,
 * duration, pass mark (the rules said first; an area cannot ask for more active questions than its bank holds), and the
 * way to the aptitude question bank.
 */
export function AptitudeConfigPage() {
  const t = useTranslate();
  const toast = useToast();
  const { formatNumber } = useFormatters();
  const config = useAptitudeConfig();
  const update = useUpdateAptitudeConfig();
  if (config.error)
    return <LoadErrorAlert messageId="admin_aptitude.load_error" onRetry={() => void config.mutate()} />;
  if (!config.data) return <ContentLoader />;
  const data = config.data;
  const available = new Map(data.available.map((a) => [a.assessment_area, a.question_count]));
  const counts = new Map(data.areas.map((a) => [a.assessment_area, a.question_count]));

  async function save(values: AptitudeTestConfigBody) {
    await update.trigger({ body: values });
    await config.mutate();
    toast.success('assessments.success.config_saved');
  }

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 720 }}>
      <PageHeader
        titleId="admin_aptitude.title"
        actions={
          <Button
            component={RouterLink}
            to={`/job-questions-bank?bank_id=${data.bank_id}`}
            variant="outlined"
          >
            {t('admin_aptitude.questions')}
          </Button>
        }
      />
      <Alert severity="info">{t('admin_aptitude.rules')}</Alert>
      <Form
        schema={SCHEMA}
        defaultValues={{
          duration_minutes: data.duration_minutes,
          pass_percentage: data.pass_percentage,
          areas: AREAS.map((a) => ({ assessment_area: a, question_count: counts.get(a) ?? 0 })),
        }}
        onSubmit={save}
        labelId="admin_aptitude.title"
      >
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
            <FormTextField name="duration_minutes" type="number" labelId="admin_aptitude.duration" required />
            <FormTextField name="pass_percentage" type="number" labelId="admin_aptitude.pass" required />
          </Box>
          <Typography component="h2" variant="h6">
            {t('assessments.aptitude.areas')}
          </Typography>
          {AREAS.map((area, i) => (
            <FormTextField
              key={area}
              name={`areas.${i}.question_count`}
              type="number"
              labelId="admin_aptitude.area_count"
              labelValues={{
                area: t(`assessments.area.${area}`),
                available: formatNumber(available.get(area) ?? 0),
              }}
            />
          ))}
          <Box>
            <Button type="submit" variant="contained" disabled={update.isMutating}>
              {t('common.save')}
            </Button>
          </Box>
        </Box>
      </Form>
    </Box>
  );
}
