import type { ConnectionOutcome, IntegrationConfig, VendorIntegration } from '@platform/contract';
import type { Db } from '../../db/client';
import { likeContains } from '../../db/sql';

/*
 * External vendor / LMS integrations (contract endpoints-integrations.ts, ADR 0086). The sealed columns (`*_enc`) hold
 * AES-GCM text (platform/secret-box.ts); reads turn them into "is set" flags and only `sealedOf` hands one out, to the
 * connection test.
 */

interface Row {
  id: number;
  vendor: string;
  vendor_code: string;
  client_id: string;
  client_secret_enc: string | null;
  callback_url: string | null;
  token_url: string;
  access_token_enc: string | null;
  access_token_expires_at: Date | string | null;
  last_token_at: Date | string | null;
  refresh_token_enc: string | null;
  config_data: IntegrationConfig | string | null;
  last_test_ok: boolean | null;
  last_test_outcome: ConnectionOutcome | null;
  last_test_status: number | null;
  last_tested_at: Date | string | null;
  row_status: number;
  created_at: Date | string;
  updated_at: Date | string;
}

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

function entry(r: Row): VendorIntegration {
  const config = typeof r.config_data === 'string' ? JSON.parse(r.config_data) : r.config_data;
  return {
    id: Number(r.id),
    vendor: r.vendor,
    vendor_code: r.vendor_code,
    client_id: r.client_id,
    has_client_secret: r.client_secret_enc !== null,
    callback_url: r.callback_url,
    token_url: r.token_url,
    has_access_token: r.access_token_enc !== null,
    access_token_expires_at: iso(r.access_token_expires_at),
    last_token_at: iso(r.last_token_at),
    has_refresh_token: r.refresh_token_enc !== null,
    config_data: (config ?? {}) as IntegrationConfig,
    last_test:
      r.last_tested_at && r.last_test_outcome
        ? { outcome: r.last_test_outcome, status: r.last_test_status, at: iso(r.last_tested_at) ?? '' }
        : null,
    row_status: Number(r.row_status),
    created_at: iso(r.created_at) ?? '',
    updated_at: iso(r.updated_at) ?? '',
  };
}

const LIVE = 'deleted_at is null';

export interface IntegrationFilters {
  search: string | null;
  rowStatus: number | null;
}

