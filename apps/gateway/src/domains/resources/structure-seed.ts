import type { Db } from '../../db/client';

/**
 * Demo data of the institutes' and organisations' structure (issue 18 item 1, ADR 0083): the demo institute's head
 * branch, its training centre and one trainer, and a head office unit of the demo organisation — so the lists of
 * the institute and organisation administrators show their own records. Never in production mode.
 */
export async function seedInstituteStructure(
  tx: Db,
  instituteId: number,
  organizationId: number,
): Promise<void> {
  const place = `(select d.id as division_id, x.id as district_id, u.id as upazila_id
      from divisions d join districts x on x.division_id = d.id join upazilas u on u.district_id = x.id
     where lower(d.title_en) = 'rajshahi' and lower(x.title_en) = 'rajshahi' and lower(u.title_en) = 'paba' limit 1)`;
  await tx.query(
    `insert into institute_branches (institute_id, title, title_en, address, division_id, district_id, upazila_id)
     select $1, 'রাজশাহী প্রধান শাখা', 'Rajshahi main branch', 'সপুরা, রাজশাহী', p.division_id, p.district_id, p.upazila_id
       from (select 1) one left join ${place} p on true`,
    [instituteId],
  );
  await tx.query(
    `insert into training_centers (institute_id, branch_id, title, title_en, address, division_id, district_id, upazila_id,
       contact_person_name, mobile, email)
     select $1, b.id, 'সপুরা প্রশিক্ষণ কেন্দ্র', 'Sapura training centre', b.address, b.division_id, b.district_id, b.upazila_id,
       'মোহাম্মদ করিম', '01711000005', 'sapura@rtti.example'
       from institute_branches b where b.institute_id = $1 order by b.id limit 1`,
    [instituteId],
  );
  await tx.query(
    `insert into trainers (institute_id, branch_id, training_center_id, trainer_name, trainer_name_en, email, mobile,
       subject, skills, about)
     select c.institute_id, c.branch_id, c.id, 'সাবরিনা চৌধুরী', 'Sabrina Chowdhury', 'trainer@platform.local',
       '01711000006', 'Web development', 'HTML, CSS, JavaScript, React',
       'Trains the web development batches of the institute since 2019.'
       from training_centers c where c.institute_id = $1 order by c.id limit 1`,
    [instituteId],
  );
  await tx.query(
    `insert into organization_units (organization_id, organization_unit_type_id, title, title_en, address)
     select $1, t.id, 'প্রধান কার্যালয়', 'Head office', 'বনানী, ঢাকা'
       from organization_unit_types t where t.deleted_at is null order by t.id limit 1`,
    [organizationId],
  );
}
