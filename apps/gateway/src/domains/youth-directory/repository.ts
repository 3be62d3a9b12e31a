import type { Db } from '../../db/client';

/*
 * The public youth numbers and directory (contract endpoints-youth-directory.ts, ADR 0096). A registered youth is a
 * youth account (user type 3) that is not deleted.
 */

/** The number of registered youth. */
export async function countRegisteredYouth(db: Db): Promise<number> {
  const r = await db.query<{ n: number }>(
    'select count(*)::int as n from users where user_type_code = 3 and deleted_at is null',
  );
  return r.rows[0]?.n ?? 0;
}
