import {
  PROGRESS_REPORT_ACTION as A,
  PROGRESS_REPORT_ERRORS as ERR,
  PROGRESS_REPORT_STATUS as S,
  type ProgressReportAction,
  type ProgressReportStatus,
} from '@platform/contract';
import { HttpError } from '../../platform/errors';

/*
 * The state machine of a monthly progress report (issue 18 item 3, ADR 0093). Pure, table-driven, tested by
 * transitions.test.ts.
 *
 *   draft ──submit──▶ submitted ──approve──▶ approved (final)
 *     ▲  edit            │
 *     └──── returned ◀───┘return (with a reason; edited and submitted again)
 */

export type ReportMove = 'edit' | 'submit' | 'approve' | 'return';

const MOVES: Record<
  ReportMove,
  { from: readonly ProgressReportStatus[]; to: ProgressReportStatus; refusal: string }
> = {
  // editing keeps the state (a returned report stays returned until it is submitted again)
  edit: { from: [S.DRAFT, S.RETURNED], to: S.DRAFT, refusal: ERR.notEditable },
  submit: { from: [S.DRAFT, S.RETURNED], to: S.SUBMITTED, refusal: ERR.notEditable },
  approve: { from: [S.SUBMITTED], to: S.APPROVED, refusal: ERR.notSubmitted },
  return: { from: [S.SUBMITTED], to: S.RETURNED, refusal: ERR.notSubmitted },
};

/** The status a move leads to from `status`, or a 409 with the move's catalogue message id. */
export function nextReportStatus(status: ProgressReportStatus, move: ReportMove): ProgressReportStatus {
  const rule = MOVES[move];
  if (!rule.from.includes(status)) throw new HttpError(409, rule.refusal);
  return move === 'edit' ? status : rule.to;
}

const legal = (status: ProgressReportStatus, move: ReportMove) => MOVES[move].from.includes(status);

/** What a caller may do now: the institute's moves with manage_progress_report, the reviewer's with approve. */
export function reportActions(
  status: ProgressReportStatus,
  caller: { manage: boolean; approve: boolean },
): ProgressReportAction[] {
  const out: ProgressReportAction[] = [];
  if (caller.manage && legal(status, 'edit')) out.push(A.EDIT, A.SUBMIT);
  if (caller.approve && legal(status, 'approve')) out.push(A.APPROVE, A.RETURN);
  return out;
}
