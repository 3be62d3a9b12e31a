import {
  ENROLMENT_STATUS,
  NOTIFICATION_EVENT,
  TRAINEE_ENROLMENT_ERRORS as ERR,
  TRAINEE_ENROLMENT_LIMITS as EL,
  type TraineeYouthOption,
  USER_TYPE,
} from '@platform/contract';
import { normalizeMobile } from '@platform/validation';
import type { Db } from '../../db/client';
import { likeContains } from '../../db/sql';
import type { PageRequest } from '../../platform/endpoint';
import type { TenantScope } from '../../platform/tenant-scope';
import type { Notifier } from '../notifications/outbox';
import { scopeCondition } from '../courses/repository';

/*
 * Enrolling registered youth in a course of the institute (issue 15 item 6; ADR 0088): the youth lookup, and the
 * enrolment of a list of youth — one from the enrol dialog, or a chunk of an .xlsx sheet — in one transaction that
 * holds the course's batch rows locked (the youth's own enrolment locks its batch too, so seats are never overbooked),
 * with one 'bulk_course_invitation' per enrolled youth written to the outbox in the same transaction. Every refusal is
 * a message id per request, so a chunk enrols its good rows and names its bad ones.
 */

type Row = Record<string, unknown>;

/** Youth the platform may enrol: active, registered, not deleted (alias u). */
const ACTIVE_YOUTH = (alias: string) =>
  `${alias}.user_type_code = ${USER_TYPE.YOUTH} and ${alias}.row_status = 1 and ${alias}.deleted_at is null`;

/** `r***@example.com`: enough to tell two youth of the same name apart, not enough to harvest addresses. */
export function maskEmail(value: string | null): string | null {
  if (!value) return null;
  const at = value.indexOf('@');
  if (at < 1) return '***';
  return `${value.slice(0, 1)}***${value.slice(at)}`;
}

/** `017*****678`. */
export function maskMobile(value: string | null): string | null {
  if (!value) return null;
  return value.length <= 6 ? '***' : `${value.slice(0, 3)}${'*'.repeat(value.length - 6)}${value.slice(-3)}`;
}

/** What a lookup search is: a whole e-mail address, a whole mobile number, a name (3+ letters), or too short. */
export function searchKind(
  search: string | undefined,
): { kind: 'email' | 'mobile' | 'name'; value: string } | null {
  const s = (search ?? '').trim();
  if (s.includes('@')) return { kind: 'email', value: s.toLowerCase() };
  const phone = normalizeMobile(s);
  if (/^01[3-9]\d{8}$/.test(phone)) return { kind: 'mobile', value: phone };
  if ([...s].length >= EL.searchMin) return { kind: 'name', value: s };
  return null;
}

/** The course in the caller's scope with what an enrolment needs; null when it is another institute's (404). */
export async function courseForEnrolment(db: Db, courseId: number, scope: TenantScope) {
  const params: unknown[] = [courseId];
  const r = await db.query<Row>(
    `select c.id, c.title, c.title_en, c.fee, (c.publication_status = 'published' and c.row_status = 1 and c.deactivated_at is null) as open
       from courses c where c.id = $1 and ${scopeCondition(scope, 'c', params)}`,
    params,
  );
  const row = r.rows[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    title: String(row.title),
    title_en: (row.title_en as string | null) ?? null,
    fee: Number(row.fee),
    open: Boolean(row.open),
  };
}
export type EnrolmentCourse = NonNullable<Awaited<ReturnType<typeof courseForEnrolment>>>;

function optionOf(r: Row, shown: { email?: string; mobile?: string } = {}): TraineeYouthOption {
  const email = (r.email as string | null) ?? null;
  const mobile = (r.mobile as string | null) ?? null;
  return {
    id: Number(r.id),
    title: String(r.full_name),
    title_en: (r.full_name_en as string | null) ?? null,
    email: email && shown.email && email.toLowerCase() === shown.email ? email : maskEmail(email),
    mobile: mobile && shown.mobile === mobile ? mobile : maskMobile(mobile),
    enrolled: Boolean(r.enrolled),
  };
}

/**
 * Youth to enrol in the course: by a whole e-mail address or mobile number, or by 3+ letters of a name (Bengali or
 * English); a shorter search finds nobody, so the lookup never lists the platform's youth. Contacts come masked unless
 * the search typed them whole.
 */
