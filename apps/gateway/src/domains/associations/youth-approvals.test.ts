import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@platform/i18n/catalogue';
import { apiCaller, fakeIdentity, headers, startGateway, type TestGateway } from '../../test/harness';
import { readPdfText } from '../../test/pdf-text';

/*
 * An association's approval of youth and their CVs through the API (spec §6, ADR 0104): a youth asks an association,
 * its admin reads the CV and approves or rejects with a reason, the youth is told through the outbox and, once
 * approved, the public profile carries the association's badge. Permissions (403), another association's request
 * (404), the state machine (409 with its message id), bad input as the 422 envelope (never a 5xx).
 */

let gw: TestGateway;
const call = apiCaller(() => gw);
const one = async (sql: string, params: unknown[] = []) =>
  Number((await gw.db.query<{ id: number }>(sql, params)).rows[0]?.id);
const ids = (errors: Record<string, string[]>) =>
  Object.fromEntries(
    Object.entries(errors).map(([k, v]) => [k, v.map((m) => (m.startsWith('{') ? JSON.parse(m).id : m))]),
  );

const MINE = '/protected/association-approvals';
const QUEUE = '/private/association-youth';
let basis = 0;
let other = 0;

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  basis = await one(`select industry_association_id as id from users where username = 'association'`);
  other = await one(
    `insert into industry_associations (title, title_en) values ('অন্য চেম্বার', 'Other Chamber') returning id`,
  );
  await gw.db.query(
    `insert into users (username, password_hash, full_name, user_type_code, role_id, industry_association_id)
     values ('chamber', 'x', 'চেম্বার', 1, (select id from roles where key = 'industry_association_admin'), $1),
            ('approval_youth', 'x', 'অনুমোদন যুব', 3, null, null)`,
    [other],
  );
  await gw.db.query(`update users set full_name_en = 'Approval Youth' where username = 'approval_youth'`);
});
afterAll(async () => gw?.close());

const requestOf = async (username: string) => {
  const list = await call('GET', QUEUE, username);
  return list.body.data as { id: number; youth_name_en: string; public_id: string; status: string }[];
};

