import { RESOURCE_GROUPS, resourcePermissions, type ResourceDef } from '@platform/resources';
import { groupLabelId, resourceTitleId } from './labels';

/** A menu entry of a resource (the shape of the shell's MenuItem: `labelId`, `to`, `permission`, `group`). */
export interface ResourceMenuItem {
  labelId: string;
  to: string;
  /** Only users holding `view_any_<key>` see it (the list needs the same key). */
  permission: string;
  /** Catalogue id of its menu group (`resources.groups.<group>`). */
  group: string;
}

/** One menu entry per resource, ordered by RESOURCE_GROUPS and, within a group, by the order of `defs`. */
export function resourceMenu(defs: readonly ResourceDef[]): ResourceMenuItem[] {
  const order = (group: string) => {
    const index = (RESOURCE_GROUPS as readonly string[]).indexOf(group);
    return index === -1 ? RESOURCE_GROUPS.length : index;
  };
  return defs
    .map((def, index) => ({ def, index }))
    .sort((a, b) => order(a.def.menuGroup) - order(b.def.menuGroup) || a.index - b.index)
    .map(({ def }) => ({
      labelId: resourceTitleId(def),
      to: `/${def.segment}`,
      permission: resourcePermissions(def).viewAny,
      group: groupLabelId(def.menuGroup),
    }));
}
