import {
  ASSOCIATION_ERRORS,
  MEMBERSHIP_STATUSES,
  type MembershipStatus,
  YOUTH_APPROVAL_STATUS,
  type YouthApprovalStatus,
} from '@platform/contract';
import { describe, expect, it } from 'vitest';
import {
  membershipActions,
  type MembershipMove,
  nextMembershipStatus,
  nextYouthApprovalStatus,
  type YouthApprovalMove,
} from './transitions';

const LEGAL: Record<MembershipMove, Partial<Record<MembershipStatus | 'none', MembershipStatus>>> = {
  apply: { none: 'applied', rejected: 'applied' },
  approve: { applied: 'approved' },
  reject: { applied: 'rejected' },
  edit: { approved: 'approved' },
};
const REFUSAL: Record<MembershipMove, string> = {
  apply: ASSOCIATION_ERRORS.alreadyApplied,
  approve: ASSOCIATION_ERRORS.notPending,
  reject: ASSOCIATION_ERRORS.notPending,
  edit: ASSOCIATION_ERRORS.notMember,
};

describe('membership moves', () => {
  for (const move of Object.keys(LEGAL) as MembershipMove[])
    for (const from of ['none', ...MEMBERSHIP_STATUSES] as const) {
      const to = LEGAL[move][from];
      const status = from === 'none' ? null : from;
      it(`${move} from ${from}: ${to ?? 'refused'}`, () => {
        if (to) expect(nextMembershipStatus(status, move)).toBe(to);
        else
          expect(() => nextMembershipStatus(status, move)).toThrow(
            expect.objectContaining({ statusCode: 409, message: REFUSAL[move] }),
          );
      });
    }

  it('offers approve and reject on an application, edit on a member, nothing after a rejection', () => {
    expect(membershipActions('applied', true)).toEqual(['approve', 'reject']);
    expect(membershipActions('approved', true)).toEqual(['edit']);
    expect(membershipActions('rejected', true)).toEqual([]);
    expect(membershipActions('applied', false)).toEqual([]);
  });
});

describe('youth approval moves (ADR 0104, 0110)', () => {
  const YOUTH_LEGAL: Record<
    YouthApprovalMove,
    Partial<Record<YouthApprovalStatus | 'none', YouthApprovalStatus>>
  > = {
    request: { none: 'applied', rejected: 'applied', withdrawn: 'applied' },
    approve: { applied: 'approved' },
    reject: { applied: 'rejected' },
    withdraw: { approved: 'withdrawn' },
  };
  const YOUTH_REFUSAL: Record<YouthApprovalMove, string> = {
    request: ASSOCIATION_ERRORS.youthAlreadyRequested,
    approve: ASSOCIATION_ERRORS.notPending,
    reject: ASSOCIATION_ERRORS.notPending,
    withdraw: ASSOCIATION_ERRORS.notApproved,
  };
  for (const move of Object.keys(YOUTH_LEGAL) as YouthApprovalMove[])
    for (const from of ['none', ...Object.values(YOUTH_APPROVAL_STATUS)] as const) {
      const to = YOUTH_LEGAL[move][from];
      const status = from === 'none' ? null : from;
      if (to) it(`${move}: ${from} → ${to}`, () => expect(nextYouthApprovalStatus(status, move)).toBe(to));
      else
        it(`${move}: refused from ${from} with its message id`, () =>
          expect(() => nextYouthApprovalStatus(status, move)).toThrow(
            expect.objectContaining({ statusCode: 409, message: YOUTH_REFUSAL[move] }),
          ));
    }
});