describe('a youth asks an association for its approval', () => {
  let request = 0;

  it('lists every association with no request at first', async () => {
    const r = await call('GET', MINE, 'approval_youth');
    expect(r.code).toBe(200);
    expect(r.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ industry_association_id: basis, status: null, applied_at: null }),
        expect.objectContaining({ industry_association_id: other, status: null }),
      ]),
    );
  });

  it('sends a request; a second open one to the same association is 409', async () => {
    const r = await call('POST', MINE, 'approval_youth', { industry_association_id: basis, youth_id: 1 });
    expect(r.code).toBe(201);
    expect(r.body.status.message).toBe('association_approval.success.requested');
    expect(r.body.data).toMatchObject({ industry_association_id: basis, status: 'applied' });
    const again = await call('POST', MINE, 'approval_youth', { industry_association_id: basis });
    expect(again.code).toBe(409);
    expect(again.body.status.message).toBe('associations.errors.youth_already_requested');
    // another association is another request
    expect((await call('POST', MINE, 'approval_youth', { industry_association_id: other })).code).toBe(201);
  });

  it('states the rules as 422 with their ids, never a 5xx', async () => {
    const unknown = await call('POST', MINE, 'approval_youth', { industry_association_id: 999999 });
    expect(unknown.code).toBe(422);
    expect(ids(unknown.body.errors)).toEqual({
      industry_association_id: ['associations.errors.unknown_association'],
    });
    const bad = await call('POST', MINE, 'approval_youth', { industry_association_id: 'x' });
    expect(bad.code).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['industry_association_id']);
    for (const payload of [{}, { industry_association_id: -1 }, { industry_association_id: 1e30 }, [], 'x'])
      expect((await call('POST', MINE, 'approval_youth', payload)).code).toBeLessThan(500);
  });

  it('is for youth only: staff 403, a stranger 401', async () => {
    expect((await call('GET', MINE, 'association')).code).toBe(403);
    expect((await call('POST', MINE, 'admin', { industry_association_id: basis })).code).toBe(403);
    expect((await call('GET', MINE)).code).toBe(401);
  });

  it('shows the request only to the association asked', async () => {
    const mine = await requestOf('association');
    const found = mine.find((x) => x.youth_name_en === 'Approval Youth');
    expect(found).toMatchObject({ status: 'applied' });
    request = found?.id ?? 0;
    const theirs = await requestOf('chamber');
    expect(theirs.map((x) => x.id)).not.toContain(request);
    expect((await call('POST', `${QUEUE}/${request}/approve`, 'chamber')).code).toBe(404);
    expect((await call('POST', `${QUEUE}/${request}/reject`, 'chamber', { reason: 'না' })).code).toBe(404);
    expect((await call('GET', `${QUEUE}/${request}/cv`, 'chamber')).code).toBe(404);
    // the platform administrator sees every association's
    expect((await requestOf('admin')).map((x) => x.id)).toContain(request);
  });

  it('needs the key: a youth or an organisation admin is 403', async () => {
    expect((await call('GET', QUEUE, 'youth')).code).toBe(403);
    expect((await call('GET', QUEUE, 'orgadmin')).code).toBe(403);
    expect((await call('POST', `${QUEUE}/${request}/approve`, 'orgadmin')).code).toBe(403);
  });

  it('lets the association read the CV as the public profile shows it', async () => {
    const r = await call('GET', `${QUEUE}/${request}/cv`, 'association');
    expect(r.code).toBe(200);
    expect(r.body.data).toMatchObject({ full_name: 'অনুমোদন যুব', full_name_en: 'Approval Youth' });
    expect(r.body.data.username).toBeUndefined();
    expect((await call('GET', `${QUEUE}/0/cv`, 'association')).code).toBe(404);
    expect((await call('GET', `${QUEUE}/abc/cv`, 'association')).code).toBe(404);
  });

  it('rejects only with a reason; the youth sees it and is told; then may ask again', async () => {
    const none = await call('POST', `${QUEUE}/${request}/reject`, 'association', { reason: '' });
    expect(none.code).toBe(422);
    expect(ids(none.body.errors)).toEqual({ reason: ['validation.required'] });
    const r = await call('POST', `${QUEUE}/${request}/reject`, 'association', { reason: 'Add your skills' });
    expect(r.code).toBe(200);
    expect(r.body.status.message).toBe('association_youth.success.rejected');
    expect(r.body.data).toMatchObject({ id: request, status: 'rejected' });
    const twice = await call('POST', `${QUEUE}/${request}/approve`, 'association');
    expect(twice.code).toBe(409);
    expect(twice.body.status.message).toBe('associations.errors.not_pending');
    const mine = (await call('GET', MINE, 'approval_youth')).body.data.find(
      (a: { industry_association_id: number }) => a.industry_association_id === basis,
    );
    expect(mine).toMatchObject({ status: 'rejected', rejection_reason: 'Add your skills' });
    const told = await gw.db.query<{ variables: Record<string, string> }>(
      `select variables from notification_logs where event = 'association_youth_rejected'
        and user_id = (select id from users where username = 'approval_youth')`,
    );
    expect(told.rows[0]?.variables).toMatchObject({
      reason: 'Add your skills',
      association: expect.any(String),
    });
    // a rejected youth asks again: the same row, open again
    const again = await call('POST', MINE, 'approval_youth', { industry_association_id: basis });
    expect(again.code).toBe(201);
    expect(again.body.data).toMatchObject({ status: 'applied', rejection_reason: null });
    expect((await requestOf('association')).map((x) => x.id)).toContain(request);
  });

  it('approves once: the public profile carries the badge, the youth is told, a second decision is 409', async () => {
    const before = await call('GET', '/protected/youth-profile', 'approval_youth');
    const publicId = before.body.data.public_id as string;
    expect((await call('GET', `/public/youth/${publicId}`)).body.data.association_badges).toBeUndefined();
    const r = await call('POST', `${QUEUE}/${request}/approve`, 'association');
    expect(r.code).toBe(200);
    expect(r.body.status.message).toBe('association_youth.success.approved');
    expect(r.body.data).toMatchObject({ status: 'approved', public_id: publicId });
    const again = await call('POST', `${QUEUE}/${request}/reject`, 'association', { reason: 'late' });
    expect(again.code).toBe(409);
    expect(again.body.status.message).toBe('associations.errors.not_pending');
    const view = await call('GET', `/public/youth/${publicId}`);
    expect(view.body.data.association_badges).toEqual([
      expect.objectContaining({ id: basis, title_en: expect.stringContaining('BASIS') }),
    ]);
    expect((await call('GET', `/public/youth/${publicId}/cv`)).body.data.association_badges).toHaveLength(1);
    const told = await gw.db.query(
      `select 1 from notification_logs where event = 'association_youth_approved'
        and user_id = (select id from users where username = 'approval_youth')`,
    );
    expect(told.rows.length).toBeGreaterThan(0);
    // an approved youth cannot ask the same association again, and leaves the queue
    const ask = await call('POST', MINE, 'approval_youth', { industry_association_id: basis });
    expect(ask.code).toBe(409);
    expect(ask.body.status.message).toBe('associations.errors.youth_already_requested');
    expect((await requestOf('association')).map((x) => x.id)).not.toContain(request);
  });
});

