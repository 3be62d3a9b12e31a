import { districts, divisions, organizationTypes, permissions, skills } from '@platform/resources';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../platform/errors';
import { buildListSql, parseFilterValue, sortOf } from './list-query';
import { ident } from '../../db/sql';

const fieldOf = (def: { fields: readonly { name: string }[] }, name: string) => {
  const f = def.fields.find((x) => x.name === name);
  if (!f) throw new Error(`no field ${name}`);
  return f as (typeof skills.fields)[number];
};

function thrown(fn: () => unknown): HttpError {
  try {
    fn();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected an HttpError');
}

describe('identifiers', () => {
  it('quotes snake_case names and refuses anything else', () => {
    expect(ident('title_en')).toBe('"title_en"');
    for (const bad of ['title; drop table users', 'Title', '"x"', 'a-b', '', '1abc'])
      expect(() => ident(bad)).toThrow();
  });
});

describe('sort', () => {
  it('uses a sortable field or id / created_at / updated_at, with the given direction', () => {
    expect(sortOf(skills, { order_by: 'title', order: 'desc' })).toEqual({
      field: 'title',
      direction: 'desc',
    });
    expect(sortOf(skills, { order_by: 'created_at' })).toEqual({ field: 'created_at', direction: 'asc' });
    expect(sortOf(divisions, { order: 'desc' })).toEqual({ field: 'title_en', direction: 'desc' });
  });
  it('falls back to the default sort for anything else', () => {
    const fallback = { field: 'title_en', direction: 'asc' };
    expect(sortOf(divisions, { order_by: 'bbs_code', order: 'desc' })).toEqual(fallback); // not sortable
    expect(sortOf(divisions, { order_by: 'deleted_at' })).toEqual(fallback);
    expect(sortOf(divisions, { order_by: 'title_en; drop table divisions' })).toEqual(fallback);
    expect(sortOf(divisions, { order_by: ['title'] })).toEqual(fallback);
    expect(sortOf(divisions, { order_by: 'title', order: 'sideways' })).toEqual({
      field: 'title',
      direction: 'asc',
    });
  });
});

describe('filter values', () => {
  it('reads each kind as the list sends it', () => {
    expect(parseFilterValue(fieldOf(organizationTypes, 'is_government'), 'true')).toEqual({
      ok: true,
      value: true,
    });
    expect(parseFilterValue(fieldOf(organizationTypes, 'is_government'), '0')).toEqual({
      ok: true,
      value: false,
    });
    expect(parseFilterValue(fieldOf(skills, 'skill_type'), '২')).toEqual({ ok: true, value: 2 });
    expect(parseFilterValue(fieldOf(permissions, 'method'), 'POST')).toEqual({ ok: true, value: 'POST' });
    expect(parseFilterValue(fieldOf(districts, 'division_id'), '3')).toEqual({ ok: true, value: 3 });
  });
  it('names what is wrong with a value it cannot read', () => {
    expect(parseFilterValue(fieldOf(organizationTypes, 'is_government'), 'yes')).toEqual({
      ok: false,
      message: 'validation.one_of',
    });
    expect(parseFilterValue(fieldOf(skills, 'skill_type'), '9')).toEqual({
      ok: false,
      message: 'validation.one_of',
    });
    expect(parseFilterValue(fieldOf(permissions, 'method'), 'TRACE')).toEqual({
      ok: false,
      message: 'validation.one_of',
    });
    expect(parseFilterValue(fieldOf(districts, 'division_id'), '-1')).toEqual({
      ok: false,
      message: 'validation.integer',
    });
    expect(parseFilterValue(fieldOf(districts, 'division_id'), '1 or 1=1')).toEqual({
      ok: false,
      message: 'validation.integer',
    });
    expect(parseFilterValue(fieldOf(districts, 'division_id'), ['1', '2'])).toEqual({
      ok: false,
      message: 'validation.format',
    });
  });
});

describe('list SQL', () => {
  it('binds every value and takes identifiers only from the definition', () => {
    const sql = buildListSql(
      districts,
      { search: "o'brien%", division_id: '3', 'title; drop table x': '1', order_by: 'title' },
      'admin',
    );
    expect(sql.where).toBe(
      `t.deleted_at is null and (t."title" ilike $1 escape '\\' or t."title_en" ilike $1 escape '\\' or t."bbs_code" ilike $1 escape '\\') and t."division_id" = $2`,
    );
    expect(sql.params.values).toEqual(["%o'brien\\%%", 3]);
    expect(sql.orderBy).toBe('t."title" asc nulls last, t.id asc');
  });
  it('shows only the trash to admins who ask, and only active, live records to lookups', () => {
    expect(buildListSql(skills, { trashed: 'only' }, 'admin').where).toBe('t.deleted_at is not null');
    expect(buildListSql(skills, { trashed: 'only', row_status: '0' }, 'lookup').where).toBe(
      't.deleted_at is null and t.row_status = 1',
    );
    expect(buildListSql(skills, { query: 'web' }, 'lookup').params.values).toEqual(['%web%']);
  });
  it('answers unreadable filter values with a 422 naming each field', () => {
    const error = thrown(() => buildListSql(districts, { division_id: 'abc', row_status: '7' }, 'admin'));
    expect(error.statusCode).toBe(422);
    expect(error.fieldErrors).toEqual({
      division_id: ['validation.integer'],
      row_status: ['validation.one_of'],
    });
  });
});
