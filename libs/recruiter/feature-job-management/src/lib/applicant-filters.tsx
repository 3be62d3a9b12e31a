import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ListParams } from '@platform/api-client';
import type { JobApplicantCounts } from '@platform/contract';
import {
  type APPLICANT_LIST_PARAMS,
  APPLICANT_TABS,
  type ApplicantActionOption,
  type ApplicantTab,
  stagesOfTab,
} from '@platform/recruiter-data-access-job-management';
import { ListFilters, useFormatters, useTranslate } from '@platform/ui';

type ApplicantList = ListParams<(typeof APPLICANT_LIST_PARAMS)['params']>;

/** "Label (count)" in the reader's digits once the counts are in, the bare label before. */
function useCounted() {
  const t = useTranslate();
  const { formatNumber } = useFormatters();
  return (labelId: string, count: number | undefined) =>
    count === undefined
      ? t(labelId)
      : t('recruiter_pipeline.tabs.with_count', { label: t(labelId), count: formatNumber(count) });
}

/** The applicant tabs (spec §3) with their counts; another tab starts on its first page with every stage. */
export function ApplicantTabs({
  list,
  counts,
  panelId,
}: {
  list: ApplicantList;
  counts: JobApplicantCounts | undefined;
  panelId: string;
}) {
  const t = useTranslate();
  const counted = useCounted();
  return (
    <Tabs
      value={list.state.tab}
      onChange={(_event, tab: ApplicantTab) => list.set({ tab, stage: undefined, removed: false })}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label={t('recruiter_pipeline.tabs.label')}
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
    >
      {APPLICANT_TABS.map((tab) => (
        <Tab
          key={tab}
          value={tab}
          id={`${panelId}-tab-${tab}`}
          aria-controls={panelId}
          label={counted(`job_pipeline.tab.${tab}`, counts?.tabs[tab])}
        />
      ))}
    </Tabs>
  );
}

/** The stage of the tab, the removed candidates switch and how many the list holds. */
export function ApplicantFilters({
  list,
  counts,
  total,
}: {
  list: ApplicantList;
  counts: JobApplicantCounts | undefined;
  total: number;
}) {
  const t = useTranslate();
  const { formatNumber } = useFormatters();
  const counted = useCounted();
  return (
    <ListFilters
      prefix="recruiter_pipeline"
      list={list}
      search={false}
      allLabelId="recruiter_pipeline.filter.all_stages"
      selects={[
        {
          name: 'stage',
          options: stagesOfTab(list.state.tab).map((stage) => ({
            value: stage,
            label: counted(`jobs.stage.${stage}`, counts?.stages[stage]),
          })),
          minWidth: 220,
        },
      ]}
      fields={
        <>
          <FormControlLabel
            control={
              <Switch
                checked={list.state.removed}
                onChange={(event) => list.set({ removed: event.target.checked })}
              />
            }
            label={t('job_pipeline.removed_list')}
          />
          <Typography variant="body2" color="text.secondary" role="status" sx={{ ml: { sm: 'auto' } }}>
            {t('recruiter_pipeline.list.count', { count: total, shown: formatNumber(total) })}
          </Typography>
        </>
      }
    />
  );
}

/** What can be done to the checked applicants at once: only the moves allowed for every one of them. */
export function BulkBar({
  count,
  actions,
  busy,
  onAction,
  onClear,
}: {
  count: number;
  actions: readonly ApplicantActionOption[];
  busy: boolean;
  onAction: (option: ApplicantActionOption) => void;
  onClear: () => void;
}) {
  const t = useTranslate();
  const { formatNumber } = useFormatters();
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, mb: 2 }}
      role="region"
      aria-label={t('recruiter_pipeline.bulk.label')}
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1}
        sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap', rowGap: 1 }}
      >
        <Typography variant="body2" sx={{ fontWeight: 500, mr: 1 }}>
          {t('recruiter_pipeline.bulk.selected', { count, shown: formatNumber(count) })}
        </Typography>
        {actions.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('recruiter_pipeline.bulk.none')}
          </Typography>
        ) : null}
        {actions.map((option) => (
          <Button
            key={`${option.action}-${option.to ?? ''}`}
            size="small"
            variant="outlined"
            color={option.action === 'reject' ? 'error' : 'primary'}
            disabled={busy}
            onClick={() => onAction(option)}
          >
            {t(`job_pipeline.action.${option.action}`)}
          </Button>
        ))}
        <Button size="small" onClick={onClear}>
          {t('recruiter_pipeline.bulk.clear')}
        </Button>
      </Stack>
    </Paper>
  );
}
