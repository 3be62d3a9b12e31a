import {
  RPL_APPLICATION_STATUS as S,
  RPL_ERRORS as ERR,
  RPL_YOUTH_ACTION as A,
  type RplApplicationStatus,
  type RplYouthAction,
} from '@platform/contract';
import { HttpError } from '../../platform/errors';

/*
 * The state machine of an RPL application (spec §4 "RPL: submitted, not submitted, certified, not certified, passed,
 * failed"; ADR 0094). Pure and table-driven (transitions.test.ts); every handler asks it before it writes.
 *
 *   submitted ──withdraw (not in a batch)──▶ not_submitted ──resubmit──▶ submitted
 *   submitted (in a batch) ──mark──▶ passed | failed   (score against the level's passing score, on the server)
 *   passed ──certify──▶ certified        failed ──certify──▶ not_certified
 */

export type RplMove = 'withdraw' | 'resubmit' | 'place' | 'mark' | 'certify';

interface Facts {
  status: RplApplicationStatus;
  /** Whether the application sits in a batch. */
  inBatch: boolean;
}

const RULES: Record<RplMove, { legal: (f: Facts) => boolean; refusal: string }> = {
  withdraw: { legal: (f) => f.status === S.SUBMITTED && !f.inBatch, refusal: ERR.notWithdrawable },
  resubmit: { legal: (f) => f.status === S.NOT_SUBMITTED, refusal: ERR.notResubmittable },
  place: { legal: (f) => f.status === S.SUBMITTED && !f.inBatch, refusal: ERR.notPlaceable },
  mark: { legal: (f) => f.status === S.SUBMITTED && f.inBatch, refusal: ERR.notMarkable },
  certify: {
    legal: (f) => f.status === S.PASSED || f.status === S.FAILED,
    refusal: ERR.notMarkable,
  },
};

/** Whether a move is legal now. */
export const canMove = (facts: Facts, move: RplMove): boolean => RULES[move].legal(facts);

/**
 * The status a move leads to, or a 409 with the move's catalogue message id. `mark` needs the score and the level's
 * passing score (both in percent): reaching the passing score passes.
 */
export function nextStatus(
  facts: Facts,
  move: RplMove,
  marks?: { score: number; passingScore: number },
): RplApplicationStatus {
  if (!RULES[move].legal(facts)) throw new HttpError(409, RULES[move].refusal);
  switch (move) {
    case 'withdraw':
      return S.NOT_SUBMITTED;
    case 'resubmit':
    case 'place':
      return S.SUBMITTED;
    case 'mark':
      if (!marks) throw new Error('mark needs the score and the passing score');
      return marks.score >= marks.passingScore ? S.PASSED : S.FAILED;
    case 'certify':
      return facts.status === S.PASSED ? S.CERTIFIED : S.NOT_CERTIFIED;
  }
}

/** The youth's legal moves now (the application page's buttons). */
export function youthActions(facts: Facts): RplYouthAction[] {
  const out: RplYouthAction[] = [];
  if (canMove(facts, 'withdraw')) out.push(A.WITHDRAW);
  if (canMove(facts, 'resubmit')) out.push(A.RESUBMIT);
  return out;
}
