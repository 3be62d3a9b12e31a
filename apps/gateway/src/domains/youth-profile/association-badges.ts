import type { AssociationBadge } from '@platform/contract';
import type { Db } from '../../db/client';

/*
 * The badges of the industry associations that approved a youth and their CV (spec §6, ADR 0104), shown on the public
 * profile and CV. Read here, not in the associations domain, so that the dependency between the two runs one way
 * (associations reads profiles to show the CV to the association; the profile reads only this table).
 */

/** The associations that approved the youth (their badges on the public profile and CV), by name. */
export async function associationBadgesOf(db: Db, youthId: number): Promise<AssociationBadge[]> {
  const r = await db.query<{ id: string | number; title: string; title_en: string | null }>(
    `select a.id, a.title, a.title_en from association_youth_approvals y
       join industry_associations a on a.id = y.industry_association_id and a.deleted_at is null
      where y.youth_id = $1 and y.status = 'approved' order by coalesce(a.title_en, a.title), a.id`,
    [youthId],
  );
  return r.rows.map((row) => ({
    id: Number(row.id),
    title: String(row.title),
    title_en: row.title_en ?? null,
  }));
}
