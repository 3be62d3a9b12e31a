import type { AppSettings, AppSettingsBody } from '@platform/contract';
import type { Db } from '../../db/client';

const columns = 'maintenance_mode_status, maintenance_hash, site_name, site_name_en, updated_at';

export async function getSettings(db: Db): Promise<AppSettings> {
  const r = await db.query<AppSettings>(`select ${columns} from app_settings where id = 1`);
  const row = r.rows[0];
  if (!row) throw new Error('app_settings row missing: run the seed');
  return { ...row, updated_at: new Date(row.updated_at).toISOString() };
}

export async function updateSettings(db: Db, body: AppSettingsBody, userId: number): Promise<AppSettings> {
  await db.query(
    `update app_settings set maintenance_mode_status = $1,
       maintenance_hash = case when $2::boolean then $3 else maintenance_hash end,
       site_name = coalesce($4, site_name), site_name_en = coalesce($5, site_name_en),
       updated_at = now(), updated_by = $6 where id = 1`,
    [
      body.maintenance_mode_status,
      body.maintenance_hash !== undefined,
      body.maintenance_hash ?? null,
      body.site_name ?? null,
      body.site_name_en ?? null,
      userId,
    ],
  );
  return getSettings(db);
}
