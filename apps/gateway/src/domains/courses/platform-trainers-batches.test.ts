import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, fakeIdentity, startGateway, type TestGateway } from '../../test/harness';

/*
 * The admin's platform-wide trainer and batch lists and their pages (issue 17 item 8; ADR 0118): the keys (a provider,
 * a trainer, a recruiter and a youth are 403), every institute's rows with the institute named, the filters, the pages
 * (the instructor profile without a stored path that is not a file, the courses and batches; seats, enrolments and the
 * schedule), 404 for a missing or deleted record, and bad filters as 422 in the envelope.
 */

let gw: TestGateway;
const call = apiCaller(() => gw);
let demoInstitute = 0;
let otherInstitute = 0;
let sabrina = 0;
let theirs = 0;
let gone = 0;
let web = 0;
let ended = 0;
let december = 0;
let live = 0;

const one = async (sql: string, params: unknown[] = []) =>
  Number((await gw.db.query<{ v: number }>(sql, params)).rows[0]?.v ?? 0);

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  web = await one(`select id as v from courses where title_en = 'Introduction to web development'`);
  demoInstitute = await one('select institute_id as v from courses where id = $1', [web]);
  sabrina = await one(`select id as v from trainers where trainer_name_en = 'Sabrina Chowdhury'`);
  december = await one(`select id as v from course_batches where title_en = 'December batch'`);
  otherInstitute = await one(
    `insert into institutes (title, title_en) values ('দক্ষতা কেন্দ্র', 'Skills Centre') returning id as v`,
  );
  theirs = await one(
    `insert into trainers (institute_id, trainer_name, trainer_name_en, mobile, subject, photo, row_status)
     values ($1, 'রাকিব', 'Rakib Plumber', '01911000077', 'Plumbing', '@evil.example/x.png', 0) returning id as v`,
    [otherInstitute],
  );
  gone = await one(
    `insert into trainers (institute_id, trainer_name, trainer_name_en, mobile, deleted_at)
     values ($1, 'মুছে ফেলা', 'Deleted trainer', '01911000078', now()) returning id as v`,
    [otherInstitute],
  );
  const plumbing = await one(
    `insert into courses (institute_id, code, title, title_en, course_type, duration_hours, fee, language_medium,
       level, publication_status, published_at)
     values ($1, 'C999101', 'প্লাম্বিং', 'Plumbing basics', 1, 20, 0, 1, 1, 'published', now()) returning id as v`,
    [otherInstitute],
  );
  await gw.db.query('insert into course_instructors (course_id, trainer_id, position) values ($1, $2, 0)', [
    plumbing,
    theirs,
  ]);
  ended = await one(
    `insert into course_batches (course_id, title, title_en, total_seats, available_seats, registration_start_date,
       registration_end_date, batch_start_date, batch_end_date)
     values ($1, 'পুরনো ব্যাচ', 'Old plumbing batch', 20, 5, '2025-01-01', '2025-01-10', '2025-02-01', '2025-03-01')
     returning id as v`,
    [plumbing],
  );
  await gw.db.query(
    `insert into course_enrolments (course_id, batch_id, youth_id, status, enrolled_at)
     select $1, $2, u.id, 'enrolled', now() from users u where u.username = 'youth2'`,
    [plumbing, ended],
  );
  // a batch of the demo live course, whose schedule waits for approval (course-schedules/seed.ts)
  live = await one(
    `insert into course_batches (course_id, title, title_en, total_seats, available_seats, registration_start_date,
       registration_end_date, batch_start_date, batch_end_date)
     select c.id, 'সন্ধ্যা ব্যাচ', 'Evening batch', 10, 10, '2026-12-01', '2026-12-20', '2027-01-03', '2027-02-28'
       from course_schedules s join courses c on c.id = s.course_id order by c.id limit 1
     returning id as v`,
  );
});
afterAll(async () => gw?.close());

type Trainer = {
  id: number;
  trainer_name_en: string;
  institute_id: number;
  institute_title_en: string | null;
};
const names = (rows: Trainer[]) => rows.map((t) => t.trainer_name_en).sort();
type Batch = { id: number; title_en: string; institute_id: number; phase: string; seats_taken: number };
const batchTitles = (rows: Batch[]) => rows.map((b) => b.title_en).sort();

describe('GET /private/trainers/platform', () => {
  it('lists every institute’s trainers with institute, branch and centre, deleted ones left out', async () => {
    const r = await call('GET', '/private/trainers/platform?page_size=100', 'admin');
    expect(r.code).toBe(200);
    const rows = r.body.data as Trainer[];
    expect(names(rows)).toEqual(['Rakib Plumber', 'Sabrina Chowdhury']);
    expect(rows.find((t) => t.id === sabrina)).toMatchObject({
      institute_id: demoInstitute,
      branch_title: expect.any(String),
      training_center_title_en: 'Sapura training centre',
      row_status: 1,
      course_count: 1,
    });
    expect(rows.find((t) => t.id === theirs)).toMatchObject({
      institute_title_en: 'Skills Centre',
      row_status: 0,
    });
  });

  it('filters by institute, active and name, mobile or e-mail', async () => {
    const list = async (query: string) => {
      const r = await call('GET', `/private/trainers/platform?${query}`, 'admin');
      expect(r.code, query).toBe(200);
      return names(r.body.data as Trainer[]);
    };
    expect(await list(`institute_id=${otherInstitute}`)).toEqual(['Rakib Plumber']);
    expect(await list('row_status=1')).toEqual(['Sabrina Chowdhury']);
    expect(await list('search=01911000077')).toEqual(['Rakib Plumber']);
    expect(await list('search=trainer@platform')).toEqual(['Sabrina Chowdhury']);
  });

  it('answers 403 to a content provider, a trainer, a recruiter and a youth', async () => {
    for (const who of ['provider', 'trainer', 'recruiter', 'youth']) {
      expect((await call('GET', '/private/trainers/platform', who)).code, who).toBe(403);
      expect((await call('GET', `/private/trainers/${sabrina}/platform`, who)).code, who).toBe(403);
    }
  });

  it('refuses bad filters with 422 and message ids in the envelope', async () => {
    const r = await call('GET', '/private/trainers/platform?row_status=2&institute_id=x', 'admin');
    expect(r.code).toBe(422);
    expect(r.body.status.success).toBe(false);
    expect(r.body.errors?.row_status).toEqual(['validation.one_of']);
    expect(r.body.errors?.institute_id).toBeTruthy();
  });
});

