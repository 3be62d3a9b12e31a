import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import { useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useListParams } from '@platform/api-client';
import { useAuth } from '@platform/auth';
import { CV_BANK_PERMISSIONS, JOB_PERMISSIONS, type JobApplicant } from '@platform/contract';
import {
  APPLICANT_LIST_PARAMS,
  bulkActions,
  useApplicantCounts,
  useJobApplicants,
  useToggleSaveApplicant,
} from '@platform/recruiter-data-access-job-management';
import { ServerList, useToast, useTranslate } from '@platform/ui';
import { ActionConfirm } from './action-confirm';
import { columnsOf, headerOf } from './applicant-cells';
import { ApplicantFilters, ApplicantTabs, BulkBar } from './applicant-filters';
import { ApplicantRow } from './applicant-row';
import { HistoryDialog } from './history-dialog';
import { InviteDialog } from './invite-dialog';
import { JobHeader, useJobId } from './job-header';
import { useLocalName } from './local-title';
import { OfferDialog } from './offer-dialog';
import { useApplicantActionRunner } from './use-applicant-actions';

/** The checked applicants of the page (address) they were checked on: another tab, stage or page starts empty. */
function usePageSelection() {
  const page = useLocation().search;
  const [selection, setSelection] = useState<{ page: string; ids: number[] }>({ page, ids: [] });
  const selected = selection.page === page ? selection.ids : [];
  const set = (next: (current: number[]) => number[]) =>
    setSelection((current) => ({ page, ids: next(current.page === page ? current.ids : []) }));
  return {
    selected,
    toggle: (id: number, on: boolean) => set((ids) => (on ? [...ids, id] : ids.filter((i) => i !== id))),
    setAll: (ids: number[]) => set(() => ids),
    clear: () => set(() => []),
  };
}

/**
 * `/jobs/:id/management` (spec §2, §3 applicant tabs, §4 stages): the job's applicants, one server page at a time,
 * by tab (applications, assessments, interviews, offers, saved) and stage, best match first, all kept in the address;
 * per row and for a checked batch, the actions the gateway allows; confirmations before reject, remove and hire.
 */
export function JobManagementPage() {
  const t = useTranslate();
  const jobId = useJobId();
  const localName = useLocalName();
  const { hasPermission } = useAuth();
  const toast = useToast();
  const list = useListParams(APPLICANT_LIST_PARAMS);
  const applicants = useJobApplicants(jobId, list.query);
  const { data: counts } = useApplicantCounts(jobId);
  const rows = applicants.data?.data ?? [];
  const selection = usePageSelection();
  const [historyOf, setHistoryOf] = useState<{ id: number; name: string } | null>(null);
  const runner = useApplicantActionRunner(selection.clear);
  const save = useToggleSaveApplicant();
  const canChange = hasPermission(JOB_PERMISSIONS.changeApplicationStatus);
  const canSeeCv = hasPermission(CV_BANK_PERMISSIONS.viewCvBank);
  const columns = columnsOf(list.state.tab);
  const panelId = useId();
  const selectedRows = rows.filter((row) => selection.selected.includes(row.id));
  const allChecked = rows.length > 0 && rows.every((row) => selection.selected.includes(row.id));
  const dialog = runner.dialog;

  async function toggleSave(applicant: JobApplicant) {
    try {
      const state = await save.trigger({ params: { id: jobId, applicationId: applicant.id } });
      toast.success(state.is_saved ? 'job_pipeline.success.saved' : 'job_pipeline.success.unsaved');
    } catch (e) {
      toast.error(e);
    }
  }

  const selectPage = (
    <Checkbox
      checked={allChecked}
      indeterminate={selection.selected.length > 0 && !allChecked}
      disabled={rows.length === 0}
      onChange={(event) => selection.setAll(event.target.checked ? rows.map((row) => row.id) : [])}
      slotProps={{ input: { 'aria-label': t('recruiter_pipeline.list.select_page') } }}
    />
  );

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 4 } }}>
      <JobHeader titleId="recruiter_pipeline.management.title" current="management" />
      <ApplicantTabs list={list} counts={counts} panelId={panelId} />
      <Box role="tabpanel" id={panelId} aria-labelledby={`${panelId}-tab-${list.state.tab}`}>
        <ServerList
          result={applicants}
          paging={list.paging}
          labelId="recruiter_pipeline.list.label"
          loadErrorId="recruiter_pipeline.list.load_error"
          loadingId="recruiter_pipeline.list.loading"
          emptyTypeId="recruiter_pipeline.list.message_type"
          filters={<ApplicantFilters list={list} counts={counts} total={applicants.data?.meta.total ?? 0} />}
          above={
            canChange && selection.selected.length > 0 ? (
              <BulkBar
                count={selection.selected.length}
                actions={bulkActions(selectedRows)}
                busy={runner.busy}
                onAction={(option) => runner.start({ option, applicants: selectedRows })}
                onClear={selection.clear}
              />
            ) : null
          }
          columns={[
            ...(canChange ? [{ key: 'select', header: selectPage, padding: 'checkbox' as const }] : []),
            ...headerOf(columns),
          ]}
          renderRow={(applicant) => (
            <ApplicantRow
              applicant={applicant}
              columns={columns}
              selection={
                canChange
                  ? {
                      checked: selection.selected.includes(applicant.id),
                      onCheck: (on) => selection.toggle(applicant.id, on),
                    }
                  : null
              }
              canSeeCv={canSeeCv}
              onSave={() => void toggleSave(applicant)}
              onHistory={(name) => setHistoryOf({ id: applicant.id, name })}
              onAction={(option) => runner.start({ option, applicants: [applicant] })}
            />
          )}
        />
      </Box>
      <ActionConfirm runner={runner} />
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
          name={localName(dialog.applicants[0])}
          onClose={runner.closeDialog}
        />
      ) : null}
      {dialog && dialog.option.call === 'invite' ? (
        <InviteDialog
          jobId={jobId}
          applicants={dialog.applicants}
          onClose={() => {
            runner.closeDialog();
            selection.clear();
          }}
        />
      ) : null}
    </Container>
  );
}
