import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIF, PDF, PNG } from '../files/test-files';
import { apiCaller, fakeIdentity, fileUploader, startGateway, type TestGateway } from '../../test/harness';

/*
 * My locker (ADR 0085): `youth` (Rahim) keeps uploads as documents and shares them by expiring links; `youth2`
 * (Sumaiya) is the other youth who must never read, change or delete them.
 */

let gw: TestGateway;
const call = apiCaller(() => gw);
const upload = fileUploader(() => gw, 'visibility=private', 'youth');
const fileIdOf = (path: string) => path.split('/').pop() ?? '';

async function newDocument(title = 'জাতীয় পরিচয়পত্র', category = 'nid', content = PDF, name = 'nid.pdf') {
  const up = await upload(name, content);
  expect(up.code).toBe(201);
  const r = await call('POST', '/protected/locker/documents', 'youth', {
    file_id: fileIdOf(up.path),
    title,
    category,
  });
  expect(r.code, JSON.stringify(r.body)).toBe(201);
  return r.body.data as { id: number; file: { id: string; path: string }; shares: unknown[] };
}

const share = (id: number, days: unknown, who = 'youth') =>
  call('POST', `/protected/locker/documents/${id}/shares`, who, { lifetime_days: days });
const open = (url: string) => gw.app.inject({ method: 'GET', url: new URL(url).pathname }); // no api-key, no token: a stranger's browser

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
});
afterAll(async () => gw?.close());

describe('locker documents', () => {
  it('keeps an upload under a title and a category, lists it, renames it and deletes it with its file', async () => {
    const doc = await newDocument('  Transcript 2024 ', 'transcript');
    expect(doc).toMatchObject({ title: 'Transcript 2024', category: 'transcript', shares: [] });
    expect(doc.file).toMatchObject({ mime_type: 'application/pdf', path: `/protected/files/${doc.file.id}` });

    const list = await call('GET', '/protected/locker/documents', 'youth');
    expect(list.code).toBe(200);
    expect(list.body.data.map((d: { id: number }) => d.id)).toContain(doc.id);

    const renamed = await call('PUT', `/protected/locker/documents/${doc.id}`, 'youth', {
      title: 'HSC transcript',
      category: 'certificate',
    });
    expect(renamed.code).toBe(200);
    expect(renamed.body.data).toMatchObject({ title: 'HSC transcript', category: 'certificate' });

    expect((await call('DELETE', `/protected/locker/documents/${doc.id}`, 'youth')).code).toBe(200);
    const after = await call('GET', '/protected/locker/documents', 'youth');
    expect(after.body.data.map((d: { id: number }) => d.id)).not.toContain(doc.id);
    // the file went with it
    expect((await call('GET', doc.file.path, 'youth')).code).toBe(404);
  });

  it('takes PDF, JPEG and PNG only, the caller’s own private uploads, each file once', async () => {
    const gif = await upload('a.gif', GIF);
    const r = await call('POST', '/protected/locker/documents', 'youth', {
      file_id: fileIdOf(gif.path),
      title: 'A GIF',
      category: 'other',
    });
    expect(r.code).toBe(422);
    expect(r.body.errors).toEqual({ file_id: ['locker.errors.file_type'] });

    const theirs = await fileUploader(() => gw, 'visibility=private', 'youth2')('x.png', PNG);
    const stolen = await call('POST', '/protected/locker/documents', 'youth', {
      file_id: fileIdOf(theirs.path),
      title: 'Not mine',
      category: 'other',
    });
    expect(stolen.code).toBe(422);
    expect(stolen.body.errors).toEqual({ file_id: ['locker.errors.file_not_yours'] });

    const pub = await upload('p.png', PNG, 'visibility=public');
    const publicOne = await call('POST', '/protected/locker/documents', 'youth', {
      file_id: fileIdOf(pub.path),
      title: 'Public',
      category: 'other',
    });
    expect(publicOne.body.errors).toEqual({ file_id: ['locker.errors.file_not_private'] });

    const doc = await newDocument('Photo', 'other', PNG, 'photo.png');
    const twice = await call('POST', '/protected/locker/documents', 'youth', {
      file_id: doc.file.id,
      title: 'Again',
      category: 'other',
    });
    expect(twice.code).toBe(422);
    expect(twice.body.errors).toEqual({ file_id: ['locker.errors.file_in_use'] });
  });

  it('answers bad input with the 422 envelope and the field message ids, never 5xx', async () => {
    const cases: [unknown, Record<string, unknown>][] = [
      [{}, { file_id: expect.any(Array), title: expect.any(Array), category: expect.any(Array) }],
      [
        { file_id: 'not-a-uuid', title: 'x', category: 'nid' },
        { file_id: [expect.stringMatching(/^validation\./)] },
      ],
      [{ file_id: 12, title: 'x'.repeat(201), category: 'passport' }, { title: expect.any(Array) }],
      [{ file_id: ['a'], title: { a: 1 }, category: ['nid'] }, { category: expect.any(Array) }],
    ];
    for (const [body, errors] of cases) {
      const r = await call('POST', '/protected/locker/documents', 'youth', body);
      expect(r.code, JSON.stringify(body)).toBe(422);
      expect(r.body.status).toMatchObject({ success: false, code: 422, message: 'errors.validation' });
      expect(r.body.errors).toMatchObject(errors);
    }
    const doc = await newDocument();
    for (const days of [0, 2, 31, 'seven', null, [1]]) {
      const r = await share(doc.id, days);
      expect(r.code, String(days)).toBe(422);
      expect(r.body.errors.lifetime_days).toBeDefined();
    }
  });

  it('never lets another youth read, rename, share or delete a document (404), nor staff use the locker (403)', async () => {
    const doc = await newDocument();
    const mine = await share(doc.id, 7);
    expect((await call('GET', '/protected/locker/documents', 'youth2')).body.data).toEqual([]);
    expect(
      (await call('PUT', `/protected/locker/documents/${doc.id}`, 'youth2', { title: 'x', category: 'nid' }))
        .code,
    ).toBe(404);
    expect((await share(doc.id, 7, 'youth2')).code).toBe(404);
    expect((await call('DELETE', `/protected/locker/shares/${mine.body.data.id}`, 'youth2')).code).toBe(404);
    expect((await call('DELETE', `/protected/locker/documents/${doc.id}`, 'youth2')).code).toBe(404);
    expect((await call('GET', doc.file.path, 'youth2')).code).toBe(404);
    expect((await call('GET', '/protected/locker/documents', 'recruiter')).code).toBe(403);
    // still there for its owner, the link still live
    expect((await open(mine.body.data.url)).statusCode).toBe(200);
  });
});

