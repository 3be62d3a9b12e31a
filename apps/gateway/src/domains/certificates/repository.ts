import type {
  Certificate,
  CertificateElement,
  CertificateOrientation,
  CertificateRpl,
  CertificateTemplate,
  CertificateTemplateBody,
  CertificateTemplateSummary,
  CertificateVerification,
} from '@platform/contract';
import type { Db } from '../../db/client';
import type { PageRequest } from '../../platform/endpoint';
import type { TenantScope } from '../../platform/tenant-scope';
// institute-scoped: an organisation's user finds none (the platform's condition would name organization_id)
import { scopeCondition } from '../courses/repository';
import { likeContains } from '../../db/sql';

/* The SQL of certificate templates and certificates (032_certificates.sql). Templates are read inside a tenant. */

type Row = Record<string, unknown>;
const iso = (value: unknown) => new Date(value as string).toISOString();
const text = (value: unknown) => (value == null ? null : String(value));
const DHAKA_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' });
/** The calendar day in Dhaka of a moment, 'YYYY-MM-DD'. */
export const dhakaDay = (value: unknown) => DHAKA_DAY.format(new Date(value as string));

const SUMMARY = `t.id, t.institute_id, t.title, t.title_en, t.orientation, t.background_file_id, t.is_default,
  t.created_at, t.updated_at`;

