import {
  RPL_APPLICATION_STATUS as S,
  RPL_ERRORS as ERR,
  type RplApplicationStatus,
} from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { nextStatus, type RplMove, youthActions } from './transitions';

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return { status: (e as { statusCode?: number }).statusCode, message: (e as Error).message };
  }
  return null;
};

describe('the RPL state machine', () => {
  const legal: [RplApplicationStatus, boolean, RplMove, RplApplicationStatus][] = [
    [S.SUBMITTED, false, 'withdraw', S.NOT_SUBMITTED],
    [S.NOT_SUBMITTED, false, 'resubmit', S.SUBMITTED],
    [S.SUBMITTED, false, 'place', S.SUBMITTED],
    [S.PASSED, true, 'certify', S.CERTIFIED],
    [S.FAILED, true, 'certify', S.NOT_CERTIFIED],
  ];
  it.each(legal)('%s (in a batch: %s) --%s--> %s', (status, inBatch, move, to) => {
    expect(nextStatus({ status, inBatch }, move)).toBe(to);
  });

  it('passes at the passing score and fails below it: the score decides, on the server', () => {
    const f = { status: S.SUBMITTED, inBatch: true } as const;
    expect(nextStatus(f, 'mark', { score: 60, passingScore: 60 })).toBe(S.PASSED);
    expect(nextStatus(f, 'mark', { score: 59.99, passingScore: 60 })).toBe(S.FAILED);
    expect(nextStatus(f, 'mark', { score: 100, passingScore: 100 })).toBe(S.PASSED);
  });

  const illegal: [RplApplicationStatus, boolean, RplMove, string][] = [
    [S.SUBMITTED, true, 'withdraw', ERR.notWithdrawable],
    [S.PASSED, true, 'withdraw', ERR.notWithdrawable],
    [S.CERTIFIED, true, 'withdraw', ERR.notWithdrawable],
    [S.SUBMITTED, false, 'resubmit', ERR.notResubmittable],
    [S.FAILED, true, 'resubmit', ERR.notResubmittable],
    [S.SUBMITTED, true, 'place', ERR.notPlaceable],
    [S.NOT_SUBMITTED, false, 'place', ERR.notPlaceable],
    [S.SUBMITTED, false, 'mark', ERR.notMarkable],
    [S.PASSED, true, 'mark', ERR.notMarkable],
    [S.NOT_SUBMITTED, false, 'mark', ERR.notMarkable],
    [S.SUBMITTED, true, 'certify', ERR.notMarkable],
    [S.CERTIFIED, true, 'certify', ERR.notMarkable],
  ];
  it.each(illegal)('refuses %s (in a batch: %s) --%s-- with 409 %s', (status, inBatch, move, message) => {
    expect(refusal(() => nextStatus({ status, inBatch }, move, { score: 90, passingScore: 50 }))).toEqual({
      status: 409,
      message,
    });
  });

  it('offers the youth only the legal moves', () => {
    expect(youthActions({ status: S.SUBMITTED, inBatch: false })).toEqual(['withdraw']);
    expect(youthActions({ status: S.SUBMITTED, inBatch: true })).toEqual([]);
    expect(youthActions({ status: S.NOT_SUBMITTED, inBatch: false })).toEqual(['resubmit']);
    expect(youthActions({ status: S.CERTIFIED, inBatch: true })).toEqual([]);
  });
});
