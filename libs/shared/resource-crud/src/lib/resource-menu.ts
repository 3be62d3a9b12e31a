import { RESOURCE_GROUPS, type ResourceEntry, resourcePermissions } from '@platform/resources';

/** A menu entry of a resource (the shape of the shell's MenuItem: `labelId`, `to`, `permission`, `group`). */
export interface ResourceMenuItem {
  labelId: string;
  to: string;
  /** Only users holding `view_any_<key>` see it (the list needs the same key). */
  permission: string;
  /** Catalogue id of its menu group (`resources.groups.<group>`). */
  group: string;
}

/**
 * One menu entry per resource, ordered by RESOURCE_GROUPS and, within a group, by the order of `defs` — index entries
 * (`RESOURCE_INDEX`, `resourceEntry(def)`): a menu needs no field definitions (ADR 0006 r7).
 */
export function resourceMenu(defs: readonly ResourceEntry[]): ResourceMenuItem[] {
  const order = (group: string) => {
    const index = (RESOURCE_GROUPS as readonly string[]).indexOf(group);
    return index === -1 ? RESOURCE_GROUPS.length : index;
  };
  return defs
    .map((def, index) => ({ def, index }))
    .sort((a, b) => order(a.def.menuGroup) - order(b.def.menuGroup) || a.index - b.index)
    .map(({ def }) => ({
      labelId: def.titleId,
      to: `/${def.segment}`,
      permission: resourcePermissions(def).viewAny,
      group: def.groupId,
    }));
}