/** One page of integrations, newest first. */
export async function listIntegrations(
  db: Db,
  f: IntegrationFilters,
  page: { page: number; page_size: number },
): Promise<{ data: VendorIntegration[]; total: number }> {
  const params: unknown[] = [];
  const where = [LIVE];
  if (f.search) {
    params.push(likeContains(f.search));
    where.push(`(vendor ilike $${params.length} or vendor_code ilike $${params.length})`);
  }
  if (f.rowStatus !== null) {
    params.push(f.rowStatus);
    where.push(`row_status = $${params.length}`);
  }
  const cond = where.join(' and ');
  const total =
    (
      await db.query<{ n: number }>(
        `select count(*)::int as n from vendor_integrations where ${cond}`,
        params,
      )
    ).rows[0]?.n ?? 0;
  params.push(page.page_size, (page.page - 1) * page.page_size);
  const rows = await db.query<Row>(
    `select * from vendor_integrations where ${cond} order by created_at desc, id desc
     limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  return { data: rows.rows.map(entry), total };
}

export async function findIntegration(db: Db, id: number): Promise<VendorIntegration | null> {
  const r = await db.query<Row>(`select * from vendor_integrations where id = $1 and ${LIVE}`, [id]);
  return r.rows[0] ? entry(r.rows[0]) : null;
}

/** The sealed client secret of a live integration (for the connection test only). */
export async function sealedSecretOf(db: Db, id: number): Promise<string | null> {
  const r = await db.query<{ s: string | null }>(
    `select client_secret_enc as s from vendor_integrations where id = $1 and ${LIVE}`,
    [id],
  );
  return r.rows[0]?.s ?? null;
}

/** Whether another live integration has this code (codes are unique, any case). */
export async function codeTaken(db: Db, code: string, exceptId: number | null): Promise<boolean> {
  const r = await db.query(
    `select 1 from vendor_integrations where lower(vendor_code) = lower($1) and ${LIVE} and id <> coalesce($2, 0)`,
    [code, exceptId],
  );
  return r.rows.length > 0;
}

export interface IntegrationValues {
  vendor: string;
  vendor_code: string;
  client_id: string;
  callback_url: string | null;
  token_url: string;
  config_data: IntegrationConfig;
  row_status: number;
}

export async function insertIntegration(
  db: Db,
  v: IntegrationValues,
  sealedSecret: string,
): Promise<VendorIntegration> {
  const r = await db.query<Row>(
    `insert into vendor_integrations (vendor, vendor_code, client_id, client_secret_enc, callback_url, token_url,
       config_data, row_status)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8) returning *`,
    [
      v.vendor,
      v.vendor_code,
      v.client_id,
      sealedSecret,
      v.callback_url,
      v.token_url,
      JSON.stringify(v.config_data),
      v.row_status,
    ],
  );
  return entry(r.rows[0] as Row);
}

/**
 * Changes an integration; a new secret (sealed) replaces the kept one, null keeps it. A new secret, client id or token
 * address forgets the kept tokens: they belong to the old client.
 */
export async function updateIntegration(
  db: Db,
  id: number,
  v: IntegrationValues,
  sealedSecret: string | null,
): Promise<VendorIntegration | null> {
  const forget = `(old.client_id is distinct from $4 or old.token_url is distinct from $6 or $9::text is not null)`;
  const r = await db.query<Row>(
    `with old as (select client_id, token_url from vendor_integrations where id = $1 and ${LIVE})
     update vendor_integrations v set
       vendor = $2, vendor_code = $3, client_id = $4, callback_url = $5, token_url = $6, config_data = $7::jsonb,
       row_status = $8, client_secret_enc = coalesce($9::text, v.client_secret_enc),
       access_token_enc = case when ${forget} then null else v.access_token_enc end,
       refresh_token_enc = case when ${forget} then null else v.refresh_token_enc end,
       access_token_expires_at = case when ${forget} then null else v.access_token_expires_at end,
       updated_at = now()
     from old where v.id = $1 returning v.*`,
    [
      id,
      v.vendor,
      v.vendor_code,
      v.client_id,
      v.callback_url,
      v.token_url,
      JSON.stringify(v.config_data),
      v.row_status,
      sealedSecret,
    ],
  );
  return r.rows[0] ? entry(r.rows[0]) : null;
}

/** Removes an integration (soft) and forgets its secret and tokens; false when there was none. */
export async function deleteIntegration(db: Db, id: number): Promise<boolean> {
  const r = await db.query(
    `update vendor_integrations set deleted_at = now(), client_secret_enc = null, access_token_enc = null,
       refresh_token_enc = null, updated_at = now()
     where id = $1 and ${LIVE}`,
    [id],
  );
  return (r.rowCount ?? 0) > 0;
}

export interface TestRecord {
  outcome: ConnectionOutcome;
  status: number | null;
  /** The sealed tokens and expiry when the vendor gave a token. */
  tokens: { access: string; refresh: string | null; expiresAt: Date | null } | null;
}

/** Keeps the outcome of a connection test, and the tokens it obtained. */
export async function recordTest(db: Db, id: number, t: TestRecord): Promise<VendorIntegration | null> {
  const r = await db.query<Row>(
    `update vendor_integrations set last_test_ok = $2, last_test_outcome = $3, last_test_status = $4,
       last_tested_at = now(),
       access_token_enc = case when $5::text is null then access_token_enc else $5 end,
       refresh_token_enc = case when $5::text is null then refresh_token_enc else $6 end,
       access_token_expires_at = case when $5::text is null then access_token_expires_at else $7::timestamptz end,
       last_token_at = case when $5::text is null then last_token_at else now() end
     where id = $1 and ${LIVE} returning *`,
    [
      id,
      t.outcome === 'connected',
      t.outcome,
      t.status,
      t.tokens?.access ?? null,
      t.tokens?.refresh ?? null,
      t.tokens?.expiresAt?.toISOString() ?? null,
    ],
  );
  return r.rows[0] ? entry(r.rows[0]) : null;
}
