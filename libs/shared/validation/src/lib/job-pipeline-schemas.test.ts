import { addDays, today } from './dates';
import { describe, expect, it } from 'vitest';
import {
  interviewBoardSchema,
  interviewCandidateStatusSchema,
  interviewScheduleSchema,
  jobOfferSchema,
} from './job-pipeline-schemas';
import { validateBody } from './validate';

const day = today();
const schedule = {
  title: 'Round one',
  interview_date: addDays(day, 1),
  start_time: '10:00',
  end_time: '11:00',
  kind: 1,
  venue: 'Dhaka',
  max_candidates: 5,
};

describe('interview schedule schema', () => {
  it('reads Bengali digits and short hours in the times', async () => {
    const r = await validateBody(interviewScheduleSchema, {
      ...schedule,
      start_time: '৯:৩০',
      end_time: '১০:১৫',
    });
    expect(r.ok && [r.value.start_time, r.value.end_time]).toEqual(['09:30', '10:15']);
  });
  it('wants the end after the start, a venue for a physical interview only, today or later', async () => {
    const r = await validateBody(interviewScheduleSchema, {
      ...schedule,
      end_time: '10:00',
      venue: '',
      interview_date: addDays(day, -1),
    });
    expect(r.ok ? {} : r.errors).toEqual({
      end_time: ['validation.end_time_after_start'],
      venue: ['validation.required'],
      interview_date: ['validation.present_on_or_after_today'],
    });
    expect((await validateBody(interviewScheduleSchema, { ...schedule, kind: 2, venue: '' })).ok).toBe(true);
  });
});

describe('interview board schema', () => {
  it('wants an e-mail or a mobile per member and at least one member', async () => {
    const r = await validateBody(interviewBoardSchema, {
      title: 'Panel',
      members: [{ name: 'A', mobile: '01711000077' }, { name: 'B' }],
    });
    expect(r.ok ? {} : r.errors).toEqual({ 'members[1].email': ['validation.email_or_mobile'] });
    const none = await validateBody(interviewBoardSchema, { title: 'Panel', members: [] });
    expect(none.ok).toBe(false);
  });
});

describe('offer and answer schemas', () => {
  it('checks the offer terms', async () => {
    expect(
      (
        await validateBody(jobOfferSchema, {
          application_id: 1,
          salary: '৩০০০০',
          joining_date: addDays(day, 10),
        })
      ).ok,
    ).toBe(true);
    const r = await validateBody(jobOfferSchema, {
      application_id: 1,
      salary: 100,
      joining_date: addDays(day, -1),
    });
    expect(r.ok ? {} : Object.keys(r.errors)).toEqual(['joining_date']);
  });
  it('accepts the three candidate responses only', async () => {
    for (const response of ['accepted', 'rescheduled', 'rejected'])
      expect((await validateBody(interviewCandidateStatusSchema, { response })).ok).toBe(true);
    expect((await validateBody(interviewCandidateStatusSchema, { response: 'maybe' })).ok).toBe(false);
  });
});