function summaryOf(r: Row): Omit<CertificateTemplateSummary, 'element_count'> {
  return {
    id: Number(r.id),
    institute_id: Number(r.institute_id),
    title: String(r.title),
    title_en: text(r.title_en),
    orientation: String(r.orientation) as CertificateOrientation,
    background_file_id: text(r.background_file_id),
    is_default: r.is_default === true,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

export async function listTemplates(
  db: Db,
  scope: TenantScope,
  search: string | undefined,
  page: PageRequest,
): Promise<{ data: CertificateTemplateSummary[]; total: number }> {
  const params: unknown[] = [];
  const where = [scopeCondition(scope, 't', params)];
  if (search) {
    params.push(likeContains(search));
    where.push(`(t.title ilike $${params.length} or t.title_en ilike $${params.length})`);
  }
  const filter = where.join(' and ');
  const total = await db.query<{ n: number }>(
    `select count(*)::int as n from certificate_templates t where ${filter}`,
    params,
  );
  const rows = await db.query<Row>(
    `select ${SUMMARY}, jsonb_array_length(t.elements) as element_count from certificate_templates t
      where ${filter} order by t.id desc limit ${page.page_size} offset ${(page.page - 1) * page.page_size}`,
    params,
  );
  return {
    data: rows.rows.map((r) => ({ ...summaryOf(r), element_count: Number(r.element_count) })),
    total: total.rows[0]?.n ?? 0,
  };
}

/** A template of the scope, or null. */
export async function findTemplate(
  db: Db,
  id: number,
  scope: TenantScope,
  lock = false,
): Promise<CertificateTemplate | null> {
  const params: unknown[] = [id];
  const r = await db.query<Row>(
    `select ${SUMMARY}, t.elements from certificate_templates t
      where t.id = $1 and ${scopeCondition(scope, 't', params)}${lock ? ' for update' : ''}`,
    params,
  );
  const row = r.rows[0];
  return row ? { ...summaryOf(row), elements: row.elements as CertificateElement[] } : null;
}

/** The institute's default template, or null. */
export async function defaultTemplate(db: Db, instituteId: number): Promise<CertificateTemplate | null> {
  const r = await db.query<{ id: number }>(
    'select id from certificate_templates where institute_id = $1 and is_default',
    [instituteId],
  );
  const id = r.rows[0]?.id;
  return id == null ? null : findTemplate(db, Number(id), { kind: 'institute', id: instituteId });
}

export async function templateCount(db: Db, instituteId: number): Promise<number> {
  const r = await db.query<{ n: number }>(
    'select count(*)::int as n from certificate_templates where institute_id = $1',
    [instituteId],
  );
  return r.rows[0]?.n ?? 0;
}

const VALUES = (body: CertificateTemplateBody) => [
  body.title,
  body.title_en ?? null,
  body.orientation,
  body.background_file_id ?? null,
  body.is_default === true,
  JSON.stringify(body.elements),
];

async function unsetOtherDefault(tx: Db, instituteId: number, body: CertificateTemplateBody) {
  if (body.is_default)
    await tx.query(
      'update certificate_templates set is_default = false where institute_id = $1 and is_default',
      [instituteId],
    );
}

export async function insertTemplate(
  tx: Db,
  instituteId: number,
  body: CertificateTemplateBody,
): Promise<number> {
  await unsetOtherDefault(tx, instituteId, body);
  const r = await tx.query<{ id: number }>(
    `insert into certificate_templates (title, title_en, orientation, background_file_id, is_default, elements, institute_id)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7) returning id`,
    [...VALUES(body), instituteId],
  );
  return Number(r.rows[0]?.id);
}

export async function updateTemplate(
  tx: Db,
  id: number,
  instituteId: number,
  body: CertificateTemplateBody,
): Promise<void> {
  await unsetOtherDefault(tx, instituteId, body);
  await tx.query(
    `update certificate_templates set title = $1, title_en = $2, orientation = $3, background_file_id = $4,
       is_default = $5, elements = $6::jsonb, updated_at = now() where id = $7`,
    [...VALUES(body), id],
  );
}

export async function deleteTemplate(db: Db, id: number): Promise<void> {
  await db.query('delete from certificate_templates where id = $1', [id]);
}

/* ---------- certificates ---------- */

/*
 * An RPL pass's certificate has no course (ADR 0094): the application that earned it (rpl_applications.certificate_id)
 * names its occupation, level and batch. The fragment is a column list item over the certificate `c`.
 */
export const RPL_OF_CERTIFICATE = `(select jsonb_build_object('occupation_title', o.title,
    'occupation_title_en', o.title_en, 'level_title', l.title, 'level_title_en', l.title_en,
    'batch_title', b.title, 'batch_title_en', b.title_en)
   from rpl_applications a
   join rpl_occupations o on o.id = a.rpl_occupation_id
   join rpl_levels l on l.id = a.rpl_level_id
   left join rpl_batches b on b.id = a.rpl_batch_id
  where a.certificate_id = c.id limit 1) as rpl`;

/** The `rpl` column of RPL_OF_CERTIFICATE as the contract has it. */
export function rplOf(value: unknown): CertificateRpl | null {
  if (value == null || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  return {
    occupation_title: String(v.occupation_title),
    occupation_title_en: text(v.occupation_title_en),
    level_title: String(v.level_title),
    level_title_en: text(v.level_title_en),
    batch_title: text(v.batch_title),
    batch_title_en: text(v.batch_title_en),
  };
}

const CERTIFICATE = `c.id, c.course_id, c.holder_name, c.holder_name_en, c.course_title, c.course_title_en,
  c.institute_title, c.institute_title_en, c.issued_at, c.revoked_at, c.institute_id, c.template_id, c.add_to_cv,
  ${RPL_OF_CERTIFICATE}`;

export interface CertificateRecord extends CertificateVerification {
  course_id: number | null;
  institute_id: number | null;
  template_id: number | null;
  issued_at: string;
  /** The holder's "on my CV" switch (ADR 0115). */
  add_to_cv: boolean;
}

function certificateOf(r: Row): CertificateRecord {
  return {
    id: String(r.id),
    course_id: r.course_id == null ? null : Number(r.course_id),
    institute_id: r.institute_id == null ? null : Number(r.institute_id),
    template_id: r.template_id == null ? null : Number(r.template_id),
    holder_name: String(r.holder_name),
    holder_name_en: text(r.holder_name_en),
    course_title: String(r.course_title),
    course_title_en: text(r.course_title_en),
    institute_title: String(r.institute_title),
    institute_title_en: text(r.institute_title_en),
    issued_at: iso(r.issued_at),
    // the day in Dhaka, as the PDF prints it (a UTC day was the day before from midnight to 06:00 in Dhaka)
    issued_on: dhakaDay(r.issued_at),
    validity: r.revoked_at == null ? 'valid' : 'revoked',
    revoked_on: r.revoked_at == null ? null : dhakaDay(r.revoked_at),
    rpl: rplOf(r.rpl),
    add_to_cv: r.add_to_cv === true,
  };
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A certificate by id (any holder), or null; an id that is no UUID is null, never a database error. */
export async function findCertificate(
  db: Db,
  id: string,
  youthId?: number,
): Promise<CertificateRecord | null> {
  if (!UUID.test(id)) return null;
  const params: unknown[] = [id];
  if (youthId !== undefined) params.push(youthId);
  const r = await db.query<Row>(
    `select ${CERTIFICATE} from certificates c where c.id = $1${youthId !== undefined ? ' and c.youth_id = $2' : ''}`,
    params,
  );
  return r.rows[0] ? certificateOf(r.rows[0]) : null;
}

export async function youthCertificates(db: Db, youthId: number): Promise<CertificateRecord[]> {
  const r = await db.query<Row>(
    `select ${CERTIFICATE} from certificates c where c.youth_id = $1 order by c.issued_at desc, c.id`,
    [youthId],
  );
  return r.rows.map(certificateOf);
}

/** The public view: only what the verification page shows. */
export function verificationOf(c: CertificateRecord): CertificateVerification {
  return {
    id: c.id,
    holder_name: c.holder_name,
    holder_name_en: c.holder_name_en,
    course_title: c.course_title,
    course_title_en: c.course_title_en,
    institute_title: c.institute_title,
    institute_title_en: c.institute_title_en,
    issued_on: c.issued_on,
    validity: c.validity,
    revoked_on: c.revoked_on,
    rpl: c.rpl,
  };
}

export function youthViewOf(c: CertificateRecord, verificationUrl: string): Certificate {
  return {
    ...verificationOf(c),
    course_id: c.course_id,
    verification_url: verificationUrl,
    add_to_cv: c.add_to_cv,
  };
}

/** Sets the holder's "on my CV" switch of their own certificate (ADR 0115); false when it is not theirs. */
export async function setCertificateOnCv(
  db: Db,
  id: string,
  youthId: number,
  addToCv: boolean,
): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const r = await db.query('update certificates set add_to_cv = $3 where id = $1 and youth_id = $2', [
    id,
    youthId,
    addToCv,
  ]);
  return r.rowCount > 0;
}

/**
 * Inserts the certificate of a youth and course unless one exists; answers the one on record either way. The unique
 * pair (youth_id, course_id) makes a concurrent second insert wait for the first and then do nothing.
 */
export async function insertCertificateOnce(
  tx: Db,
  youthId: number,
  courseId: number,
): Promise<{ id: string; created: boolean } | null> {
  const r = await tx.query<{ id: string }>(
    `insert into certificates (youth_id, course_id, institute_id, template_id, holder_name, holder_name_en,
        course_title, course_title_en, institute_title, institute_title_en)
     select u.id, c.id, c.institute_id,
            (select t.id from certificate_templates t where t.institute_id = c.institute_id and t.is_default),
            u.full_name, u.full_name_en, c.title, c.title_en, i.title, i.title_en
       from users u, courses c join institutes i on i.id = c.institute_id
      where u.id = $1 and u.user_type_code = 3 and c.id = $2
     on conflict on constraint certificates_once do nothing
     returning id`,
    [youthId, courseId],
  );
  if (r.rows[0]) return { id: String(r.rows[0].id), created: true };
  const existing = await tx.query<{ id: string }>(
    'select id from certificates where youth_id = $1 and course_id = $2',
    [youthId, courseId],
  );
  return existing.rows[0] ? { id: String(existing.rows[0].id), created: false } : null;
}