describe('GET /private/trainers/{id}/platform', () => {
  it('shows the instructor profile, contact, courses and batches of the trainer', async () => {
    const r = await call('GET', `/private/trainers/${sabrina}/platform`, 'admin');
    expect(r.code).toBe(200);
    expect(r.body.data).toMatchObject({
      mobile: '01711000006',
      email: 'trainer@platform.local',
      instructor: { id: sabrina, name_en: 'Sabrina Chowdhury', subject: 'Web development', photo: null },
    });
    expect(r.body.data.courses.map((c: { id: number }) => c.id)).toEqual([web]);
    expect(r.body.data.batches).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: december, course_id: web })]),
    );
  });

  it('answers no photo for a stored value that is not a file path, and the other institute’s batches', async () => {
    const r = await call('GET', `/private/trainers/${theirs}/platform`, 'admin');
    expect(r.code).toBe(200);
    expect(r.body.data.instructor.photo).toBeNull();
    expect(r.body.data.batches).toEqual([expect.objectContaining({ id: ended, phase: 'ended' })]);
  });

  it('answers 404 for a deleted or missing trainer', async () => {
    expect((await call('GET', `/private/trainers/${gone}/platform`, 'admin')).code).toBe(404);
    expect((await call('GET', '/private/trainers/999999/platform', 'admin')).code).toBe(404);
    expect((await call('GET', '/private/trainers/x/platform', 'admin')).code).toBe(404);
  });
});

describe('GET /private/course-batches/platform', () => {
  it('lists every institute’s batches with course, institute, seats taken and phase', async () => {
    const r = await call('GET', '/private/course-batches/platform?page_size=100', 'admin');
    expect(r.code).toBe(200);
    const rows = r.body.data as Batch[];
    expect(batchTitles(rows)).toEqual(expect.arrayContaining(['December batch', 'Old plumbing batch']));
    expect(rows.find((b) => b.id === ended)).toMatchObject({
      course_title_en: 'Plumbing basics',
      institute_title_en: 'Skills Centre',
      seats_taken: 15,
      phase: 'ended',
    });
    expect(rows.find((b) => b.id === december)).toMatchObject({ institute_id: demoInstitute });
  });

  it('filters by institute, phase and batch or course title or code', async () => {
    const list = async (query: string) => {
      const r = await call('GET', `/private/course-batches/platform?page_size=100&${query}`, 'admin');
      expect(r.code, query).toBe(200);
      return r.body.data as Batch[];
    };
    expect(batchTitles(await list(`institute_id=${otherInstitute}`))).toEqual(['Old plumbing batch']);
    expect((await list('phase=ended')).map((b) => b.id)).toContain(ended);
    expect((await list('phase=running')).map((b) => b.id)).not.toContain(ended);
    expect(batchTitles(await list('search=C999101'))).toEqual(['Old plumbing batch']);
    expect((await list(`search=BT${String(ended).padStart(6, '0')}`)).map((b) => b.id)).toEqual([ended]);
  });

  it('answers 403 to a content provider, a trainer, a recruiter and a youth', async () => {
    for (const who of ['provider', 'trainer', 'recruiter', 'youth']) {
      expect((await call('GET', '/private/course-batches/platform', who)).code, who).toBe(403);
      expect((await call('GET', `/private/course-batches/${ended}/platform`, who)).code, who).toBe(403);
    }
  });

  it('refuses bad filters with 422 and message ids in the envelope', async () => {
    const r = await call('GET', '/private/course-batches/platform?phase=soon&institute_id=-1', 'admin');
    expect(r.code).toBe(422);
    expect(r.body.errors?.phase).toEqual(['validation.one_of']);
    expect(r.body.errors?.institute_id).toEqual(['validation.one_of']);
  });
});

describe('GET /private/course-batches/{id}/platform', () => {
  it('shows seats, enrolments and the course’s schedule (none for an online course)', async () => {
    const r = await call('GET', `/private/course-batches/${ended}/platform`, 'admin');
    expect(r.code).toBe(200);
    expect(r.body.data).toMatchObject({
      id: ended,
      total_seats: 20,
      seats_taken: 15,
      enrolled: 1,
      payment_pending: 0,
      schedule: null,
    });
    const evening = await call('GET', `/private/course-batches/${live}/platform`, 'admin');
    expect(evening.code).toBe(200);
    expect(evening.body.data).toMatchObject({
      phase: 'upcoming',
      schedule: {
        tentative_start_date: '2027-01-03',
        weekdays: [0, 2, 4],
        start_time: '18:00',
        number_of_classes: 16,
        status: 'sent_for_approval',
      },
    });
  });

  it('answers 404 for a missing batch', async () => {
    expect((await call('GET', '/private/course-batches/999999/platform', 'admin')).code).toBe(404);
  });
});
