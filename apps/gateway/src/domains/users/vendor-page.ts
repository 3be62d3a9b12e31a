import {
  type PublicVendor,
  USER_TYPE,
  VENDOR_PAGE_LIMIT,
  type VendorItem,
  vendorEndpoints,
} from '@platform/contract';
import { today } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerEndpoint } from '../../platform/endpoint';
import { notFound } from '../../platform/errors';

/*
 * The public vendor page (spec §7 public `vendors/{id}`, ADR 0099): an approved, active recruiter or content provider
 * who registered as a vendor. Its names are its organisation's or institute's (the organisation name given at
 * sign-up while it has none); its jobs are the organisation's live, open jobs that show the organisation's name (the
 * company page's rule) and its courses the institute's published, active courses (the catalogue's rule).
 */

interface VendorRow {
  id: number;
  user_type_code: number;
  organization_id: number | null;
  institute_id: number | null;
  name: string;
  name_en: string | null;
  logo: string | null;
  description: string | null;
}

/** A stored logo is answered only while it is a public file's path (the resource engine keeps any short text). */
const PUBLIC_FILE = /^\/files\/[A-Za-z0-9_-]{1,100}$/;

/** The vendor, or null when it is not an approved, active recruiter or content provider. */
async function approvedVendor(db: Db, id: number): Promise<VendorRow | null> {
  const r = await db.query<VendorRow>(
    `select u.id::int as id, u.user_type_code, u.organization_id::int as organization_id,
       u.institute_id::int as institute_id,
       coalesce(o.title, i.title, nullif(btrim(u.vendor_organization_name), '')) as name,
       coalesce(o.title_en, i.title_en) as name_en,
       case when o.id is not null then o.logo else i.logo end as logo,
       nullif(btrim(case when o.id is not null then o.description else i.description end), '') as description
     from users u
     left join organizations o on o.id = u.organization_id and o.deleted_at is null
     left join institutes i on i.id = u.institute_id and i.deleted_at is null
     where u.id = $1 and u.vendor_status = 'approved' and u.row_status = 1 and u.deleted_at is null
       and u.user_type_code = any($2::int[])`,
    [id, [USER_TYPE.RECRUITER, USER_TYPE.CONTENT_PROVIDER]],
  );
  const row = r.rows[0];
  return row?.name ? row : null;
}

async function organizationJobs(db: Db, organizationId: number, day: string): Promise<VendorItem[]> {
  const r = await db.query<VendorItem>(
    `select j.id::int as id, j.job_title as title, j.job_title_en as title_en from jobs j
      where j.organization_id = $1 and j.status = 'live' and j.deleted_at is null
        and j.published_at <= $2::date and j.application_deadline >= $2::date
        and j.is_company_name_visible is not false
      order by j.published_at desc, j.id desc limit ${VENDOR_PAGE_LIMIT}`,
    [organizationId, day],
  );
  return r.rows;
}

async function instituteCourses(db: Db, instituteId: number): Promise<VendorItem[]> {
  const r = await db.query<VendorItem>(
    `select c.id::int as id, c.title, c.title_en from courses c
      where c.institute_id = $1 and c.publication_status = 'published' and c.row_status = 1
        and c.deactivated_at is null
      order by c.published_at desc nulls last, c.id desc limit ${VENDOR_PAGE_LIMIT}`,
    [instituteId],
  );
  return r.rows;
}

/** GET /public/vendors/{id}: 404 for anyone who is not an approved vendor. */
export function registerVendorPageRoutes(app: FastifyInstance): void {
  const { db } = app.services;
  registerEndpoint(app, vendorEndpoints.publicVendor, async (ctx): Promise<PublicVendor> => {
    const vendor = await approvedVendor(db, ctx.id());
    if (!vendor) throw notFound();
    const recruiter = vendor.user_type_code === USER_TYPE.RECRUITER;
    return {
      id: vendor.id,
      kind: recruiter ? 'recruiter' : 'content_provider',
      name: vendor.name,
      name_en: vendor.name_en,
      logo: vendor.logo && PUBLIC_FILE.test(vendor.logo) ? vendor.logo : null,
      description: vendor.description,
      organization_id: recruiter ? vendor.organization_id : null,
      jobs:
        recruiter && vendor.organization_id
          ? await organizationJobs(db, vendor.organization_id, today())
          : [],
      courses: !recruiter && vendor.institute_id ? await instituteCourses(db, vendor.institute_id) : [],
    };
  });
}
