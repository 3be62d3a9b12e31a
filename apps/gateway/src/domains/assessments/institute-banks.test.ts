import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, fakeIdentity, startGateway, type TestGateway } from '../../test/harness';

/*
 * An institute's question bank (issue 15 item 7, ADR 0078): the lms portal's provider and trainer keep their
 * institute's banks, questions and question sets with the same calls as a recruiter; another institute's (or an
 * organisation's) bank, question or set answers 404, never its contents; the assessor reads only; a youth is 403.
 */

let gw: TestGateway;
const call = apiCaller(() => gw);
const ids = { bank: 0, question: 0, set: 0, orgBank: 0 };
const mcq = (bank: number) => ({
  bank_id: bank,
  question_type: 1,
  title: 'এইচটিএমএল কী?',
  title_en: 'What is HTML?',
  option_1: 'A markup language',
  option_2: 'A database',
  answers: [1],
  marks: 2,
});

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  // a second institute: `trainer` is moved there (keeping the trainer's role) to see isolation between institutes
  await gw.db.query(`insert into institutes (title, title_en) values ('অন্য ইনস্টিটিউট', 'Other Institute')`);
  await gw.db.query(
    `update users set institute_id = (select id from institutes where title_en = 'Other Institute')
      where username = 'trainer'`,
  );
  ids.orgBank =
    (
      await gw.db.query<{ id: number }>(
        `select id from question_banks where organization_id = (select organization_id from users where username = 'recruiter') limit 1`,
      )
    ).rows[0]?.id ?? 0;
});
afterAll(async () => gw?.close());

describe('question banks of an institute', () => {
  it('lets the provider create a bank owned by its institute, with questions and a question set', async () => {
    const created = await call('POST', '/private/question-banks', 'provider', {
      title: 'ওয়েব কোর্সের প্রশ্ন',
      title_en: 'Web course questions',
    });
    expect(created.code).toBe(201);
    expect(created.body.data).toMatchObject({ owner: 'institute', organization_id: null, questions: 0 });
    expect(created.body.data.institute_id).toBeGreaterThan(0);
    ids.bank = created.body.data.id;

    const question = await call('POST', '/private/job-questions', 'provider', mcq(ids.bank));
    expect(question.code).toBe(201);
    expect(question.body.data).toMatchObject({ bank_id: ids.bank, answers: [1], marks: 2 });
    ids.question = question.body.data.id;

    const set = await call('POST', '/private/question-sets', 'provider', {
      bank_id: ids.bank,
      title: 'ছোট সেট',
      title_en: 'Short set',
      category: 1,
      set_type: 1,
      count_rule: 'at_least',
      count: 1,
    });
    expect(set.code).toBe(201);
    ids.set = set.body.data.id;
    const added = await call('POST', `/private/question-sets/${ids.set}/questions`, 'provider', {
      question_id: ids.question,
    });
    expect(added.code).toBe(200);

    // the provider's own banks only: the new one and the demo institute bank, never an organisation's
    const list = await call('GET', '/private/question-banks', 'provider');
    expect(list.body.data.map((b: { owner: string }) => b.owner)).toEqual(['institute', 'institute']);
    expect(list.body.data.map((b: { id: number }) => b.id)).toContain(ids.bank);
    expect(list.body.data.map((b: { id: number }) => b.id)).not.toContain(ids.orgBank);
    const questions = await call('GET', `/private/job-questions?bank_id=${ids.bank}`, 'provider');
    expect(questions.body.data.map((q: { id: number }) => q.id)).toEqual([ids.question]);
  });

  it('answers 404 for another institute’s and an organisation’s bank, question and set', async () => {
    // the trainer of the other institute holds the question keys but finds nothing of this institute
    expect((await call('GET', '/private/question-banks', 'trainer')).body.data).toEqual([]);
    for (const [method, url, body] of [
      ['GET', `/private/question-banks/${ids.bank}`],
      ['PUT', `/private/question-banks/${ids.bank}`, { title: 'নাম' }],
      ['DELETE', `/private/question-banks/${ids.bank}`],
      ['GET', `/private/job-questions/${ids.question}`],
      ['PUT', `/private/job-questions/${ids.question}`, mcq(ids.bank)],
      ['DELETE', `/private/job-questions/${ids.question}`],
      ['GET', `/private/question-sets/${ids.set}`],
      ['DELETE', `/private/question-sets/${ids.set}/questions/${ids.question}`],
    ] as const) {
      const r = await call(method, url, 'trainer', body);
      expect(r.code, `${method} ${url}`).toBe(404);
      expect(JSON.stringify(r.body)).not.toContain('What is HTML?');
    }
    // a question cannot be written into another institute's bank
    const into = await call('POST', '/private/job-questions', 'trainer', mcq(ids.bank));
    expect(into.code).toBe(422);
    expect(into.body.errors.bank_id).toEqual(['validation.reference_missing']);
    // the recruiter's organisation and the provider's institute do not see each other's banks
    expect((await call('GET', `/private/question-banks/${ids.bank}`, 'recruiter')).code).toBe(404);
    expect((await call('GET', `/private/question-banks/${ids.orgBank}`, 'provider')).code).toBe(404);
    // every question the provider lists is in one of its institute's banks
    const mine = (await call('GET', '/private/question-banks', 'provider')).body.data.map(
      (b: { id: number }) => b.id,
    );
    const theirs = await call('GET', '/private/job-questions?page_size=100', 'provider');
    expect(theirs.body.data.map((q: { id: number }) => q.id)).toContain(ids.question);
    expect(theirs.body.data.every((q: { bank_id: number }) => mine.includes(q.bank_id))).toBe(true);
  });

  it('lets a trainer of the same institute write questions, an assessor read them, a youth nothing', async () => {
    await gw.db.query(
      `update users set institute_id = (select institute_id from users where username = 'provider')
        where username in ('trainer', 'assessor')`,
    );
    const edited = await call('PUT', `/private/job-questions/${ids.question}`, 'trainer', {
      ...mcq(ids.bank),
      title_en: 'What does HTML stand for?',
    });
    expect(edited.code).toBe(200);
    expect((await call('GET', `/private/job-questions/${ids.question}`, 'assessor')).code).toBe(200);
    expect((await call('POST', '/private/job-questions', 'assessor', mcq(ids.bank))).code).toBe(403);
    expect((await call('GET', '/private/question-banks', 'youth')).code).toBe(403);
    expect((await call('GET', `/private/question-banks/${ids.bank}`, 'youth')).code).toBe(403);
  });
});
