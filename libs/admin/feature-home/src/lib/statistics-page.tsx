import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RequirePermission } from '@platform/auth';
import { DASHBOARD_PERMISSIONS } from '@platform/contract';
import {
  ActivityStatistics,
  BusyBar,
  ContentLoader,
  DateRangeField,
  LoadErrorAlert,
  PageHeader,
  useTranslate,
} from '@platform/ui';
import { useDashboardStatistics } from '@platform/admin-data-access-dashboard';

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
          <DateRangeField
            value={{ from: fromValue, to: toValue }}
            // only the field typed in leaves "the range the gateway counted"
            onChange={(range) =>
              setDraft((d) => ({
                from: range.from === fromValue ? d.from : range.from,
                to: range.to === toValue ? d.to : range.to,
              }))
            }
            fromLabelId="statistics.from"
            toLabelId="statistics.to"
            rulesId="statistics.rules"
            fieldErrors={errors}
            submitId="statistics.show"
          />
        </Box>
      </Paper>
      <BusyBar busy={stats.isValidating} labelId="statistics.loading" />
      {stats.error && !rangeError ? (
        <LoadErrorAlert
          messageId="statistics.load_error"
          retryId="statistics.retry"
          onRetry={() => void stats.mutate()}
          mb={0}
        />
      ) : null}
      {!data && !stats.error ? <ContentLoader /> : null}
      {data && !rangeError ? <ActivityStatistics data={data} /> : null}
    </Container>
  );
}
