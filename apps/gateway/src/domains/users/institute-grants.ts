import type { InstitutePermissionAssignment } from '@platform/contract';
import type { Db } from '../../db/client';
import { grantIds } from './permission-admin';

/** The grant of an institute as a whole (ADR 0120): its keys and whether it limits its users yet. */
export async function instituteGrant(db: Db, id: number): Promise<InstitutePermissionAssignment> {
  const r = await db.query<{ permissions_limited: boolean }>(
    'select permissions_limited from institutes where id = $1',
    [id],
  );
  return {
    permission_ids: await grantIds(db, 'institute', id),
    limited: r.rows[0]?.permissions_limited ?? false,
  };
}

/**
 * The ceiling of a user's institute (ADR 0123): its grant's ids when it limits its users, else null (a user of no
 * institute, or of one without a saved grant). The permission screen greys every other key.
 */
export async function instituteCeiling(db: Db, instituteId: number | null): Promise<number[] | null> {
  if (instituteId === null) return null;
  const grant = await instituteGrant(db, instituteId);
  return grant.limited ? grant.permission_ids : null;
}

/**
 * One transaction: the institute's grant becomes exactly `ids` and limited, and its users' own grants outside it are
 * deleted (they could not be granted them now, so they do not come back when the grant grows again). Role keys stay
 * on the roles, which other institutes share; `loadUserPermissions` leaves out those outside the grant.
 */
export async function replaceInstituteGrant(
  db: Db,
  instituteId: number,
  ids: readonly number[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('select id from institutes where id = $1 for update', [instituteId]);
    await tx.query(
      'delete from institute_permissions where institute_id = $1 and not (permission_id = any($2::bigint[]))',
      [instituteId, ids],
    );
    if (ids.length)
      await tx.query(
        `insert into institute_permissions (institute_id, permission_id) select $1, unnest($2::bigint[])
         on conflict do nothing`,
        [instituteId, ids],
      );
    await tx.query('update institutes set permissions_limited = true where id = $1', [instituteId]);
    await tx.query(
      `delete from user_permissions up using users u
        where u.id = up.user_id and u.institute_id = $1 and not (up.permission_id = any($2::bigint[]))`,
      [instituteId, ids],
    );
  });
}

/** The roles an institute's staff hold (seed-roles.ts): the demo institute's grant covers every key of them. */
const INSTITUTE_ROLE_KEYS = ['institute_admin', 'content_provider_admin', 'trainer', 'assessor'] as const;

/**
 * The demo institute's grant (ADR 0120), seeded last so that it covers what every one of its demo users holds: the
 * keys of the institute roles and of its users' roles and own grants. So the grant is limited, yet no demo flow or
 * journey of `instituteadmin`, `provider`, `trainer` or `assessor` loses a key.
 */
export async function seedInstituteGrant(db: Db, instituteId: number): Promise<void> {
  const r = await db.query<{ id: number }>(
    `select rp.permission_id as id from role_permissions rp join roles r on r.id = rp.role_id where r.key = any($2::text[])
     union select rp.permission_id from role_permissions rp join users u on u.role_id = rp.role_id where u.institute_id = $1
     union select up.permission_id from user_permissions up join users u on u.id = up.user_id where u.institute_id = $1
     order by 1`,
    [instituteId, INSTITUTE_ROLE_KEYS],
  );
  await replaceInstituteGrant(
    db,
    instituteId,
    r.rows.map((row) => Number(row.id)),
  );
}
