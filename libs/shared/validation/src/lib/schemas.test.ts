import { describe, expect, it } from 'vitest';
import { applyValidationLocale } from './locale';
import { parseMessage, serializeMessage, toFieldErrors, msg } from './messages';
import { appSettingsSchema, contactSchema } from './schemas';
import { validateBody } from './validate';
import { object, string, ValidationError } from 'yup';

const contact = { name: 'রহিম', email: 'rahim@example.com', mobile: '', subject: 'Hi', message: 'Hello' };

describe('contactSchema', () => {
  it.each([
    ['valid, no mobile', contact, {}],
    ['valid, Bengali mobile', { ...contact, mobile: '০১৭১২৩৪৫৬৭৮' }, {}],
    [
      'all empty',
      { name: '', email: '', mobile: '', subject: '', message: '' },
      {
        name: ['validation.required'],
        email: ['validation.required'],
        subject: ['validation.required'],
        message: ['validation.required'],
      },
    ],
    [
      'bad email and mobile',
      { ...contact, email: 'x', mobile: '0171' },
      {
        email: ['validation.email'],
        mobile: ['{"id":"validation.mobile_digits","values":{"digits":11}}'],
      },
    ],
    [
      'message over 2000',
      { ...contact, message: 'x'.repeat(2001) },
      {
        message: ['{"id":"validation.max_length","values":{"max":2000}}'],
      },
    ],
  ])('%s', async (_label, body, errors) => {
    const result = await validateBody(contactSchema, body);
    expect(result.ok ? {} : result.errors).toEqual(errors);
  });

  it('returns normalised values and drops unknown keys', async () => {
    const result = await validateBody(contactSchema, { ...contact, mobile: '+৮৮০১৭১২৩৪৫৬৭৮', extra: 1 });
    expect(result).toEqual({ ok: true, value: { ...contact, mobile: '01712345678' } });
  });
});

describe('appSettingsSchema', () => {
  it.each([
    ['off, no hash', { maintenance_mode_status: false, maintenance_hash: '' }, {}],
    ['on, hash', { maintenance_mode_status: true, maintenance_hash: 'a1B2-c3_d4e5' }, {}],
    ['null hash', { maintenance_mode_status: true, maintenance_hash: null }, {}],
    [
      'short hash',
      { maintenance_mode_status: true, maintenance_hash: 'abc' },
      {
        maintenance_hash: ['{"id":"validation.min_length","values":{"min":8}}'],
      },
    ],
    [
      'long hash',
      { maintenance_mode_status: true, maintenance_hash: 'a'.repeat(65) },
      {
        maintenance_hash: ['{"id":"validation.max_length","values":{"max":64}}'],
      },
    ],
    [
      'unsafe hash',
      { maintenance_mode_status: true, maintenance_hash: 'abc def/ghi' },
      { maintenance_hash: ['validation.format'] },
    ],
    ['no status', { maintenance_hash: '' }, { maintenance_mode_status: ['validation.required'] }],
  ])('%s', async (_label, body, errors) => {
    const result = await validateBody(appSettingsSchema, body);
    expect(result.ok ? {} : result.errors).toEqual(errors);
  });

  it("turns '' into null (no bypass hash)", async () => {
    const result = await validateBody(appSettingsSchema, {
      maintenance_mode_status: false,
      maintenance_hash: '',
    });
    expect(result).toEqual({ ok: true, value: { maintenance_mode_status: false, maintenance_hash: null } });
  });
});

describe('message representation', () => {
  it.each([
    [msg('validation.required'), 'validation.required'],
    [msg('validation.array_max', { max: 5 }), '{"id":"validation.array_max","values":{"max":5}}'],
  ])('serialises %j', (message, wire) => {
    expect(serializeMessage(message)).toBe(wire);
    expect(parseMessage(wire)).toEqual(message);
  });

  it('reads bare ids, objects and rejects junk', () => {
    expect(parseMessage('validation.email')).toEqual({ id: 'validation.email' });
    expect(parseMessage({ id: 'validation.min', values: { min: 1, bad: {} } })).toEqual({
      id: 'validation.min',
      values: { min: 1 },
    });
    expect(parseMessage('')).toBeNull();
    expect(parseMessage(42)).toBeNull();
  });

  it('collects nested paths in toFieldErrors', async () => {
    const schema = object({ items: object({ title: string().required(msg('validation.required')) }) });
    const error = await schema
      .validate({ items: { title: '' } }, { abortEarly: false })
      .catch((e: unknown) => e);
    expect(ValidationError.isError(error) && toFieldErrors(error)).toEqual({
      'items.title': ['validation.required'],
    });
  });

  it('toFieldErrors never passes a library sentence through (it may echo the input)', async () => {
    const error = await object({ search: string() })
      .validate({ search: ['a', '<b>'] }, { abortEarly: false })
      .catch((e: unknown) => e);
    expect(ValidationError.isError(error) && toFieldErrors(error)).toEqual({ search: ['validation.format'] });
  });

  it('applyValidationLocale turns bare yup messages into ids', async () => {
    applyValidationLocale();
    const result = await validateBody(object({ a: string().required(), b: string().max(2) }), {
      a: '',
      b: 'abc',
    });
    expect(result.ok ? {} : result.errors).toEqual({
      a: ['validation.required'],
      b: ['{"id":"validation.max_length","values":{"max":2}}'],
    });
  });
});
