import ExpandLessOutlined from '@mui/icons-material/ExpandLessOutlined';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import type { ObjectSchema } from 'yup';
import { ConfirmDialog } from './confirm-dialog';
import { type MessageValues, useTranslate } from './message';
import { PageTitle } from './page-title';
import { type ReasonBody, ReasonDialog } from './reason-dialog';
import { listColumns, ServerList, type ServerListPaging, type ServerListResult } from './server-list';
import { useToast } from './toast';

/** What a reviewer writes when sending an item back. */
export type ApprovalRejectBody = ReasonBody;

export interface ApprovalQueueProps<T extends { id: number | string }, R extends ApprovalRejectBody> {
  /**
   * Catalogue prefix of the queue's texts: `<prefix>.title`, `.intro`, `.loading`, `.load_error`, `.message_type`,
   * `.approve` / `.reject` (a row's buttons, named with `{title}`), `.approve_short`, `.reject_short`,
   * `.approve_confirm_title`, `.approve_confirm_text`, `.reject_title`, `.reason` (the rule under it is the kit's);
   * with details also `.details` and `.hide_details`.
   */
  labelPrefix: string;
  /** One server page of the items waiting (`useEndpointList`) and its paging (`useListParams(…).paging`). */
  result: ServerListResult<T>;
  paging: ServerListPaging;
  /**
   * The keys of the table's columns before the buttons, headed `<prefix>.col.<key>`: the first holds the item's name.
   * The last column, `<prefix>.col.actions` (right-aligned), holds the approve and reject buttons.
   */
  columns: readonly string[];
  /** The columns of numbers among them, right-aligned. */
  rightColumns?: readonly string[];
  /** The item's name in its first cell, its button labels and the dialogs' titles. */
  titleOf: (item: T) => string;
  /** The cells between the name and the buttons. */
  renderCells: (item: T) => ReactNode;
  /** What the reviewer may unfold under the row (then the name cell has a show/hide details button). */
  renderDetails?: (item: T) => ReactNode;
  /** The values of `<prefix>.approve_confirm_text` (the name is given as `title` already). */
  confirmValues?: (item: T) => MessageValues;
  /** The approve call (its failure is toasted) and its toast on success. */
  approve: (item: T) => Promise<unknown>;
  approvingBusy: boolean;
  approvedId: string;
  /** The reject call: a failure stays in the dialog (field errors on the reason); its toast on success. */
  reject: (item: T, body: R) => Promise<unknown>;
  rejectingBusy: boolean;
  rejectedId: string;
  rejectSchema: ObjectSchema<R>;
}

function ApprovalRow<T extends { id: number | string }>({
  item,
  prefix,
  span,
  title,
  cells,
  details,
  onApprove,
  onReject,
}: {
  item: T;
  prefix: string;
  span: number;
  title: string;
  cells: ReactNode;
  details?: (item: T) => ReactNode;
  onApprove: () => void;
  onReject: () => void;
}) {
  const t = useTranslate();
  const detailsId = useId();
  const [expanded, setExpanded] = useState(false);
  return (
    <>
      <TableRow hover>
        <TableCell component="th" scope="row">
          {details ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <IconButton
                size="small"
                aria-expanded={expanded}
                aria-controls={expanded ? detailsId : undefined}
                aria-label={t(`${prefix}.${expanded ? 'hide_details' : 'details'}`, { title })}
                onClick={() => setExpanded(!expanded)}
              >
                {expanded ? <ExpandLessOutlined /> : <ExpandMoreOutlined />}
              </IconButton>
              <span>{title}</span>
            </Stack>
          ) : (
            title
          )}
        </TableCell>
        {cells}
        <TableCell align="right">
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button
              size="small"
              variant="contained"
              aria-label={t(`${prefix}.approve`, { title })}
              onClick={onApprove}
            >
              {t(`${prefix}.approve_short`)}
            </Button>
            <Button
              size="small"
              color="error"
              variant="outlined"
              aria-label={t(`${prefix}.reject`, { title })}
              onClick={onReject}
            >
              {t(`${prefix}.reject_short`)}
            </Button>
          </Stack>
        </TableCell>
      </TableRow>
      {details && expanded ? (
        <TableRow>
          <TableCell colSpan={span} id={detailsId}>
            {details(item)}
          </TableCell>
        </TableRow>
      ) : null}
    </>
  );
}

/**
 * THE approval queue of the admin portals: a titled page listing, server-paged, the items sent for approval; each row
 * approves (after a confirm) or rejects with a reason (a form dialog with the shared schema), then toasts. The page
 * owns the reads and calls (`useEndpointList`, `useEndpointMutation`); this draws the rest the same way everywhere.
 */
export function ApprovalQueue<T extends { id: number | string }, R extends ApprovalRejectBody>(
  props: ApprovalQueueProps<T, R>,
) {
  const { labelPrefix: p, titleOf } = props;
  const t = useTranslate();
  const toast = useToast();
  const [approving, setApproving] = useState<T | null>(null);
  // the confirm's text keeps its item while the dialog fades out
  const [confirming, setConfirming] = useState<T | null>(null);
  const [rejecting, setRejecting] = useState<T | null>(null);
  const columns = listColumns(
    `${p}.col`,
    [...props.columns, 'actions'],
    [...(props.rightColumns ?? []), 'actions'],
  );

  async function confirmApprove(item: T) {
    try {
      await props.approve(item);
      toast.success(props.approvedId);
    } catch (e) {
      toast.error(e);
    }
    setApproving(null);
  }

  async function doReject(item: T, body: R) {
    // field errors stay on the reason; anything else is said by the form
    await props.reject(item, body);
    toast.success(props.rejectedId);
    setRejecting(null);
  }

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 4 } }}>
      <PageTitle titleId={`${p}.title`} />
      <Typography sx={{ mb: 2 }}>{t(`${p}.intro`)}</Typography>
      <ServerList<T>
        result={props.result}
        paging={props.paging}
        labelPrefix={p}
        loadingId={`${p}.loading`}
        columns={columns}
        renderRow={(item) => (
          <ApprovalRow
            item={item}
            prefix={p}
            span={columns.length}
            title={titleOf(item)}
            cells={props.renderCells(item)}
            details={props.renderDetails}
            onApprove={() => {
              setApproving(item);
              setConfirming(item);
            }}
            onReject={() => setRejecting(item)}
          />
        )}
      />
      {confirming ? (
        <ConfirmDialog
          open={approving !== null}
          titleId={`${p}.approve_confirm_title`}
          messageId={`${p}.approve_confirm_text`}
          messageValues={{ title: titleOf(confirming), ...props.confirmValues?.(confirming) }}
          confirmLabelId={`${p}.approve_short`}
          loading={props.approvingBusy}
          onConfirm={() => approving && void confirmApprove(approving)}
          onCancel={() => setApproving(null)}
        />
      ) : null}
      <ReasonDialog<R>
        open={rejecting !== null}
        titleId={`${p}.reject_title`}
        titleValues={{ title: rejecting ? titleOf(rejecting) : '' }}
        submitLabelId={`${p}.reject_short`}
        destructive
        busy={props.rejectingBusy}
        onClose={() => setRejecting(null)}
        schema={props.rejectSchema}
        reasonLabelId={`${p}.reason`}
        onSubmit={(v) => (rejecting ? doReject(rejecting, v) : undefined)}
      />
    </Container>
  );
}
