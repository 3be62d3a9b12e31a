import { describe, expect, it } from 'vitest';
import type { AnyObject, ObjectSchema } from 'yup';
import { courseScheduleSchema, instituteEventSchema, scheduleClasses } from './schedule-schemas';
import { validateBody } from './validate';

/* The live-course schedule's classes and rules, and an institute event's rules (ADR 0090). */

const check = async (schema: unknown, body: Record<string, unknown>) => {
  const r = await validateBody(schema as ObjectSchema<AnyObject>, body);
  return r.ok ? {} : r.errors;
};
const schedule = (over: Record<string, unknown> = {}) => ({
  tentative_start_date: '2027-03-01',
  tentative_end_date: '2027-03-14',
  weekdays: [5, 0],
  start_time: '9:05',
  class_minutes: 60,
  min_students: 5,
  number_of_classes: 4,
  ...over,
});

describe('scheduleClasses', () => {
  it('takes the chosen weekdays from the start date, as many as asked, with the class length', () => {
    // 2027-03-01 is a Monday: Fridays and Sundays are the 5th, 7th, 12th and 14th
    const classes = scheduleClasses({ ...schedule(), start_time: '23:30' } as never);
    expect(classes.map((c) => c.day)).toEqual(['2027-03-05', '2027-03-07', '2027-03-12', '2027-03-14']);
    expect(classes[0]).toEqual({ number: 1, day: '2027-03-05', start_time: '23:30', end_time: '23:59' });
  });

  it('stops at the tentative end date', () => {
    expect(scheduleClasses({ ...schedule(), number_of_classes: 9 } as never)).toHaveLength(4);
  });
});

describe('courseScheduleSchema', () => {
  it('accepts a schedule whose classes fit, reading 9:05 as 09:05', async () => {
    expect(await check(courseScheduleSchema, schedule())).toEqual({});
    const r = await validateBody(courseScheduleSchema as unknown as ObjectSchema<AnyObject>, schedule());
    expect(r.ok && r.value.start_time).toBe('09:05');
  });

  it('says how many classes fit when there are more', async () => {
    expect(await check(courseScheduleSchema, schedule({ number_of_classes: 5 }))).toEqual({
      number_of_classes: [JSON.stringify({ id: 'validation.classes_exceed_days', values: { days: 4 } })],
    });
  });
});

describe('instituteEventSchema', () => {
  const event = (over: Record<string, unknown> = {}) => ({
    title: 'মেলা',
    start_date: '2027-04-10',
    end_date: '2027-04-11',
    venue: '',
    online_link: 'https://meet.example.org/x',
    is_published: true,
    ...over,
  });

  it('takes a link instead of a venue, and times over two days in any order', async () => {
    expect(await check(instituteEventSchema, event({ start_time: '18:00', end_time: '09:00' }))).toEqual({});
  });

  it('asks for a venue or a link', async () => {
    expect(await check(instituteEventSchema, event({ online_link: '' }))).toEqual({
      venue: ['validation.venue_or_link'],
    });
  });
});
