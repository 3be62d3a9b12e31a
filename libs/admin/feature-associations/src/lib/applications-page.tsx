import TableCell from '@mui/material/TableCell';
import { defineListParams, useAddressList } from '@platform/api-client';
import {
  type AssociationMember,
  type AssociationRejectBody,
  associationEndpoints as E,
  MEMBERSHIP_STATUS,
} from '@platform/contract';
import { ApprovalQueue, useFormatters, useLocalName, useTranslate } from '@platform/ui';
import { associationRejectSchema } from '@platform/validation';
import { useMembershipActions } from './associations-data';

const COLUMNS = ['organization', 'association', 'type', 'applied'];

/** The page of the queue lives in the address (`/association-applications?page=2`). */
const QUEUE = defineListParams({ params: {}, pageSizes: [10, 25, 50] });

function ApplicationCells({ member: m }: { member: AssociationMember }) {
  const t = useTranslate();
  const name = useLocalName();
  const { formatDate } = useFormatters();
  return (
    <>
      <TableCell>{name(m.association_title, m.association_title_en)}</TableCell>
      <TableCell>{t(`associations.type.${m.membership_type}`)}</TableCell>
      <TableCell>{formatDate(m.applied_at)}</TableCell>
    </>
  );
}

/** `/association-applications`: organisations that applied to join the association; approve, or reject with a reason. */
export function AssociationApplicationsPage() {
  const name = useLocalName();
  const { list, result: applied } = useAddressList(QUEUE, E.associationMembers, {
    toQuery: (query) => ({ ...query, status: MEMBERSHIP_STATUS.APPLIED }),
  });
  const { approve, reject } = useMembershipActions();
  return (
    <ApprovalQueue<AssociationMember, AssociationRejectBody>
      labelPrefix="association_applications"
      result={applied}
      paging={list.paging}
      columns={COLUMNS}
      titleOf={(m) => name(m.organization_title, m.organization_title_en)}
      renderCells={(m) => <ApplicationCells member={m} />}
      confirmValues={(m) => ({ association: name(m.association_title, m.association_title_en) })}
      approve={(m) => approve.trigger({ params: { id: m.id } })}
      approvingBusy={approve.isMutating}
      approvedId="association_applications.success.approved"
      reject={(m, body) => reject.trigger({ params: { id: m.id }, body })}
      rejectingBusy={reject.isMutating}
      rejectedId="association_applications.success.rejected"
      rejectSchema={associationRejectSchema}
    />
  );
}
