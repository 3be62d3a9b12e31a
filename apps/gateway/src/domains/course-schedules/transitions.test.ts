import { COURSE_SCHEDULE_STATUS as S, type CourseScheduleStatus } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../platform/errors';
import { nextStatus, type ScheduleMove, scheduleActions } from './transitions';

/* The schedule state machine, every move from every state (spec §4; ADR 0090). */

const ALL: CourseScheduleStatus[] = Object.values(S);
const LEGAL: Record<ScheduleMove, Partial<Record<CourseScheduleStatus, CourseScheduleStatus>>> = {
  edit: { draft: 'draft', rejected: 'draft', approved: 'draft', published: 'draft' },
  send: { draft: 'sent_for_approval', rejected: 'sent_for_approval' },
  approve: { sent_for_approval: 'approved' },
  reject: { sent_for_approval: 'rejected' },
  publish: { approved: 'published' },
};
const REFUSAL: Record<ScheduleMove, string> = {
  edit: 'course_schedules.errors.pending',
  send: 'course_schedules.errors.cannot_send',
  approve: 'course_schedules.errors.not_pending',
  reject: 'course_schedules.errors.not_pending',
  publish: 'course_schedules.errors.not_approved',
};

describe('schedule transitions', () => {
  const cases = (Object.keys(LEGAL) as ScheduleMove[]).flatMap((move) =>
    ALL.map((from) => [move, from, LEGAL[move][from] ?? null] as const),
  );
  it.each(cases)('%s from %s → %s', (move, from, to) => {
    if (to) expect(nextStatus(from, move)).toBe(to);
    else {
      const error = (() => {
        try {
          nextStatus(from, move);
        } catch (e) {
          return e;
        }
        return null;
      })();
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(409);
      expect((error as HttpError).message).toBe(REFUSAL[move]);
    }
  });

  it('offers the provider and the approver only their legal moves', () => {
    const provider = { manage: true, approve: false };
    const approver = { manage: false, approve: true };
    expect(scheduleActions('draft', false, provider)).toEqual(['edit', 'send']);
    expect(scheduleActions('sent_for_approval', false, provider)).toEqual([]);
    expect(scheduleActions('sent_for_approval', false, approver)).toEqual(['approve', 'reject']);
    expect(scheduleActions('approved', false, provider)).toEqual(['edit', 'publish']);
    expect(scheduleActions('approved', true, provider)).toEqual(['edit', 'republish']);
    expect(scheduleActions('rejected', false, provider)).toEqual(['edit', 'send']);
    expect(scheduleActions('published', true, provider)).toEqual(['edit']);
    expect(scheduleActions('published', true, approver)).toEqual([]);
    expect(scheduleActions('draft', false, { manage: false, approve: false })).toEqual([]);
  });
});
