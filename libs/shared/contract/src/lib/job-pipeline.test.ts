import { describe, expect, it } from 'vitest';
import { INTERVIEW_RESULT_STATUS, PIPELINE_CALL_STATUSES, RECRUITER_ACTIONS } from './endpoints-job-pipeline';
import { APPLICANT_TAB_STAGES, pipelineStageOf } from './endpoints-jobs';
import { APPLICATION_STATUS, type ApplicationStatus, PIPELINE_STAGE } from './enums';

describe('pipelineStageOf: the one status → stage mapping (spec §4)', () => {
  it.each([
    [0, 0],
    [11, 1],
    [21, 2],
    [22, 2],
    [23, 2],
    [24, 2],
    [31, 3],
    [32, 3],
    [33, 3],
    [34, 3],
    [35, 3],
    [36, 3],
    [41, 4],
    [42, 4],
    [43, 4],
    [44, 4],
    [51, 5],
    [91, 9],
    [92, 9],
    [99, 9],
  ] as [ApplicationStatus, number][])('status %i is stage %i', (status, stage) => {
    expect(pipelineStageOf(status)).toBe(stage);
  });

  it('covers every status code and reaches every stage', () => {
    const statuses = Object.values(APPLICATION_STATUS);
    expect(statuses).toHaveLength(20);
    expect(new Set(statuses.map(pipelineStageOf))).toEqual(new Set(Object.values(PIPELINE_STAGE)));
  });

  it('gives tabs 1–4 disjoint stages; every stage but none sits in a tab', () => {
    const stages = Object.values(APPLICANT_TAB_STAGES).flat();
    expect(new Set(stages).size).toBe(stages.length);
    expect(new Set(stages)).toEqual(new Set(Object.values(PIPELINE_STAGE)));
  });
});

describe('the pipeline calls', () => {
  it('name an action for every status a recruiter call moves to, and the calls for the moves change-status refuses', () => {
    const actions: Partial<Record<ApplicationStatus, { call: string }>> = RECRUITER_ACTIONS;
    for (const status of PIPELINE_CALL_STATUSES)
      expect(actions[status]?.call ?? 'assessment_invite', `${status}`).not.toBe('change_status');
    // the assessment invitation is sent from the job's assessment (ADR 0070), not from an applicant row
    expect(actions[APPLICATION_STATUS.ASSESSMENT_INVITATION_SENT]).toBeUndefined();
    expect(Object.values(INTERVIEW_RESULT_STATUS)).toEqual([35, 36]);
  });
});
