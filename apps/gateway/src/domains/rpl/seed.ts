import type { Db } from '../../db/client';

/*
 * Demo data (demo mode and tests; ADR 0094): a small RPL catalogue (one sector, two occupations with two levels each,
 * a Saudi Arabia variant of one level) and a submitted application of the demo youth, placed in a batch of the demo
 * `assessor` at the demo institute's first training centre, so /rpl/occupations lists something, the youth's
 * /rpl/my-applications shows a batch and the assessor's /rpl-assessment has a candidate to mark.
 */
export async function seedRpl(tx: Db): Promise<void> {
  const sector = await tx.query<{ id: number }>(
    `insert into rpl_sectors (title, title_en) values ('নির্মাণ', 'Construction') returning id`,
  );
  const sectorId = Number(sector.rows[0]?.id);
  const occupations = [
    { title: 'রাজমিস্ত্রি', title_en: 'Mason' },
    { title: 'ইলেকট্রিশিয়ান', title_en: 'Electrician' },
  ];
  let firstLevel = 0;
  let firstOccupation = 0;
  for (const o of occupations) {
    const r = await tx.query<{ id: number }>(
      `insert into rpl_occupations (rpl_sector_id, title, title_en) values ($1, $2, $3) returning id`,
      [sectorId, o.title, o.title_en],
    );
    const occupationId = Number(r.rows[0]?.id);
    const levels = await tx.query<{ id: number }>(
      `insert into rpl_levels (rpl_occupation_id, title, title_en, passing_score, sequence_order) values
         ($1, 'স্তর ১', 'Level 1', 60, 1), ($1, 'স্তর ২', 'Level 2', 70, 2) returning id`,
      [occupationId],
    );
    if (!firstLevel) {
      firstLevel = Number(levels.rows[0]?.id);
      firstOccupation = occupationId;
      await tx.query(
        `insert into rpl_levels (rpl_occupation_id, country_id, title, title_en, passing_score, sequence_order)
         select $1, id, 'স্তর ১ (সৌদি আরব)', 'Level 1 (Saudi Arabia)', 65, 1 from countries where code = 'SAU'`,
        [occupationId],
      );
    }
  }
  await tx.query(
    `insert into rpl_applications
       (youth_id, rpl_sector_id, rpl_occupation_id, rpl_level_id, mobile, experience_years, workplace, experience_summary)
     select id, $1, $2, $3, '01711000001', 6, 'মেসার্স রহমান কনস্ট্রাকশন',
            'Six years of brick and plaster work on residential buildings.'
       from users where username = 'youth'`,
    [sectorId, firstOccupation, firstLevel],
  );
  await tx.query(
    `insert into rpl_batches (title, title_en, rpl_occupation_id, rpl_level_id, assessor_id, exam_date, training_center_id)
     select 'রাজমিস্ত্রি ব্যাচ ১', 'Masons, batch 1', $1, $2, u.id, '2027-03-15',
            (select id from training_centers where deleted_at is null order by id limit 1)
       from users u where u.username = 'assessor'`,
    [firstOccupation, firstLevel],
  );
  await tx.query(
    `update rpl_applications set rpl_batch_id = (select max(id) from rpl_batches)
      where youth_id = (select id from users where username = 'youth') and rpl_level_id = $1`,
    [firstLevel],
  );
}
