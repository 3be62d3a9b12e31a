import {
  APPLICATION_STATUS as S,
  type ApplicationStatus,
  JOB_POST_STATUS,
  pipelineStageOf,
} from '@platform/contract';
import { catalogue } from '@platform/i18n/catalogue';
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_TRANSITIONS,
  canMoveJob,
  checkTransition,
  EDITABLE_JOB_STATUSES,
  REJECTED_STATUSES,
  restoreTarget,
  TRANSITION_ERRORS,
  type Move,
  type TransitionActor,
} from './transitions';

const ALL = Object.values(S) as ApplicationStatus[];

/** Every legal move of the table as [from, to, actor]. */
function legalMoves(): [ApplicationStatus, ApplicationStatus, TransitionActor][] {
  return (Object.entries(APPLICATION_TRANSITIONS) as [string, readonly Move[]][]).flatMap(([from, moves]) =>
    moves.map((m): [ApplicationStatus, ApplicationStatus, TransitionActor] => [
      Number(from) as ApplicationStatus,
      m.to,
      m.by,
    ]),
  );
}

describe('the application transition table', () => {
  it('covers every status code of spec §4, and moves only to codes of spec §4', () => {
    expect(
      Object.keys(APPLICATION_TRANSITIONS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...ALL].sort((a, b) => a - b));
    for (const [, to] of legalMoves()) expect(ALL).toContain(to);
  });

  it.each(legalMoves())('%i → %i is legal for the %s', (from, to, actor) => {
    expect(checkTransition(from, to, actor)).toEqual({ ok: true });
  });

  it.each(legalMoves().filter(([, , actor]) => actor !== 'recruiter'))(
    '%i → %i is refused to the recruiter (it is the %s’s)',
    (from, to, actor) => {
      const check = checkTransition(from, to, 'recruiter');
      expect(check).toEqual({
        ok: false,
        message: actor === 'assessment' ? TRANSITION_ERRORS.assessmentOnly : TRANSITION_ERRORS.candidateOnly,
      });
    },
  );

  it('never lets anybody but the assessment set an assessment result (no faked results)', () => {
    const intoAssessed = legalMoves().filter(([, to]) => to === S.ASSESSED);
    expect(intoAssessed).toEqual([[S.ASSESSMENT_INVITATION_SENT, S.ASSESSED, 'assessment']]);
    expect(checkTransition(S.ASSESSMENT_INVITATION_SENT, S.ASSESSED, 'recruiter')).toEqual({
      ok: false,
      message: 'jobs.errors.assessment_result_only',
    });
    expect(checkTransition(S.ASSESSMENT_INVITATION_SENT, S.ASSESSED, 'youth')).toEqual({
      ok: false,
      message: 'jobs.errors.assessment_result_only',
    });
  });

  const illegal: [ApplicationStatus, ApplicationStatus][] = [
    [S.APPLIED, S.HIRED],
    [S.APPLIED, S.OFFER_LETTER_SENT],
    [S.APPLIED, S.APPLIED],
    [S.SHORTLISTED, S.INTERVIEW_COMPLETED],
    [S.SELECTED_FOR_ASSESSMENT, S.ASSESSED],
    [S.SELECTED_FOR_INTERVIEW, S.INTERVIEW_COMPLETED],
    [S.INTERVIEW_INVITATION_SENT, S.OFFER_LETTER_SENT],
    [S.OFFER_LETTER_SENT, S.HIRED],
    [S.HIRED, S.REJECTED],
    [S.HIRED, S.APPLIED],
    [S.REJECTED, S.SHORTLISTED],
    [S.REJECTED_FROM_INTERVIEW, S.SELECTED_FOR_INTERVIEW],
    [S.REJECTED_FROM_ASSESSMENT, S.ASSESSED],
    [S.SELECTED_FOR_ASSESSMENT, S.REJECTED_FROM_INTERVIEW],
    [S.INTERVIEW_COMPLETED, S.REJECTED_FROM_ASSESSMENT],
  ];
  it.each(illegal)('%i → %i is illegal for everyone', (from, to) => {
    for (const actor of ['recruiter', 'youth', 'assessment'] as const) {
      expect(checkTransition(from, to, actor)).toEqual({ ok: false, message: TRANSITION_ERRORS.illegal });
    }
  });

  it('hired and the rejections are final (a rejection leaves only through restore)', () => {
    for (const s of [S.HIRED, ...REJECTED_STATUSES]) expect(APPLICATION_TRANSITIONS[s]).toEqual([]);
  });

  it('rejects with the code of the stage: 92 in assessment, 91 in interview, 99 elsewhere', () => {
    for (const [from, to] of legalMoves()) {
      if (!REJECTED_STATUSES.includes(to)) continue;
      const stage = pipelineStageOf(from);
      expect(to, `${from} → ${to}`).toBe(
        stage === 2 ? S.REJECTED_FROM_ASSESSMENT : stage === 3 ? S.REJECTED_FROM_INTERVIEW : S.REJECTED,
      );
    }
  });

  it('reaches hired from applied through the recruiter’s and the candidate’s moves', () => {
    const path: [ApplicationStatus, 'recruiter' | 'youth'][] = [
      [S.SHORTLISTED, 'recruiter'],
      [S.SELECTED_FOR_INTERVIEW, 'recruiter'],
      [S.INTERVIEW_INVITATION_SENT, 'recruiter'],
      [S.INTERVIEW_INVITATION_CONFIRMED, 'youth'],
      [S.INTERVIEW_COMPLETED, 'recruiter'],
      [S.OFFER_LETTER_SENT, 'recruiter'],
      [S.OFFER_ACCEPTED, 'youth'],
      [S.HIRED, 'recruiter'],
    ];
    let at: ApplicationStatus = S.APPLIED;
    for (const [to, actor] of path) {
      expect(checkTransition(at, to, actor), `${at} → ${to}`).toEqual({ ok: true });
      at = to;
    }
  });

  it('has a catalogue text for every refusal and every status', () => {
    for (const id of Object.values(TRANSITION_ERRORS)) expect(catalogue['bn-BD'][id], id).toBeTruthy();
    for (const s of ALL) expect(catalogue['bn-BD'][`jobs.application_status.${s}`], String(s)).toBeTruthy();
  });
});

