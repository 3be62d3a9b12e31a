import type { Db } from '../../db/client';
import { insertEvent } from './repository';

/*
 * Demo data (demo mode and tests; ADR 0090): a published event of the demo institute, so the provider's /events lists
 * one and the youth's calendar shows it in its month.
 */
export async function seedInstituteEvents(tx: Db): Promise<void> {
  const r = await tx.query<{ institute_id: number; id: number }>(
    `select institute_id, id from users where username = 'provider' and institute_id is not null`,
  );
  const provider = r.rows[0];
  if (!provider) return;
  await insertEvent(
    tx,
    Number(provider.institute_id),
    {
      title: 'ক্যারিয়ার ওরিয়েন্টেশন দিবস',
      title_en: 'Career orientation day',
      description: 'প্রশিক্ষণ শেষে চাকরির প্রস্তুতি নিয়ে আলোচনা ও প্রশ্নোত্তর।',
      description_en: 'Talks and questions on getting ready for a job after the training.',
      start_date: '2027-02-15',
      end_date: '2027-02-15',
      start_time: '10:00',
      end_time: '13:00',
      venue: 'রাজশাহী কারিগরি প্রশিক্ষণ ইনস্টিটিউট, মিলনায়তন',
      venue_en: 'Rajshahi Technical Training Institute, auditorium',
      online_link: null,
      is_published: true,
    },
    Number(provider.id),
  );
}
