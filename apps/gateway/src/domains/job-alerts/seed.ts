import { firstRow, type Db } from '../../db/client';
import { insertAlert } from './alerts';

/*
 * Demo job alerts (demo mode only; ADR 0065): `youth` (Rahim) is told about Information Technology jobs in Dhaka
 * division in the app and by e-mail; `youth2` (Sumaiya) keeps an alert on the keyword "designer" switched off. The
 * demo jobs are seeded live directly and never announce: an alert goes out only when a job goes live through the
 * payment procedure (afterJobLive).
 */
export async function seedJobAlerts(tx: Db): Promise<void> {
  const id = async (sql: string, value: string) =>
    firstRow(await tx.query<{ id: number }>(sql, [value]), value).id;
  const rahim = await id('select id from users where username = $1', 'youth');
  const sumaiya = await id('select id from users where username = $1', 'youth2');
  await insertAlert(tx, rahim, {
    title: 'আইটি চাকরি, ঢাকা',
    job_sector_ids: [await id('select id from job_sectors where title_en = $1', 'Information Technology')],
    loc_division_id: await id('select id from divisions where title_en = $1', 'Dhaka'),
    channels: ['in_app', 'email'],
    is_enabled: true,
  });
  await insertAlert(tx, sumaiya, {
    title: 'Designer jobs',
    keywords: 'designer',
    channels: ['in_app', 'sms'],
    is_enabled: false,
  });
}
