import {
  COURSE_SCHEDULE_ACTION as A,
  COURSE_SCHEDULE_ERRORS as ERR,
  COURSE_SCHEDULE_STATUS as S,
  type CourseScheduleAction,
  type CourseScheduleStatus,
} from '@platform/contract';
import { HttpError } from '../../platform/errors';

/*
 * The state machine of a live course's schedule (spec §4: sent approval, approved schedule, published, rejected,
 * republish; routine approved or rejected; ADR 0090). Pure, table-driven, tested by transitions.test.ts.
 *
 *   draft ──send──▶ sent_for_approval ──approve──▶ approved ──publish──▶ published
 *     ▲                    │                           │                    │
 *     │                    └──reject──▶ rejected ──send┘(to sent…)          │
 *     └────────────── edit (from any state but sent_for_approval) ◀────────┘
 *
 * Editing an approved or published schedule makes it a draft again: what the approver saw is no longer what would be
 * published. A schedule published before is re-published after its next approval (`republish`).
 */

export type ScheduleMove = 'edit' | 'send' | 'approve' | 'reject' | 'publish';

const MOVES: Record<
  ScheduleMove,
  { from: readonly CourseScheduleStatus[]; to: CourseScheduleStatus; refusal: string }
> = {
  edit: {
    from: [S.DRAFT, S.REJECTED, S.APPROVED, S.PUBLISHED],
    to: S.DRAFT,
    refusal: ERR.pending,
  },
  send: { from: [S.DRAFT, S.REJECTED], to: S.SENT_FOR_APPROVAL, refusal: ERR.cannotSend },
  approve: { from: [S.SENT_FOR_APPROVAL], to: S.APPROVED, refusal: ERR.notPending },
  reject: { from: [S.SENT_FOR_APPROVAL], to: S.REJECTED, refusal: ERR.notPending },
  publish: { from: [S.APPROVED], to: S.PUBLISHED, refusal: ERR.notApproved },
};

/** The status a move leads to from `status`, or a 409 with the move's catalogue message id. */
export function nextStatus(status: CourseScheduleStatus, move: ScheduleMove): CourseScheduleStatus {
  const rule = MOVES[move];
  if (!rule.from.includes(status)) throw new HttpError(409, rule.refusal);
  return rule.to;
}

const legal = (status: CourseScheduleStatus, move: ScheduleMove) => MOVES[move].from.includes(status);

/** What a caller may do now: the provider's moves with manage_course, the approver's with the approval key. */
export function scheduleActions(
  status: CourseScheduleStatus,
  wasPublished: boolean,
  caller: { manage: boolean; approve: boolean },
): CourseScheduleAction[] {
  const out: CourseScheduleAction[] = [];
  if (caller.manage) {
    if (legal(status, 'edit')) out.push(A.EDIT);
    if (legal(status, 'send')) out.push(A.SEND);
    if (legal(status, 'publish')) out.push(wasPublished ? A.REPUBLISH : A.PUBLISH);
  }
  if (caller.approve && legal(status, 'approve')) out.push(A.APPROVE, A.REJECT);
  return out;
}
