import type {
  PermissionTreeGroup,
  PermissionTreeItem,
  PermissionTreeModule,
  PermissionTreeSubGroup,
} from '@platform/contract';

/** Pure selection logic of the permission tree (group, sub group and module "select all"). */

export type SelectionState = 'all' | 'some' | 'none';

type Node = PermissionTreeGroup | PermissionTreeSubGroup | PermissionTreeModule;

/** Every permission id below a node of the tree, in tree order. */
export function permissionIdsOf(node: Node): number[] {
  if ('permissions' in node) return node.permissions.map((p) => p.id);
  if ('modules' in node) return node.modules.flatMap(permissionIdsOf);
  return node.sub_groups.flatMap(permissionIdsOf);
}

export function treePermissionIds(tree: readonly PermissionTreeGroup[]): number[] {
  return tree.flatMap(permissionIdsOf);
}

/** Whether all, some or none of `ids` are selected (drives a checked / indeterminate "select all" box). */
export function selectionState(ids: readonly number[], selected: ReadonlySet<number>): SelectionState {
  const count = ids.filter((id) => selected.has(id)).length;
  if (count === 0) return 'none';
  return count === ids.length ? 'all' : 'some';
}

/** A new selection with `ids` all added (`on`) or all removed. */
export function setAll(selected: ReadonlySet<number>, ids: readonly number[], on: boolean): Set<number> {
  const next = new Set(selected);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** A new selection with one id flipped. */
export function toggle(selected: ReadonlySet<number>, id: number): Set<number> {
  return setAll(selected, [id], !selected.has(id));
}

/** The selection as the gateway takes it: ascending ids, only ids the tree knows (stale ids are dropped). */
export function selectionForSave(
  tree: readonly PermissionTreeGroup[],
  selected: ReadonlySet<number>,
): number[] {
  return treePermissionIds(tree)
    .filter((id) => selected.has(id))
    .sort((a, b) => a - b);
}

/** Whether the selection differs from what was loaded. */
export function isDirty(initial: readonly number[], selected: ReadonlySet<number>): boolean {
  return initial.length !== selected.size || initial.some((id) => !selected.has(id));
}

/** One section of the assignment screen: a sub group with its permissions (its modules run together). */
export interface PermissionSection {
  key: string;
  title: string | null;
  title_en: string | null;
  permissions: PermissionTreeItem[];
}

/** A group as the screen shows it: its sections and the ids shown (what its "select all" covers). */
export interface PermissionGroupView {
  key: string;
  group: PermissionTreeGroup;
  ids: number[];
  sections: PermissionSection[];
}

/** How the screen names things, for the search: a permission's plain name, a section's titles. */
export interface PermissionNames {
  permission: (permission: PermissionTreeItem) => string;
  section: (node: PermissionTreeSubGroup) => string[];
}

const fold = (text: string) => text.normalize('NFC').toLocaleLowerCase();

/**
 * The tree as sections, narrowed to what a search finds: a section whose title matches keeps every permission; in
 * the others, the permissions whose plain name, key or route match. Empty sections and groups are left out.
 */
export function filterTree(
  tree: readonly PermissionTreeGroup[],
  query: string,
  names: PermissionNames,
): PermissionGroupView[] {
  const q = fold(query.trim());
  const matches = (texts: readonly string[]) => q === '' || texts.some((text) => fold(text).includes(q));
  return tree.flatMap((group, g) => {
    const sections = group.sub_groups.flatMap((sub, s): PermissionSection[] => {
      const all = sub.modules.flatMap((m) => m.permissions);
      const permissions = matches(names.section(sub))
        ? all
        : all.filter((p) => matches([names.permission(p), p.key, p.uri]));
      if (permissions.length === 0) return [];
      const key = `${group.id ?? `g${g}`}-${sub.id ?? sub.key ?? `s${s}`}`;
      return [{ key, title: sub.title, title_en: sub.title_en, permissions }];
    });
    if (sections.length === 0) return [];
    const ids = sections.flatMap((section) => section.permissions.map((p) => p.id));
    return [{ key: String(group.id ?? `g${g}`), group, ids, sections }];
  });
}