describe('the CV PDF carries the approval (ADR 0110)', () => {
  // glyph order puts a pre-base vowel sign first: compare a block's letters (NFD, sorted), not their order
  const letters = (text: string) => [...text.normalize('NFD').replace(/\s/g, '')].sort().join('');
  const pdf = async (publicId: string, lang: 'en-US' | 'bn-BD') => {
    const r = await gw.app.inject({
      method: 'GET',
      url: `/public/youth/${publicId}/cv.pdf?lang=${lang}`,
      headers: headers(),
    });
    expect(r.statusCode, r.body.slice(0, 300)).toBe(200);
    return readPdfText(r.rawPayload);
  };
  // the Bengali line ends in "… (বেসিস) কর্তৃক অনুমোদিত"; its last word reads back whole (a reph, as in কর্তৃক, does not)
  const approved = letters(
    translate('bn-BD', 'association_approval.badge', { association: '' }).trim().split(/\s+/).pop() ?? '',
  );
  const hasBengaliLine = (blocks: string[]) =>
    blocks.some((b) => b.split(/\s+/).some((word) => word && letters(word) === approved));
  const ENGLISH = 'Approved by Bangladesh Association of Software and Information Services (BASIS)';

  it('shows the line for an approved request only, not a pending or rejected one, in English and Bengali', async () => {
    await gw.db.query(
      `insert into users (username, password_hash, full_name, full_name_en, user_type_code, role_id)
       values ('pdf_youth', 'x', 'পিডিএফ যুব', 'Pdf Youth', 3, null)`,
    );
    const asked = await call('POST', MINE, 'pdf_youth', { industry_association_id: basis });
    expect(asked.code).toBe(201);
    const publicId = (await call('GET', '/protected/youth-profile', 'pdf_youth')).body.data
      .public_id as string;
    const request = (await requestOf('association')).find((x) => x.youth_name_en === 'Pdf Youth')?.id;
    // pending
    expect((await pdf(publicId, 'en-US')).text).not.toContain('Approved by');
    const reject = await call('POST', `${QUEUE}/${request}/reject`, 'association', { reason: 'More skills' });
    expect(reject.code).toBe(200);
    // rejected
    expect((await pdf(publicId, 'en-US')).text).not.toContain('Approved by');
    expect(hasBengaliLine((await pdf(publicId, 'bn-BD')).blocks)).toBe(false);
    expect((await call('POST', MINE, 'pdf_youth', { industry_association_id: basis })).code).toBe(201);
    expect((await call('POST', `${QUEUE}/${request}/approve`, 'association')).code).toBe(200);
    // approved: the line, in the PDF's language
    const english = await pdf(publicId, 'en-US');
    expect(english.text).toContain(ENGLISH);
    expect(english.text).toContain('Pdf Youth');
    const bengali = await pdf(publicId, 'bn-BD');
    expect(bengali.text).not.toContain('Approved by');
    expect(hasBengaliLine(bengali.blocks)).toBe(true);
  });
});