export async function lookupYouths(
  db: Db,
  courseId: number,
  search: string | undefined,
  page: PageRequest,
): Promise<{ data: TraineeYouthOption[]; total: number }> {
  const kind = searchKind(search);
  if (!kind) return { data: [], total: 0 };
  const value = kind.kind === 'name' ? likeContains(kind.value) : kind.value;
  const match =
    kind.kind === 'email'
      ? 'lower(u.email) = $1'
      : kind.kind === 'mobile'
        ? 'u.mobile = $1'
        : '(u.full_name ilike $1 or u.full_name_en ilike $1)';
  const where = `${ACTIVE_YOUTH('u')} and ${match}`;
  const size = Math.min(page.page_size, EL.lookupPage);
  const [total, rows] = await Promise.all([
    db.query<{ n: number }>(`select count(*)::int as n from users u where ${where}`, [value]),
    db.query<Row>(
      `select u.id, u.full_name, u.full_name_en, u.email, u.mobile,
          exists (select 1 from course_enrolments e where e.course_id = $2 and e.youth_id = u.id) as enrolled
         from users u where ${where}
        order by coalesce(u.full_name_en, u.full_name), u.id limit ${size} offset ${(page.page - 1) * size}`,
      [value, courseId],
    ),
  ]);
  const shown = {
    email: kind.kind === 'email' ? kind.value : undefined,
    mobile: kind.kind === 'mobile' ? kind.value : undefined,
  };
  return { data: rows.rows.map((r) => optionOf(r, shown)), total: total.rows[0]?.n ?? 0 };
}

/** One active youth as the lookup names it (contacts masked), or null. */
export async function youthOption(db: Db, youthId: number): Promise<TraineeYouthOption | null> {
  const r = await db.query<Row>(
    `select u.id, u.full_name, u.full_name_en, u.email, u.mobile, false as enrolled from users u
      where u.id = $1 and ${ACTIVE_YOUTH('u')}`,
    [youthId],
  );
  return r.rows[0] ? optionOf(r.rows[0]) : null;
}

/** The youth of a sheet's e-mail addresses (lower-cased) and mobile numbers: each address → the first youth's id. */
export async function youthByContacts(
  db: Db,
  emails: string[],
  mobiles: string[],
): Promise<{ byEmail: Map<string, number>; byMobile: Map<string, number> }> {
  const byEmail = new Map<string, number>();
  const byMobile = new Map<string, number>();
  if (emails.length === 0 && mobiles.length === 0) return { byEmail, byMobile };
  const r = await db.query<{ id: number; email: string | null; mobile: string | null }>(
    `select u.id, lower(u.email) as email, u.mobile from users u
      where (lower(u.email) = any($1::text[]) or u.mobile = any($2::text[])) and ${ACTIVE_YOUTH('u')}
      order by u.id`,
    [emails, mobiles],
  );
  for (const row of r.rows) {
    if (row.email && !byEmail.has(row.email)) byEmail.set(row.email, Number(row.id));
    if (row.mobile && !byMobile.has(row.mobile)) byMobile.set(row.mobile, Number(row.id));
  }
  return { byEmail, byMobile };
}

/** Which of these ids are active youth. */
export async function activeYouthIds(db: Db, ids: number[]): Promise<Set<number>> {
  const r = await db.query<{ id: number }>(
    `select u.id from users u where u.id = any($1::bigint[]) and ${ACTIVE_YOUTH('u')}`,
    [ids],
  );
  return new Set(r.rows.map((row) => Number(row.id)));
}

/** A youth to enrol: `key` names the request (a sheet row), `batchId` null lets the gateway choose. */
export interface EnrolRequest {
  key: number;
  youthId: number;
  batchId: number | null;
}

export type EnrolOutcome =
  | { key: number; youthId: number; enrolmentId: number }
  | { key: number; field: 'youth_id' | 'batch_id'; message: string };

interface SeatBatch {
  id: number;
  seats: number;
}

/**
 * Pure rule: assigns each request a batch, in order, or a refusal — already enrolled (before, or earlier in the same
 * list), a batch not of the course or ended, a full batch, or no running batch with a seat when none was chosen (the
 * earliest starting batch with a seat is taken). `batches` are the course's running batches by start date; their
 * seats are counted down as requests take them.
 */
export function assignSeats(
  requests: readonly EnrolRequest[],
  batches: readonly SeatBatch[],
  enrolled: ReadonlySet<number>,
): { accepted: (EnrolRequest & { batchId: number })[]; refused: Extract<EnrolOutcome, { field: string }>[] } {
  const seats = new Map(batches.map((b) => [b.id, b.seats]));
  const taken = new Set(enrolled);
  const accepted: (EnrolRequest & { batchId: number })[] = [];
  const refused: Extract<EnrolOutcome, { field: string }>[] = [];
  for (const req of requests) {
    if (taken.has(req.youthId)) {
      const message = enrolled.has(req.youthId) ? ERR.alreadyEnrolled : ERR.duplicateRow;
      refused.push({ key: req.key, field: 'youth_id', message });
      continue;
    }
    let batchId = req.batchId;
    if (batchId !== null) {
      const left = seats.get(batchId);
      if (left === undefined) {
        refused.push({ key: req.key, field: 'batch_id', message: ERR.batchInvalid });
        continue;
      }
      if (left <= 0) {
        refused.push({ key: req.key, field: 'batch_id', message: ERR.batchFull });
        continue;
      }
    } else {
      batchId = batches.find((b) => (seats.get(b.id) ?? 0) > 0)?.id ?? null;
      if (batchId === null) {
        refused.push({ key: req.key, field: 'batch_id', message: ERR.noFreeBatch });
        continue;
      }
    }
    seats.set(batchId, (seats.get(batchId) ?? 0) - 1);
    taken.add(req.youthId);
    accepted.push({ ...req, batchId });
  }
  return { accepted, refused };
}

