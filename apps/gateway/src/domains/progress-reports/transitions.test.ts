import { PROGRESS_REPORT_STATUS as S, type ProgressReportStatus } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../platform/errors';
import { nextReportStatus, type ReportMove, reportActions } from './transitions';

const refusal = (status: ProgressReportStatus, move: ReportMove) => {
  try {
    nextReportStatus(status, move);
  } catch (error) {
    return error instanceof HttpError ? [error.statusCode, error.message] : error;
  }
  return 'allowed';
};

describe('progress report transitions', () => {
  it.each([
    [S.DRAFT, 'edit', S.DRAFT],
    [S.RETURNED, 'edit', S.RETURNED],
    [S.DRAFT, 'submit', S.SUBMITTED],
    [S.RETURNED, 'submit', S.SUBMITTED],
    [S.SUBMITTED, 'approve', S.APPROVED],
    [S.SUBMITTED, 'return', S.RETURNED],
  ] as const)('%s --%s--> %s', (from, move, to) => {
    expect(nextReportStatus(from, move)).toBe(to);
  });

  it.each([
    [S.SUBMITTED, 'edit', 'progress_reports.errors.not_editable'],
    [S.APPROVED, 'edit', 'progress_reports.errors.not_editable'],
    [S.SUBMITTED, 'submit', 'progress_reports.errors.not_editable'],
    [S.APPROVED, 'submit', 'progress_reports.errors.not_editable'],
    [S.DRAFT, 'approve', 'progress_reports.errors.not_submitted'],
    [S.RETURNED, 'approve', 'progress_reports.errors.not_submitted'],
    [S.APPROVED, 'approve', 'progress_reports.errors.not_submitted'],
    [S.DRAFT, 'return', 'progress_reports.errors.not_submitted'],
    [S.APPROVED, 'return', 'progress_reports.errors.not_submitted'],
  ] as const)('%s --%s--> refused (409 %s)', (from, move, id) => {
    expect(refusal(from, move)).toEqual([409, id]);
  });

  it('offers each caller only its legal moves', () => {
    const both = { manage: true, approve: true };
    expect(reportActions(S.DRAFT, both)).toEqual(['edit', 'submit']);
    expect(reportActions(S.SUBMITTED, both)).toEqual(['approve', 'return']);
    expect(reportActions(S.SUBMITTED, { manage: true, approve: false })).toEqual([]);
    expect(reportActions(S.RETURNED, { manage: false, approve: true })).toEqual([]);
    expect(reportActions(S.APPROVED, both)).toEqual([]);
  });
});
