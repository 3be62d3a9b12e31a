import { LineChart } from '@mui/x-charts/LineChart';
import type { DashboardStatistics } from '@platform/contract';
import { useTranslate } from './message';

export interface ActivityChartProps {
  data: DashboardStatistics;
  /** The period as the reader's language writes it (a day or a month). */
  periodLabel: (period: string) => string;
}

/**
 * The activity chart (ADR 0087): one line per family over the periods. Its own lazy chunk — @mui/x-charts never
 * loads on a first visit. The numbers are also in the table beside it, which is what assistive technology reads.
 */
export default function ActivityChart({ data, periodLabel }: ActivityChartProps) {
  const t = useTranslate();
  const periods = data.series[0]?.points.map((p) => p.period) ?? [];
  return (
    <LineChart
      height={320}
      margin={{ left: 8, right: 16 }}
      xAxis={[{ scaleType: 'point', data: periods, valueFormatter: periodLabel }]}
      series={data.series.map((s) => ({
        id: s.family,
        label: t(`statistics.family.${s.family}`),
        data: s.points.map((p) => p.count),
        showMark: periods.length <= 31,
      }))}
    />
  );
}
