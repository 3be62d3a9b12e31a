import {
  COURSE_FEE_FILTER,
  COURSE_TEXT_FIELDS,
  type CatalogueCourse,
  type CatalogueCourseDetail,
  type CatalogueInstitute,
  type CourseCatalogueQuery,
  FILE_VISIBILITY,
  type OpenBatch,
  type OutlineModule,
  type PublicInstructorProfile,
  storedFilePath,
} from '@platform/contract';
import type { Db } from '../../db/client';
import { Params } from '../../db/sql';
import type { PageRequest } from '../../platform/endpoint';
import { searchQueryOf } from '../jobs/search';

/*
 * The public course catalogue (issue 16 item 1; ADR 0075): published, active courses only — a draft, archived or
 * inactive course is as missing as one that does not exist. A batch is open on `day` when its registration runs that
 * day and it has a seat left. The outline names modules and lessons, never their contents.
 */

/** Courses the catalogue shows (alias c): not one platform staff deactivated either (ADR 0107). */
export const IN_CATALOGUE = `c.publication_status = 'published' and c.row_status = 1 and c.deactivated_at is null`;

/** Batches of course c open for registration on the day in `day` with a seat left (alias b). */
const openBatch = (day: string) =>
  `b.course_id = c.id and b.available_seats > 0 and b.registration_start_date <= ${day}::date
   and b.registration_end_date >= ${day}::date`;

const DAY = (alias: string, column: string) => `to_char(${alias}.${column}, 'YYYY-MM-DD') as ${column}`;

const CARD_COLUMNS = (
  day: string,
) => `c.id, c.code, c.title, c.title_en, c.course_type, c.level, c.language_medium,
  c.duration_hours, c.fee, c.cover_file_id, c.institute_id, i.title as institute_title,
  i.title_en as institute_title_en, ${DAY('c', 'start_date')}, ${DAY('c', 'end_date')},
  (select count(*)::int from course_batches b where ${openBatch(day)}) as open_batches`;

type Row = Record<string, unknown>;
const nullable = (v: unknown) => (v == null ? null : String(v));

export function cardOf(r: Row): CatalogueCourse {
  const cover = nullable(r.cover_file_id);
  return {
    id: Number(r.id),
    code: String(r.code ?? ''),
    title: String(r.title),
    title_en: nullable(r.title_en),
    course_type: Number(r.course_type) as CatalogueCourse['course_type'],
    level: Number(r.level) as CatalogueCourse['level'],
    language_medium: Number(r.language_medium) as CatalogueCourse['language_medium'],
    duration_hours: Number(r.duration_hours),
    fee: Number(r.fee),
    cover_path: cover ? storedFilePath(cover, FILE_VISIBILITY.PUBLIC) : null,
    institute_id: Number(r.institute_id),
    institute_title: String(r.institute_title),
    institute_title_en: nullable(r.institute_title_en),
    start_date: nullable(r.start_date),
    end_date: nullable(r.end_date),
    open_batches: Number(r.open_batches ?? 0),
  };
}

/**
 * One page of the catalogue, newest first. The text is matched as the job board's is (ADR 0066): each word of it as
 * the prefix of a word of the titles or the code (062_course_catalogue_search.sql; a text with no word finds none).
 * The page's ids are found first, so the cards' open-batch counts are read for the page only, not for every course
 * skipped before a deep page (ADR 0111).
 */
export async function searchCatalogue(
  db: Db,
  query: Omit<CourseCatalogueQuery, 'page' | 'page_size'>,
  page: PageRequest,
  day: string,
): Promise<{ data: CatalogueCourse[]; total: number }> {
  const p = new Params();
  const where = [IN_CATALOGUE];
  if (query.search) {
    const words = searchQueryOf(query.search);
    where.push(words ? `c.search_vector @@ to_tsquery('simple', ${p.add(words)})` : 'false');
  }
  if (query.course_type != null) where.push(`c.course_type = ${p.add(query.course_type)}`);
  if (query.level != null) where.push(`c.level = ${p.add(query.level)}`);
  if (query.language_medium != null) where.push(`c.language_medium = ${p.add(query.language_medium)}`);
  if (query.fee === COURSE_FEE_FILTER.FREE) where.push('c.fee = 0');
  if (query.fee === COURSE_FEE_FILTER.PAID) where.push('c.fee > 0');
  if (query.institute_id != null) where.push(`c.institute_id = ${p.add(query.institute_id)}`);
  const filter = where.join(' and ');
  const total = await db.query<{ n: number }>(
    `select count(*)::int as n from courses c where ${filter}`,
    p.values,
  );
  const d = p.add(day);
  const rows = await db.query<Row>(
    `select ${CARD_COLUMNS(d)}
       from (select c.id from courses c where ${filter}
              order by c.id desc limit ${page.page_size} offset ${(page.page - 1) * page.page_size}) page
       join courses c on c.id = page.id join institutes i on i.id = c.institute_id
      order by c.id desc`,
    p.values,
  );
  return { data: rows.rows.map(cardOf), total: total.rows[0]?.n ?? 0 };
}

