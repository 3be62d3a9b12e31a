import type { Db } from '../../db/client';

/*
 * Demo data (demo mode and tests; ADR 0092): Dhaka Tech is a general member of BASIS (the `association` account's
 * association), so its job post waiting for approval is in BASIS's /association-vacancies and its oldest live job
 * carries BASIS's badge; Chattogram Garments has applied, so /association-applications shows something at first;
 * the demo `youth2` has asked BASIS to approve the CV (ADR 0104).
 */
export async function seedAssociations(tx: Db): Promise<void> {
  const basis = `(select industry_association_id from users where username = 'association')`;
  await tx.query(
    `insert into association_memberships (industry_association_id, organization_id, membership_type, membership_id,
       last_renewal_year, status, reviewed_at)
     select ${basis}, o.id, 'general', 'BASIS-G-0101', 2026, 'approved', now() from organizations o
      where o.title_en = 'Dhaka Tech Ltd.' and ${basis} is not null`,
  );
  await tx.query(
    `insert into association_memberships (industry_association_id, organization_id, membership_type)
     select ${basis}, o.id, 'associate' from organizations o
      where o.title_en = 'Chattogram Garments Ltd.' and ${basis} is not null`,
  );
  // the second demo youth asked BASIS to approve the CV (ADR 0104): /association-youth shows something at first
  await tx.query(
    `insert into association_youth_approvals (industry_association_id, youth_id)
     select ${basis}, u.id from users u join youth_profiles p on p.user_id = u.id
      where u.username = 'youth2' and ${basis} is not null`,
  );
  await tx.query(
    `update jobs set approved_by_association_id = ${basis}
      where id = (select j.id from jobs j join organizations o on o.id = j.organization_id
                   where o.title_en = 'Dhaka Tech Ltd.' and j.status = 'live' order by j.id limit 1)`,
  );
}
