import type {
  PermissionMethod,
  PermissionTreeGroup,
  PermissionTreeItem,
  PermissionTreeSubGroup,
} from '@platform/contract';
import type { Db } from '../../db/client';

/** Permission grants of users, roles, organisations and institutes, and the permission tree of the assignment screens. */

interface TreeRow {
  group_id: number | null;
  group_key: string | null;
  group_title: string | null;
  group_title_en: string | null;
  sub_group_id: number | null;
  sub_group_key: string | null;
  sub_group_title: string | null;
  sub_group_title_en: string | null;
  id: number;
  key: string;
  uri: string;
  method: PermissionMethod;
  module: string;
}

/**
 * groups → sub groups → modules → permissions, each level in a stable order (groups and sub groups by id, modules by
 * name, permissions by key). Permissions of no sub group come last, under a group and sub group with id null.
 * Soft-deleted permissions are left out; those of a soft-deleted group or sub group count as ungrouped.
 */
export async function loadPermissionTree(db: Db): Promise<PermissionTreeGroup[]> {
  const r = await db.query<TreeRow>(
    `select g.id as group_id, g.key as group_key, g.title as group_title, g.title_en as group_title_en,
            s.id as sub_group_id, s.key as sub_group_key, s.title as sub_group_title, s.title_en as sub_group_title_en,
            p.id, p.key, p.uri, p.method, p.module
       from permissions p
       left join permission_sub_groups s on s.id = p.sub_group_id and s.deleted_at is null
       left join permission_groups g on g.id = s.group_id and g.deleted_at is null
      where p.deleted_at is null
      order by g.id nulls last, s.id nulls last, p.module, p.key`,
  );
  const groups: PermissionTreeGroup[] = [];
  for (const row of r.rows) {
    let group = groups.at(-1);
    if (!group || group.id !== row.group_id) {
      group = {
        id: row.group_id,
        key: row.group_key,
        title: row.group_title,
        title_en: row.group_title_en,
        sub_groups: [],
      };
      groups.push(group);
    }
    let sub: PermissionTreeSubGroup | undefined = group.sub_groups.at(-1);
    if (!sub || sub.id !== row.sub_group_id) {
      sub = {
        id: row.sub_group_id,
        key: row.sub_group_key,
        title: row.sub_group_title,
        title_en: row.sub_group_title_en,
        modules: [],
      };
      group.sub_groups.push(sub);
    }
    let mod = sub.modules.at(-1);
    if (!mod || mod.module !== row.module) {
      mod = { module: row.module, permissions: [] };
      sub.modules.push(mod);
    }
    const item: PermissionTreeItem = {
      id: row.id,
      key: row.key,
      uri: row.uri,
      method: row.method,
      module: row.module,
    };
    mod.permissions.push(item);
  }
  return groups;
}

/** The ids among `ids` that name no permission (or a soft-deleted one). */
export async function unknownPermissionIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const r = await db.query<{ id: number }>(
    'select id from permissions where id = any($1::bigint[]) and deleted_at is null',
    [ids],
  );
  const known = new Set(r.rows.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

export async function permissionKeysOf(db: Db, ids: readonly number[]): Promise<string[]> {
  if (!ids.length) return [];
  const r = await db.query<{ key: string }>(
    'select key from permissions where id = any($1::bigint[]) order by key',
    [ids],
  );
  return r.rows.map((row) => row.key);
}

/** Whose grants: a user's own, a role's, an organisation's, an institute's. Table and column names are fixed here. */
export type GrantHolder = 'user' | 'role' | 'organization' | 'institute';
const GRANT_TABLES: Record<GrantHolder, { table: string; column: string }> = {
  user: { table: 'user_permissions', column: 'user_id' },
  role: { table: 'role_permissions', column: 'role_id' },
  organization: { table: 'organization_permissions', column: 'organization_id' },
  institute: { table: 'institute_permissions', column: 'institute_id' },
};

/** The holder's grants of live permissions (a grant of a soft-deleted permission grants nothing and is not shown). */
export async function grantIds(db: Db, holder: GrantHolder, id: number): Promise<number[]> {
  const { table, column } = GRANT_TABLES[holder];
  const r = await db.query<{ permission_id: number }>(
    `select g.permission_id from ${table} g join permissions p on p.id = g.permission_id and p.deleted_at is null
      where g.${column} = $1 order by g.permission_id`,
    [id],
  );
  return r.rows.map((row) => row.permission_id);
}

/** Replaces the holder's grants with exactly `ids` (one transaction: no moment with half a set). */
export async function replaceGrants(
  db: Db,
  holder: GrantHolder,
  id: number,
  ids: readonly number[],
): Promise<void> {
  const { table, column } = GRANT_TABLES[holder];
  await db.transaction(async (tx) => {
    await tx.query(`delete from ${table} where ${column} = $1 and not (permission_id = any($2::bigint[]))`, [
      id,
      ids,
    ]);
    if (ids.length) {
      await tx.query(
        `insert into ${table} (${column}, permission_id) select $1, unnest($2::bigint[]) on conflict do nothing`,
        [id, ids],
      );
    }
  });
}

/** What a user holds through its role and organisation (not its own grants). */
export async function inheritedPermissionIds(
  db: Db,
  user: { role_id: number | null; organization_id: number | null },
): Promise<number[]> {
  const r = await db.query<{ permission_id: number }>(
    `select rp.permission_id from role_permissions rp join permissions p on p.id = rp.permission_id and p.deleted_at is null
      where rp.role_id = $1
     union select op.permission_id from organization_permissions op join permissions p on p.id = op.permission_id and p.deleted_at is null
      where op.organization_id = $2
     order by 1`,
    [user.role_id, user.organization_id],
  );
  return r.rows.map((row) => row.permission_id);
}

export interface RoleRow {
  id: number;
  organization_id: number | null;
  row_status: number;
}

/** A role that is not soft-deleted. */
export async function findRole(db: Db, id: number): Promise<RoleRow | null> {
  const r = await db.query<RoleRow>(
    'select id, organization_id, row_status from roles where id = $1 and deleted_at is null',
    [id],
  );
  return r.rows[0] ?? null;
}

export async function roleKeys(db: Db, roleId: number): Promise<string[]> {
  const r = await db.query<{ key: string }>(
    'select p.key from permissions p join role_permissions rp on rp.permission_id = p.id where rp.role_id = $1 and p.deleted_at is null order by p.key',
    [roleId],
  );
  return r.rows.map((row) => row.key);
}
