import TableCell from '@mui/material/TableCell';
import { defineListParams, useApiClient, useListParams } from '@platform/api-client';
import type { AssociationRejectBody, AssociationYouthRequest } from '@platform/contract';
import {
  ApprovalQueue,
  ContentLoader,
  listColumns,
  LoadErrorAlert,
  useFormatters,
  useLocalName,
} from '@platform/ui';
import { PublicCv } from '@platform/ui-cv';
import { associationRejectSchema } from '@platform/validation';
import { useYouthRequestCv, useYouthRequests, useYouthReview } from './associations-data';

const COLUMNS = listColumns('association_youth.col', ['youth', 'requested', 'actions']);

/** The page of the queue lives in the address (`/association-youth?page=2`). */
const QUEUE = defineListParams({ params: {}, pageSizes: [10, 25, 50] });

/** The youth's CV as the public profile shows it, read when the reviewer unfolds the row. */
function RequestCv({ id }: { id: number }) {
  const gateway = useApiClient().baseURL;
  const { data, error, isLoading, mutate } = useYouthRequestCv(id);
  if (data) return <PublicCv profile={data} gateway={gateway} />;
  if (error && !isLoading)
    return (
      <LoadErrorAlert
        messageId="association_youth.cv_load_error"
        retryId="cv.page.retry"
        mb={0}
        onRetry={() => void mutate()}
      />
    );
  return <ContentLoader />;
}

function RequestCells({ request }: { request: AssociationYouthRequest }) {
  const { formatDate } = useFormatters();
  return <TableCell>{formatDate(request.applied_at)}</TableCell>;
}

/**
 * `/association-youth` (spec §6, ADR 0104): the youth who asked the caller's association to approve them and their
 * CV, oldest first; unfold a row to read the CV, approve after a confirmation, or reject with a reason the youth sees.
 */
export function AssociationYouthPage() {
  const name = useLocalName();
  const list = useListParams(QUEUE);
  const pending = useYouthRequests(list.state.page, list.state.page_size);
  const { approve, reject } = useYouthReview();
  return (
    <ApprovalQueue<AssociationYouthRequest, AssociationRejectBody>
      labelPrefix="association_youth"
      result={pending}
      paging={list.paging}
      columns={COLUMNS}
      titleOf={(r) => name(r.youth_name, r.youth_name_en)}
      renderCells={(r) => <RequestCells request={r} />}
      renderDetails={(r) => <RequestCv id={r.id} />}
      approve={(r) => approve.trigger({ params: { id: r.id } })}
      approvingBusy={approve.isMutating}
      approvedId="association_youth.success.approved"
      reject={(r, body) => reject.trigger({ params: { id: r.id }, body })}
      rejectingBusy={reject.isMutating}
      rejectedId="association_youth.success.rejected"
      rejectSchema={associationRejectSchema}
    />
  );
}
