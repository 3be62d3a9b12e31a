import type { Db } from '../../db/client';

/** The id of the youth's certificate of a course, or null when none was issued (the player's side menu reads it). */
export async function certificateIdOf(db: Db, youthId: number, courseId: number): Promise<string | null> {
  const r = await db.query<{ id: string }>(
    'select id from certificates where youth_id = $1 and course_id = $2 order by issued_at limit 1',
    [youthId, courseId],
  );
  return r.rows[0]?.id ?? null;
}