/**
 * Enrols the requests in the course (the caller's transaction): locks the course's running batches, reads who is
 * enrolled, assigns seats (assignSeats), writes the enrolments and the seat counts in three statements and writes one
 * invitation per enrolled youth to the outbox. A paid course's enrolment waits for the youth's payment, as their own
 * would. Returns an outcome per request, in order.
 */
export async function enrolYouths(
  tx: Db,
  notifier: Notifier,
  course: EnrolmentCourse,
  requests: readonly EnrolRequest[],
  links: { youthPortal: string; day: string },
): Promise<EnrolOutcome[]> {
  if (requests.length === 0) return [];
  const batches = await tx.query<{ id: number; available_seats: number }>(
    `select id, available_seats from course_batches where course_id = $1 and batch_end_date >= $2::date
      order by batch_start_date, id for update`,
    [course.id, links.day],
  );
  const existing = await tx.query<{ youth_id: number }>(
    'select youth_id from course_enrolments where course_id = $1 and youth_id = any($2::bigint[])',
    [course.id, requests.map((r) => r.youthId)],
  );
  const { accepted, refused } = assignSeats(
    requests,
    batches.rows.map((b) => ({ id: Number(b.id), seats: Number(b.available_seats) })),
    new Set(existing.rows.map((r) => Number(r.youth_id))),
  );
  const outcomes = new Map<number, EnrolOutcome>(refused.map((r) => [r.key, r]));
  if (accepted.length > 0) {
    const paid = course.fee > 0;
    const inserted = await tx.query<{ id: number; youth_id: number }>(
      `insert into course_enrolments (course_id, batch_id, youth_id, fee, status, enrolled_at)
       select $1, t.batch_id, t.youth_id, $2, $3, ${paid ? 'null' : 'now()'}
         from unnest($4::bigint[], $5::bigint[]) as t(youth_id, batch_id)
       on conflict (youth_id, course_id) do nothing
       returning id, youth_id`,
      [
        course.id,
        course.fee,
        paid ? ENROLMENT_STATUS.PAYMENT_PENDING : ENROLMENT_STATUS.ENROLLED,
        accepted.map((a) => a.youthId),
        accepted.map((a) => a.batchId),
      ],
    );
    const ids = new Map(inserted.rows.map((r) => [Number(r.youth_id), Number(r.id)]));
    const seatsTaken = new Map<number, number>();
    for (const a of accepted) {
      const enrolmentId = ids.get(a.youthId);
      // the youth enrolled themselves between the read and the insert (their own batch lock): already enrolled
      if (enrolmentId === undefined) {
        outcomes.set(a.key, { key: a.key, field: 'youth_id', message: ERR.alreadyEnrolled });
        continue;
      }
      outcomes.set(a.key, { key: a.key, youthId: a.youthId, enrolmentId });
      seatsTaken.set(a.batchId, (seatsTaken.get(a.batchId) ?? 0) + 1);
    }
    await tx.query(
      `update course_batches b set available_seats = b.available_seats - t.n, updated_at = now()
         from unnest($1::bigint[], $2::int[]) as t(id, n) where b.id = t.id`,
      [[...seatsTaken.keys()], [...seatsTaken.values()]],
    );
    await inviteYouths(tx, notifier, course, [...ids.keys()], links.youthPortal);
  }
  return requests.map(
    (r) => outcomes.get(r.key) ?? { key: r.key, field: 'youth_id', message: ERR.alreadyEnrolled },
  );
}

/** One 'bulk_course_invitation' per youth (in-app and e-mail), in their language, linking to the course page. */
async function inviteYouths(
  tx: Db,
  notifier: Notifier,
  course: EnrolmentCourse,
  youthIds: number[],
  youthPortal: string,
): Promise<void> {
  if (youthIds.length === 0) return;
  const people = await tx.query<{
    id: number;
    name: string;
    name_en: string | null;
    email: string | null;
    locale: string;
  }>(
    `select id, full_name as name, full_name_en as name_en, email, coalesce(preferred_locale, 'en-US') as locale
       from users where id = any($1::bigint[])`,
    [youthIds],
  );
  const link = `${youthPortal}/courses/${course.id}`;
  await notifier.notifyEach(
    {
      event: NOTIFICATION_EVENT.BULK_COURSE_INVITATION,
      channels: ['in_app', 'email'],
      notices: people.rows.map((p) => {
        const bn = p.locale === 'bn-BD';
        return {
          recipient: { user_id: Number(p.id), email: p.email ?? undefined },
          variables: {
            name: (bn ? p.name : p.name_en || p.name) ?? '',
            course_title: bn ? course.title || course.title_en || '' : course.title_en || course.title,
            link,
            locale: p.locale,
          },
        };
      }),
    },
    tx,
  );
}
