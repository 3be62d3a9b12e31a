import { describe, expect, it } from 'vitest';
import { buildPath } from './endpoint';
import { endpoints } from './endpoints';
import { APPLICATION_STATUS, PIPELINE_STAGE, USER_TYPE, userTypeFlags } from './enums';

describe('buildPath', () => {
  it('fills and encodes path parameters', () => {
    expect(buildPath('/public/static-contents/:type', { type: 'about_us' })).toBe(
      '/public/static-contents/about_us',
    );
    expect(buildPath('/x/:id/y', { id: 'a b/c' })).toBe('/x/a%20b%2Fc/y');
  });
  it('refuses a missing parameter', () => {
    expect(() => buildPath('/x/:id', {})).toThrow('missing path parameter id');
  });
});

describe('userTypeFlags', () => {
  it.each([
    [USER_TYPE.SYSTEM, 'isSystemUser'],
    [USER_TYPE.CONTENT_PROVIDER, 'isContentProviderUser'],
    [USER_TYPE.RECRUITER, 'isRecruiterUser'],
    [USER_TYPE.YOUTH, 'isYouthUser'],
    [7, 'isYouthUser'],
    [null, 'isYouthUser'],
  ] as const)('code %s sets only %s', (code, flag) => {
    const flags = userTypeFlags(code);
    expect(
      Object.entries(flags)
        .filter(([, v]) => v)
        .map(([k]) => k),
    ).toEqual([flag]);
  });
});

describe('endpoints', () => {
  it('every private endpoint declares a permission key and every path sits in its area', () => {
    for (const [name, ep] of Object.entries(endpoints)) {
      if (ep.area === 'private') expect(ep.permission, name).toMatch(/^[a-z_]+$/);
      if (ep.area !== 'system') expect(ep.path.startsWith(`/${ep.area}/`), name).toBe(true);
    }
  });
  it('method and path pairs are unique', () => {
    const pairs = Object.values(endpoints).map((e) => `${e.method} ${e.path}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });
});

describe('status codes of spec §4', () => {
  it('keeps the application status and pipeline codes', () => {
    expect(Object.values(APPLICATION_STATUS)).toEqual([
      0, 11, 21, 22, 23, 24, 31, 32, 33, 34, 35, 36, 41, 42, 43, 44, 51, 91, 92, 99,
    ]);
    expect(Object.values(PIPELINE_STAGE)).toEqual([0, 1, 2, 3, 4, 5, 9]);
  });
});
