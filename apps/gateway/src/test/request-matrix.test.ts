import { type EndpointDef, endpoints } from '@platform/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../identity/password';
import { RESOURCES, type ResourceDef } from '@platform/resources';
import { resourceEngineRoutes } from '../domains/resources/endpoints';
import { ident } from '../db/sql';
import { API_KEY, fakeIdentity, startGateway, type TestGateway } from './harness';

/**
 * The request matrix (issue 10): every endpoint of the contract and of the resource engine, asked the way a hostile
 * client would — without the api-key, without a token, with a youth's token, with the token of a staff user holding
 * no permission, and with another tenant's token on an object of the first tenant. Each must answer its documented
 * refusal (401 / 403 / 404), never a success and never 5xx. It grows by itself: a new endpoint in the contract is in
 * the matrix; a new kind of path parameter fails below until it gets a fixture (an object of tenant A).
 */
type Ep = [string, EndpointDef];
const ALL: Ep[] = [...Object.entries(endpoints), ...resourceEngineRoutes()];
const API = /^\/(public|protected|private)\//;

/**
 * Id-bearing endpoints that are not tenant-scoped, each with its reason. Everything else that takes an id in the
 * protected or private area must refuse another tenant.
 */
const NOT_TENANT_SCOPED: [RegExp, string][] = [
  [
    /^\/protected\/jobs\/:id\//,
    'a job id is public; the answer is the caller’s own application, favourite or interview',
  ],
  [
    /^\/private\/jobs\/:id\/(approve|reject)$/,
    'job approval is the platform’s (admin, association), not a tenant’s',
  ],
  [/^\/private\/cv-bank\/:id/, 'the CV bank shows every opted-in youth to every recruiter'],
  [/^\/private\/youths\/:id/, 'view_any_youth is a platform administrator’s key over every youth'],
  [
    /^\/protected\/courses\/:id\//,
    'a catalogue course id is public; the answer is the caller’s own enrolment, favourite or rating',
  ],
  [/^\/private\/files\/:id$/, 'view_any_file is a platform staff key'],
  [
    /^\/private\/course-schedules\/:id\/(approve|reject)$/,
    'schedule approval is the platform’s (admin, association), not a tenant’s (ADR 0090)',
  ],
  [/^\/private\/discussion-(posts|comments)\/:id\//, 'forum moderation is the platform’s, not a tenant’s'],
  [
    /^\/protected\/freelance-offers\/:id\/messages$/,
    'a freelance offer is public; anyone signed in writes to its youth (ADR 0099)',
  ],
  [/^\/private\/notification-logs\/:id\//, 'notification logs are the platform’s'],
  [/^\/private\/notification-heads\/:id/, 'notification heads are the platform’s'],
  [/^\/private\/rmq-logs\/:id\//, 'the notification queue is the platform’s'],
  [/^\/private\/bulk-email\/:id$/, 'bulk e-mails are the platform’s'],
  [/^\/private\/vendor-integrations\/:id/, 'vendor and LMS integrations are the platform’s'],
  [/^\/private\/roles\/:id\//, 'roles are platform-wide; granting stays within the caller’s own keys'],
  [/^\/private\/organizations\/:id\//, 'organisation grants are a platform administrator’s key'],
  [/^\/private\/users\/:id\/(approve|reject)$/, 'vendor approval is the platform’s'],
  [
    /^\/private\/quotation-sliders\/:id\/(swap|status)$/,
    'the youth home’s quotations are the platform’s, not a tenant’s',
  ],
  [/^\/private\/rpl-batches\/:id/, 'RPL batches are the platform’s RPL office’s, not a tenant’s (ADR 0094)'],
  [/^\/private\/ontology\//, 'the ontology is the platform’s one graph, not a tenant’s (ADR 0098)'],
  [
    /^\/protected\/learning-paths\/:id/,
    'a published learning path is public; the answer is the caller’s own enrolment and course states (ADR 0100)',
  ],
  [
    /^\/private\/search-index\/:index_name\//,
    'the search indexes are the platform’s, named by index (ADR 0097)',
  ],
  [/^\/private\/reports\/:kind/, 'the reports are the platform administrator’s, named by kind (ADR 0101)'],
  [
    /^\/private\/static-contents\/:type$/,
    'the static pages are the platform’s, named by type, not a tenant’s',
  ],
];
const RESOURCE_ENGINE = new Set(resourceEngineRoutes().map(([, ep]) => `${ep.method} ${ep.path}`));
/** The resource engine's tenant-scoped resources (ADR 0083) by private path; their id routes join the tenant check. */
const TENANT_RESOURCES = new Map(
  (Object.values(RESOURCES) as ResourceDef[])
    .filter((d) => d.tenant)
    .map((d) => [`/private/${d.segment}/`, d]),
);
const tenantResourceOf = (path: string) =>
  [...TENANT_RESOURCES].find(([prefix]) => path.startsWith(prefix))?.[1];

let gw: TestGateway;
const fixtures = new Map<string, string>();

/** Values of path parameters that name objects of tenant A (organisation 1, youth `youth`). */
let examLessonAttempt: Promise<string | null> | undefined;
let examModuleAttempt: Promise<string | null> | undefined;

async function tenantAValue(path: string, param: string): Promise<string | null> {
  const q = async (sql: string, params: unknown[] = []) => {
    const r = await gw.db.query<{ v: string | number }>(sql, params);
    return r.rows[0] ? String(r.rows[0].v) : null;
  };
  const job = `(select j.id from jobs j join job_interview_schedules s on s.job_id = j.id
                 where j.organization_id = (select organization_id from users where username = 'recruiter') order by j.id limit 1)`;
  if (path.startsWith('/private/jobs/:id')) {
    if (param === 'id') return q(`select ${job} as v`);
    if (param === 'boardId')
      return q(`select id as v from job_interview_boards where job_id = ${job} limit 1`);
    if (param === 'scheduleId')
      return q(`select id as v from job_interview_schedules where job_id = ${job} limit 1`);
    if (param === 'applicationId')
      return q(`select id as v from job_applications where job_id = ${job} limit 1`);
  }
  // an interview invitation of Dhaka Tech's job (the platform's list of them, ADR 0122)
  if (path.startsWith('/private/interview-invitations/:id'))
    return q(`select ic.application_id as v from job_interview_candidates ic
      join job_applications a on a.id = ic.application_id where a.job_id = ${job} limit 1`);
  // the question engine (ADR 0070): Dhaka Tech's bank, question, set, assessment and attempt; the youth's own
  const orgBank = `(select id from question_banks where organization_id = (select organization_id from users where username = 'recruiter') order by id limit 1)`;
  if (path.startsWith('/private/question-banks/:id')) return q(`select ${orgBank} as v`);
  if (path.startsWith('/private/job-questions/:id'))
    return q(`select id as v from questions where bank_id = ${orgBank} order by id limit 1`);
  if (path.startsWith('/private/question-sets/:id')) {
    const set = `(select id from question_sets where bank_id = ${orgBank} order by id limit 1)`;
    if (param === 'id') return q(`select ${set} as v`);
    if (param === 'questionId')
      return q(`select question_id as v from question_set_questions where set_id = ${set} limit 1`);
  }
  const orgAssessment = `(select ja.id from job_assessments ja join jobs j on j.id = ja.job_id
    where j.organization_id = (select organization_id from users where username = 'recruiter') order by ja.id limit 1)`;
  if (path.startsWith('/private/job-assessments/:id')) {
    if (param === 'id') return q(`select ${orgAssessment} as v`);
    if (param === 'applicationId')
      return q(
        `select application_id as v from job_assessment_invitations where assessment_id = ${orgAssessment} limit 1`,
      );
  }
  if (path.startsWith('/private/job-assessment-results/:id') || path.startsWith('/private/exam-results/:id'))
    return q(`select t.id as v from exam_attempts t join job_assessment_invitations i on i.id = t.invitation_id
               where i.assessment_id = ${orgAssessment} limit 1`);
  if (path.startsWith('/protected/job-assessments/:id'))
    return q(
      `select assessment_id as v from job_assessment_invitations where youth_id = (select id from users where username = 'youth') limit 1`,
    );
  if (path.startsWith('/protected/assessment-payments/:id'))
    return q(
      `select id as v from assessment_payments where youth_id = (select id from users where username = 'youth') limit 1`,
    );
  // an exam lesson's attempt of `youth` (ADR 0119): made once, on a lesson of a course `youth` is enrolled in
  if (/^\/protected\/exam-lesson-(attempts|result)\/:id/.test(path)) {
    examLessonAttempt ??=
      q(`with e as (select en.id as enrolment_id, en.youth_id, l.id as lesson_id, l.course_id
        from course_enrolments en join course_lessons l on l.course_id = en.course_id
       where en.youth_id = (select id from users where username = 'youth') order by l.id limit 1),
      x as (insert into course_exam_lessons (lesson_id, course_id, question_count, pass_percent, duration_minutes)
            select lesson_id, course_id, 1, 50, 30 from e returning lesson_id),
      a as (insert into course_exam_attempts (lesson_id, enrolment_id, youth_id, attempt, questions, pass_percent,
              deadline, submitted_at, late, total, obtained, pass_marks, passed)
            select x.lesson_id, e.enrolment_id, e.youth_id, 1, '[]', 50, now(), now(), false, 0, 0, 0, false
              from x, e returning id)
      select id as v from a`);
    return examLessonAttempt;
  }
  // a module assessment's attempt of `youth` (ADR 0121): made once, on a module of a course `youth` is enrolled in
  if (/^\/protected\/exam-module-(attempts|result)\/:id/.test(path)) {
    examModuleAttempt ??=
      q(`with e as (select en.id as enrolment_id, en.youth_id, m.id as module_id, m.course_id
        from course_enrolments en join course_modules m on m.course_id = en.course_id
       where en.youth_id = (select id from users where username = 'youth') order by m.id limit 1),
      x as (insert into course_module_exams (module_id, course_id, question_count, pass_percent, duration_minutes)
            select module_id, course_id, 1, 50, 30 from e returning module_id),
      a as (insert into course_exam_attempts (module_id, enrolment_id, youth_id, attempt, questions, pass_percent,
              deadline, submitted_at, late, total, obtained, pass_marks, passed)
            select x.module_id, e.enrolment_id, e.youth_id, 1, '[]', 50, now(), now(), false, 0, 0, 0, false
              from x, e returning id)
      select id as v from a`);
    return examModuleAttempt;
  }
  if (path.startsWith('/protected/exam-attempts/:id'))
    return q(
      `select id as v from exam_attempts where youth_id = (select id from users where username = 'youth') limit 1`,
    );
  // assignments (ADR 0089): an assignment lesson of the provider's institute (the demo course's), its course, `youth`
  if (/^\/private\/courses\/:id\/.*(:lessonId|:youthId\/assignment)/.test(path)) {
    const lesson = `(select l.id from course_lessons l join courses c on c.id = l.course_id where l.kind = 3
      and c.institute_id = (select institute_id from users where username = 'provider') order by l.id limit 1)`;
    if (param === 'id') return q(`select course_id as v from course_lessons where id = ${lesson}`);
    if (param === 'lessonId') return q(`select ${lesson} as v`);
    if (param === 'youthId') return q(`select id as v from users where username = 'youth'`);
  }
  // learning paths (ADR 0100): the provider's institute's first path
  if (path.startsWith('/private/learning-paths/:id'))
    return q(
      `select id as v from learning_paths where institute_id = (select institute_id from users where username = 'provider') order by id limit 1`,
    );
  // an institute's grant (ADR 0120): the provider's institute
  if (path.startsWith('/private/institutes/:id/permissions'))
    return q(`select institute_id as v from users where username = 'provider'`);
  // courses (issue 15): the provider's institute's first course
  if (path.startsWith('/private/courses/:id'))
    return q(
      `select id as v from courses where institute_id = (select institute_id from users where username = 'provider') order by id limit 1`,
    );
  // course structure (issue 15 item 2): the first module, lesson, content of the provider's institute's courses
  const structure = /^\/private\/(modules|lessons|contents)\/:id/.exec(path)?.[1];
  if (structure)
    return q(
      `select t.id as v from course_${structure} t join courses c on c.id = t.course_id
        where c.institute_id = (select institute_id from users where username = 'provider') order by t.id limit 1`,
    );
  // batches (issue 15 item 5): the first batch of the provider's institute's courses
  if (path.startsWith('/private/course-batches/:id'))
    return q(
      `select b.id as v from course_batches b join courses c on c.id = b.course_id
        where c.institute_id = (select institute_id from users where username = 'provider') order by b.id limit 1`,
    );
  // an institute admin's batches (ADR 0127): a batch and a course of the provider's institute
  if (path.startsWith('/private/institute-batches/courses/:id'))
    return q(
      `select id as v from courses where institute_id = (select institute_id from users where username = 'provider') order by id limit 1`,
    );
  if (path.startsWith('/private/institute-batches/:id'))
    return q(
      `select b.id as v from course_batches b join courses c on c.id = b.course_id
        where c.institute_id = (select institute_id from users where username = 'provider') order by b.id limit 1`,
    );
  // an institute's events (issue 15 item 5, ADR 0090): the provider's institute's first
  if (path.startsWith('/private/institute-events/:id'))
    return q(
      `select id as v from institute_events where institute_id = (select institute_id from users where username = 'provider') order by id limit 1`,
    );
  // certificate templates (issue 15 item 8): the provider's institute's; certificates (issue 16 item 5): the youth's
  if (path.startsWith('/private/certificate-templates/:id'))
    return q(
      `select id as v from certificate_templates where institute_id = (select institute_id from users where username = 'provider') order by id limit 1`,
    );
  // issued certificates for staff (ADR 0105): one of the provider's institute
  if (path.startsWith('/private/certificates/:id'))
    return q(
      `select id::text as v from certificates where institute_id = (select institute_id from users where username = 'provider') order by issued_at limit 1`,
    );
  if (path.startsWith('/protected/certificates/:id'))
    return q(
      `select id::text as v from certificates where youth_id = (select id from users where username = 'youth') limit 1`,
    );
  // enrolments and their payments (issue 16 item 2): the youth's own
  if (path.startsWith('/protected/course-enrolments/:id'))
    return q(
      `select id as v from course_enrolments where youth_id = (select id from users where username = 'youth') limit 1`,
    );
  if (path.startsWith('/protected/course-enrolment-payments/:id'))
    return q(
      `select id as v from course_enrolment_payments where youth_id = (select id from users where username = 'youth') limit 1`,
    );
  // monthly progress reports (ADR 0093): the provider's institute's first
  if (path.startsWith('/private/progress-reports/:id'))
    return q(
      `select id as v from progress_reports where institute_id = (select institute_id from users where username = 'provider') order by id limit 1`,
    );
  // tenant-scoped resources (ADR 0083): a record of the provider's institute, or of the recruiter's organisation
  const owned = tenantResourceOf(path);
  if (owned?.tenant) {
    const owner = owned.tenant === 'institute_id' ? 'provider' : 'recruiter';
    return q(
      `select id as v from ${ident(owned.table)} where ${ident(owned.tenant)} = (select ${ident(owned.tenant)} from users where username = '${owner}') order by id limit 1`,
    );
  }
  // the enrolment lookup's youth (ADR 0088): no tenant's record, but only institute staff may name one
  if (path.startsWith('/private/trainee-youths/:id'))
    return q(`select id as v from users where username = 'youth'`);
  if (path.startsWith('/private/youths/:id')) return q(`select id as v from users where username = 'youth'`);
  if (path.startsWith('/private/users/:id'))
    return q(`select id as v from users where username = 'recruiter'`);
  if (path.startsWith('/private/payments/:id'))
    return q(`select id as v from payments where job_id = ${job}`);
  if (path.startsWith('/protected/files/:id'))
    return q(`select id as v from files where owner_id = (select id from users where username = 'youth')`);
  // my locker (issue 18 item 5, ADR 0085): the youth's document and its share link
  if (path.startsWith('/protected/locker/documents/:id'))
    return q(
      `select id as v from locker_documents where youth_id = (select id from users where username = 'youth') limit 1`,
    );
  if (path.startsWith('/protected/locker/shares/:id'))
    return q(`select s.id as v from locker_shares s join locker_documents d on d.id = s.document_id
               where d.youth_id = (select id from users where username = 'youth') limit 1`);
  // the RPL programme (ADR 0094): the demo assessor's batch and its candidate; the youth's own application
  const assessorBatch = `(select id from rpl_batches where assessor_id = (select id from users where username = 'assessor') order by id limit 1)`;
  if (path.startsWith('/private/rpl-assessor-batches/:id')) {
    if (param === 'id') return q(`select ${assessorBatch} as v`);
    if (param === 'applicationId')
      return q(`select id as v from rpl_applications where rpl_batch_id = ${assessorBatch} limit 1`);
  }
  if (path.startsWith('/private/rpl-batches/:id')) return q(`select ${assessorBatch} as v`);
  if (path.startsWith('/protected/rpl-applications/:id'))
    return q(
      `select id as v from rpl_applications where youth_id = (select id from users where username = 'youth') limit 1`,
    );
  // industry associations (ADR 0092): BASIS's (the `association` account's) membership and its member's pending job
  const basis = `(select industry_association_id from users where username = 'association')`;
  const basisMembers = `association_memberships m where m.industry_association_id = ${basis}`;
  if (path.startsWith('/private/association-members/:id'))
    return q(`select m.id as v from ${basisMembers} order by m.id limit 1`);
  if (path.startsWith('/private/association-vacancies/:id'))
    return q(`select j.id as v from jobs j, ${basisMembers} and m.organization_id = j.organization_id
      and m.status = 'approved' and j.status = 'pending_approval' order by j.id limit 1 -- association`);
  // a youth's request for BASIS's approval (ADR 0104): the demo youth2's
  if (path.startsWith('/private/association-youth/:id'))
    return q(
      `select id as v from association_youth_approvals where industry_association_id = ${basis} order by id limit 1`,
    );
  if (path.startsWith('/protected/job-alerts/:id'))
    return q(
      `select id as v from job_alerts where youth_id = (select id from users where username = 'youth')`,
    );
  if (path.startsWith('/protected/job-offers/:applicationId'))
    return q(`select application_id as v from job_offers o join job_applications a on a.id = o.application_id
               where a.youth_id = (select id from users where username = 'youth') limit 1`);
  if (path.startsWith('/protected/notifications/:id'))
    return q(
      `select id as v from in_app_notifications where user_id = (select id from users where username = 'youth')`,
    );
  // the forum (ADR 0084): a post of `youth` still waiting for approval and a comment on it, which only `youth` may see
  const ownPost = `(select id from discussion_posts where author_id = (select id from users where username = 'youth') and status = 'requested' order by id limit 1)`;
  if (path.startsWith('/protected/discussion-posts/:id')) return q(`select ${ownPost} as v`);
  if (path.startsWith('/protected/discussion-comments/:id'))
    return q(`select id as v from discussion_comments where post_id = ${ownPost} limit 1`);
  // the freelance corner (ADR 0099): an offer of `youth`
  if (path.startsWith('/protected/my-freelance-offers/:id'))
    return q(
      `select id as v from freelance_offers where youth_id = (select id from users where username = 'youth') limit 1`,
    );
  const item = /^\/protected\/youth-profile\/([a-z-]+)\/:id/.exec(path);
  if (item?.[1]) {
    const table = `youth_${item[1].replace(/-/g, '_')}`;
    return q(
      `select id as v from ${table} where youth_id = (select id from users where username = 'youth') limit 1`,
    );
  }
  return null;
}

const fill = (path: string, values: Record<string, string> = {}) =>
  path.replace(/:(\w+)/g, (_m, name: string) => values[name] ?? (name === 'id' ? '1' : '1'));

let caller = 0;
async function ask(ep: EndpointDef, url: string, headers: Record<string, string>) {
  caller += 1;
  const res = await gw.app.inject({
    method: ep.method,
    url,
    headers,
    // a new client address for every request: the matrix asks ~2,000 times, the general limit is 600 a minute
    remoteAddress: `10.${(caller >> 16) & 255}.${(caller >> 8) & 255}.${caller & 255}`,
    ...(ep.method === 'GET' || ep.method === 'DELETE' ? {} : { payload: {} }),
  });
  return res;
}

const counts = { endpoints: 0, requests: 0, tenant: 0, leaks: 0 };
const tenantAnswers = new Map<number, number>();

beforeAll(async () => {
  gw = await startGateway({ identity: fakeIdentity });
  const hash = await hashPassword('Demo1234');
  // a staff user of the platform holding no permission at all
  await gw.db.query(
    `insert into users (username, password_hash, full_name, user_type_code) values ('keyless', $1, 'No Keys', 1)`,
    [hash],
  );
  // tenant B holds every key, so only the tenant check can stop it
  await gw.db.query(
    `insert into user_permissions (user_id, permission_id)
     select u.id, p.id from users u, permissions p where u.username = 'recruiter2' on conflict do nothing`,
  );
  // objects of tenant A the demo data may lack: a payment of its job, a file and a notification of the youth
  await gw.db.query(
    `insert into payments (job_id, organization_id, service_type, amount, provider)
     select j.id, j.organization_id, 1, 500, 'sandbox' from jobs j join job_interview_schedules s on s.job_id = j.id
      where j.organization_id = (select organization_id from users where username = 'recruiter') order by j.id limit 1`,
  );
  const youth = `(select id from users where username = 'youth')`;
  await gw.db.query(
    `insert into youth_references (youth_id, referrer_first_name, referrer_organization_name, referrer_designation, referrer_mobile)
     values (${youth}, 'Karim', 'Dhaka Tech', 'Lead', '01711111111')`,
  );
  await gw.db.query(`insert into youth_publications (youth_id, title) values (${youth}, 'A paper')`);
  await gw.db.query(`insert into youth_portfolios (youth_id, title) values (${youth}, 'A portfolio')`);
  await gw.db.query(
    `insert into youth_certifications (youth_id, certification_name, institute_name) values (${youth}, 'A cert', 'An institute')`,
  );
  await gw.db.query(
    `insert into files (id, owner_id, original_name, storage_key, mime_type, size_bytes, sha256)
     select gen_random_uuid(), id, 'a.png', 'matrix-test-key', 'image/png', 10, repeat('a', 64) from users where username = 'youth'`,
  );
  // the question engine: an attempt of Dhaka Tech's assessment (youth2's invitation), an assessment only `youth` is
  // invited to, and an attempt of `youth`
  await gw.db.query(
    `insert into exam_attempts (kind, youth_id, invitation_id, title, seed, duration_minutes, deadline_at, total_marks, pass_marks)
     select 'job', i.youth_id, i.id, 'Matrix', 1, 10, now() + interval '10 minutes', 10, 5 from job_assessment_invitations i limit 1`,
  );
  await gw.db.query(
    `insert into job_assessments (job_id, title, duration_minutes, total_marks, pass_marks)
     select a.job_id, 'Matrix', 10, 10, 5 from job_applications a
      where a.youth_id = ${youth} and not exists (select 1 from job_assessments x where x.job_id = a.job_id) order by a.id limit 1`,
  );
  await gw.db.query(
    `insert into job_assessment_invitations (assessment_id, application_id, youth_id)
     select ja.id, a.id, a.youth_id from job_assessments ja join job_applications a on a.job_id = ja.job_id and a.youth_id = ${youth}
      where ja.title = 'Matrix' limit 1`,
  );
  await gw.db.query(
    `insert into exam_attempts (kind, youth_id, title, seed, duration_minutes, deadline_at, total_marks, pass_marks)
     values ('aptitude', ${youth}, 'Matrix', 1, 10, now() + interval '10 minutes', 10, 5)`,
  );
  // a fee payment `youth` started for that invitation (paid assessments, ADR 0070)
  await gw.db.query(
    `insert into assessment_payments (invitation_id, youth_id, organization_id, amount, provider)
     select i.id, i.youth_id, j.organization_id, 50, 'sandbox' from job_assessment_invitations i
       join job_assessments ja on ja.id = i.assessment_id join jobs j on j.id = ja.job_id
      where ja.title = 'Matrix' and i.youth_id = ${youth} limit 1`,
  );
  // a progress report of a training centre of the provider's institute (ADR 0093)
  await gw.db.query(
    `insert into progress_reports (report_type, institute_id, training_center_id, reporting_month, status)
     select 'training_center', c.institute_id, c.id, '2026-01-01', 'submitted' from training_centers c
      where c.institute_id = (select institute_id from users where username = 'provider') order by c.id limit 1`,
  );
  // an event of the provider's institute (ADR 0090)
  await gw.db.query(
    `insert into institute_events (institute_id, title, start_date, end_date, venue)
     select institute_id, 'Matrix', '2027-01-01', '2027-01-01', 'Matrix' from users where username = 'provider'`,
  );
  // a learning path of the provider's institute (ADR 0100)
  await gw.db.query(
    `insert into learning_paths (institute_id, title, occupation_id)
     select institute_id, 'Matrix', (select id from occupations order by id limit 1) from users where username = 'provider'`,
  );
  // a certificate template of the provider's institute and a certificate of `youth`
  await gw.db.query(
    `insert into certificate_templates (institute_id, title) select institute_id, 'Matrix' from users where username = 'provider'`,
  );
  await gw.db.query(
    `insert into certificates (youth_id, course_id, institute_id, holder_name, course_title, institute_title)
     select ${youth}, c.id, c.institute_id, 'Matrix', c.title, 'Matrix' from courses c order by c.id limit 1`,
  );
  // and one of a course of the provider's institute (the staff's issued certificates, ADR 0105)
  await gw.db.query(
    `insert into certificates (youth_id, course_id, institute_id, holder_name, course_title, institute_title)
     select ${youth}, c.id, c.institute_id, 'Matrix', c.title, 'Matrix' from courses c
      where c.institute_id = (select institute_id from users where username = 'provider') order by c.id limit 1
     on conflict do nothing`,
  );
  // an enrolment of `youth` waiting for its payment, and that payment (issue 16 item 2)
  await gw.db.query(
    `insert into course_enrolments (course_id, batch_id, youth_id, fee, status)
     select b.course_id, b.id, ${youth}, 100, 'payment_pending' from course_batches b order by b.id limit 1`,
  );
  await gw.db.query(
    `insert into course_enrolment_payments (enrolment_id, youth_id, institute_id, amount, provider)
     select e.id, e.youth_id, c.institute_id, 100, 'sandbox' from course_enrolments e join courses c on c.id = e.course_id
      where e.youth_id = ${youth} limit 1`,
  );
  // a forum post of `youth` waiting for approval, with a comment of `youth` on it
  await gw.db.query(
    `with p as (insert into discussion_posts (author_id, title, body) select id, 'Matrix', 'Matrix' from users where username = 'youth' returning id, author_id)
     insert into discussion_comments (post_id, author_id, body) select id, author_id, 'Matrix' from p`,
  );
  // a locker document of `youth` (the file above) and a live share link of it
  await gw.db.query(
    `insert into locker_documents (youth_id, file_id, title, category)
     select owner_id, id, 'Matrix', 'other' from files where storage_key = 'matrix-test-key'`,
  );
  await gw.db.query(
    `insert into locker_shares (document_id, token_hash, expires_at, created_by)
     select id, repeat('b', 64), now() + interval '1 day', youth_id from locker_documents where title = 'Matrix'`,
  );
  await gw.db.query(
    `insert into in_app_notifications (user_id, event, title, body)
     select id, 'test', 'Hello', 'Body' from users where username = 'youth'`,
  );
  // a freelance offer of `youth` (ADR 0099)
  await gw.db.query(
    `insert into freelance_offers (youth_id, title, description, rate_amount, rate_unit)
     select id, 'Matrix', 'Matrix', 100, 'hourly' from users where username = 'youth'`,
  );
});
afterAll(async () => {
  console.log(
    `request matrix: ${counts.endpoints} endpoints, ${counts.requests} requests, ${counts.leaks} leaks; ` +
      `${counts.tenant} cross-tenant (${[...tenantAnswers].map(([code, n]) => `${n}× ${code}`).join(', ')})`,
  );
  await gw?.close();
});

const refusedWith = (status: number, expected: number[]) => expected.includes(status);

describe('request matrix', () => {
  it('lists every API route the gateway registered', () => {
    const listed = new Set(ALL.map(([, ep]) => `${ep.method} ${ep.path}`));
    const registered = gw.app.routeTable
      .filter((r) => API.test(r.url) && r.method !== 'HEAD' && r.method !== 'OPTIONS')
      .map((r) => `${r.method} ${r.url}`);
    expect(registered.filter((r) => !listed.has(r))).toEqual([]);
  });

  it.each(ALL.filter(([, ep]) => API.test(ep.path)))(
    '%s refuses callers it must refuse',
    async (_name, ep) => {
      counts.endpoints += 1;
      const url = fill(ep.path);
      const results: [string, number][] = [];
      const check = async (label: string, headers: Record<string, string>, expected: number[]) => {
        const res = await ask(ep, url, headers);
        counts.requests += 1;
        results.push([label, res.statusCode]);
        if (!refusedWith(res.statusCode, expected)) counts.leaks += 1;
        expect(res.statusCode, `${label}: ${ep.method} ${url} → ${res.body.slice(0, 200)}`).toSatisfy(
          (s: number) => refusedWith(s, expected),
        );
        expect(res.json().status.success, label).toBe(false);
      };
      await check('no api-key', {}, [401]);
      await check('wrong api-key', { 'api-key': `${API_KEY}-wrong` }, [401]);
      if (ep.area === 'protected' || ep.area === 'private') {
        await check('no token', { 'api-key': API_KEY }, [401]);
        await check(
          'forged token',
          { 'api-key': API_KEY, authorization: 'Bearer user:nobody_at_all' },
          [401],
        );
      }
      if (ep.area === 'private') {
        await check('youth token', { 'api-key': API_KEY, authorization: 'Bearer user:youth' }, [403]);
        await check(
          'staff without the key',
          { 'api-key': API_KEY, authorization: 'Bearer user:keyless' },
          [403],
        );
      }
    },
  );

  const idBearing = ALL.filter(
    ([, ep]) =>
      /^\/(protected|private)\//.test(ep.path) &&
      /:\w+/.test(ep.path) &&
      (!RESOURCE_ENGINE.has(`${ep.method} ${ep.path}`) || tenantResourceOf(ep.path)) &&
      !NOT_TENANT_SCOPED.some(([re]) => re.test(ep.path)),
  );

  it.each(idBearing)('%s refuses another tenant’s object', async (_name, ep) => {
    const values: Record<string, string> = {};
    for (const [, param] of ep.path.matchAll(/:(\w+)/g)) {
      if (!param) continue;
      const key = `${ep.path}:${param}`;
      const value = fixtures.get(key) ?? (await tenantAValue(ep.path, param));
      expect(
        value,
        `no object of tenant A for ${param} in ${ep.path}: add a fixture (or a NOT_TENANT_SCOPED reason)`,
      ).toBeTruthy();
      fixtures.set(key, value ?? '');
      values[param] = value ?? '';
    }
    const tenantB = ep.area === 'private' ? 'recruiter2' : 'youth2';
    const res = await ask(ep, fill(ep.path, values), {
      'api-key': API_KEY,
      authorization: `Bearer user:${tenantB}`,
    });
    counts.requests += 1;
    counts.tenant += 1;
    tenantAnswers.set(res.statusCode, (tenantAnswers.get(res.statusCode) ?? 0) + 1);
    // 404 or 403 where the object is looked up first; 422 where the body is checked before the object (a mutation
    // sent with an empty body): never a success, never 5xx
    const ok = refusedWith(res.statusCode, [403, 404, 422]);
    if (!ok) counts.leaks += 1;
    expect(res.statusCode, `${ep.method} ${ep.path} as ${tenantB} → ${res.body.slice(0, 200)}`).toSatisfy(
      () => ok,
    );
    if (ep.method === 'GET') expect(res.statusCode, `${ep.method} ${ep.path}`).toBeOneOf([403, 404]);
  });
});
