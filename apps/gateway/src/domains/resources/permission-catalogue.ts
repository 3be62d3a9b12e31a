import { endpoints, type HttpMethod } from '@platform/contract';
import { catalogue } from '@platform/i18n/catalogue';
import { type PermissionSyncResult, RESOURCES, type ResourceDef } from '@platform/resources';
import type { Db } from '../../db/client';
import { resourceEngineRoutes } from './endpoints';

/**
 * The permission keys the gateway's routes declare (ADR 0040: permissions are declared by routes): the contract's
 * endpoints and every endpoint of the resource engine. The seed and `POST /private/permissions/sync` insert the
 * missing ones, so a new route's key exists without a hand-written migration.
 */

export interface DeclaredPermission {
  key: string;
  uri: string;
  method: HttpMethod;
  /** The path segment after the area (`/private/<module>/…`); one permission sub group per module. */
  module: string;
}

export const PLATFORM_GROUP = {
  key: 'platform',
  title: 'প্ল্যাটফর্ম পরিচালনা',
  title_en: 'Platform administration',
} as const;

/** The role that holds every permission (seeded; the sync grants it each new key). */
export const SYSTEM_ADMIN_ROLE = 'system_admin';

const moduleOf = (path: string) => path.split('/')[2] || PLATFORM_GROUP.key;

/** Every declared key once (the first endpoint that declares it gives its uri and method), in declaration order. */
export function declaredPermissions(): DeclaredPermission[] {
  const out = new Map<string, DeclaredPermission>();
  const all = [...Object.values(endpoints), ...resourceEngineRoutes().map(([, e]) => e)];
  for (const e of all) {
    if (!e.permission || out.has(e.permission)) continue;
    out.set(e.permission, { key: e.permission, uri: e.path, method: e.method, module: moduleOf(e.path) });
  }
  return [...out.values()];
}

/** Sub group titles of the hand-written modules (resource modules are named by the catalogue's resource titles). */
const MODULE_TITLES: Record<string, { title: string; title_en: string }> = {
  'app-settings': { title: 'সাইট সেটিংস', title_en: 'Site settings' },
  'notification-logs': { title: 'নোটিফিকেশন লগ', title_en: 'Notification logs' },
  'notification-heads': { title: 'নোটিফিকেশন হেড', title_en: 'Notification heads' },
  'bulk-email': { title: 'বাল্ক ই-মেইল', title_en: 'Bulk e-mail' },
  users: { title: 'ব্যবহারকারী', title_en: 'Users' },
  roles: { title: 'রোল', title_en: 'Roles' },
  organizations: { title: 'প্রতিষ্ঠান', title_en: 'Organisations' },
  'permission-tree': { title: 'পারমিশন ট্রি', title_en: 'Permission tree' },
  files: { title: 'ফাইল', title_en: 'Files' },
  jobs: { title: 'চাকরির বিজ্ঞপ্তি', title_en: 'Job posts' },
  'cv-bank': { title: 'সিভি ব্যাংক', title_en: 'CV bank' },
  youths: { title: 'যুব', title_en: 'Youth' },
  'discussion-posts': { title: 'আলোচনা', title_en: 'Discussion' },
  courses: { title: 'কোর্স', title_en: 'Courses' },
  'learning-paths': { title: 'লার্নিং পাথ', title_en: 'Learning paths' },
  'progress-reports': { title: 'মাসিক অগ্রগতি প্রতিবেদন', title_en: 'Monthly progress reports' },
  ontology: { title: 'অন্টোলজি', title_en: 'Ontology' },
  reports: { title: 'প্রতিবেদন', title_en: 'Reports' },
};

/** The bilingual title of a module's permission sub group. */
export function moduleTitle(module: string): { title: string; title_en: string } {
  const known = MODULE_TITLES[module];
  if (known) return known;
  const def = (Object.values(RESOURCES) as ResourceDef[]).find((d) => d.segment === module);
  const id = def ? `resources.${def.name}.title` : '';
  const en = catalogue['en-US'][id];
  const bn = catalogue['bn-BD'][id];
  if (en && bn) return { title: bn, title_en: en };
  const plain = module.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
  return { title: plain, title_en: plain };
}

/**
 * Inserts what is missing, never changes what exists (titles, uris and grants may have been edited in the admin):
 * the platform group, a sub group per module, a permission per declared key. The system admin role gets every key
 * this call created. Idempotent; a key that exists soft-deleted stays deleted (restore it from the trash).
 */
export async function syncPermissions(db: Db): Promise<PermissionSyncResult> {
  const declared = declaredPermissions();
  const modules = [...new Set(declared.map((p) => p.module))].map((key) => ({ key, ...moduleTitle(key) }));
  return db.transaction(async (tx) => {
    await tx.query(
      `insert into permission_groups (key, title, title_en) values ($1, $2, $3) on conflict do nothing`,
      [PLATFORM_GROUP.key, PLATFORM_GROUP.title, PLATFORM_GROUP.title_en],
    );
    // any conflict (the key, or a title an administrator gave another sub group) leaves the existing row alone
    await tx.query(
      `insert into permission_sub_groups (group_id, key, title, title_en)
       select g.id, x.key, x.title, x.title_en
         from jsonb_to_recordset($1::jsonb) as x(key text, title text, title_en text)
         join permission_groups g on g.key = $2
       on conflict do nothing`,
      [JSON.stringify(modules), PLATFORM_GROUP.key],
    );
    const created = await tx.query<{ id: number }>(
      `insert into permissions (key, uri, method, module, sub_group_id)
       select x.key, x.uri, x.method, x.module, s.id
         from jsonb_to_recordset($1::jsonb) as x(key text, uri text, method text, module text)
         left join permission_sub_groups s on s.key = x.module
       on conflict do nothing
       returning id`,
      [JSON.stringify(declared)],
    );
    const ids = created.rows.map((r) => r.id);
    if (ids.length) {
      await tx.query(
        `insert into role_permissions (role_id, permission_id)
         select r.id, p.id from roles r, permissions p where r.key = $1 and p.id = any($2::bigint[])
         on conflict do nothing`,
        [SYSTEM_ADMIN_ROLE, ids],
      );
    }
    return { created: ids.length, total: declared.length };
  });
}
