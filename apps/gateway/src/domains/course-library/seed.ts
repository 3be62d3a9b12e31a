import type { Db } from '../../db/client';

/**
 * Demo contents of the institute's content library (issue 15 item 3, ADR 0091): a text on workplace safety and a
 * video address, so `/existing-content` shows records and a lesson can import one. Never in production mode.
 */
export async function seedCourseLibrary(tx: Db, instituteId: number): Promise<void> {
  await tx.query(
    `insert into course_library_contents (institute_id, category_id, title, title_en, content_type, level, keywords, body, url)
     values
       ($1, (select id from content_categories where title_en = 'Safety and health' limit 1),
        'কর্মক্ষেত্রে নিরাপত্তা', 'Safety at the workplace', 5, 1, 'safety, PPE, first aid',
        $2, null),
       ($1, (select id from content_categories where title_en = 'Technical skills' limit 1),
        'স্প্রেডশিটের ভূমিকা', 'Introduction to spreadsheets', 1, 1, 'excel, spreadsheet',
        null, 'https://www.youtube.com/watch?v=rwbho0CgEAE')`,
    [
      instituteId,
      'Wear the protective equipment your task needs.\n\nKnow where the first-aid box and the exits are.',
    ],
  );
}
