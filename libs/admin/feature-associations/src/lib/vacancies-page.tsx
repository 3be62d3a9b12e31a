import TableCell from '@mui/material/TableCell';
import { defineListParams, useAddressList } from '@platform/api-client';
import {
  type AssociationRejectBody,
  type AssociationVacancy,
  associationEndpoints as E,
} from '@platform/contract';
import { ApprovalQueue, useFormatters, useLocalName } from '@platform/ui';
import { associationRejectSchema } from '@platform/validation';
import { useVacancyReview } from './associations-data';

const COLUMNS = ['job', 'organization', 'vacancies', 'deadline', 'submitted'];

/** The page of the queue lives in the address (`/association-vacancies?page=2`). */
const QUEUE = defineListParams({ params: {}, pageSizes: [10, 25, 50] });

function VacancyCells({ vacancy: v }: { vacancy: AssociationVacancy }) {
  const name = useLocalName();
  const { formatDate, formatNumber } = useFormatters();
  return (
    <>
      <TableCell>{name(v.organization_title, v.organization_title_en)}</TableCell>
      <TableCell align="right">{v.no_of_vacancies == null ? '—' : formatNumber(v.no_of_vacancies)}</TableCell>
      <TableCell>{v.application_deadline ? formatDate(v.application_deadline) : '—'}</TableCell>
      <TableCell>{v.submitted_at ? formatDate(v.submitted_at) : '—'}</TableCell>
    </>
  );
}

/** `/association-vacancies`: the member organisations' job posts waiting for approval; approve, or reject. */
export function AssociationVacanciesPage() {
  const name = useLocalName();
  const { list, result: pending } = useAddressList(QUEUE, E.associationVacancies);
  const { approve, reject } = useVacancyReview();
  return (
    <ApprovalQueue<AssociationVacancy, AssociationRejectBody>
      labelPrefix="association_vacancies"
      result={pending}
      paging={list.paging}
      columns={COLUMNS}
      rightColumns={['vacancies']}
      titleOf={(v) => name(v.job_title, v.job_title_en)}
      renderCells={(v) => <VacancyCells vacancy={v} />}
      confirmValues={(v) => ({ organization: name(v.organization_title, v.organization_title_en) })}
      approve={(v) => approve.trigger({ params: { id: v.id } })}
      approvingBusy={approve.isMutating}
      approvedId="association_vacancies.success.approved"
      reject={(v, body) => reject.trigger({ params: { id: v.id }, body })}
      rejectingBusy={reject.isMutating}
      rejectedId="association_vacancies.success.rejected"
      rejectSchema={associationRejectSchema}
    />
  );
}
