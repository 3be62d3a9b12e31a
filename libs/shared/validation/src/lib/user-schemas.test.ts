import { describe, expect, it } from 'vitest';
import {
  messageChannelsSchema,
  permissionIdsSchema,
  userCreateSchema,
  userListQuerySchema,
  userRoleSchema,
  userUpdateSchema,
  vendorRejectSchema,
} from './user-schemas';
import { validateBody } from './validate';

const user = {
  username: 'karim.hr',
  full_name: 'করিম হোসেন',
  full_name_en: 'Karim Hossain',
  email: 'karim@example.com',
  mobile: '01712345678',
  user_type_code: 4,
  password: 'Secret123',
};

const errorsOf = async (schema: Parameters<typeof validateBody>[0], body: unknown) => {
  const result = await validateBody(schema, body);
  return result.ok ? {} : result.errors;
};

describe('userCreateSchema', () => {
  it.each([
    ['valid', user, {}],
    ['valid with a role, Bengali digits in the mobile', { ...user, mobile: '০১৭১২৩৪৫৬৭৮', role_id: '3' }, {}],
    [
      'everything missing',
      {},
      {
        username: ['validation.required'],
        full_name: ['validation.required'],
        email: ['validation.required'],
        mobile: ['validation.required'],
        user_type_code: ['validation.required'],
        password: ['validation.required'],
      },
    ],
    [
      'weak password, odd username, short mobile',
      { ...user, password: 'password', username: 'a b', mobile: '0171' },
      {
        password: ['validation.password'],
        username: ['validation.format'],
        mobile: ['{"id":"validation.mobile_digits","values":{"digits":11}}'],
      },
    ],
    [
      'unknown user type and a negative role',
      { ...user, user_type_code: 9, role_id: -1 },
      {
        user_type_code: ['validation.one_of'],
        role_id: ['validation.one_of'],
      },
    ],
    [
      'short username',
      { ...user, username: 'ab' },
      { username: ['{"id":"validation.min_length","values":{"min":3}}'] },
    ],
  ])('%s', async (_label, body, errors) => {
    expect(await errorsOf(userCreateSchema, body)).toEqual(errors);
  });

  it('normalises the mobile and reads an empty role as none', async () => {
    const result = await validateBody(userCreateSchema, { ...user, mobile: '+880 1712-345678', role_id: '' });
    expect(result).toMatchObject({ ok: true, value: { mobile: '01712345678', role_id: null } });
  });
});

describe('userUpdateSchema', () => {
  it('never carries the password, username or role', async () => {
    const result = await validateBody(userUpdateSchema, { ...user, role_id: 1, password_hash: 'x' });
    expect(result.ok).toBe(true);
    if (result.ok)
      expect(Object.keys(result.value).sort()).toEqual([
        'email',
        'full_name',
        'full_name_en',
        'mobile',
        'user_type_code',
      ]);
  });

  it('tells a tenant left out (unchanged) from one cleared (null or empty)', async () => {
    const set = await validateBody(userUpdateSchema, { ...user, organization_id: '4', institute_id: 2 });
    expect(set).toMatchObject({ ok: true, value: { organization_id: 4, institute_id: 2 } });
    const cleared = await validateBody(userUpdateSchema, {
      ...user,
      organization_id: null,
      institute_id: '',
    });
    expect(cleared).toMatchObject({ ok: true, value: { organization_id: null, institute_id: null } });
    const absent = await validateBody(userUpdateSchema, user);
    expect(absent.ok && 'organization_id' in absent.value).toBe(false);
    expect(await errorsOf(userUpdateSchema, { ...user, organization_id: 0 })).toEqual({
      organization_id: ['validation.one_of'],
    });
  });
});

describe('assignment schemas', () => {
  it('needs a role id', async () => {
    expect(await errorsOf(userRoleSchema, {})).toEqual({ role_id: ['validation.required'] });
    expect(await errorsOf(userRoleSchema, { role_id: 2 })).toEqual({});
  });
  it('takes a list of permission ids, possibly empty', async () => {
    expect(await errorsOf(permissionIdsSchema, { permission_ids: [] })).toEqual({});
    expect(await errorsOf(permissionIdsSchema, { permission_ids: [1, 2] })).toEqual({});
    expect(await errorsOf(permissionIdsSchema, {})).toEqual({ permission_ids: ['validation.required'] });
    expect(await errorsOf(permissionIdsSchema, { permission_ids: ['x'] })).toEqual({
      'permission_ids[0]': ['validation.number'],
    });
  });
  it('needs at least one known channel', async () => {
    expect(await errorsOf(messageChannelsSchema, { channels: ['email', 'in_app'] })).toEqual({});
    expect(await errorsOf(messageChannelsSchema, { channels: [] })).toEqual({
      channels: ['validation.channel_required'],
    });
    expect(await errorsOf(messageChannelsSchema, { channels: ['fax'] })).toEqual({
      'channels[0]': ['validation.one_of'],
    });
  });
  it('needs a rejection reason', async () => {
    expect(await errorsOf(vendorRejectSchema, { reason: '  ' })).toEqual({ reason: ['validation.required'] });
    expect(await errorsOf(vendorRejectSchema, { reason: 'Trade licence missing' })).toEqual({});
  });
});

describe('userListQuerySchema', () => {
  it('reads query strings and refuses unknown filter values', async () => {
    const ok = await validateBody(userListQuerySchema, {
      page: '2',
      user_type_code: '4',
      row_status: '0',
      vendor_status: 'pending',
      search: ' karim ',
    });
    expect(ok).toEqual({
      ok: true,
      value: { page: 2, user_type_code: 4, row_status: 0, vendor_status: 'pending', search: 'karim' },
    });
    expect(
      await errorsOf(userListQuerySchema, { user_type_code: '8', row_status: '5', vendor_status: 'maybe' }),
    ).toEqual({
      user_type_code: ['validation.one_of'],
      row_status: ['validation.row_status'],
      vendor_status: ['validation.one_of'],
    });
  });
});
