import { REQUIRED, bnNumber, email, integer, mobile, text } from '@platform/validation';
import { array, boolean, date, lazy, mixed, number, object, string, tuple } from 'yup';
import { describe, expect, it } from 'vitest';
import { yupToJsonSchema } from './yup-json-schema';

describe('yupToJsonSchema', () => {
  it('carries types, required fields, lengths and bounds', () => {
    const schema = object({
      name: text(100).required(REQUIRED),
      age: integer().min(18).max(60),
      score: number().positive().lessThan(10),
      agree: boolean().required(),
      at: date(),
    });
    expect(yupToJsonSchema(schema)).toEqual({
      type: 'object',
      properties: {
        name: { type: 'string', maxLength: 100, minLength: 1 },
        age: { type: 'integer', minimum: 18, maximum: 60 },
        score: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 10 },
        agree: { type: 'boolean' },
        at: { type: 'string', format: 'date-time' },
      },
      required: ['name', 'agree'],
    });
  });

  it('reads enums from oneOf, nullable as a null type, formats and patterns', () => {
    const schema = object({
      level: mixed().oneOf([1, 2, 3]).required(),
      tab: string().oneOf(['all', 'saved']).nullable(),
      mail: email(),
      code: string().matches(/^[A-Z]{3}$/),
      note: text(10).nullable(),
    });
    const json = yupToJsonSchema(schema);
    expect(json.properties).toEqual({
      level: { enum: [1, 2, 3] },
      tab: { type: ['string', 'null'], enum: ['all', 'saved', null] },
      mail: { type: 'string', maxLength: 254, format: 'email' },
      code: { type: 'string', pattern: '^[A-Z]{3}$' },
      note: { type: ['string', 'null'], maxLength: 10 },
    });
    expect(json.required).toEqual(['level']);
  });

  it('describes arrays, tuples and nested objects', () => {
    const schema = object({
      ids: array(integer().positive().required()).min(1).max(5).required(),
      pair: tuple([string().required(), number().required()]),
      address: object({ city: string().required() }).required(),
    });
    expect(yupToJsonSchema(schema).properties).toEqual({
      ids: {
        type: 'array',
        items: expect.objectContaining({ type: 'integer', exclusiveMinimum: 0 }),
        minItems: 1,
        maxItems: 5,
      },
      pair: {
        type: 'array',
        prefixItems: [{ type: 'string', minLength: 1 }, { type: 'number' }],
        minItems: 2,
        maxItems: 2,
      },
      address: { type: 'object', properties: { city: { type: 'string', minLength: 1 } }, required: ['city'] },
    });
  });

  it('leaves what it cannot express permissive, naming custom rules', () => {
    const schema = object({
      phone: mobile(),
      anything: lazy(() => string()),
      amount: bnNumber(),
    });
    const props = yupToJsonSchema(schema).properties as Record<string, Record<string, unknown>>;
    expect(props.phone).toMatchObject({ type: 'string', 'x-rules': expect.arrayContaining(['mobile']) });
    expect(props.anything).toEqual({});
    expect(props.amount).toMatchObject({ type: 'number' });
  });
});