describe('the association withdraws an approval it gave (ADR 0110)', () => {
  let request = 0;
  let publicId = '';
  const withdraw = (
    who: string | undefined,
    payload: unknown = { reason: 'Fake certificate' },
    id = request,
  ) => call('POST', `${QUEUE}/${id}/withdraw`, who, payload);

  it('lists the approved youth apart from the waiting ones, for the association that approved only', async () => {
    await gw.db.query(
      `insert into users (username, password_hash, full_name, full_name_en, user_type_code, role_id)
       values ('withdrawn_youth', 'x', 'প্রত্যাহার যুব', 'Withdrawn Youth', 3, null)`,
    );
    expect((await call('POST', MINE, 'withdrawn_youth', { industry_association_id: basis })).code).toBe(201);
    publicId = (await call('GET', '/protected/youth-profile', 'withdrawn_youth')).body.data.public_id;
    request = (await requestOf('association')).find((x) => x.youth_name_en === 'Withdrawn Youth')?.id ?? 0;
    // an open request is not approved: nothing to withdraw
    const early = await withdraw('association');
    expect(early.code).toBe(409);
    expect(early.body.status.message).toBe('associations.errors.not_approved');
    expect((await call('POST', `${QUEUE}/${request}/approve`, 'association')).code).toBe(200);
    const approved = await call('GET', `${QUEUE}?status=approved`, 'association');
    expect(approved.code).toBe(200);
    expect(approved.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: request, status: 'approved', reviewed_at: expect.any(String) }),
      ]),
    );
    expect((await requestOf('association')).map((x) => x.id)).not.toContain(request);
    const theirs = await call('GET', `${QUEUE}?status=approved`, 'chamber');
    expect(theirs.body.data.map((x: { id: number }) => x.id)).not.toContain(request);
    const bad = await call('GET', `${QUEUE}?status=rejected`, 'association');
    expect(bad.code).toBe(422);
    expect(ids(bad.body.errors)).toEqual({ status: ['validation.one_of'] });
  });

  it('is the approving association’s move only: another association 404, without the key 403, a stranger 401', async () => {
    expect((await withdraw('chamber')).code).toBe(404);
    expect((await withdraw('orgadmin')).code).toBe(403);
    expect((await withdraw('withdrawn_youth')).code).toBe(403);
    expect((await withdraw(undefined)).code).toBe(401);
    expect((await withdraw('association', { reason: 'x' }, 0)).code).toBe(404);
  });

  it('needs a reason: bad input is the 422 envelope, never a 5xx', async () => {
    const none = await withdraw('association', { reason: '  ' });
    expect(none.code).toBe(422);
    expect(ids(none.body.errors)).toEqual({ reason: ['validation.required'] });
    const long = await withdraw('association', { reason: 'x'.repeat(2001) });
    expect(long.code).toBe(422);
    expect(Object.keys(long.body.errors)).toEqual(['reason']);
    for (const payload of [{}, [], 'x', { reason: null }, { reason: ['a'] }])
      expect((await withdraw('association', payload)).code).toBeLessThan(500);
    // nothing changed
    expect((await call('GET', `/public/youth/${publicId}`)).body.data.association_badges).toHaveLength(1);
  });

  it('withdraws: the badge leaves the profile and the PDF, the youth is told why, and may ask again', async () => {
    const r = await withdraw('association');
    expect(r.code).toBe(200);
    expect(r.body.status.message).toBe('association_youth.success.withdrawn');
    expect(r.body.data).toMatchObject({ id: request, status: 'withdrawn' });
    const again = await withdraw('association');
    expect(again.code).toBe(409);
    expect(again.body.status.message).toBe('associations.errors.not_approved');
    expect((await call('GET', `/public/youth/${publicId}`)).body.data.association_badges).toBeUndefined();
    const pdf = await gw.app.inject({
      method: 'GET',
      url: `/public/youth/${publicId}/cv.pdf`,
      headers: headers(),
    });
    expect(readPdfText(pdf.rawPayload).text).not.toContain('Approved by');
    const approved = await call('GET', `${QUEUE}?status=approved`, 'association');
    expect(approved.body.data.map((x: { id: number }) => x.id)).not.toContain(request);
    const told = await gw.db.query<{ variables: Record<string, string> }>(
      `select variables from notification_logs where event = 'association_youth_withdrawn'
        and user_id = (select id from users where username = 'withdrawn_youth')`,
    );
    expect(told.rows[0]?.variables).toMatchObject({
      reason: 'Fake certificate',
      association: expect.any(String),
    });
    const mine = (await call('GET', MINE, 'withdrawn_youth')).body.data.find(
      (a: { industry_association_id: number }) => a.industry_association_id === basis,
    );
    expect(mine).toMatchObject({ status: 'withdrawn', rejection_reason: 'Fake certificate' });
    const ask = await call('POST', MINE, 'withdrawn_youth', { industry_association_id: basis });
    expect(ask.code).toBe(201);
    expect(ask.body.data).toMatchObject({ status: 'applied', rejection_reason: null });
    expect((await requestOf('association')).map((x) => x.id)).toContain(request);
  });
});
