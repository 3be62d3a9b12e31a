import type { Db } from '../../db/client';

/** The storage keys of the SCORM files under a module's or a lesson's SCORM lessons (removed with them; ADR 0078). */
export async function scormKeysUnder(db: Db, level: 'module' | 'lesson', id: number): Promise<string[]> {
  const r = await db.query<{ storage_key: string }>(
    level === 'module'
      ? `select f.storage_key from course_scorm_files f join course_lessons l on l.id = f.lesson_id
          where l.module_id = $1`
      : 'select storage_key from course_scorm_files where lesson_id = $1',
    [id],
  );
  return r.rows.map((row) => row.storage_key);
}
