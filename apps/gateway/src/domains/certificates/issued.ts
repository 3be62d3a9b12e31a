import {
  type CertificateKind,
  type IssuedCertificate,
  type IssuedCertificateDetail,
  type IssuedCertificateQuery,
  LOCALE,
} from '@platform/contract';
import type { Db } from '../../db/client';
import { likeContains } from '../../db/sql';
import type { PageRequest } from '../../platform/endpoint';
import type { TenantScope } from '../../platform/tenant-scope';
// institute-scoped: an organisation's user finds none (certificates have no organization_id)
import { scopeCondition } from '../courses/repository';
import {
  type CertificateRecord,
  dhakaDay,
  findCertificate,
  RPL_OF_CERTIFICATE,
  rplOf,
  UUID,
  verificationOf,
} from './repository';

/*
 * The staff's side of issued certificates (ADR 0105): the platform-wide list with its filters, one certificate with
 * its revocation, and revoking / restoring under the row's lock. Every read names the caller's scope: a platform
 * administrator sees every institute's, an institute's user its own institute's, anyone else none (404).
 */

type Row = Record<string, unknown>;
const iso = (value: unknown) => new Date(value as string).toISOString();

const COLUMNS = `c.id, c.youth_id, c.course_id, c.holder_name, c.holder_name_en, c.course_title, c.course_title_en,
  c.institute_title, c.institute_title_en, c.issued_at, c.revoked_at, c.institute_id, c.template_id,
  exists (select 1 from rpl_applications a where a.certificate_id = c.id) as is_rpl, ${RPL_OF_CERTIFICATE}`;

function issuedOf(r: Row): IssuedCertificate {
  const revoked = r.revoked_at == null ? null : iso(r.revoked_at);
  return {
    id: String(r.id),
    kind: (r.is_rpl === true ? 'rpl' : 'course') as CertificateKind,
    youth_id: Number(r.youth_id),
    course_id: r.course_id == null ? null : Number(r.course_id),
    institute_id: r.institute_id == null ? null : Number(r.institute_id),
    holder_name: String(r.holder_name),
    holder_name_en: r.holder_name_en == null ? null : String(r.holder_name_en),
    course_title: String(r.course_title),
    course_title_en: r.course_title_en == null ? null : String(r.course_title_en),
    institute_title: String(r.institute_title),
    institute_title_en: r.institute_title_en == null ? null : String(r.institute_title_en),
    issued_at: iso(r.issued_at),
    issued_on: dhakaDay(r.issued_at),
    validity: revoked ? 'revoked' : 'valid',
    revoked_on: revoked ? dhakaDay(revoked) : null,
    revoked_at: revoked,
    rpl: rplOf(r.rpl),
  };
}

/** One page of the issued certificates in the scope, newest first, with the filters of the query. */
export async function listIssued(
  db: Db,
  scope: TenantScope,
  q: IssuedCertificateQuery,
  page: PageRequest,
): Promise<{ data: IssuedCertificate[]; total: number }> {
  const params: unknown[] = [];
  const where = [scopeCondition(scope, 'c', params)];
  const add = (value: unknown, sql: (n: number) => string) => {
    params.push(value);
    where.push(sql(params.length));
  };
  const search = q.search?.trim();
  if (search) {
    const n = params.push(likeContains(search));
    // a certificate's number is its id: the whole id, or the start a person reads off the paper
    const id = /^[0-9a-f-]{4,36}$/i.test(search) ? search.toLowerCase() : null;
    where.push(
      `(c.holder_name ilike $${n} or c.holder_name_en ilike $${n}${
        id ? ` or c.id::text like $${params.push(`${id}%`)}` : ''
      })`,
    );
  }
  const rpl = 'exists (select 1 from rpl_applications a where a.certificate_id = c.id)';
  if (q.kind === 'rpl') where.push(rpl);
  if (q.kind === 'course') where.push(`not ${rpl}`);
  if (q.course_id) add(q.course_id, (n) => `c.course_id = $${n}`);
  if (q.institute_id) add(q.institute_id, (n) => `c.institute_id = $${n}`);
  if (q.issued_from)
    add(q.issued_from, (n) => `c.issued_at >= ($${n}::date::timestamp at time zone 'Asia/Dhaka')`);
  if (q.issued_to)
    add(q.issued_to, (n) => `c.issued_at < (($${n}::date + 1)::timestamp at time zone 'Asia/Dhaka')`);
  if (q.validity === 'valid') where.push('c.revoked_at is null');
  if (q.validity === 'revoked') where.push('c.revoked_at is not null');
  const filter = where.join(' and ');
  const total = await db.query<{ n: number }>(
    `select count(*)::int as n from certificates c where ${filter}`,
    params,
  );
  const rows = await db.query<Row>(
    `select ${COLUMNS} from certificates c where ${filter}
      order by c.issued_at desc, c.id limit ${page.page_size} offset ${(page.page - 1) * page.page_size}`,
    params,
  );
  return { data: rows.rows.map(issuedOf), total: total.rows[0]?.n ?? 0 };
}

/** A certificate of the scope with its revocation, or null (another institute's, or no such id). */
export async function findIssued(
  db: Db,
  id: string,
  scope: TenantScope,
  lock = false,
): Promise<(IssuedCertificate & { revoked_reason: string | null; revoked_by_name: string | null }) | null> {
  if (!UUID.test(id)) return null;
  const params: unknown[] = [id];
  const r = await db.query<Row>(
    `select ${COLUMNS}, c.revoked_reason,
            (select coalesce(u.full_name_en, u.full_name) from users u where u.id = c.revoked_by) as revoked_by_name
       from certificates c where c.id = $1 and ${scopeCondition(scope, 'c', params)}${lock ? ' for update of c' : ''}`,
    params,
  );
  const row = r.rows[0];
  if (!row) return null;
  return {
    ...issuedOf(row),
    revoked_reason: row.revoked_reason == null ? null : String(row.revoked_reason),
    revoked_by_name: row.revoked_by_name == null ? null : String(row.revoked_by_name),
  };
}

export function issuedDetailOf(
  c: IssuedCertificate & { revoked_reason: string | null; revoked_by_name: string | null },
  verificationUrl: string,
): IssuedCertificateDetail {
  return { ...c, verification_url: verificationUrl };
}

export async function setRevoked(tx: Db, id: string, reason: string, by: number): Promise<void> {
  await tx.query(
    'update certificates set revoked_at = now(), revoked_reason = $2, revoked_by = $3 where id = $1',
    [id, reason, by],
  );
}

export async function clearRevoked(tx: Db, id: string): Promise<void> {
  await tx.query(
    'update certificates set revoked_at = null, revoked_reason = null, revoked_by = null where id = $1',
    [id],
  );
}

/** The holder's contact and language, for the revocation notice. */
export async function holderOf(
  tx: Db,
  youthId: number,
): Promise<{
  id: number;
  email: string | null;
  bengali: boolean;
  name: string;
  name_en: string | null;
} | null> {
  const r = await tx.query<Row>(
    `select u.id, u.email, u.full_name, u.full_name_en, u.preferred_locale
       from users u where u.id = $1 and u.deleted_at is null`,
    [youthId],
  );
  const row = r.rows[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    email: row.email == null ? null : String(row.email),
    bengali: row.preferred_locale !== LOCALE.EN,
    name: String(row.full_name),
    name_en: row.full_name_en == null ? null : String(row.full_name_en),
  };
}

/** The record the PDF engine draws (the same as the holder's). */
export const recordOf = (db: Db, id: string): Promise<CertificateRecord | null> => findCertificate(db, id);

export { verificationOf };
