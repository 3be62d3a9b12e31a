import BookmarkBorderOutlined from '@mui/icons-material/BookmarkBorderOutlined';
import BookmarkOutlined from '@mui/icons-material/BookmarkOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import MoreVertOutlined from '@mui/icons-material/MoreVertOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useAuth } from '@platform/auth';
import {
  CV_BANK_PERMISSIONS,
  JOB_PERMISSIONS,
  type JobApplicant,
  type PipelineStage,
} from '@platform/contract';
import {
  APPLICANT_PAGE_SIZES,
  APPLICANT_TABS,
  type ApplicantActionOption,
  type ApplicantListState,
  applicantActions,
  applicantQueryFromParams,
  applicantRequestQuery,
  bulkActions,
  paramsFromApplicantQuery,
  stagesOfTab,
  useApplicantCounts,
  useJobApplicants,
  useToggleSaveApplicant,
} from '@platform/recruiter-data-access-job-management';
import {
  BusyBar,
  ConfirmDialog,
  LoadErrorAlert,
  ServerPagination,
  useToast,
  useTranslate,
  visuallyHidden,
  useFormatters,
} from '@platform/ui';
import { HistoryDialog } from './history-dialog';
import { InviteDialog } from './invite-dialog';
import { JobHeader, useJobId } from './job-header';
import { useLocalName, useLocalTitle } from './local-title';
import { OfferDialog } from './offer-dialog';
import { useApplicantActionRunner } from './use-applicant-actions';
import { useFormatTime } from './format-time';

type Column =
  | 'name'
  | 'position'
  | 'qualification'
  | 'experience'
  | 'age'
  | 'match'
  | 'status'
  | 'interview'
  | 'offer'
  | 'applied'
  | 'actions';

function columnsOf(tab: number): Column[] {
  const base: Column[] = ['name', 'position', 'qualification', 'experience', 'age', 'match', 'status'];
  if (tab === 3) base.push('interview');
  if (tab === 4) base.push('offer');
  return [...base, 'applied', 'actions'];
}

