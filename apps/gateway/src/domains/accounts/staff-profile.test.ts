import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF, PNG } from '../files/test-files';
import { apiCaller, fakeIdentity, fileUploader, startGateway, type TestGateway } from '../../test/harness';

/* A staff user's own profile (issue 17 item 9): PUT /protected/auth/profile and /protected/auth/profile/photo. */

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
});
afterAll(async () => gw?.close());

const api = apiCaller(() => gw);
const idOf = (path: string) => path.split('/').pop() as string;

describe('PUT /protected/auth/profile', () => {
  it('saves the names and designation of the signed-in staff user, and the profile reads them back', async () => {
    const r = await api('PUT', '/protected/auth/profile', 'trainer', {
      full_name: 'নতুন নাম',
      full_name_en: 'New Name',
      designation: 'Senior trainer',
    });
    expect(r.code).toBe(200);
    expect(r.body.data).toMatchObject({
      full_name: 'নতুন নাম',
      full_name_en: 'New Name',
      designation: 'Senior trainer',
    });
    expect((await api('GET', '/protected/auth/profile', 'trainer')).body.data.designation).toBe(
      'Senior trainer',
    );
  });

  it('empties optional fields to null and changes nobody else', async () => {
    const before = (await api('GET', '/protected/auth/profile', 'admin')).body.data;
    const r = await api('PUT', '/protected/auth/profile', 'provider', {
      full_name: 'Provider',
      designation: '',
    });
    expect(r.code).toBe(200);
    expect(r.body.data).toMatchObject({ full_name_en: null, designation: null });
    expect((await api('GET', '/protected/auth/profile', 'admin')).body.data).toEqual(before);
  });

  it('refuses a missing or too long name with the spec messages in the envelope', async () => {
    const missing = await api('PUT', '/protected/auth/profile', 'admin', { full_name: '' });
    expect(missing.code).toBe(422);
    expect(missing.body.errors.full_name).toEqual(['validation.required']);
    const long = await api('PUT', '/protected/auth/profile', 'admin', { full_name: 'x'.repeat(301) });
    expect(long.code).toBe(422);
    expect(JSON.parse(long.body.errors.full_name[0])).toEqual({
      id: 'validation.max_length',
      values: { max: 300 },
    });
    // not an object at all: the envelope's 400, 415 (a text body) or 422, never a 5xx, and nothing saved
    for (const bad of [null, [], 'text', { full_name: { a: 1 } }]) {
      const r = await api('PUT', '/protected/auth/profile', 'admin', bad);
      expect([400, 415, 422]).toContain(r.code);
      expect(r.body.status.success).toBe(false);
    }
    expect((await api('GET', '/protected/auth/profile', 'admin')).body.data.full_name).not.toBe('');
  });

  it('answers 401 without a sign-in and 403 to a youth (who edits the youth profile instead)', async () => {
    expect((await api('PUT', '/protected/auth/profile', undefined, { full_name: 'X' })).code).toBe(401);
    const youth = await api('PUT', '/protected/auth/profile', 'youth', { full_name: 'X' });
    expect(youth.code).toBe(403);
    expect((await api('GET', '/protected/auth/profile', 'youth')).body.data.full_name).not.toBe('X');
  });
});

describe('PUT /protected/auth/profile/photo', () => {
  const upload = fileUploader(() => gw, 'visibility=public', 'recruiter');

  it('sets and removes a public PNG of the user’s own', async () => {
    const png = await upload('me.png', PNG);
    expect(png.code).toBe(201);
    const set = await api('PUT', '/protected/auth/profile/photo', 'recruiter', { file_id: idOf(png.path) });
    expect(set.code).toBe(200);
    expect(set.body.data.photo_file_id).toBe(idOf(png.path));
    const removed = await api('PUT', '/protected/auth/profile/photo', 'recruiter', { file_id: null });
    expect(removed.body.data.photo_file_id).toBeNull();
  });

  it('refuses another user’s file, a PDF, a private image and a body without the key', async () => {
    const mine = await upload('me.png', PNG);
    const other = await api('PUT', '/protected/auth/profile/photo', 'admin', { file_id: idOf(mine.path) });
    expect(other.code).toBe(422);
    expect(other.body.errors.file_id).toEqual(['profile.errors.file_not_yours']);
    const pdf = await upload('cv.pdf', PDF, 'visibility=public');
    expect(pdf.code).toBe(201);
    const notImage = await api('PUT', '/protected/auth/profile/photo', 'recruiter', {
      file_id: idOf(pdf.path),
    });
    expect(notImage.body.errors.file_id).toEqual(['cv.errors.photo_type']);
    const hidden = await upload('me.png', PNG, 'visibility=private');
    const priv = await api('PUT', '/protected/auth/profile/photo', 'recruiter', {
      file_id: idOf(hidden.path),
    });
    expect(priv.body.errors.file_id).toEqual(['cv.errors.photo_not_public']);
    const none = await api('PUT', '/protected/auth/profile/photo', 'recruiter', {});
    expect(none.code).toBe(422);
    expect(none.body.errors.file_id).toEqual(['validation.required']);
    const junk = await api('PUT', '/protected/auth/profile/photo', 'recruiter', { file_id: 'not-a-uuid' });
    expect(junk.code).toBe(422);
  });

  it('answers 403 to a youth', async () => {
    expect((await api('PUT', '/protected/auth/profile/photo', 'youth', { file_id: null })).code).toBe(403);
  });
});