describe('restore', () => {
  it('returns a rejected applicant to the status it was rejected from', () => {
    const history = [
      { from_status: null, to_status: S.APPLIED },
      { from_status: S.APPLIED, to_status: S.SHORTLISTED },
      { from_status: S.SHORTLISTED, to_status: S.REJECTED },
    ];
    expect(restoreTarget(S.REJECTED, history)).toBe(S.SHORTLISTED);
    expect(
      restoreTarget(S.REJECTED_FROM_INTERVIEW, [
        ...history.slice(0, 2),
        { from_status: S.SHORTLISTED, to_status: S.SELECTED_FOR_INTERVIEW },
        { from_status: S.SELECTED_FOR_INTERVIEW, to_status: S.REJECTED_FROM_INTERVIEW },
      ]),
    ).toBe(S.SELECTED_FOR_INTERVIEW);
  });
  it('takes the latest rejection when the applicant was rejected, restored and rejected again', () => {
    const history = [
      { from_status: S.APPLIED, to_status: S.REJECTED },
      { from_status: S.REJECTED, to_status: S.APPLIED },
      { from_status: S.APPLIED, to_status: S.SHORTLISTED },
      { from_status: S.SHORTLISTED, to_status: S.REJECTED },
    ];
    expect(restoreTarget(S.REJECTED, history)).toBe(S.SHORTLISTED);
  });
  it('is null for an applicant who is not rejected, and falls back to applied without a history', () => {
    expect(restoreTarget(S.SHORTLISTED, [])).toBeNull();
    expect(restoreTarget(S.HIRED, [])).toBeNull();
    expect(restoreTarget(S.REJECTED, [])).toBe(S.APPLIED);
  });
});

describe('the job post state machine', () => {
  it('submits drafts and rejected jobs, reviews pending ones, sends approved ones live', () => {
    expect(canMoveJob('submit', JOB_POST_STATUS.DRAFT)).toBe(true);
    expect(canMoveJob('submit', JOB_POST_STATUS.REJECTED)).toBe(true);
    expect(canMoveJob('submit', JOB_POST_STATUS.PENDING_APPROVAL)).toBe(false);
    expect(canMoveJob('submit', JOB_POST_STATUS.LIVE)).toBe(false);
    expect(canMoveJob('approve', JOB_POST_STATUS.PENDING_APPROVAL)).toBe(true);
    expect(canMoveJob('approve', JOB_POST_STATUS.DRAFT)).toBe(false);
    expect(canMoveJob('reject', JOB_POST_STATUS.PENDING_APPROVAL)).toBe(true);
    expect(canMoveJob('reject', JOB_POST_STATUS.APPROVED)).toBe(false);
    expect(canMoveJob('goLive', JOB_POST_STATUS.APPROVED)).toBe(true);
    expect(canMoveJob('goLive', JOB_POST_STATUS.PENDING_APPROVAL)).toBe(false);
    expect(EDITABLE_JOB_STATUSES).toEqual([JOB_POST_STATUS.DRAFT, JOB_POST_STATUS.REJECTED]);
  });
});