/** The row's action menu: only the actions the gateway allows from the applicant's status (ADR 0064). */
function RowActions({
  applicant,
  name,
  onAction,
}: {
  applicant: JobApplicant;
  name: string;
  onAction: (option: ApplicantActionOption) => void;
}) {
  const t = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const options = applicantActions(applicant);
  if (options.length === 0) return null;
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('recruiter_pipeline.list.actions_for', { name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertOutlined fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {options.map((option) => (
          <MenuItem
            key={`${option.action}-${option.to ?? ''}`}
            onClick={() => {
              setAnchor(null);
              onAction(option);
            }}
            sx={
              option.action === 'reject' || option.action === 'remove' ? { color: 'error.main' } : undefined
            }
          >
            {t(`job_pipeline.action.${option.action}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/**
 * `/jobs/:id/management` (spec §2, §3 applicant tabs, §4 stages): the job's applicants, one server page at a time,
 * by tab (applications, assessments, interviews, offers, saved) and stage, best match first; per row and for a
 * checked batch, the actions the gateway allows; confirmations before reject, remove and hire.
 */
export function JobManagementPage() {
  const t = useTranslate();
  const jobId = useJobId();
  const { formatDate, formatNumber, formatBDT } = useFormatters();
  const formatTime = useFormatTime();
  const localName = useLocalName();
  const localTitle = useLocalTitle();
  const { hasPermission } = useAuth();
  const toast = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = applicantQueryFromParams(searchParams);
  const { data, error, isLoading, isValidating, mutate } = useJobApplicants(
    jobId,
    applicantRequestQuery(query),
  );
  const rows = useMemo(() => data?.data ?? [], [data]);
  const { data: counts } = useApplicantCounts(jobId);
  const total = data?.meta.total ?? 0;
  // a selection belongs to the page (address) it was made on: another tab, stage or page starts empty
  const pageKey = searchParams.toString();
  const [selection, setSelection] = useState<{ key: string; ids: number[] }>({ key: pageKey, ids: [] });
  const selected = selection.key === pageKey ? selection.ids : [];
  const setSelected = (next: number[] | ((current: number[]) => number[])) =>
    setSelection((current) => {
      const ids = current.key === pageKey ? current.ids : [];
      return { key: pageKey, ids: typeof next === 'function' ? next(ids) : next };
    });
  const [historyOf, setHistoryOf] = useState<{ id: number; name: string } | null>(null);
  const runner = useApplicantActionRunner(() => setSelected([]));
  const save = useToggleSaveApplicant();
  const canChange = hasPermission(JOB_PERMISSIONS.changeApplicationStatus);
  const canSeeCv = hasPermission(CV_BANK_PERMISSIONS.viewCvBank);
  const columns = columnsOf(query.tab);
  const busy = isLoading || isValidating;
  const stageFilterId = useId();
  const panelId = useId();

  const update = (next: ApplicantListState) => setSearchParams(paramsFromApplicantQuery(next));
  const selectedRows = rows.filter((row) => selected.includes(row.id));
  const batch = canChange ? bulkActions(selectedRows) : [];
  const nameOf = (applicant: JobApplicant) => localName(applicant);

  async function toggleSave(applicant: JobApplicant) {
    try {
      const state = await save.trigger({ params: { id: jobId, applicationId: applicant.id } });
      toast.success(state.is_saved ? 'job_pipeline.success.saved' : 'job_pipeline.success.unsaved');
    } catch (e) {
      toast.error(e);
    }
  }

  const allChecked = rows.length > 0 && rows.every((row) => selected.includes(row.id));
  const someChecked = selected.length > 0 && !allChecked;

  const pending = runner.confirming;
  const pendingName =
    pending && pending.applicants.length === 1 && pending.applicants[0] ? nameOf(pending.applicants[0]) : '';
  const dialog = runner.dialog;

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 4 } }}>
      <JobHeader titleId="recruiter_pipeline.management.title" current="management" />

      <Tabs
        value={query.tab}
        onChange={(_event, tab: ApplicantListState['tab']) =>
          update({ tab, page: 1, page_size: query.page_size })
        }
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
            label={
              counts
                ? t('recruiter_pipeline.tabs.with_count', {
                    label: t(`job_pipeline.tab.${tab}`),
                    count: formatNumber(counts.tabs[tab]),
                  })
                : t(`job_pipeline.tab.${tab}`)
            }
          />
        ))}
      </Tabs>

      <Box role="tabpanel" id={panelId} aria-labelledby={`${panelId}-tab-${query.tab}`}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mb: 2, alignItems: { sm: 'center' } }}
        >
          <TextField
            select
            size="small"
            id={stageFilterId}
            label={t('recruiter_pipeline.filter.stage')}
            value={query.stage ?? ''}
            onChange={(event) =>
              update({
                ...query,
                stage: event.target.value === '' ? undefined : (Number(event.target.value) as PipelineStage),
                page: 1,
              })
            }
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 220 }}
          >
            <option value="">{t('recruiter_pipeline.filter.all_stages')}</option>
            {stagesOfTab(query.tab).map((stage) => (
              <option key={stage} value={stage}>
                {counts
                  ? t('recruiter_pipeline.tabs.with_count', {
                      label: t(`jobs.stage.${stage}`),
                      count: formatNumber(counts.stages[stage]),
                    })
                  : t(`jobs.stage.${stage}`)}
              </option>
            ))}
          </TextField>
          <FormControlLabel
            control={
              <Switch
                checked={Boolean(query.removed)}
                onChange={(event) =>
                  update({ ...query, removed: event.target.checked || undefined, page: 1 })
                }
              />
            }
            label={t('job_pipeline.removed_list')}
          />
          <Typography variant="body2" color="text.secondary" role="status" sx={{ ml: { sm: 'auto' } }}>
            {t('recruiter_pipeline.list.count', { count: total, shown: formatNumber(total) })}
          </Typography>
        </Stack>

        {canChange && selected.length > 0 ? (
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
                {t('recruiter_pipeline.bulk.selected', {
                  count: selected.length,
                  shown: formatNumber(selected.length),
                })}
              </Typography>
              {batch.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {t('recruiter_pipeline.bulk.none')}
                </Typography>
              ) : null}
              {batch.map((option) => (
                <Button
                  key={`${option.action}-${option.to ?? ''}`}
                  size="small"
                  variant="outlined"
                  color={option.action === 'reject' ? 'error' : 'primary'}
                  disabled={runner.busy}
                  onClick={() => runner.start({ option, applicants: selectedRows })}
                >
                  {t(`job_pipeline.action.${option.action}`)}
                </Button>
              ))}
              <Button size="small" onClick={() => setSelected([])}>
                {t('recruiter_pipeline.bulk.clear')}
              </Button>
            </Stack>
          </Paper>
        ) : null}

        {error ? (
          <LoadErrorAlert
            messageId="recruiter_pipeline.list.load_error"
            retryId="common.retry"
            onRetry={() => void mutate()}
          />
        ) : null}

        <Paper variant="outlined">
          <BusyBar busy={busy} labelId="recruiter_pipeline.list.loading" />
          <TableContainer>
            <Table size="small" aria-label={t('recruiter_pipeline.list.label')} aria-busy={busy}>
              <TableHead>
                <TableRow>
                  {canChange ? (
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={allChecked}
                        indeterminate={someChecked}
                        disabled={rows.length === 0}
                        onChange={(event) =>
                          setSelected(event.target.checked ? rows.map((row) => row.id) : [])
                        }
                        slotProps={{ input: { 'aria-label': t('recruiter_pipeline.list.select_page') } }}
                      />
                    </TableCell>
                  ) : null}
                  {columns.map((column) => (
                    <TableCell
                      key={column}
                      scope="col"
                      align={
                        column === 'match' || column === 'age' || column === 'experience' ? 'right' : 'left'
                      }
                    >
                      {column === 'actions' ? (
                        <Box component="span" sx={visuallyHidden}>
                          {t('recruiter_pipeline.col.actions')}
                        </Box>
                      ) : (
                        t(`recruiter_pipeline.col.${column}`)
                      )}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((applicant) => {
                  const name = nameOf(applicant);
                  const checked = selected.includes(applicant.id);
                  return (
                    <TableRow key={applicant.id} hover selected={checked}>
                      {canChange ? (
                        <TableCell padding="checkbox">
                          <Checkbox
                            checked={checked}
                            onChange={(event) =>
                              setSelected((current) =>
                                event.target.checked
                                  ? [...current, applicant.id]
                                  : current.filter((id) => id !== applicant.id),
                              )
                            }
                            slotProps={{
                              input: { 'aria-label': t('recruiter_pipeline.list.select', { name }) },
                            }}
                          />
                        </TableCell>
                      ) : null}
                      {columns.map((column) => {
                        switch (column) {
                          case 'name':
                            return (
                              <TableCell key={column} component="th" scope="row">
                                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                                  <IconButton
                                    size="small"
                                    aria-label={t('recruiter_pipeline.list.save', { name })}
                                    aria-pressed={applicant.is_saved}
                                    onClick={() => void toggleSave(applicant)}
                                  >
                                    {applicant.is_saved ? (
                                      <BookmarkOutlined fontSize="small" color="primary" />
                                    ) : (
                                      <BookmarkBorderOutlined fontSize="small" />
                                    )}
                                  </IconButton>
                                  <Box>
                                    <Typography variant="body2" sx={{ fontWeight: 500 }}>
                                      {name}
                                    </Typography>
                                    {canSeeCv && applicant.public_id ? (
                                      <Link
                                        component={RouterLink}
                                        to={`/cv-bank/${applicant.public_id}`}
                                        variant="caption"
                                      >
                                        {t('recruiter_pipeline.list.view_cv', { name })}
                                      </Link>
                                    ) : null}
                                  </Box>
                                </Stack>
                              </TableCell>
                            );
                          case 'position':
                            return <TableCell key={column}>{applicant.position ?? '—'}</TableCell>;
                          case 'qualification':
                            return (
                              <TableCell key={column}>
                                {applicant.qualification ? localTitle(applicant.qualification) : '—'}
                              </TableCell>
                            );
                          case 'experience':
                            return (
                              <TableCell key={column} align="right">
                                {t('recruiter_pipeline.list.years', {
                                  count: applicant.experience_years,
                                  shown: formatNumber(applicant.experience_years),
                                })}
                              </TableCell>
                            );
                          case 'age':
                            return (
                              <TableCell key={column} align="right">
                                {applicant.age === null ? '—' : formatNumber(applicant.age)}
                              </TableCell>
                            );
                          case 'match':
                            return (
                              <TableCell key={column} align="right">
                                {t('recruiter_pipeline.list.match', {
                                  score: formatNumber(applicant.match_score),
                                })}
                              </TableCell>
                            );
                          case 'status':
                            return (
                              <TableCell key={column}>
                                {t(`jobs.application_status.${applicant.status}`)}
                                {applicant.is_removed ? (
                                  <Typography
                                    variant="caption"
                                    color="text.secondary"
                                    sx={{ display: 'block' }}
                                  >
                                    {t('recruiter_pipeline.list.removed')}
                                  </Typography>
                                ) : null}
                              </TableCell>
                            );
                          case 'interview':
                            return (
                              <TableCell key={column}>
                                {applicant.interview ? (
                                  <>
                                    <Typography variant="body2">
                                      {applicant.interview.schedule_title}
                                    </Typography>
                                    <Typography
                                      variant="caption"
                                      color="text.secondary"
                                      sx={{ display: 'block' }}
                                    >
                                      {formatDate(applicant.interview.interview_date)},{' '}
                                      {formatTime(applicant.interview.start_time)}
                                    </Typography>
                                    {applicant.interview.response ? (
                                      <Typography variant="caption" sx={{ display: 'block' }}>
                                        {t(`job_pipeline.response.${applicant.interview.response}`)}
                                        {applicant.interview.response_note
                                          ? ` — ${applicant.interview.response_note}`
                                          : ''}
                                      </Typography>
                                    ) : null}
                                  </>
                                ) : (
                                  '—'
                                )}
                              </TableCell>
                            );
                          case 'offer':
                            return (
                              <TableCell key={column}>
                                {applicant.offer ? (
                                  <>
                                    <Typography variant="body2">
                                      {formatBDT(applicant.offer.salary)}
                                    </Typography>
                                    <Typography
                                      variant="caption"
                                      color="text.secondary"
                                      sx={{ display: 'block' }}
                                    >
                                      {t('recruiter_pipeline.offer.joining_on', {
                                        date: formatDate(applicant.offer.joining_date),
                                      })}
                                    </Typography>
                                  </>
                                ) : (
                                  '—'
                                )}
                              </TableCell>
                            );
                          case 'applied':
                            return <TableCell key={column}>{formatDate(applicant.applied_at)}</TableCell>;
                          case 'actions':
                            return (
                              <TableCell key={column} align="right">
                                <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
                                  <IconButton
                                    size="small"
                                    aria-label={t('recruiter_pipeline.history.open', { name })}
                                    onClick={() => setHistoryOf({ id: applicant.id, name })}
                                  >
                                    <HistoryOutlined fontSize="small" />
                                  </IconButton>
                                  {canChange ? (
                                    <RowActions
                                      applicant={applicant}
                                      name={name}
                                      onAction={(option) => runner.start({ option, applicants: [applicant] })}
                                    />
                                  ) : null}
                                </Stack>
                              </TableCell>
                            );
                          default:
                            return null;
                        }
                      })}
                    </TableRow>
                  );
                })}
                {!isLoading && !error && rows.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={columns.length + (canChange ? 1 : 0)} align="center" sx={{ py: 4 }}>
                      {t('recruiter_pipeline.list.empty')}
                    </TableCell>
                  </TableRow>
                ) : null}
              </TableBody>
            </Table>
          </TableContainer>
          <ServerPagination
            total={total}
            page={query.page}
            pageSize={query.page_size}
            pageSizes={APPLICANT_PAGE_SIZES}
            onChange={(next) => update({ ...query, ...next })}
          />
        </Paper>
      </Box>

      <ConfirmDialog
        open={pending !== null}
        titleId={
          pending
            ? `recruiter_pipeline.confirm.${pending.option.action}_title`
            : 'recruiter_pipeline.confirm.reject_title'
        }
        messageId={
          pending
            ? `recruiter_pipeline.confirm.${pending.option.action}_text`
            : 'recruiter_pipeline.confirm.reject_text'
        }
        messageValues={{ count: pending?.applicants.length ?? 0, name: pendingName }}
        confirmLabelId={pending ? `job_pipeline.action.${pending.option.action}` : undefined}
        destructive={pending?.option.action !== 'hire'}
        loading={runner.busy}
        onConfirm={runner.confirm}
        onCancel={runner.cancelConfirm}
      />
      {historyOf ? (
        <HistoryDialog
          jobId={jobId}
          applicationId={historyOf.id}
          name={historyOf.name}
          onClose={() => setHistoryOf(null)}
        />
      ) : null}
      {dialog && dialog.option.call === 'job_offer' && dialog.applicants[0] ? (
        <OfferDialog
          jobId={jobId}
          applicant={dialog.applicants[0]}
          name={nameOf(dialog.applicants[0])}
          onClose={runner.closeDialog}
        />
      ) : null}
      {dialog && dialog.option.call === 'invite' ? (
        <InviteDialog
          jobId={jobId}
          applicants={dialog.applicants}
          onClose={() => {
            runner.closeDialog();
            setSelected([]);
          }}
        />
      ) : null}
    </Container>
  );
}
