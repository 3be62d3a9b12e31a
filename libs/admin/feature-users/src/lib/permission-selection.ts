import type { PermissionTreeGroup, PermissionTreeModule, PermissionTreeSubGroup } from '@platform/contract';

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
