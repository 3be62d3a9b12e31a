import { describe, expect, it } from 'vitest';
import type { ApplicationStatus } from '@platform/contract';
import { applicantActions, bulkActions } from './applicant-actions';

const row = (
  status: ApplicationStatus,
  next_statuses: ApplicationStatus[],
  over: { restorable?: boolean; is_removed?: boolean } = {},
) => ({
  status,
  next_statuses,
  restorable: over.restorable ?? false,
  is_removed: over.is_removed ?? false,
});
const names = (options: { action: string }[]) => options.map((o) => o.action);

describe('the recruiter’s actions come from the gateway’s next_statuses', () => {
  it('maps each allowed status to its action and call, in the pipeline’s order', () => {
    expect(applicantActions(row(0, [11, 21, 31, 99]))).toEqual([
      { action: 'shortlist', to: 11, call: 'change_status' },
      { action: 'select_for_assessment', to: 21, call: 'change_status' },
      { action: 'select_for_interview', to: 31, call: 'change_status' },
      { action: 'reject', to: 99, call: 'change_status' },
      { action: 'remove', to: null, call: 'remove' },
    ]);
    expect(names(applicantActions(row(33, [35, 36, 32, 91])))).toEqual([
      'send_interview_invitation',
      'mark_interviewed',
      'mark_absent',
      'reject',
      'remove',
    ]);
    expect(applicantActions(row(42, [51, 44])).map((o) => o.call)).toEqual([
      'hire',
      'cancel_offer',
      'remove',
    ]);
  });

  it('offers restore only to a restorable applicant, nothing but put back to a removed one, and no removal of a hire', () => {
    expect(names(applicantActions(row(99, [], { restorable: true })))).toEqual(['restore', 'remove']);
    expect(names(applicantActions(row(11, [21, 31, 41, 99], { is_removed: true })))).toEqual(['put_back']);
    expect(applicantActions(row(51, []))).toEqual([]);
  });

  it('bulk: only batchable actions every selected applicant allows with the same target status', () => {
    expect(names(bulkActions([row(0, [11, 21, 31, 99]), row(0, [11, 21, 31, 99])]))).toEqual([
      'shortlist',
      'select_for_assessment',
      'select_for_interview',
      'reject',
    ]);
    // 0 → 99 and 31 → 91: both "reject", but not one status for the batch
    expect(names(bulkActions([row(0, [11, 21, 31, 99]), row(31, [32, 91])]))).toEqual([]);
    expect(names(bulkActions([row(31, [32, 91]), row(36, [32, 91])]))).toEqual([
      'send_interview_invitation',
      'reject',
    ]);
    expect(bulkActions([])).toEqual([]);
  });
});
