import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/client';

interface Row {
  payload: AdapterPayload;
  consumed_at: string | null;
}

const live = 'and (expires_at is null or expires_at > now())';

/** oidc-provider storage in Postgres: one JSONB table for grants, sessions, codes and tokens (survives restarts). */
export function pgAdapterFactory(db: Db) {
  const row = (r: Row | undefined): AdapterPayload | undefined =>
    r &&
    (r.consumed_at
      ? { ...r.payload, consumed: Math.floor(new Date(r.consumed_at).getTime() / 1000) }
      : r.payload);

  return class PgAdapter implements Adapter {
    constructor(private readonly model: string) {}
    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      await db.query(
        `insert into oidc_model (model, id, payload, grant_id, user_code, uid, expires_at)
         values ($1,$2,$3::jsonb,$4,$5,$6, case when $7::int is null then null else now() + make_interval(secs => $7::int) end)
         on conflict (model, id) do update set payload = excluded.payload, grant_id = excluded.grant_id,
           user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`,
        [
          this.model,
          id,
          JSON.stringify(payload),
          payload.grantId ?? null,
          payload.userCode ?? null,
          payload.uid ?? null,
          expiresIn ?? null,
        ],
      );
    }
    async find(id: string) {
      return row(
        (
          await db.query<Row>(
            `select payload, consumed_at from oidc_model where model=$1 and id=$2 ${live}`,
            [this.model, id],
          )
        ).rows[0],
      );
    }
    async findByUserCode(code: string) {
      return row(
        (
          await db.query<Row>(
            `select payload, consumed_at from oidc_model where model=$1 and user_code=$2 ${live}`,
            [this.model, code],
          )
        ).rows[0],
      );
    }
    async findByUid(uid: string) {
      return row(
        (
          await db.query<Row>(
            `select payload, consumed_at from oidc_model where model=$1 and uid=$2 ${live}`,
            [this.model, uid],
          )
        ).rows[0],
      );
    }
    async consume(id: string): Promise<void> {
      await db.query('update oidc_model set consumed_at = now() where model=$1 and id=$2', [this.model, id]);
    }
    async destroy(id: string): Promise<void> {
      await db.query('delete from oidc_model where model=$1 and id=$2', [this.model, id]);
    }
    async revokeByGrantId(grantId: string): Promise<void> {
      await db.query('delete from oidc_model where grant_id = $1', [grantId]);
    }
  };
}

export async function deleteExpired(db: Db): Promise<number> {
  return (await db.query('delete from oidc_model where expires_at < now()')).rowCount;
}
