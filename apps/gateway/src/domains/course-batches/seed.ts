import type { Db } from '../../db/client';
import { insertBatch } from './repository';

/*
 * The demo course's batches (demo mode and tests; issue 15 item 5): one batch with open seats, so /courses/{id}/batches
 * shows a row from the first sign-in and the request matrix has a batch of the provider's institute.
 */
export async function seedCourseBatches(tx: Db, courseId: number, by: number): Promise<void> {
  await insertBatch(
    tx,
    courseId,
    {
      title: 'ডিসেম্বর ব্যাচ',
      title_en: 'December batch',
      total_seats: 30,
      available_seats: 24,
      registration_start_date: '2026-11-01',
      registration_end_date: '2026-11-25',
      batch_start_date: '2026-12-01',
      batch_end_date: '2027-01-31',
    },
    by,
  );
}
