import { describe, expect, it } from 'vitest';
import type { AnyObject, ObjectSchema } from 'yup';
import {
  courseContentSchema,
  courseLessonSchema,
  courseModuleSchema,
  reorderMoveSchema,
  reorderSwapSchema,
} from './course-structure-schemas';
import { dhakaMinuteInstant, dhakaMinuteOf } from './dates';
import { validateBody } from './validate';

/* The structure's shared schemas (issue 15 item 2): what the dialogs and the gateway accept, with the spec's ids. */

const errorsOf = async (schema: ObjectSchema<AnyObject>, body: unknown) => {
  const r = await validateBody(schema, body);
  return r.ok ? {} : r.errors;
};
const FILE = '0b5e2f9e-8c1a-4d1e-9f5a-2b7c3d4e5f60';

describe('module and lesson', () => {
  it('take a spec kind and a title', async () => {
    expect(await errorsOf(courseModuleSchema, { kind: 4, title: 'স্কর্ম' })).toEqual({});
    expect(await errorsOf(courseModuleSchema, { kind: 5, title: '' })).toEqual({
      kind: ['validation.one_of'],
      title: ['validation.required'],
    });
    expect(await errorsOf(courseLessonSchema, { kind: 5, title: 'স্কর্ম কনটেন্ট' })).toEqual({});
    expect(await errorsOf(courseLessonSchema, { kind: 6, title: 'x' })).toEqual({
      kind: ['validation.one_of'],
    });
  });
});

describe('live lesson (ADR 0114)', () => {
  it('needs a start in Dhaka time and 15–480 minutes; the other kinds drop both', async () => {
    const live = { kind: 4, title: 'লাইভ' };
    expect(await errorsOf(courseLessonSchema, live)).toEqual({
      live_starts_at: ['validation.required'],
      live_minutes: ['validation.required'],
    });
    expect(
      await errorsOf(courseLessonSchema, { ...live, live_starts_at: '2030-02-30T10:00', live_minutes: 10 }),
    ).toEqual({
      live_starts_at: ['validation.date'],
      live_minutes: [expect.stringContaining('validation.min')],
    });
    const ok = await validateBody(courseLessonSchema, {
      ...live,
      live_starts_at: '২০৩০-০১-১৫T১৯:৩০',
      live_minutes: '60',
    });
    expect(ok.ok && ok.value).toMatchObject({ live_starts_at: '২০৩০-০১-১৫T১৯:৩০', live_minutes: 60 });
    const plain = await validateBody(courseLessonSchema, {
      kind: 1,
      title: 'পাঠ',
      live_starts_at: '2030-01-15T19:30',
      live_minutes: 60,
    });
    expect(plain.ok && plain.value).toMatchObject({ live_starts_at: null, live_minutes: null });
  });

  it('reads a Dhaka minute as its instant and back (UTC+6 all year)', () => {
    expect(dhakaMinuteInstant('2030-01-15T19:30')?.toISOString()).toBe('2030-01-15T13:30:00.000Z');
    expect(dhakaMinuteInstant('2030-01-15T03:00')?.toISOString()).toBe('2030-01-14T21:00:00.000Z');
    expect(dhakaMinuteInstant('2030-01-15T24:00')).toBeNull();
    expect(dhakaMinuteInstant('2030-01-15')).toBeNull();
    expect(dhakaMinuteInstant(42)).toBeNull();
    expect(dhakaMinuteOf('2030-01-14T21:00:00.000Z')).toBe('2030-01-15T03:00');
  });
});

describe('content', () => {
  it('keeps only what its type uses', async () => {
    const r = await validateBody(courseContentSchema, {
      content_type: 5,
      title: 'লেখা',
      text: '<p>Hi</p>',
      url: 'https://example.org/a.mp4',
      file_id: FILE,
    });
    expect(r.ok && r.value).toMatchObject({ text: '<p>Hi</p>', url: null, file_id: null });
  });

  it('takes a video or audio by an https address or an uploaded file', async () => {
    expect(
      await errorsOf(courseContentSchema, { content_type: 1, title: 'v', url: 'https://v.example.org/a' }),
    ).toEqual({});
    expect(await errorsOf(courseContentSchema, { content_type: 2, title: 'a', file_id: FILE })).toEqual({});
    expect(await errorsOf(courseContentSchema, { content_type: 1, title: 'v' })).toEqual({
      url: ['validation.required'],
    });
    expect(
      await errorsOf(courseContentSchema, { content_type: 1, title: 'v', url: 'http://v.example.org/a' }),
    ).toEqual({ url: ['validation.url'] });
    expect(
      await errorsOf(courseContentSchema, { content_type: 2, title: 'a', file_id: 'not-an-id' }),
    ).toEqual({
      file_id: ['validation.format'],
    });
  });

  it('needs a file content’s file and a text content’s text', async () => {
    expect(await errorsOf(courseContentSchema, { content_type: 3, title: 'f' })).toEqual({
      file_id: ['validation.required'],
    });
    expect(await errorsOf(courseContentSchema, { content_type: 5, title: 't', text: '  ' })).toEqual({
      text: ['validation.required'],
    });
  });

  it('needs a quiz’s questions (a set or picked ones), how many a learner gets and the pass mark', async () => {
    expect(await errorsOf(courseContentSchema, { content_type: 4, title: 'q' })).toEqual({
      question_ids: ['validation.no_question_selected'],
      question_count: ['validation.required'],
      pass_percent: ['validation.required'],
    });
    const picked = { content_type: 4, title: 'q', question_ids: [3, 4], pass_percent: 50 };
    expect(await errorsOf(courseContentSchema, { ...picked, question_count: 2 })).toEqual({});
    expect(await errorsOf(courseContentSchema, { ...picked, question_count: 3 })).toEqual({
      question_count: ['{"id":"validation.max","values":{"max":2}}'],
    });
    expect(
      await errorsOf(courseContentSchema, { ...picked, question_ids: [3, 3], question_count: 1 }),
    ).toEqual({ question_ids: ['validation.already_exists'] });
    expect(await errorsOf(courseContentSchema, { ...picked, question_count: 1, pass_percent: 101 })).toEqual({
      pass_percent: ['{"id":"validation.max","values":{"max":100}}'],
    });
    // a set's size is the gateway's to check; the quiz fields of another type are dropped
    expect(
      await errorsOf(courseContentSchema, {
        content_type: 4,
        title: 'q',
        question_set_id: 9,
        question_count: 30,
        pass_percent: 40,
      }),
    ).toEqual({});
    const text = await courseContentSchema.validate({
      content_type: 5,
      title: 't',
      text: 'x',
      question_ids: [1],
    });
    expect(text.question_ids).toBeNull();
  });
});

describe('reorder', () => {
  it('swaps up 1 or down 2 and moves to a place from 1', async () => {
    expect(await errorsOf(reorderSwapSchema, { direction: 1 })).toEqual({});
    expect(await errorsOf(reorderSwapSchema, { direction: 2 })).toEqual({});
    expect(await errorsOf(reorderSwapSchema, { direction: 0 })).toEqual({ direction: ['validation.one_of'] });
    expect(await errorsOf(reorderMoveSchema, { position: 1 })).toEqual({});
    expect(await errorsOf(reorderMoveSchema, {})).toEqual({ position: ['validation.required'] });
  });
});
