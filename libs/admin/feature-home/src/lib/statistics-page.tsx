import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { RequirePermission } from '@platform/auth';
import { DASHBOARD_PERMISSIONS, type DashboardStatistics } from '@platform/contract';
import {
  BusyBar,
  ContentLoader,
  PageHeader,
  resolveMessage,
  useFormatters,
  useTranslate,
} from '@platform/ui';
import { useDashboardStatistics } from '@platform/admin-data-access-dashboard';

const StatisticsChart = lazy(() => import('./statistics-chart'));

export function StatisticsRoute() {
  return (
    <RequirePermission keys={[DASHBOARD_PERMISSIONS.viewStatistics]}>
      <StatisticsPage />
    </RequirePermission>
  );
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `/statistics`: the platform's activity over a range (spec §7 dashboard-statistics; issue 17 item 3; ADR 0087) — a
 * total per family, a line chart (lazy) and the same numbers as a table. The range lives in the address
 * (`?from=&to=`); the rules show before the first error and the gateway's refusal shows on the field it names.
 */
export function StatisticsPage() {
  const t = useTranslate();
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const query = { ...(DAY.test(from) ? { from } : {}), ...(DAY.test(to) ? { to } : {}) };
  const stats = useDashboardStatistics(query);
  // null: not typed in yet — the field shows the range the gateway counted (the last 30 days by default)
  const [draft, setDraft] = useState<{ from: string | null; to: string | null }>({
    from: from || null,
    to: to || null,
  });
  const fromValue = draft.from ?? stats.data?.from ?? '';
  const toValue = draft.to ?? stats.data?.to ?? '';
  const errors = stats.error?.fieldErrors ?? {};
  const errorOf = (field: 'from' | 'to') => {
    const raw = errors[field]?.[0];
    const m = raw ? resolveMessage(raw) : null;
    return m ? t(m.id, m.values) : undefined;
  };
  function submit(event: FormEvent) {
    event.preventDefault();
    const next = new URLSearchParams();
    if (fromValue) next.set('from', fromValue);
    if (toValue) next.set('to', toValue);
    setParams(next);
  }
  const data = stats.data;
  const rangeError = Object.keys(errors).length > 0;
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 4 } }}>
      <PageHeader titleId="statistics.title" />
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Box component="form" onSubmit={submit} aria-label={t('statistics.range')} noValidate>
          <Typography id="statistics-rules" variant="body2" sx={{ mb: 2 }}>
            <FormattedMessage id="statistics.rules" />
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <TextField
              type="date"
              label={t('statistics.from')}
              value={fromValue}
              onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
              error={Boolean(errorOf('from'))}
              helperText={errorOf('from')}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { 'aria-describedby': 'statistics-rules' },
              }}
            />
            <TextField
              type="date"
              label={t('statistics.to')}
              value={toValue}
              onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
              error={Boolean(errorOf('to'))}
              helperText={errorOf('to')}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { 'aria-describedby': 'statistics-rules' },
              }}
            />
            <Button type="submit" variant="contained" sx={{ mt: { sm: 1 } }}>
              <FormattedMessage id="statistics.show" />
            </Button>
          </Stack>
        </Box>
      </Paper>
      <BusyBar busy={stats.isValidating} labelId="statistics.loading" />
      {stats.error && !rangeError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void stats.mutate()}>
              <FormattedMessage id="statistics.retry" />
            </Button>
          }
        >
          <FormattedMessage id="statistics.load_error" />
        </Alert>
      ) : null}
      {!data && !stats.error ? <ContentLoader /> : null}
      {data && !rangeError ? <Activity data={data} /> : null}
    </Container>
  );
}

function Activity({ data }: { data: DashboardStatistics }) {
  const t = useTranslate();
  const { formatDate, formatMonthYear, formatNumber } = useFormatters();
  const periodLabel = (period: string) =>
    period.length === 7 ? formatMonthYear(`${period}-01`) : formatDate(period);
  const periods = data.series[0]?.points.map((p) => p.period) ?? [];
  return (
    <Stack spacing={3}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        <FormattedMessage
          id={data.interval === 'day' ? 'statistics.by_day' : 'statistics.by_month'}
          values={{ from: formatDate(data.from), to: formatDate(data.to) }}
        />
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' },
        }}
      >
        {data.series.map((s) => (
          <Paper component="li" variant="outlined" key={s.family} sx={{ p: 2 }}>
            <Typography variant="body2">{t(`statistics.family.${s.family}`)}</Typography>
            <Typography component="p" sx={{ fontSize: '1.75rem', fontWeight: 500 }}>
              {formatNumber(s.total)}
            </Typography>
          </Paper>
        ))}
      </Box>
      <Paper variant="outlined" sx={{ p: 1 }} component="figure" aria-label={t('statistics.chart')}>
        <Box inert>
          <Suspense fallback={<ContentLoader />}>
            <StatisticsChart data={data} periodLabel={periodLabel} />
          </Suspense>
        </Box>
      </Paper>
      <TableContainer component={Paper} variant="outlined" tabIndex={0} aria-label={t('statistics.table')}>
        <Table size="small">
          <caption>{t('statistics.table')}</caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('statistics.period')}
              </TableCell>
              {data.series.map((s) => (
                <TableCell key={s.family} component="th" scope="col" align="right">
                  {t(`statistics.family.${s.family}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {periods.map((period, i) => (
              <TableRow key={period}>
                <TableCell component="th" scope="row">
                  {periodLabel(period)}
                </TableCell>
                {data.series.map((s) => (
                  <TableCell key={s.family} align="right">
                    {formatNumber(s.points[i]?.count ?? 0)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            <TableRow>
              <TableCell component="th" scope="row">
                {t('statistics.total')}
              </TableCell>
              {data.series.map((s) => (
                <TableCell key={s.family} align="right">
                  {formatNumber(s.total)}
                </TableCell>
              ))}
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
