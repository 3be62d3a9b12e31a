import {
  ASSOCIATION_ERRORS as ERR,
  MEMBERSHIP_ACTION as A,
  MEMBERSHIP_STATUS as S,
  YOUTH_APPROVAL_STATUS as Y,
  type MembershipAction,
  type MembershipStatus,
  type YouthApprovalStatus,
} from '@platform/contract';
import { HttpError } from '../../platform/errors';

/*
 * The state machine of a membership (issue 18 item 2, ADR 0092). Pure, table-driven, tested by transitions.test.ts.
 *
 *   (none) ──apply──▶ applied ──approve──▶ approved ──edit──▶ approved
 *                        │  ▲
 *                        │  └──apply── rejected
 *                        └──reject──▶ rejected
 *
 * A rejected organisation may apply again (its row goes back to `applied`); an approved or applied one may not.
 */

export type MembershipMove = 'apply' | 'approve' | 'reject' | 'edit';

const MOVES: Record<
  MembershipMove,
  { from: readonly (MembershipStatus | null)[]; to: MembershipStatus; refusal: string }
> = {
  apply: { from: [null, S.REJECTED], to: S.APPLIED, refusal: ERR.alreadyApplied },
  approve: { from: [S.APPLIED], to: S.APPROVED, refusal: ERR.notPending },
  reject: { from: [S.APPLIED], to: S.REJECTED, refusal: ERR.notPending },
  edit: { from: [S.APPROVED], to: S.APPROVED, refusal: ERR.notMember },
};

/** The status a move leads to from `status` (null: no membership yet), or a 409 with the move's message id. */
export function nextMembershipStatus(
  status: MembershipStatus | null,
  move: MembershipMove,
): MembershipStatus {
  const rule = MOVES[move];
  if (!rule.from.includes(status)) throw new HttpError(409, rule.refusal);
  return rule.to;
}

/** What the association admin may do with a membership now (nothing without the manage key). */
export function membershipActions(status: MembershipStatus, manage: boolean): MembershipAction[] {
  if (!manage) return [];
  if (MOVES.approve.from.includes(status)) return [A.APPROVE, A.REJECT];
  if (MOVES.edit.from.includes(status)) return [A.EDIT];
  return [];
}

/*
 * The state machine of a youth's request for an association's approval (spec §6, ADR 0104, 0110): the states of a
 * membership without the edit, and the withdrawal of an approval.
 *
 *   (none) ──request──▶ applied ──approve──▶ approved ──withdraw──▶ withdrawn
 *                         │  ▲  ▲                                      │
 *                         │  │  └──────────────request─────────────────┘
 *                         │  └──request── rejected
 *                         └──reject──▶ rejected
 */
export type YouthApprovalMove = 'request' | 'approve' | 'reject' | 'withdraw';

const YOUTH_MOVES: Record<
  YouthApprovalMove,
  { from: readonly (YouthApprovalStatus | null)[]; to: YouthApprovalStatus; refusal: string }
> = {
  request: { from: [null, Y.REJECTED, Y.WITHDRAWN], to: Y.APPLIED, refusal: ERR.youthAlreadyRequested },
  approve: { from: [Y.APPLIED], to: Y.APPROVED, refusal: ERR.notPending },
  reject: { from: [Y.APPLIED], to: Y.REJECTED, refusal: ERR.notPending },
  withdraw: { from: [Y.APPROVED], to: Y.WITHDRAWN, refusal: ERR.notApproved },
};

/** The status a youth's request moves to, or a 409 with the move's message id. */
export function nextYouthApprovalStatus(
  status: YouthApprovalStatus | null,
  move: YouthApprovalMove,
): YouthApprovalStatus {
  const rule = YOUTH_MOVES[move];
  if (!rule.from.includes(status)) throw new HttpError(409, rule.refusal);
  return rule.to;
}
