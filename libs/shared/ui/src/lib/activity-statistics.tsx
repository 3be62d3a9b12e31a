import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import type { DashboardStatistics } from '@platform/contract';
import { gridList } from './list-layout';
import { ContentLoader } from './load-states';
import { useTranslate } from './message';
import { useFormatters } from './use-formatters';

const ActivityChart = lazy(() => import('./activity-chart'));

export interface ActivityStatisticsProps {
  data: DashboardStatistics;
  /** The level of the range's heading under the page's or section's own heading. */
  headingLevel?: 'h2' | 'h3';
  /** Accessible names of the chart and of its table of numbers. */
  chartLabelId?: string;
  tableLabelId?: string;
}

/**
 * Activity over a range (ADR 0087; the admin's `/statistics` and the lms home): a total per family, a line chart (its
 * own lazy chunk with @mui/x-charts, hidden from assistive technology) and the same numbers as a table, which is what
 * a screen reader reads. Family names are `statistics.family.<family>`.
 */
export function ActivityStatistics({
  data,
  headingLevel = 'h2',
  chartLabelId = 'statistics.chart',
  tableLabelId = 'statistics.table',
}: ActivityStatisticsProps) {
  const t = useTranslate();
  const { formatDate, formatMonthYear, formatNumber } = useFormatters();
  const periodLabel = (period: string) =>
    period.length === 7 ? formatMonthYear(`${period}-01`) : formatDate(period);
  const periods = data.series[0]?.points.map((p) => p.period) ?? [];
  return (
    <Stack spacing={3}>
      <Typography variant="h2" component={headingLevel} sx={{ fontSize: '1.25rem' }}>
        <FormattedMessage
          id={data.interval === 'day' ? 'statistics.by_day' : 'statistics.by_month'}
          values={{ from: formatDate(data.from), to: formatDate(data.to) }}
        />
      </Typography>
      <Box
        component="ul"
        sx={gridList({ xs: '1fr 1fr', md: `repeat(${Math.max(data.series.length, 1)}, 1fr)` })}
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
      <Paper variant="outlined" sx={{ p: 1 }} component="figure" aria-label={t(chartLabelId)}>
        <Box inert>
          <Suspense fallback={<ContentLoader />}>
            <ActivityChart data={data} periodLabel={periodLabel} />
          </Suspense>
        </Box>
      </Paper>
      <TableContainer component={Paper} variant="outlined" tabIndex={0} aria-label={t(tableLabelId)}>
        <Table size="small">
          <caption>{t(tableLabelId)}</caption>
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
