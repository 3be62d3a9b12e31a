import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { defineListParams, useAddressList, useApiClient } from '@platform/api-client';
import {
  type AssociationRejectBody,
  type AssociationYouthRequest,
  associationEndpoints as E,
} from '@platform/contract';
import {
  ApprovalQueue,
  ContentLoader,
  listColumns,
  LoadErrorAlert,
  ReasonDialog,
  ServerList,
  useFormatters,
  useLocalName,
  useToast,
  useTranslate,
} from '@platform/ui';
import { PublicCv } from '@platform/ui-cv';
import { associationRejectSchema } from '@platform/validation';
import { useApprovedYouth, useYouthRequestCv, useYouthReview } from './associations-data';

const COLUMNS = ['youth', 'requested'];
const APPROVED_COLUMNS = listColumns('association_youth.col', ['youth', 'approved', 'actions'], ['actions']);
const PAGE_SIZES = [10, 25, 50] as const;

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
 * The youth the association approved, latest first (ADR 0110): each approval may be withdrawn with a reason the youth
 * sees — a form dialog that says what follows and its rules before the first error. The badge then leaves the CV,
 * the PDF and the public profile, and the youth may ask again.
 */
function ApprovedYouth({
  withdraw,
  busy,
}: {
  withdraw: ReturnType<typeof useYouthReview>['withdraw'];
  busy: boolean;
}) {
  const t = useTranslate();
  const name = useLocalName();
  const toast = useToast();
  const { formatDate } = useFormatters();
  const [paging, setPaging] = useState({ page: 1, page_size: PAGE_SIZES[0] as number });
  const approved = useApprovedYouth(paging.page, paging.page_size);
  const [withdrawing, setWithdrawing] = useState<AssociationYouthRequest | null>(null);
  const title = withdrawing ? name(withdrawing.youth_name, withdrawing.youth_name_en) : '';
  return (
    <Container maxWidth="xl" sx={{ pb: { xs: 3, md: 4 } }}>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('association_youth.approved_title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('association_youth.approved_intro')}</Typography>
      <ServerList<AssociationYouthRequest>
        result={approved}
        paging={{
          page: paging.page,
          pageSize: paging.page_size,
          pageSizes: PAGE_SIZES,
          onChange: (next) => setPaging(next),
        }}
        labelId="association_youth.approved_title"
        loadErrorId="association_youth.approved_load_error"
        emptyTypeId="association_youth.approved_message_type"
        columns={APPROVED_COLUMNS}
        renderRow={(r) => {
          const youth = name(r.youth_name, r.youth_name_en);
          return (
            <TableRow hover>
              <TableCell component="th" scope="row">
                {youth}
              </TableCell>
              <TableCell>{r.reviewed_at ? formatDate(r.reviewed_at) : ''}</TableCell>
              <TableCell align="right">
                <Button
                  size="small"
                  color="error"
                  variant="outlined"
                  aria-label={t('association_youth.withdraw', { title: youth })}
                  onClick={() => setWithdrawing(r)}
                >
                  {t('association_youth.withdraw_short')}
                </Button>
              </TableCell>
            </TableRow>
          );
        }}
      />
      <ReasonDialog<AssociationRejectBody>
        open={withdrawing !== null}
        titleId="association_youth.withdraw_title"
        titleValues={{ title }}
        introId="association_youth.withdraw_text"
        introValues={{ title }}
        submitLabelId="association_youth.withdraw_short"
        destructive
        busy={busy}
        onClose={() => setWithdrawing(null)}
        schema={associationRejectSchema}
        reasonLabelId="association_youth.withdraw_reason"
        rulesId="association_youth.withdraw_rules"
        onSubmit={async (body) => {
          if (!withdrawing) return;
          // field errors stay on the reason; anything else (a 409: withdrawn already) is said by the form
          await withdraw.trigger({ params: { id: withdrawing.id }, body });
          toast.success('association_youth.success.withdrawn');
          setWithdrawing(null);
        }}
      />
    </Container>
  );
}

/**
 * `/association-youth` (spec §6, ADR 0104, 0110): the youth who asked the caller's association to approve them and
 * their CV, oldest first; unfold a row to read the CV, approve after a confirmation, or reject with a reason the youth
 * sees. Below, the youth it approved, each approval withdrawable with a reason.
 */
export function AssociationYouthPage() {
  const name = useLocalName();
  const { list, result: pending } = useAddressList(QUEUE, E.associationYouthRequests);
  const { approve, reject, withdraw } = useYouthReview();
  return (
    <>
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
      <ApprovedYouth withdraw={withdraw} busy={withdraw.isMutating} />
    </>
  );
}