describe('share links', () => {
  it('serve the file to anyone while they live; revoked → 404 with the envelope', async () => {
    const doc = await newDocument('NID', 'nid', PDF, 'nid.pdf');
    const r = await share(doc.id, 1);
    expect(r.code).toBe(201);
    const link = r.body.data as { id: number; url: string; expires_at: string };
    const lifetime = Date.parse(link.expires_at) - Date.now();
    expect(lifetime).toBeGreaterThan(23.9 * 3600_000);
    expect(lifetime).toBeLessThanOrEqual(24 * 3600_000);

    const res = await open(link.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.rawPayload.equals(PDF)).toBe(true);

    const listed = await call('GET', '/protected/locker/documents', 'youth');
    const found = listed.body.data.find((d: { id: number }) => d.id === doc.id);
    expect(found.shares).toEqual([
      { id: link.id, expires_at: link.expires_at, created_at: expect.any(String) },
    ]);

    expect((await call('DELETE', `/protected/locker/shares/${link.id}`, 'youth')).code).toBe(200);
    const gone = await open(link.url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ status: { success: false, code: 404, message: 'errors.not_found' } });
    // a second revoke finds nothing live
    expect((await call('DELETE', `/protected/locker/shares/${link.id}`, 'youth')).code).toBe(404);
  });

  it('stop working when they expire and when the document is deleted', async () => {
    const doc = await newDocument();
    const week = (await share(doc.id, 7)).body.data as { id: number; url: string; expires_at: string };
    expect(Math.round((Date.parse(week.expires_at) - Date.now()) / 86_400_000)).toBe(7);
    const month = (await share(doc.id, 30)).body.data as { url: string; expires_at: string };
    expect(Math.round((Date.parse(month.expires_at) - Date.now()) / 86_400_000)).toBe(30);

    await gw.db.query(
      `update locker_shares set created_at = now() - interval '8 days', expires_at = now() - interval '1 second' where id = $1`,
      [week.id],
    );
    expect((await open(week.url)).statusCode).toBe(404);
    // an expired link is no longer listed, nor revocable
    const listed = await call('GET', '/protected/locker/documents', 'youth');
    const found = listed.body.data.find((d: { id: number }) => d.id === doc.id);
    expect(found.shares.map((s: { id: number }) => s.id)).not.toContain(week.id);

    expect((await open(month.url)).statusCode).toBe(200);
    await call('DELETE', `/protected/locker/documents/${doc.id}`, 'youth');
    expect((await open(month.url)).statusCode).toBe(404);
  });

  it('are unguessable: 256 random bits, only their sha-256 stored, a wrong or malformed token 404', async () => {
    const doc = await newDocument();
    const links = await Promise.all([1, 2, 3].map(() => share(doc.id, 30)));
    const tokens = links.map((l) => new URL(l.body.data.url as string).pathname.split('/').pop() ?? '');
    expect(new Set(tokens).size).toBe(3);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    const stored = await gw.db.query<{ token_hash: string }>(
      'select token_hash from locker_shares where document_id = $1',
      [doc.id],
    );
    const hashes = stored.rows.map((r) => r.token_hash);
    for (const token of tokens) {
      expect(hashes).toContain(createHash('sha256').update(token).digest('hex'));
      expect(hashes).not.toContain(token);
    }
    const dump = JSON.stringify((await gw.db.query('select * from locker_shares')).rows);
    for (const token of tokens) expect(dump).not.toContain(token);

    const [first] = tokens;
    const flipped = `${first?.slice(0, -1)}${first?.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [flipped, 'abc', `${first}x`, 'x'.repeat(60)]) {
      const res = await gw.app.inject({ method: 'GET', url: `/shared-documents/${bad}` });
      expect(res.statusCode, bad).toBe(404);
      expect(res.json().status.message).toBe('errors.not_found');
    }
  });
});