/** Cards of the given catalogue courses in the given order (favourites); courses no longer in it are left out. */
export async function cardsOf(db: Db, ids: readonly number[], day: string): Promise<CatalogueCourse[]> {
  if (ids.length === 0) return [];
  const r = await db.query<Row>(
    `select ${CARD_COLUMNS('$2')} from courses c join institutes i on i.id = c.institute_id
      where c.id = any($1::bigint[]) and ${IN_CATALOGUE}`,
    [ids, day],
  );
  const byId = new Map(r.rows.map((row) => [Number(row.id), cardOf(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const TEXT_COLUMNS = COURSE_TEXT_FIELDS.flatMap((f) => [`c.${f}`, `c.${f}_en`]).join(', ');

const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

/** A catalogue course's public page, or null when it is not in the catalogue. */
export async function catalogueCourse(
  db: Db,
  id: number,
  day: string,
): Promise<CatalogueCourseDetail | null> {
  const r = await db.query<Row>(
    `select ${CARD_COLUMNS('$2')}, ${TEXT_COLUMNS},
       coalesce((select json_agg(json_build_object('id', s.id, 'title', s.title, 'title_en', s.title_en) order by s.id)
                   from course_skills cs join skills s on s.id = cs.skill_id where cs.course_id = c.id), '[]') as skills,
       coalesce((select json_agg(json_build_object('id', t.id, 'name', t.trainer_name, 'name_en', t.trainer_name_en,
                   'photo', t.photo, 'subject', nullif(btrim(t.subject), ''), 'about', nullif(btrim(t.about), ''))
                   order by ci.position)
                   from course_instructors ci join trainers t on t.id = ci.trainer_id
                  where ci.course_id = c.id and t.institute_id = c.institute_id and t.row_status = 1
                    and t.deleted_at is null), '[]') as instructors,
       (select json_build_object('average', round(avg(r.rating)::numeric, 1), 'count', count(*))
          from course_ratings r where r.course_id = c.id) as rating
     from courses c join institutes i on i.id = c.institute_id where c.id = $1 and ${IN_CATALOGUE}`,
    [id, day],
  );
  const row = r.rows[0];
  if (!row) return null;
  const [outline, batches] = await Promise.all([outlineOf(db, id), openBatchesOf(db, id, day)]);
  const texts = Object.fromEntries(
    COURSE_TEXT_FIELDS.flatMap((f) => [
      [f, nullable(row[f])],
      [`${f}_en`, nullable(row[`${f}_en`])],
    ]),
  ) as unknown as Pick<
    CatalogueCourseDetail,
    (typeof COURSE_TEXT_FIELDS)[number] | `${(typeof COURSE_TEXT_FIELDS)[number]}_en`
  >;
  const rating = json<{ average: number | string | null; count: number | string }>(row.rating);
  return {
    ...cardOf(row),
    ...texts,
    skills: json<CatalogueCourseDetail['skills']>(row.skills).map((s) => ({ ...s, id: Number(s.id) })),
    instructors: json<CatalogueCourseDetail['instructors']>(row.instructors).map((x) => ({
      ...x,
      id: Number(x.id),
      photo: publicPhoto(x.photo),
    })),
    outline,
    batches,
    rating: {
      average: rating.average == null ? null : Number(rating.average),
      count: Number(rating.count),
    },
  };
}

/** A trainer's photo is answered only while it is a public file's path (the resource engine keeps any short text). */
const publicPhoto = (photo: unknown) =>
  typeof photo === 'string' && /^\/files\/[A-Za-z0-9_-]{1,100}$/.test(photo) ? photo : null;

/** Instructors of course c as the course page lists them (alias t): its institute's active trainers. */
const TEACHES = `ci.course_id = c.id and t.id = ci.trainer_id and t.institute_id = c.institute_id and t.row_status = 1
  and t.deleted_at is null`;

/**
 * An instructor's public profile from a catalogue course, or null unless the course is in the catalogue and the
 * trainer is one of its instructors. Never the trainer's contact; the other courses are catalogue courses only.
 */
export async function catalogueInstructor(
  db: Db,
  courseId: number,
  trainerId: number,
): Promise<PublicInstructorProfile | null> {
  const r = await db.query<Row>(
    `select t.id, t.trainer_name, t.trainer_name_en, t.photo, nullif(btrim(t.subject), '') as subject,
       nullif(btrim(t.about), '') as about, c.id as course_id, c.title as course_title,
       c.title_en as course_title_en, i.id as institute_id, i.title as institute_title,
       i.title_en as institute_title_en,
       coalesce((select json_agg(json_build_object('id', o.id, 'title', o.title, 'title_en', o.title_en)
                   order by o.id desc)
                   from (select c.id, c.title, c.title_en from course_instructors ci join courses c on c.id = ci.course_id
                          where ci.trainer_id = t.id and c.id <> $1 and c.institute_id = t.institute_id and ${IN_CATALOGUE}
                          order by c.id desc limit 20) o), '[]') as other_courses
     from courses c join institutes i on i.id = c.institute_id
       join course_instructors ci on ci.course_id = c.id join trainers t on t.id = ci.trainer_id
     where c.id = $1 and t.id = $2 and ${TEACHES} and ${IN_CATALOGUE}`,
    [courseId, trainerId],
  );
  const row = r.rows[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    name: String(row.trainer_name),
    name_en: nullable(row.trainer_name_en),
    photo: publicPhoto(row.photo),
    subject: nullable(row.subject),
    about: nullable(row.about),
    course_id: Number(row.course_id),
    course_title: String(row.course_title),
    course_title_en: nullable(row.course_title_en),
    institute_id: Number(row.institute_id),
    institute_title: String(row.institute_title),
    institute_title_en: nullable(row.institute_title_en),
    other_courses: json<PublicInstructorProfile['other_courses']>(row.other_courses).map((o) => ({
      id: Number(o.id),
      title: String(o.title),
      title_en: o.title_en ?? null,
    })),
  };
}

/** The modules and lessons of a course in order: titles and kinds only. */
async function outlineOf(db: Db, courseId: number): Promise<OutlineModule[]> {
  const r = await db.query<Row>(
    `select m.id, m.kind, m.title, m.title_en,
       coalesce((select json_agg(json_build_object('id', l.id, 'kind', l.kind, 'title', l.title, 'title_en', l.title_en)
                   order by l.position) from course_lessons l where l.module_id = m.id), '[]') as lessons
     from course_modules m where m.course_id = $1 order by m.position`,
    [courseId],
  );
  return r.rows.map((m) => ({
    id: Number(m.id),
    kind: Number(m.kind),
    title: String(m.title),
    title_en: nullable(m.title_en),
    lessons: json<OutlineModule['lessons']>(m.lessons).map((l) => ({
      id: Number(l.id),
      kind: Number(l.kind),
      title: String(l.title),
      title_en: l.title_en ?? null,
    })),
  }));
}

/** The course's batches open on `day` with a seat left, by batch start date. */
async function openBatchesOf(db: Db, courseId: number, day: string): Promise<OpenBatch[]> {
  const r = await db.query<Row>(
    `select b.id, b.title, b.title_en, b.total_seats, b.available_seats, ${DAY('b', 'registration_start_date')},
       ${DAY('b', 'registration_end_date')}, ${DAY('b', 'batch_start_date')}, ${DAY('b', 'batch_end_date')},
       tc.id as center_id, tc.title as center_title, tc.title_en as center_title_en, tc.address as center_address
     from course_batches b join courses c on c.id = b.course_id
       left join training_centers tc on tc.id = b.training_center_id and tc.deleted_at is null
     where c.id = $1 and ${openBatch('$2')} order by b.batch_start_date, b.id`,
    [courseId, day],
  );
  return r.rows.map((b) => ({
    id: Number(b.id),
    title: String(b.title),
    title_en: nullable(b.title_en),
    total_seats: Number(b.total_seats),
    available_seats: Number(b.available_seats),
    registration_start_date: String(b.registration_start_date),
    registration_end_date: String(b.registration_end_date),
    batch_start_date: String(b.batch_start_date),
    batch_end_date: String(b.batch_end_date),
    training_center:
      b.center_id == null
        ? null
        : {
            id: Number(b.center_id),
            title: String(b.center_title),
            title_en: nullable(b.center_title_en),
            address: nullable(b.center_address),
          },
  }));
}

/** The institutes with a course in the catalogue, by title. */
export async function catalogueInstitutes(db: Db): Promise<CatalogueInstitute[]> {
  const r = await db.query<Row>(
    `select i.id, i.title, i.title_en from institutes i
      where exists (select 1 from courses c where c.institute_id = i.id and ${IN_CATALOGUE}) order by i.title, i.id`,
  );
  return r.rows.map((i) => ({ id: Number(i.id), title: String(i.title), title_en: nullable(i.title_en) }));
}
