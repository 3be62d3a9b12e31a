import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, fakeIdentity, startGateway, type TestGateway, uploadedPath } from '../../test/harness';
import { PDF } from '../files/test-files';

/*
 * The resource engine's file and image fields (issue 18, ADR 0123): a new path must name a live upload the storage
 * port holds — the writer's own or one of its tenant's users' (a platform administrator: anyone's) —, public where
 * the field is shown publicly, of a type the field takes; else 422 with the field's message id. A path that did not
 * change is left alone, so an old record stays editable.
 */

let gw: TestGateway;
const call = apiCaller(() => gw);
const UNKNOWN = '/files/6f1c2a8e-4b1d-4c55-9a7e-2d6f1b9c0e11';

const slider = (image: unknown) => ({
  title: 'ফাইল যাচাই',
  title_en: 'File check',
  image,
  display_order: 1,
  row_status: 1,
});
const trainer = (photo: unknown) => ({
  trainer_name: 'ছবি যাচাই',
  trainer_name_en: 'Photo check',
  mobile: '01711000111',
  photo,
});

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
});
afterAll(async () => gw?.close());

describe('a file or image field', () => {
  it('takes a real upload of the writer', async () => {
    const r = await call('POST', '/private/sliders', 'admin', slider(await uploadedPath(gw)));
    expect(r.code, JSON.stringify(r.body)).toBe(201);
  });

  it('refuses a path the storage port does not hold (422 validation.file_not_uploaded), never a 5xx', async () => {
    for (const image of [
      UNKNOWN,
      UNKNOWN.replace('/files/', '/protected/files/'),
      '/files/not-a-uuid',
      'https://evil.example/a.png',
      'javascript:alert(1)',
    ]) {
      const r = await call('POST', '/private/sliders', 'admin', slider(image));
      expect(r.code, image).toBe(422);
      expect(r.body.errors.image, image).toEqual(['validation.file_not_uploaded']);
    }
  });

  it('refuses a deleted upload, a private one where the field is public, and a wrong type', async () => {
    const deleted = await uploadedPath(gw);
    await call('DELETE', deleted.replace('/files/', '/protected/files/'), 'admin');
    const gone = await call('POST', '/private/sliders', 'admin', slider(deleted));
    expect(gone.body.errors.image).toEqual(['validation.file_not_uploaded']);

    const hidden = await uploadedPath(gw, 'admin', { query: 'visibility=private' });
    const asPublic = await call('POST', '/private/sliders', 'admin', slider(hidden));
    expect(asPublic.body.errors.image).toEqual(['validation.file_not_uploaded']);
    // the path must be the one the upload answered: a public file named by a private path is not it
    const visible = await uploadedPath(gw);
    const renamed = await call(
      'POST',
      '/private/sliders',
      'admin',
      slider(visible.replace('/files/', '/protected/files/')),
    );
    expect(renamed.body.errors.image).toEqual(['validation.file_not_uploaded']);

    const pdf = await uploadedPath(gw, 'admin', { filename: 'notice.pdf', content: PDF });
    const wrongType = await call('POST', '/private/sliders', 'admin', slider(pdf));
    expect(wrongType.code).toBe(422);
    expect(wrongType.body.errors.image).toEqual(['validation.file_type']);
  });

  it('keeps a path that did not change on update; a changed one is checked', async () => {
    const image = await uploadedPath(gw);
    const created = await call('POST', '/private/sliders', 'admin', slider(image));
    const id = created.body.data.id as number;
    // the file goes away: the record still saves while its path stays as it was
    await call('DELETE', image.replace('/files/', '/protected/files/'), 'admin');
    const kept = await call('PUT', `/private/sliders/${id}`, 'admin', { display_order: 2 });
    expect(kept.code, JSON.stringify(kept.body)).toBe(200);
    const changed = await call('PUT', `/private/sliders/${id}`, 'admin', { image: UNKNOWN });
    expect(changed.code).toBe(422);
    expect(changed.body.errors.image).toEqual(['validation.file_not_uploaded']);
  });
});

describe('whose uploads a tenant’s writer may name', () => {
  it('an institute admin: its own and its institute’s users’, never another tenant’s', async () => {
    const own = await call(
      'POST',
      '/private/trainers',
      'instituteadmin',
      trainer(await uploadedPath(gw, 'instituteadmin')),
    );
    expect(own.code, JSON.stringify(own.body)).toBe(201);
    const colleague = await call(
      'POST',
      '/private/trainers',
      'instituteadmin',
      trainer(await uploadedPath(gw, 'trainer')),
    );
    expect(colleague.code, JSON.stringify(colleague.body)).toBe(201);
    for (const stranger of ['recruiter', 'youth']) {
      const r = await call(
        'POST',
        '/private/trainers',
        'instituteadmin',
        trainer(await uploadedPath(gw, stranger)),
      );
      expect(r.code, stranger).toBe(422);
      expect(r.body.errors.photo, stranger).toEqual(['validation.file_not_uploaded']);
    }
  });

  it('a platform administrator: anyone’s upload', async () => {
    const r = await call('POST', '/private/sliders', 'admin', slider(await uploadedPath(gw, 'recruiter')));
    expect(r.code, JSON.stringify(r.body)).toBe(201);
  });
});
